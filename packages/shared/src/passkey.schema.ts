/**
 * Passkeys (WebAuthn): what the browser sends back from `navigator.credentials.create()` and
 * `.get()` as JSON (the shapes `@simplewebauthn/browser` gives), and a passkey as its owner sees it.
 * The server checks the signatures; these check only the shape and the sizes.
 */
import { z } from 'zod';

const base64url = (name: string, max: number) =>
  z
    .string({ message: `${name} is required` })
    .min(1, `${name} is required`)
    .max(max, `${name} is too long`)
    .regex(/^[A-Za-z0-9_-]+$/, `${name} is not base64url`);

const CredentialFields = {
  id: base64url('id', 1400),
  rawId: base64url('rawId', 1400),
  type: z.literal('public-key', { message: "type must be 'public-key'" }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** What `startRegistration()` answers: a new credential with its attestation. */
export const PasskeyRegistrationResponseSchema = z.object({
  ...CredentialFields,
  response: z.object({
    clientDataJSON: base64url('clientDataJSON', 4096),
    attestationObject: base64url('attestationObject', 16_384),
    authenticatorData: base64url('authenticatorData', 16_384).optional(),
    transports: z
      .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
      .max(8)
      .optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url('publicKey', 4096).optional(),
  }),
});

/** What `startAuthentication()` answers: a signature of the challenge by a credential the shop knows. */
export const PasskeyAuthenticationResponseSchema = z.object({
  ...CredentialFields,
  response: z.object({
    clientDataJSON: base64url('clientDataJSON', 4096),
    authenticatorData: base64url('authenticatorData', 16_384),
    signature: base64url('signature', 4096),
    userHandle: base64url('userHandle', 256).optional(),
  }),
});

/** POST /api/auth/passkeys: the new credential, and the name its owner gives it. */
export const AddPasskeySchema = z.object({
  response: PasskeyRegistrationResponseSchema,
  name: z.string().trim().max(60, 'Name must be at most 60 characters').optional(),
});

/** POST /api/auth/passkeys/sign-in, and a passkey's proof in POST /api/auth/reauthenticate. */
export const PasskeySignInSchema = z.object({ response: PasskeyAuthenticationResponseSchema });

/**
 * The options a ceremony starts with, passed as they are to `startRegistration()` or
 * `startAuthentication()` in the browser (the WebAuthn JSON of the creation or request options).
 */
export const PasskeyOptionsSchema = z.looseObject({ challenge: z.string() });

export const PasskeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Synced between the person's devices (and so backed up). */
  backedUp: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const PasskeyListSchema = z.object({ passkeys: z.array(PasskeySchema) });
export const PasskeyAddedSchema = z.object({ message: z.string(), passkey: PasskeySchema });

import type { Passkey } from '@shop/shared/passkey.schema';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { vi } from 'vitest';

/**
 * The authenticator, as the app reaches it through @simplewebauthn/browser. A test file replaces
 * the library with this one object:
 *
 *   vi.mock('@simplewebauthn/browser', () => import('@/features/auth/testing/passkeys').then((module) => module.authenticator));
 *
 * NOTE: one object for every file, not one per file: the web tests share their modules
 * (`isolate: false`), so a library mocked by one file may be the one the next file gets.
 */
export const authenticator = {
  startAuthentication: vi.fn<(options: { optionsJSON: PublicKeyCredentialRequestOptionsJSON }) => Promise<AuthenticationResponseJSON>>(),
  startRegistration: vi.fn<(options: { optionsJSON: PublicKeyCredentialCreationOptionsJSON }) => Promise<RegistrationResponseJSON>>(),
};

/**
 * Gives the browser WebAuthn (jsdom has none), so that the passkey buttons show; the test setup
 * takes it away again after each test. Each test starts with an authenticator that signs and
 * makes passkeys as asked.
 */
export function supportPasskeys(): void {
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
  authenticator.startAuthentication.mockReset().mockResolvedValue(ASSERTION);
  authenticator.startRegistration.mockReset().mockResolvedValue(ATTESTATION);
}

/** What the browser throws when the person closes its passkey prompt, or lets it time out. */
export const cancelled = () => new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');

/** POST /api/auth/passkeys/authentication-options. */
export const REQUEST_OPTIONS: PublicKeyCredentialRequestOptionsJSON = {
  challenge: 'c2lnbi1pbi1jaGFsbGVuZ2U',
  rpId: 'localhost',
  userVerification: 'preferred',
  timeout: 60_000,
};

/** POST /api/auth/passkeys/registration-options, for the test user. */
export const CREATION_OPTIONS: PublicKeyCredentialCreationOptionsJSON = {
  challenge: 'YWRkLWNoYWxsZW5nZQ',
  rp: { id: 'localhost', name: 'Test Threads' },
  user: { id: 'dTE', name: 'ada@example.com', displayName: 'ada' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [{ id: 'Y3JlZC0x', type: 'public-key' }],
  authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
};

/** What `startAuthentication()` answers: a signature of the challenge. */
export const ASSERTION: AuthenticationResponseJSON = {
  id: 'Y3JlZC0x',
  rawId: 'Y3JlZC0x',
  type: 'public-key',
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
    signature: 'MEUCIQDsig',
    userHandle: 'dTE',
  },
};

/** What `startRegistration()` answers: a new passkey. */
export const ATTESTATION: RegistrationResponseJSON = {
  id: 'Y3JlZC0y',
  rawId: 'Y3JlZC0y',
  type: 'public-key',
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
    attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oA',
    transports: ['internal', 'hybrid'],
  },
};

/** A passkey of the account as GET /api/auth/passkeys lists it. */
export function testPasskey(overrides: Partial<Passkey> = {}): Passkey {
  return {
    _id: 'pk1',
    name: 'Work laptop',
    backedUp: false,
    createdAt: '2025-03-14T10:00:00.000Z',
    lastUsedAt: null,
    ...overrides,
  };
}

import { SignedInResponseSchema, type User } from '@shop/shared/auth.schema';
import { MessageResponseSchema } from '@shop/shared/common.schema';
import { PasskeyAddedSchema, PasskeyListSchema, PasskeyOptionsSchema, type Passkey } from '@shop/shared/passkey.schema';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { Translate } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { useAuthStore } from '../auth-store';
import { userKeys } from '../user-query-keys';

// NOTE: the browser's side of WebAuthn is fetched when a passkey is used, never with a page:
// the storefront's first load has a budget, and most visitors never touch a passkey.
const webAuthn = () => import('@simplewebauthn/browser');

const passkeyKeys = () => [...userKeys.all, 'passkeys'] as const;

/**
 * A signature of a fresh challenge from the server by a passkey this device or password manager
 * holds (the browser asks the person which one): what signs in, or confirms who is signed in.
 */
export async function passkeyProof(): Promise<AuthenticationResponseJSON> {
  const options = await api.post('/auth/passkeys/authentication-options', undefined, { schema: PasskeyOptionsSchema });
  const { startAuthentication } = await webAuthn();
  // The schema checks the challenge only; the rest is the server's WebAuthn JSON, passed as it is.
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/** Signs in with a passkey instead of a password (a passkey is both factors at once). */
export async function signInWithPasskey(): Promise<User> {
  const response = await passkeyProof();
  // NOTE: a 401 here means a passkey the server does not accept, not an ended session.
  const { user } = await api.post('/auth/passkeys/sign-in', { response }, { schema: SignedInResponseSchema, signOutOnUnauthorized: false });
  return user;
}

export async function getPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return (await api.get('/auth/passkeys', { schema: PasskeyListSchema, signal })).passkeys;
}

/**
 * Makes a new passkey on this device (or in the password manager) and adds it to the account.
 * The options come first: they may ask the person to confirm who they are (lib/api-client.ts),
 * which must happen before the browser's own prompt.
 */
export async function addPasskey(name: string | undefined): Promise<{ message: string; passkey: Passkey }> {
  const options = await api.post('/auth/passkeys/registration-options', undefined, { schema: PasskeyOptionsSchema });
  const { startRegistration } = await webAuthn();
  // As above: the server's WebAuthn JSON, of which the schema checks the challenge only.
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return api.post('/auth/passkeys', { response, name }, { schema: PasskeyAddedSchema });
}

export function removePasskey(id: string): Promise<{ message: string }> {
  return api.delete(`/auth/passkeys/${encodeURIComponent(id)}`, { schema: MessageResponseSchema });
}

/** Signs in like `useLogin`: the user goes in the auth state and local storage, and user data refetches. */
export function usePasskeySignIn() {
  const signIn = useAuthStore((state) => state.signIn);
  return useInvalidatingMutation(signInWithPasskey, [userKeys.all], (user) => signIn(user));
}

/** The signed-in user's passkeys. */
export function usePasskeys() {
  return useQuery({ queryKey: passkeyKeys(), queryFn: ({ signal }) => getPasskeys(signal) });
}

export function useAddPasskey() {
  return useInvalidatingMutation(addPasskey, [passkeyKeys()]);
}

export function useRemovePasskey() {
  return useInvalidatingMutation(removePasskey, [passkeyKeys()]);
}

/**
 * Why a passkey step failed, in plain words: the server's own message for its refusals; for the
 * browser's, what its error means (the browser says no more, on purpose: it does not tell a site
 * whether a passkey exists).
 */
export function passkeyFailure(error: unknown, t: Translate, ceremony: 'authentication' | 'registration' = 'authentication'): string {
  if (error instanceof ApiError) return apiErrorDetail(error) ?? t('auth.tryAgain');
  // NOTE: read as a field: a DOMException is not an `Error` in every realm (jsdom's is not).
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  // The person closed the prompt or let it time out; an abort is a prompt cancelled by the page.
  if (name === 'NotAllowedError' || name === 'AbortError') return t('auth.passkey.notUsed');
  // At registration, the authenticator already holds one of the account's passkeys (the options exclude them).
  if (name === 'InvalidStateError' && ceremony === 'registration') return t('auth.passkey.alreadyAdded');
  return t('auth.passkey.unavailable');
}

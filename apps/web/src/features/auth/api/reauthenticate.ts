import type { ReauthenticateInput } from '@shop/shared/auth.schema';
import { MessageResponseSchema } from '@shop/shared/common.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { passkeyProof } from './passkeys';

/** What the person proves it with: the password or a code as typed, or `'passkey'` for a passkey's signature. */
export type Proof = Exclude<ReauthenticateInput, { passkey: unknown }> | 'passkey';

/**
 * Proves again who the signed-in person is, with the password, a second factor or a passkey (the
 * browser asks for it first); a wrong one answers 400, never 401. One call for every way, so
 * that the dialog has one state: busy, or why the last try failed.
 */
export async function reauthenticate(proof: Proof): Promise<string> {
  const body = proof === 'passkey' ? { passkey: await passkeyProof() } : proof;
  const { message } = await api.post('/auth/reauthenticate', body, { schema: MessageResponseSchema });
  return message;
}

export function useReauthenticate() {
  return useMutation({ mutationFn: reauthenticate });
}

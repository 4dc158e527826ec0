import { LoginResponseSchema, type LoginInput, type User } from '@shop/shared/auth.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { useAuthStore } from '../auth-store';
import { userKeys } from '../user-query-keys';

/**
 * What a sign-in answers: the user, signed in; or, for an account with two-factor sign-in on and
 * no `code` sent, that the second factor is due (no session yet: send the same request with `code`).
 */
export type LoginResult = { user: User } | { twoFactorRequired: true };

export async function login(input: LoginInput): Promise<LoginResult> {
  // NOTE: a 401 here means a wrong password or code, not an ended session: keep the stored user.
  const answer = await api.post('/auth/login', input, { schema: LoginResponseSchema, signOutOnUnauthorized: false });
  return 'user' in answer ? { user: answer.user } : { twoFactorRequired: true };
}

/** Signs in; once signed in, the user is in the auth state and local storage, and user data refetches. */
export function useLogin() {
  const signIn = useAuthStore((state) => state.signIn);
  return useInvalidatingMutation(login, [userKeys.all], (result) => {
    if ('user' in result) signIn(result.user);
  });
}

import { LoginResponseSchema, type LoginInput, type User } from '@shop/shared/auth.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { useAuthStore } from '../auth-store';
import { userKeys } from '../user-query-keys';

export async function login(input: LoginInput): Promise<User> {
  // NOTE: a 401 here means a wrong password, not an ended session: keep the stored user.
  const { user } = await api.post('/auth/login', input, { schema: LoginResponseSchema, signOutOnUnauthorized: false });
  return user;
}

/** Signs in; on success the user is in the auth state and local storage, and user data refetches. */
export function useLogin() {
  const signIn = useAuthStore((state) => state.signIn);
  return useInvalidatingMutation(login, [userKeys.all], signIn);
}

import { LoginResponseSchema, type LoginInput, type User } from '@shop/shared/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuthStore } from '../auth-store';
import { userKeys } from '../user-query-keys';

export async function login(input: LoginInput): Promise<User> {
  // NOTE: a 401 here means a wrong password, not an ended session: keep the stored user.
  const { user } = await api.post('/auth/login', input, { schema: LoginResponseSchema, signOutOnUnauthorized: false });
  return user;
}

/** Signs in; on success the user is in the auth state and local storage, and user data refetches. */
export function useLogin() {
  const queryClient = useQueryClient();
  const setUser = useAuthStore((state) => state.setUser);
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      setUser(user);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

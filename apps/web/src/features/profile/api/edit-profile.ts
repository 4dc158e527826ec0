import { UserResponseSchema, type EditProfileInput, type User } from '@shop/shared/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth/auth-store';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';

export async function editProfile(input: EditProfileInput): Promise<User> {
  const { user } = await api.patch('/auth/edit-profile', input, { schema: UserResponseSchema });
  return user;
}

/** Saves the profile; the answer replaces the stored user and user data refetches. */
export function useEditProfile() {
  const queryClient = useQueryClient();
  const setUser = useAuthStore((state) => state.setUser);
  return useMutation({
    mutationFn: editProfile,
    onSuccess: async (user) => {
      setUser(user);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

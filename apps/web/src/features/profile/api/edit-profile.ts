import { UserResponseSchema, type EditProfileInput, type User } from '@shop/shared/auth.schema';
import { useAuthStore } from '@/features/auth/auth-store';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export async function editProfile(input: EditProfileInput): Promise<User> {
  const { user } = await api.patch('/auth/edit-profile', input, { schema: UserResponseSchema });
  return user;
}

/** Saves the profile; the answer replaces the stored user and user data refetches. */
export function useEditProfile() {
  const setUser = useAuthStore((state) => state.setUser);
  return useInvalidatingMutation(editProfile, [userKeys.all], setUser);
}

import { UserUpdateResponseSchema, type User } from '@shop/shared/auth.schema';
import type { Role } from '@shop/shared/constants';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export async function updateUserRole({ userId, role }: { userId: string; role: Role }): Promise<User> {
  const { user } = await api.put(`/auth/users/${encodeURIComponent(userId)}`, { role }, { schema: UserUpdateResponseSchema });
  return user;
}

export function useUpdateUserRole() {
  return useInvalidatingMutation(updateUserRole, [userKeys.all]);
}

import { UserUpdateResponseSchema, type User } from '@shop/shared/auth.schema';
import type { Role } from '@shop/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';

export async function updateUserRole({ userId, role }: { userId: string; role: Role }): Promise<User> {
  const { user } = await api.put(`/auth/users/${encodeURIComponent(userId)}`, { role }, { schema: UserUpdateResponseSchema });
  return user;
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

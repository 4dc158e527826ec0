import { MessageResponseSchema } from '@shop/shared/common.schema';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export function deleteUser(userId: string): Promise<{ message: string }> {
  return api.delete(`/auth/users/${encodeURIComponent(userId)}`, { schema: MessageResponseSchema });
}

export function useDeleteUser() {
  return useInvalidatingMutation(deleteUser, [userKeys.all]);
}

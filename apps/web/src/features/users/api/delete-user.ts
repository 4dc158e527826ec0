import { MessageResponseSchema } from '@shop/shared/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';

export function deleteUser(userId: string): Promise<{ message: string }> {
  return api.delete(`/auth/users/${encodeURIComponent(userId)}`, { schema: MessageResponseSchema });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

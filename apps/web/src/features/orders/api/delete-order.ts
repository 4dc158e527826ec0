import { MessageResponseSchema } from '@shop/shared/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '../order-query-keys';

export function deleteOrder(id: string): Promise<{ message: string }> {
  return api.delete(`/orders/delete-order/${encodeURIComponent(id)}`, { schema: MessageResponseSchema });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

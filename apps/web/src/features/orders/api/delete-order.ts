import { MessageResponseSchema } from '@shop/shared/common.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { orderKeys } from '../order-query-keys';

export function deleteOrder(id: string): Promise<{ message: string }> {
  return api.delete(`/orders/delete-order/${encodeURIComponent(id)}`, { schema: MessageResponseSchema });
}

export function useDeleteOrder() {
  return useInvalidatingMutation(deleteOrder, [orderKeys.all]);
}

import { RefundOrderResponseSchema, type Order } from '@shop/shared/order.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { orderKeys } from '../order-query-keys';

/** Refunds a paid order in full (admin); `restock` puts its items back on the shelf. */
export function refundOrder({ id, restock }: { id: string; restock: boolean }): Promise<{ message: string; order: Order }> {
  return api.post(`/orders/${encodeURIComponent(id)}/refund`, { restock }, { schema: RefundOrderResponseSchema });
}

export function useRefundOrder() {
  return useInvalidatingMutation(refundOrder, [orderKeys.all]);
}

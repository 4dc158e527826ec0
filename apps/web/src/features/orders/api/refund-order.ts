import { RefundOrderResponseSchema, type Order, type RefundOrderInput } from '@shop/shared/order.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { orderKeys } from '../order-query-keys';

/**
 * Refunds a paid order (admin): chosen units of lines, shipping or not, or an amount alone, each
 * sent with the `requestId` the dialog chose, so that a retry never refunds twice.
 */
export function refundOrder({ id, ...refund }: RefundOrderInput & { id: string }): Promise<{ message: string; order: Order }> {
  return api.post(`/orders/${encodeURIComponent(id)}/refund`, refund, { schema: RefundOrderResponseSchema });
}

export function useRefundOrder() {
  return useInvalidatingMutation(refundOrder, [orderKeys.all]);
}

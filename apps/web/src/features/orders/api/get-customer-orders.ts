import { OrdersResponseSchema, type Order } from '@shop/shared/order.schema';
import { api } from '@/lib/api-client';
import { useQueryOnceKnown } from '@/lib/use-query-once-known';
import { orderKeys } from '../order-query-keys';

export async function getCustomerOrders(email: string, signal?: AbortSignal): Promise<Order[]> {
  const { orders } = await api.get(`/orders/${encodeURIComponent(email)}`, { schema: OrdersResponseSchema, signal });
  return orders;
}

/** The paid (and flagged) orders of one customer, newest first; nothing is asked without an email. */
export function useCustomerOrders(email: string | undefined) {
  return useQueryOnceKnown(email, orderKeys.ofCustomer, getCustomerOrders);
}

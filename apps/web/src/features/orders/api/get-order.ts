import { OrderSchema, type Order } from '@shop/shared/order.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '../order-query-keys';

/** One order by its id or its reference (ORD-...); only its customer or an admin gets it. */
export function getOrder(idOrRef: string, signal?: AbortSignal): Promise<Order> {
  return api.get(`/orders/order/${encodeURIComponent(idOrRef)}`, { schema: OrderSchema, signal });
}

export function useOrder(idOrRef: string) {
  return useQuery({
    queryKey: orderKeys.detail(idOrRef),
    queryFn: ({ signal }) => getOrder(idOrRef, signal),
    enabled: Boolean(idOrRef),
  });
}

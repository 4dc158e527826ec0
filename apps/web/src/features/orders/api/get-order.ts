import { OrderSchema, type Order } from '@shop/shared/order.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '../order-query-keys';

/** One order by its id or its reference (ORD-...); its customer, an admin, or a guest with its tracking token gets it. */
export function getOrder(idOrRef: string, token: string | undefined, signal?: AbortSignal): Promise<Order> {
  return api.get(`/orders/order/${encodeURIComponent(idOrRef)}`, { query: { token }, schema: OrderSchema, signal });
}

export function useOrder(idOrRef: string, token?: string) {
  return useQuery({
    queryKey: [...orderKeys.detail(idOrRef), token ?? null],
    queryFn: ({ signal }) => getOrder(idOrRef, token, signal),
    enabled: Boolean(idOrRef),
  });
}

import { OrdersResponseSchema, type OrdersResponse } from '@shop/shared/order.schema';
import { api } from '@/lib/api-client';
import { usePagedQuery } from '@/lib/use-paged-list';
import { orderKeys, type CustomerOrdersQuery } from '../order-query-keys';

/** A page of the signed-in customer's orders, newest first. The session says whose: no email travels in the URL. */
export function getMyOrders(query: CustomerOrdersQuery, signal?: AbortSignal): Promise<OrdersResponse> {
  return api.get('/orders/mine', { query: { page: query.page, limit: query.limit }, schema: OrdersResponseSchema, signal });
}

/**
 * The signed-in customer's paid (and flagged, and refunded) orders, a page at a time. Nothing is
 * asked until the account is known; its id keys the cache, so another account never sees these.
 */
export function useMyOrders(accountId: string | undefined, query: CustomerOrdersQuery) {
  return usePagedQuery(orderKeys.mine(accountId ?? '', query), (signal) => getMyOrders(query, signal), { enabled: Boolean(accountId) });
}

import { OrderListSchema, type Order } from '@shop/shared/order.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiUrl } from '@/lib/api-client';
import { orderKeys, type AdminOrdersQuery } from '../order-query-keys';

export interface OrdersPage {
  orders: Order[];
  /** Every order that matches the filter, from the X-Total-Count header. */
  total: number;
}

/**
 * One page of every order (admin), newest change first.
 * NOTE: `apiRequest` answers only the body, and this list's total comes in a header, so this
 * one call uses fetch itself, with the same cookie, JSON and error conventions.
 */
export async function getOrders(query: AdminOrdersQuery, signal?: AbortSignal): Promise<OrdersPage> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/orders', { status: query.status, page: query.page, limit: query.limit }), {
      headers: { Accept: 'application/json' },
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0, 'network', error);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (data as { message?: unknown } | undefined)?.message;
    throw new ApiError(typeof message === 'string' ? message : `Request failed with status ${response.status}`, response.status, 'http', data);
  }
  const parsed = OrderListSchema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError('The server sent an answer the app does not understand.', response.status, 'parse', parsed.error.issues);
  }
  const total = Number(response.headers.get('X-Total-Count'));
  return { orders: parsed.data, total: Number.isFinite(total) && total >= 0 ? total : parsed.data.length };
}

/** The page on screen stays while the next one (or another filter) loads. */
export function useOrders(query: AdminOrdersQuery) {
  return useQuery({
    queryKey: orderKeys.adminList(query),
    queryFn: ({ signal }) => getOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

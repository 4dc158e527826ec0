import { OrderListSchema, type Order } from '@shop/shared/order.schema';
import { apiPage } from '@/lib/api-client';
import { usePagedQuery } from '@/lib/use-paged-list';
import { orderKeys, type AdminOrdersQuery } from '../order-query-keys';

export interface OrdersPage {
  orders: Order[];
  /** Every order that matches the filter, from the X-Total-Count header. */
  total: number;
}

/** One page of the orders that pass the filter and the search (admin), newest change first. */
export async function getOrders(query: AdminOrdersQuery, signal?: AbortSignal): Promise<OrdersPage> {
  const { data: orders, total } = await apiPage(
    '/orders',
    {
      query: {
        status: query.status,
        paymentStatus: query.paymentStatus,
        attention: query.attention,
        search: query.search,
        page: query.page,
        limit: query.limit,
      },
      schema: OrderListSchema,
      signal,
    },
    (rows) => rows,
  );
  return { orders, total };
}

export function useOrders(query: AdminOrdersQuery) {
  return usePagedQuery(orderKeys.adminList(query), (signal) => getOrders(query, signal));
}

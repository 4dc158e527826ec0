import type { AdminOrdersQuerySchema, CustomerOrdersQuerySchema } from '@shop/shared/order.schema';
import type { z } from 'zod';

/** The admin list's filter and page, as the API reads them. */
export type AdminOrdersQuery = z.output<typeof AdminOrdersQuerySchema>;
/** A page of the signed-in customer's own orders, as the API reads it. */
export type CustomerOrdersQuery = z.output<typeof CustomerOrdersQuerySchema>;

/**
 * Every query about stored orders starts with `orders`, so that one invalidation after an admin
 * changes or deletes an order refetches the lists and the detail pages. The payment
 * confirmation and the test checkout live outside it on purpose: invalidating orders must never
 * send a confirmation (a POST) again.
 */
export const orderKeys = {
  all: ['orders'] as const,
  /** A page of the signed-in account's orders (`/orders/mine`), keyed by the account. */
  mine: (accountId: string, query: CustomerOrdersQuery) => [...orderKeys.all, 'mine', accountId, query] as const,
  detail: (idOrRef: string) => [...orderKeys.all, 'detail', idOrRef] as const,
  adminLists: () => [...orderKeys.all, 'admin'] as const,
  adminList: (query: AdminOrdersQuery) => [...orderKeys.adminLists(), query] as const,
  confirmation: (sessionId: string) => ['payment-confirmation', sessionId] as const,
  testCheckout: (sessionId: string) => ['test-checkout', sessionId] as const,
};

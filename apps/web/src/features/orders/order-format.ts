import type { OrderStatus } from '@shop/shared/constants';
import type { Order } from '@shop/shared/order.schema';

/**
 * When the order last reached each fulfilment step, from its history. A step the order has
 * not reached since (an admin may move it back) has no time; the current step falls back to the
 * order's `updatedAt` if the history has nothing for it.
 */
export function stepTimes(order: Pick<Order, 'status' | 'statusHistory' | 'updatedAt'>): Partial<Record<OrderStatus, string>> {
  const times: Partial<Record<OrderStatus, string>> = {};
  for (const event of order.statusHistory) times[event.status] = event.at;
  times[order.status] ??= order.updatedAt;
  return times;
}

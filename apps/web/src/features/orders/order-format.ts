import { sizeLabel, type OrderStatus } from '@shop/shared/constants';
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

/** A variant as the history names it: 'black, M'. */
const variantText = ({ color, size }: { color: string; size: string }) => `${color}, ${sizeLabel(size)}`;

/** The order's history, oldest first: each fulfilment step reached, and each line changed before shipping. */
export function historyOf(order: Pick<Order, 'statusHistory' | 'lineChanges'>): { key: string; at: string; text: string; step: boolean }[] {
  const steps = order.statusHistory.map((event, index) => ({ key: `step-${index}`, at: event.at, text: event.status, step: true }));
  const changes = order.lineChanges.map((change, index) => ({
    key: `change-${index}`,
    at: change.at,
    text: `${change.name} changed from ${variantText(change.from)} to ${variantText(change.to)}`,
    step: false,
  }));
  return [...steps, ...changes].sort((a, b) => a.at.localeCompare(b.at));
}

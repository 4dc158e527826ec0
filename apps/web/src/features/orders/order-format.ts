import type { OrderStatus } from '@shop/shared/constants';
import type { Order } from '@shop/shared/order.schema';

// The shopper's own locale and time zone: "local date and time" (spec section 2).
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `Mar 14, 2025, 10:00 AM` in the viewer's locale and time zone; an em dash when unknown. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? dateTimeFormat.format(date) : '—';
}

export function formatDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? dateFormat.format(date) : '—';
}

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

/**
 * The webhook event types a shop sends and the states of a delivery: zod-free, read by the
 * database schema, the API and the dashboard alike.
 */
import { EXCHANGE_STATES, RETURN_STATES } from './constants';

/** The exchange and return events: one per state an exchange or a return can reach. */
const EXCHANGE_EVENTS = EXCHANGE_STATES.map((state) => `exchange.${state}` as const);
const RETURN_EVENTS = RETURN_STATES.map((state) => `return.${state}` as const);

/** Every event an endpoint may subscribe to, grouped as the dashboard shows them. */
export const WEBHOOK_EVENT_GROUPS = [
  { name: 'Orders', prefix: 'order', events: ['order.paid', 'order.fulfilled', 'order.refunded', 'order.cancelled'] },
  { name: 'Exchanges', prefix: 'exchange', events: EXCHANGE_EVENTS },
  { name: 'Returns', prefix: 'return', events: RETURN_EVENTS },
  { name: 'Products', prefix: 'product', events: ['product.created', 'product.updated', 'product.deleted'] },
  { name: 'Inventory', prefix: 'inventory', events: ['inventory.low'] },
  { name: 'Customers', prefix: 'customer', events: ['customer.created'] },
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_GROUPS)[number]['events'][number];

export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENT_GROUPS.flatMap((group) => group.events);

/** The event 'Send test event' delivers: to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** pending: waiting for its (next) attempt; sending: claimed by a worker; succeeded; failed: given up on. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export function isWebhookEventType(type: string): type is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);
}

/**
 * How a change tells the shop's webhooks: in its own transaction, it queues the event, and a
 * delivery for each enabled endpoint that wants it. A change that rolls back queues nothing;
 * nothing is sent inside the request (the worker sends, webhooks.service.ts).
 */
import { and, arrayContains, eq, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@shop/shared/webhooks';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index';

export interface WebhookEventInput {
  type: WebhookEventType;
  /**
   * The object the event is about, as the API answers it; a function is only called when some
   * endpoint wants the event, so a shop without webhooks never builds it.
   */
  data: unknown;
  /**
   * Makes the event queued once per change, however often the change is replayed (a payment's
   * webhook delivered twice): a second event with the key is dropped. Left out, every call queues one.
   */
  dedupeKey?: string;
}

/** The function a module is handed or imports to queue an event in its transaction. */
export type QueueWebhookEvent = (tx: Db, event: WebhookEventInput) => Promise<boolean>;

/** The enabled endpoints that subscribe to an event type. */
async function subscribers(tx: Db, type: WebhookEventType): Promise<string[]> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])));
  return endpoints.map((endpoint) => endpoint.id);
}

/** An event's data, built only now (see WebhookEventInput). */
const built = async (data: unknown) => (typeof data === 'function' ? await (data as () => Promise<unknown>)() : data);

/** Queues the event for each enabled endpoint that subscribes to it; answers whether it was queued. */
export const queueWebhookEvent: QueueWebhookEvent = async (tx, { type, data, dedupeKey }) => {
  const endpointIds = await subscribers(tx, type);
  if (endpointIds.length === 0) return false;
  const eventId = await insertEvent(tx, { type, data: await built(data), dedupeKey }, endpointIds);
  return eventId !== null;
};

/**
 * Queues many events of one type, one per object (an import's products), as queueWebhookEvent
 * would one by one; but the endpoints are looked up once, and the events and their deliveries are
 * written in one statement each, so that a large import does not make thousands of round trips.
 * Answers how many were queued.
 */
export async function queueWebhookEvents(
  tx: Db,
  type: WebhookEventType,
  events: readonly Omit<WebhookEventInput, 'type'>[],
): Promise<number> {
  if (events.length === 0) return 0;
  const endpointIds = await subscribers(tx, type);
  if (endpointIds.length === 0) return 0;
  const values = [];
  // One after another: a builder may read in the transaction, which runs one query at a time.
  for (const { data, dedupeKey } of events) values.push({ type, data: (await built(data)) ?? {}, dedupeKey: dedupeKey ?? null });
  const rows = await tx.insert(webhookEvents).values(values).onConflictDoNothing().returning({ id: webhookEvents.id });
  if (rows.length > 0)
    await tx
      .insert(webhookDeliveries)
      .values(rows.flatMap((row) => endpointIds.map((endpointId) => ({ endpointId, eventId: row.id, nextAttemptAt: sql`now()` }))));
  return rows.length;
}

/**
 * Stores the event and its deliveries, to these endpoints whatever they subscribe to (a test
 * event's one); answers the event's id, or null when its dedupe key was already queued.
 */
export async function insertEvent(
  tx: Db,
  event: { type: string; data: unknown; dedupeKey?: string },
  endpointIds: string[],
): Promise<string | null> {
  const [row] = await tx
    .insert(webhookEvents)
    .values({ type: event.type, data: event.data ?? {}, dedupeKey: event.dedupeKey ?? null })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (!row) return null;
  await tx.insert(webhookDeliveries).values(endpointIds.map((endpointId) => ({ endpointId, eventId: row.id, nextAttemptAt: sql`now()` })));
  return row.id;
}

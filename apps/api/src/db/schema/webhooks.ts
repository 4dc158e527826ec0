import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES } from '@shop/shared/webhooks';
import { createdAt, id, moment, parentRef, updatedAt } from './columns';

/**
 * A place the shop posts its events to (a warehouse, an accounting or an email platform). The
 * signing secret is kept sealed (AES-256-GCM under a key derived from the shop's secret) and is
 * shown to the owner only when made. An endpoint whose deliveries all fail for a day is
 * disabled (`disabled_at`, `disabled_reason`) and the owners are told.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: id(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** The event types it receives. */
  events: text('events').array().notNull(),
  /** The `whsec_` secret, sealed. */
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  disabledAt: moment('disabled_at'),
  /** Why the shop disabled it by itself; null when an owner did, or when it is enabled. */
  disabledReason: text('disabled_reason'),
  /** When a delivery to it last succeeded: an endpoint with none for a day is disabled. */
  lastSuccessAt: moment('last_success_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One event, written in the transaction of the change it tells of, with the body every
 * endpoint receives. `dedupe_key`, when set, makes "queued once per change" hold even when the
 * change is replayed (a payment's webhook delivered twice).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    type: text('type').notNull(),
    dedupeKey: text('dedupe_key'),
    /** The object the event is about, as the API answers it. */
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webhook_events_dedupe_key').on(t.dedupeKey), index('webhook_events_created_at_idx').on(t.createdAt)],
);

/**
 * One event for one endpoint, and its attempts, the way the mail outbox keeps a message: due at
 * `next_attempt_at`, claimed with a lease (`locked_until`) by one worker at a time, retried with
 * backoff for about a day, then failed. The last attempt's answer is kept for the owner's log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: parentRef('endpoint_id', () => webhookEndpoints.id),
    eventId: parentRef('event_id', () => webhookEvents.id),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    lockedUntil: moment('locked_until'),
    lastAttemptAt: moment('last_attempt_at'),
    /** The HTTP status of the last answer; null when there was none (a timeout, a refused address). */
    responseStatus: integer('response_status'),
    /** The start of the last answer's body, for the log. */
    responseBody: text('response_body'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    succeededAt: moment('succeeded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event').on(t.endpointId, t.eventId),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_event_idx').on(t.eventId),
    check('webhook_deliveries_status_known', sql`${t.status} in ('pending', 'sending', 'succeeded', 'failed')`),
  ],
);

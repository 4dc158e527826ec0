import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { OUTBOX_STATUSES } from '@shop/shared/mail.schema';
import { createdAt, id, moment } from './columns';

/**
 * The outbox: every message the shop sends, written in the transaction of the change that
 * causes it, then delivered by the mail worker. The unique `dedupe_key` makes "queue once"
 * hold across retries and instances; `status`, `attempts`, `next_attempt_at` and
 * `locked_until` let several workers share it (a claim is a lease: a worker that dies
 * mid-send leaves the row to be claimed again when the lease ends).
 */
export const emails = pgTable(
  'emails',
  {
    id: id(),
    dedupeKey: text('dedupe_key').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers: a marketing mail's `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    lockedUntil: moment('locked_until'),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
    /** Why the last attempt failed (kept after a later success, for the record). */
    error: text('error'),
  },
  (t) => [
    uniqueIndex('emails_dedupe_key').on(t.dedupeKey),
    index('emails_created_at_idx').on(t.createdAt),
    index('emails_due_idx').on(t.status, t.nextAttemptAt),
    check('emails_status_known', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
  ],
);

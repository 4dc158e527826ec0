import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';

/**
 * Every message the shop sends, stored first and then delivered over SMTP when configured;
 * the unique `dedupe_key` makes "send once" hold across retries and instances.
 */
export const emails = pgTable(
  'emails',
  {
    id: id(),
    dedupeKey: text('dedupe_key').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
    error: text('error'),
  },
  (t) => [uniqueIndex('emails_dedupe_key').on(t.dedupeKey), index('emails_created_at_idx').on(t.createdAt)],
);

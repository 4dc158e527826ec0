import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
    /** When an admin first opened it on /dashboard/messages; null is unread. */
    readAt: moment('read_at'),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

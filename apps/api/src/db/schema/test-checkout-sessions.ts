import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';

/**
 * The built-in test-mode payment provider's own records: what a hosted checkout page at a
 * card provider would hold. Used only when no Stripe key is configured.
 */
export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** open, paid or expired. */
    status: text('status').notNull().default('open'),
    lines: jsonb('lines').$type<{ name: string; unitAmountCents: number; quantity: number; image?: string }[]>().notNull(),
    taxCents: integer('tax_cents').notNull(),
    amountTotalCents: integer('amount_total_cents').notNull(),
    currency: text('currency').notNull(),
    email: text('email'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('test_checkout_sessions_order_idx').on(t.orderId)],
);

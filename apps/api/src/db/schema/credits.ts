import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CREDIT_KINDS, CREDIT_MOVEMENTS } from '@shop/shared/credit.schema';
import { createdAt, id, moment, parentRef, updatedAt, weakRef } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * Store credit and gift cards, one balance model: a code with its balance in cents, its owner
 * (an account, or a recipient's email until one claims it) and an optional expiry. The balance
 * moves only with a row in `credit_movements`, in the same transaction, and never below zero.
 */
export const credits = pgTable(
  'credits',
  {
    id: id(),
    /** What the customer types or reads: 'SC-…' for store credit, 'GC-…' for a gift card. */
    code: text('code').notNull(),
    kind: text('kind', { enum: CREDIT_KINDS }).notNull(),
    userId: weakRef('user_id', () => users.id),
    /** Lower case; a gift card's recipient, or the guest a return credited. */
    email: text('email'),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    expiresAt: moment('expires_at'),
    disabledAt: moment('disabled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('credits_code_key').on(t.code),
    index('credits_user_idx').on(t.userId),
    check('credits_balance_not_negative', sql`${t.balanceCents} >= 0`),
    check('credits_kind_known', sql`${t.kind} in ('store-credit', 'gift-card')`),
  ],
);

/** Each movement of a code's balance: issued, spent, refunded back, adjusted (with a reason) or expired. */
export const creditMovements = pgTable(
  'credit_movements',
  {
    id: id(),
    creditId: parentRef('credit_id', () => credits.id),
    kind: text('kind', { enum: CREDIT_MOVEMENTS }).notNull(),
    /** Signed: more credit is positive, credit used is negative. */
    amountCents: integer('amount_cents').notNull(),
    /** Why, in words the customer reads: 'Return RR-2026-000012'. */
    note: text('note').notNull(),
    orderId: weakRef('order_id', () => orders.id),
    actorId: weakRef('actor_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('credit_movements_credit_idx').on(t.creditId, t.createdAt)],
);

/**
 * What a code pays of an order. At checkout its share is taken from the balance at once and
 * 'held'; the payment makes it 'spent', and a checkout that expires unpaid 'released' (given
 * back). Refunds of the order give back to it, up to what it paid.
 */
export const orderCredits = pgTable(
  'order_credits',
  {
    id: id(),
    orderId: parentRef('order_id', () => orders.id),
    creditId: parentRef('credit_id', () => credits.id),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    state: text('state', { enum: ['held', 'spent', 'released'] })
      .notNull()
      .default('held'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_credits_order_credit_key').on(t.orderId, t.creditId),
    index('order_credits_credit_idx').on(t.creditId),
    check('order_credits_amount_positive', sql`${t.amountCents} > 0`),
    check('order_credits_refunded_within', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
    check('order_credits_state_known', sql`${t.state} in ('held', 'spent', 'released')`),
  ],
);

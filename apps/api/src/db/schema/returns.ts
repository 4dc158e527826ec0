import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';
import { RETURN_FITS, RETURN_OUTCOMES, RETURN_STATES } from '@shop/shared/constants';
import { createdAt, id, moment, parentRef, updatedAt, weakRef } from './columns';
import { credits } from './credits';
import { orderLines, orders } from './orders';
import { products } from './products';
import { users } from './users';

/** The running number of returns: RR-YYYY-NNNNNN takes its digits from here. */
export const returnNumbers = pgSequence('return_rr_seq', { startWith: 1, increment: 1 });

/**
 * The shop's return policy: one row. Without it (or with `enabled` false) the shop is
 * exchange-only, as the specification's Refund Policy says.
 */
export const returnPolicy = pgTable(
  'return_policy',
  {
    /** Always true: the table holds one row. */
    id: boolean('id').primaryKey().default(true),
    enabled: boolean('enabled').notNull().default(false),
    windowDays: integer('window_days').notNull().default(30),
    withdrawalRight: boolean('withdrawal_right').notNull().default(false),
    creditBonusPercent: integer('credit_bonus_percent').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('return_policy_one_row', sql`${t.id}`),
    check('return_policy_window', sql`${t.windowDays} between 1 and 365`),
    check('return_policy_bonus', sql`${t.creditBonusPercent} between 0 and 100`),
  ],
);

/** A return of some lines of a shipped order, for the customer's money or for store credit. */
export const returns = pgTable(
  'returns',
  {
    id: id(),
    rmaNumber: text('rma_number').notNull().unique(),
    orderId: parentRef('order_id', () => orders.id),
    /** Who asked: the account, or null for a guest who came through the order's tracking link. */
    userId: weakRef('user_id', () => users.id),
    status: text('status', { enum: RETURN_STATES }).notNull().default('requested'),
    reason: text('reason').notNull(),
    /** Whether it was the size: bought too small or too large; null for any other reason. */
    fit: text('fit', { enum: RETURN_FITS }),
    /** What the customer asked for. */
    outcome: text('outcome', { enum: RETURN_OUTCOMES }).notNull().default('refund'),
    rejectionReason: text('rejection_reason'),
    restocked: boolean('restocked').notNull().default(false),
    /** What the refund gave back, once refunded. */
    refundedCents: integer('refunded_cents'),
    /** The store credit given (bonus in) and its code, once credited. */
    creditedCents: integer('credited_cents'),
    creditId: weakRef('credit_id', () => credits.id),
    settledAt: moment('settled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('returns_status_known', sql`${t.status} in ('requested', 'approved', 'received', 'refunded', 'credited', 'rejected')`),
    check('returns_outcome_known', sql`${t.outcome} in ('refund', 'credit')`),
    check('returns_fit_known', sql`${t.fit} in ('too-small', 'too-large')`),
    index('returns_order_idx').on(t.orderId),
    index('returns_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** One line of a return: how many of an order line go back, in the variant bought. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: id(),
    returnId: parentRef('return_id', () => returns.id),
    orderLineId: parentRef('order_line_id', () => orderLines.id),
    productId: weakRef('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
  },
  (t) => [
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
    index('return_lines_return_idx').on(t.returnId),
    index('return_lines_order_line_idx').on(t.orderLineId),
  ],
);

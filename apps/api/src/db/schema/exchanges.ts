import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';
import { EXCHANGE_STATES } from '@shop/shared/constants';
import { createdAt, id, moment, parentRef, updatedAt, weakRef } from './columns';
import { orderLines, orders } from './orders';
import { products } from './products';
import { users } from './users';

/** The running number of return authorizations: RA-YYYY-NNNNNN takes its digits from here. */
export const exchangeNumbers = pgSequence('exchange_ra_seq', { startWith: 1, increment: 1 });

/**
 * An exchange of some lines of an order for other sizes or colours, under the shop's policy
 * (30 days, unused, return shipping paid by the customer, no final-sale items). Its return
 * authorization number (`raNumber`) is what the parcel carries back.
 */
export const exchanges = pgTable(
  'exchanges',
  {
    id: id(),
    raNumber: text('ra_number').notNull().unique(),
    orderId: parentRef('order_id', () => orders.id),
    /** Who asked: the account, or null for a guest who came through the order's tracking link. */
    userId: weakRef('user_id', () => users.id),
    status: text('status', { enum: EXCHANGE_STATES }).notNull().default('requested'),
    reason: text('reason').notNull(),
    /** Why an admin rejected it, told to the customer. */
    rejectionReason: text('rejection_reason'),
    /** Whether the returned items went back to stock when they arrived (in good condition). */
    restocked: boolean('restocked').notNull().default(false),
    closedAt: moment('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('exchanges_status_known', sql`${t.status} in ('requested', 'approved', 'received', 'shipped', 'closed', 'rejected')`),
    index('exchanges_order_idx').on(t.orderId),
    index('exchanges_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** One line of an exchange: how many of an order line go back, and the colour and size wanted instead. */
export const exchangeLines = pgTable(
  'exchange_lines',
  {
    id: id(),
    exchangeId: parentRef('exchange_id', () => exchanges.id),
    orderLineId: parentRef('order_line_id', () => orderLines.id),
    productId: weakRef('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    /** What goes back, as bought. */
    fromColor: text('from_color').notNull(),
    fromSize: text('from_size').notNull(),
    /** What is sent instead. */
    toColor: text('to_color').notNull(),
    toSize: text('to_size').notNull(),
  },
  (t) => [
    check('exchange_lines_quantity_positive', sql`${t.quantity} > 0`),
    index('exchange_lines_exchange_idx').on(t.exchangeId),
    index('exchange_lines_order_line_idx').on(t.orderLineId),
  ],
);

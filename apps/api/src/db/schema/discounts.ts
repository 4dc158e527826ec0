import type { PricingScope } from '@shop/shared/pricing';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, updatedAt } from './columns';
import { orders } from './orders';

/**
 * A discount code a shopper types in the bag: a percentage or an amount off the lines it applies
 * to, or free shipping, with its own window, minimum and limits (packages/shared/src/pricing.ts
 * applies it; docs/decisions/030).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    /** As typed by the admin, in capitals; a shopper's code matches whatever its case and spaces. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount', 'free-shipping'] }).notNull(),
    /** Hundredths of a percent (12.5 % is 1250) for a percentage; cents for an amount; 0 for free shipping. */
    value: integer('value').notNull().default(0),
    minSubtotalCents: integer('min_subtotal_cents'),
    startsAt: moment('starts_at'),
    endsAt: moment('ends_at'),
    /** Uses in all, and per customer (an account, or a guest's email); null is no limit. */
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    appliesTo: jsonb('applies_to').$type<PricingScope>().notNull().default({ kind: 'all' }),
    /** A paused code is refused as if it had ended, until it is resumed. */
    paused: boolean('paused').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_key').on(t.code),
    check('discount_codes_value_valid', sql`${t.value} >= 0 and (${t.kind} <> 'percent' or ${t.value} <= 10000)`),
    check('discount_codes_limits_positive', sql`coalesce(${t.usageLimit}, 1) > 0 and coalesce(${t.perCustomerLimit}, 1) > 0`),
  ],
);

/**
 * A code's use by an order: held while the order's checkout is open ('held'), counted once the
 * order is paid ('used'), and given back (deleted) when the checkout expires unpaid. One code per order.
 */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    /** The account's id, or a guest's email in lower case. */
    customer: text('customer').notNull(),
    status: text('status', { enum: ['held', 'used'] })
      .notNull()
      .default('held'),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('discount_code_uses_code_idx').on(t.codeId, t.customer)],
);

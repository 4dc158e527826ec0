import type { ShippingAddress } from '@shop/shared/address.schema';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, parentRef } from './columns';
import { orders } from './orders';

/**
 * The built-in test-mode payment provider's own records: what a hosted checkout page at a
 * card provider would hold. Used only when no Stripe key is configured.
 */
export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    id: text('id').primaryKey(),
    orderId: parentRef('order_id', () => orders.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** open, paid or expired (a refund keeps it paid and sets refunded_at). */
    status: text('status').notNull().default('open'),
    lines: jsonb('lines')
      .$type<{ name: string; description?: string; unitAmountCents: number; quantity: number; image?: string }[]>()
      .notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** How the page names the tax ('Tax(6%)', 'incl. VAT'), and whether the lines already include it. */
    taxLabel: text('tax_label').notNull().default('Tax(6%)'),
    taxIncluded: boolean('tax_included').notNull().default(false),
    /** What a discount code took off, and its code, for the page's receipt. */
    discountCents: integer('discount_cents').notNull().default(0),
    discountCode: text('discount_code').notNull().default(''),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** What gift cards or store credit pay; the amount taken is the rest. */
    creditCents: integer('credit_cents').notNull().default(0),
    shipToCountries: jsonb('ship_to_countries').$type<string[]>().notNull().default(['US']),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    refundedAt: moment('refunded_at'),
    amountTotalCents: integer('amount_total_cents').notNull(),
    currency: text('currency').notNull(),
    email: text('email'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('test_checkout_sessions_order_idx').on(t.orderId)],
);

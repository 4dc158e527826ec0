import type { ShippingAddress } from '@shop/shared/address.schema';
import type { OrderPricing } from '@shop/shared/pricing';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, moment, parentRef, weakRef } from './columns';
import { orderStatusEnum, paymentStatusEnum } from './enums';
import { products } from './products';
import { users } from './users';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Human-readable reference shown to customers, e.g. `ORD-7K3F9Q2M`. */
    orderId: text('order_id').notNull(),
    userId: weakRef('user_id', () => users.id),
    /** Lower case; for guests it comes from the payment provider. */
    email: text('email'),
    status: orderStatusEnum('status').notNull().default('pending'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    /** The currency the order is priced, paid and kept in, in lower case as the payment provider writes it ('usd', 'eur'). */
    currency: text('currency').notNull().default('usd'),
    /**
     * Units of that currency one unit of the base currency bought when the order was priced (1 USD
     * = 0.92 EUR is 0.92), exactly as the shop's rate was then: 1 in the base currency. The figures
     * convert the order's amounts to the base currency at it.
     */
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 8 }).notNull().default('1'),
    /**
     * The language the shopper checked out in (`en`, `fr`: packages/shared/src/languages.ts): the
     * order's mail, its reminder and the mail of its returns, exchanges and refunds are written in it.
     */
    language: text('language').notNull().default('en'),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** What the discount code took off ('' and 0 without one). */
    discountCode: text('discount_code').notNull().default(''),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** What gift cards and store credit paid of the total (`order_credits`); the card paid the rest. */
    creditCents: integer('credit_cents').notNull().default(0),
    /**
     * Each step of the price as it was applied (packages/shared/src/pricing.ts): the sales and
     * code and what each line received, the shipping method, each tax rate with its base and
     * amount. Null on orders placed before it was kept.
     */
    pricing: jsonb('pricing').$type<OrderPricing>(),
    /** Why a payment was flagged (amount or currency mismatch), for the admin. */
    paymentNote: text('payment_note'),
    /** Where the parcel goes, as the shopper gave it at checkout (see ShippingAddressSchema). */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    /** The provider's payment (Stripe's payment intent), which a refund names. */
    providerPaymentId: text('provider_payment_id'),
    paidAt: moment('paid_at'),
    /** What refunds have given back, the sum of its `order_refunds`, kept here for the revenue figures. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** When the last of it was refunded (payment status 'refunded'), and by whom. */
    refundedAt: moment('refunded_at'),
    refundedBy: weakRef('refunded_by', () => users.id),
    /** Set once when stock is taken, so that fulfilment can never take it twice. */
    stockTakenAt: moment('stock_taken_at'),
    /** The shopper agreed at checkout to one reminder mail if this checkout is left unpaid. */
    remindConsent: boolean('remind_consent').notNull().default(false),
    /** When that reminder was queued: never twice for one checkout. */
    remindedAt: moment('reminded_at'),
    /** The reminded checkout that led to this order, for the recovered figures. */
    recoveredFrom: uuid('recovered_from'),
    /**
     * Stripe's recovery link of its expired checkout (after_expiration.recovery): the same lines at
     * the same prices on a new card page, paying this order. Its reminder leads there.
     */
    recoveryUrl: text('recovery_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_id_key').on(t.orderId),
    uniqueIndex('orders_provider_session_key').on(t.provider, t.providerSessionId),
    index('orders_email_created_idx').on(t.email, t.createdAt),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_updated_idx').on(t.status, t.updatedAt),
    index('orders_payment_status_created_idx').on(t.paymentStatus, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    // The checkouts that may be owed a reminder: few, since the box is unticked by default.
    index('orders_reminders_due_idx')
      .on(t.updatedAt)
      .where(sql`${t.remindConsent} and ${t.remindedAt} is null`),
    // The earnings figures read paid orders' dates, totals, refunds, providers, currencies and rates from this index alone.
    index('orders_paid_idx')
      .on(t.paidAt, t.totalCents, t.refundedCents, t.provider, t.currency, t.exchangeRate)
      .where(sql`${t.paymentStatus} in ('paid', 'partially_refunded')`),
    check('orders_refunded_within_total', sql`${t.refundedCents} between 0 and ${t.totalCents}`),
    check('orders_credit_within_total', sql`${t.creditCents} between 0 and ${t.totalCents}`),
  ],
);

/** A gift card on an order line: the recipient's details, and the codes issued for it once paid. */
export interface OrderLineGiftCard {
  to: string;
  toName: string | null;
  from: string | null;
  message: string | null;
  /** `YYYY-MM-DD`, or null for as soon as paid. */
  sendOn: string | null;
  /** The gift card codes' ids, one per unit, once the order is paid. */
  creditIds?: string[];
}

/** A snapshot of each line as it was bought. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: parentRef('order_id', () => orders.id),
    productId: weakRef('product_id', () => products.id),
    name: text('name').notNull(),
    /**
     * The product's name in the order's language as the shopper read it, where the brand gave one
     * (null: `name`). The shopper's page and mail show it; staff read `name`, the shop's own.
     */
    localName: text('local_name'),
    image: text('image').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    /** The variant's SKU when it was bought ('' for lines sold before variants had one). */
    sku: text('sku').notNull().default(''),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** The line's share of the discount code, and of the tax (included or added), from the pricing. */
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    /** Units given back by refunds. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /** A gift card bought: who it is for, what it says, when it is sent, and the codes issued once paid. */
    giftCard: jsonb('gift_card').$type<OrderLineGiftCard>(),
    position: integer('position').notNull(),
  },
  (t) => [
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_refunded_within_quantity', sql`${t.refundedQuantity} between 0 and ${t.quantity}`),
    index('order_lines_order_id_idx').on(t.orderId),
    index('order_lines_product_id_idx').on(t.productId),
  ],
);

/** One row per status change, so each step of the timeline shows when it happened. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: id(),
    orderId: parentRef('order_id', () => orders.id),
    status: orderStatusEnum('status'),
    paymentStatus: paymentStatusEnum('payment_status'),
    actorId: weakRef('actor_id', () => users.id),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.createdAt)],
);

/** What one refund gave back of a line. */
export interface RefundedLine {
  orderLineId: string;
  name: string;
  color: string;
  size: string;
  quantity: number;
  cents: number;
  taxCents: number;
  discountCents: number;
  restocked: boolean;
}

/**
 * Each refund of an order: what came back, of which lines, who made it, when and why. A row is
 * written 'pending' before the payment provider is asked, so that what it reserves counts
 * against what is left while the provider answers, and a retry finds it by its request id.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: parentRef('order_id', () => orders.id),
    /** The client's id for this refund: a retried request finds the refund it made. */
    requestId: text('request_id').notNull(),
    state: text('state', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    amountCents: integer('amount_cents').notNull(),
    /** Shipping's part of it, 0 when shipping did not come back. */
    shippingCents: integer('shipping_cents').notNull().default(0),
    shipping: boolean('shipping').notNull().default(false),
    taxCents: integer('tax_cents').notNull().default(0),
    /** The part of the amount given back to the gift cards or store credit that paid the order. */
    creditCents: integer('credit_cents').notNull().default(0),
    lines: jsonb('lines').$type<RefundedLine[]>().notNull().default([]),
    reason: text('reason').notNull().default(''),
    actorId: weakRef('actor_id', () => users.id),
    /** The provider's refund (Stripe's `re_…`); null for test-mode orders. */
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
    doneAt: moment('done_at'),
  },
  (t) => [
    uniqueIndex('order_refunds_request_key').on(t.orderId, t.requestId),
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

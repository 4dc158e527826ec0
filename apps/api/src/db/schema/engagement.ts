import { sql } from 'drizzle-orm';
import { bigint, boolean, date, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, parentRef, weakRef } from './columns';
import { products, productVariants } from './products';
import { users } from './users';

/**
 * A shopper waiting for a sold-out colour x size ('Email me when it's back'). The restock worker
 * mails the oldest first when the variant comes back (`restocks`), and sets `notified_at`; a
 * request left or mailed is no longer waiting. One waiting request per address and variant.
 */
export const restockRequests = pgTable(
  'restock_requests',
  {
    id: id(),
    productId: uuid('product_id').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    /** The account that asked, when signed in: its dashboard lists the request. */
    userId: weakRef('user_id', () => users.id),
    /** The language of the page it was asked on (`en`, `fr`): its mails are written in it. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    notifiedAt: moment('notified_at'),
  },
  (t) => [
    foreignKey({
      columns: [t.productId, t.color, t.size],
      foreignColumns: [productVariants.productId, productVariants.color, productVariants.size],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('restock_requests_waiting_key')
      .on(t.productId, t.color, t.size, t.email)
      .where(sql`${t.notifiedAt} is null`),
    index('restock_requests_variant_waiting_idx')
      .on(t.productId, t.color, t.size, t.createdAt)
      .where(sql`${t.notifiedAt} is null`),
    index('restock_requests_user_idx').on(t.userId),
    index('restock_requests_email_idx').on(t.email),
  ],
);

/**
 * A variant that came back in stock while people waited for it: written by a trigger on the
 * variants (migration 0040) in the transaction of whatever restocked it (an edit, a stock
 * change, a return, a cancelled order), and claimed by the restock worker (SKIP LOCKED, so
 * instances never share one). `units` is how many came back; null when the stock is no longer counted.
 */
export const restocks = pgTable(
  'restocks',
  {
    id: id(),
    productId: uuid('product_id').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    units: integer('units'),
    createdAt: createdAt(),
    processedAt: moment('processed_at'),
  },
  (t) => [
    foreignKey({
      columns: [t.productId, t.color, t.size],
      foreignColumns: [productVariants.productId, productVariants.color, productVariants.size],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('restocks_due_idx')
      .on(t.createdAt)
      .where(sql`${t.processedAt} is null`),
  ],
);

/**
 * What an account wishes for: a product, with the colour and size when the shopper chose them.
 * Guests keep theirs in the browser, merged here at sign-in.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    userId: parentRef('user_id', () => users.id),
    productId: parentRef('product_id', () => products.id),
    /** '' when not chosen. */
    color: text('color').notNull().default(''),
    size: text('size').notNull().default(''),
    createdAt: createdAt(),
    /**
     * What the wishlist alerts last saw of the item (its lowest price in cents, whether it could
     * be bought): an alert goes when it comes back in stock or its price drops below this. Null
     * until first seen, and then seen without an alert.
     */
    seenPriceCents: integer('seen_price_cents'),
    seenInStock: boolean('seen_in_stock'),
  },
  (t) => [
    uniqueIndex('wishlist_items_key').on(t.userId, t.productId, t.color, t.size),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

/**
 * What an account agreed to be mailed about ('wishlist-alerts', say), with the words it was
 * shown and when; withdrawing keeps the row and sets `withdrawn_at`, so the history stays. At
 * most one consent of each kind is in force per account.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: parentRef('user_id', () => users.id),
    kind: text('kind').notNull(),
    /** The words the person agreed to, as shown to them. */
    wording: text('wording').notNull(),
    grantedAt: moment('granted_at').notNull().defaultNow(),
    withdrawnAt: moment('withdrawn_at'),
  },
  (t) => [
    uniqueIndex('consents_in_force_key')
      .on(t.userId, t.kind)
      .where(sql`${t.withdrawnAt} is null`),
    index('consents_kind_idx')
      .on(t.kind)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);

/**
 * Addresses that asked for no more of one kind of mail (a checkout reminder, say), from a
 * mail's unsubscribe link or the dashboard.
 */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    /** Lower case. */
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.kind] })],
);

/**
 * The shop's own analytics: one row per event the server recorded (a product view, a search,
 * an add to bag, a checkout started, an order paid or refunded). No IP address, no user agent:
 * the visitor's anonymous id, the device class and the referrer's domain. Kept for a set number
 * of days, after they are added up into `analytics_daily`.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: moment('at').notNull().defaultNow(),
    kind: text('kind').notNull(),
    /** A random id the visitor's browser keeps for its session; never tied to an account. */
    visitor: text('visitor').notNull(),
    /** 'mobile', 'tablet', 'desktop' or 'bot'. */
    device: text('device').notNull(),
    /** The referrer's host name, when another site sent the visitor. */
    referrer: text('referrer'),
    productId: uuid('product_id'),
    orderId: uuid('order_id'),
    /** A search's words, lower case. */
    query: text('query'),
    /** How many products a search found. */
    results: integer('results'),
    amountCents: integer('amount_cents'),
  },
  (t) => [index('analytics_events_at_idx').on(t.at)],
);

/**
 * Events added up by day: for each kind and subject (a product's id, a search's words, a
 * referrer's domain; '' for the whole shop), how many events, how many visitors, and the amount.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull().default(''),
    events: integer('events').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.subject] }), index('analytics_daily_kind_day_idx').on(t.kind, t.day)],
);

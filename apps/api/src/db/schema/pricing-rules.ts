import type { PricingScope, WeightBand } from '@shop/shared/pricing';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, parentRef, updatedAt } from './columns';

/**
 * The rules the pricing pipeline (packages/shared/src/pricing.ts) is given besides the bag:
 * the tax table, the shipping zones with their methods, and automatic sales. Each table is
 * edited in the dashboard; a shop that sets nothing prices as the specification says.
 */

/**
 * The shop's own pricing settings: one row. Prices with or without tax (EU/UK or US style),
 * whether shipping is taxed, and the country a bag is priced for before the shopper picks one.
 */
export const pricingSettings = pgTable(
  'pricing_settings',
  {
    /** Always true: the table holds one row. */
    id: boolean('id').primaryKey().default(true),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    taxShipping: boolean('tax_shipping').notNull().default(false),
    /** ISO 3166-1 alpha-2. */
    homeCountry: text('home_country').notNull().default('US'),
    updatedAt: updatedAt(),
  },
  (t) => [check('pricing_settings_one_row', sql`${t.id}`), check('pricing_settings_home_country', sql`${t.homeCountry} ~ '^[A-Z]{2}$'`)],
);

/**
 * A tax rate of a place for a tax class: a country ('*' for anywhere), optionally one of its
 * states or regions. The most precise rule for the destination and the line's class applies.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: id(),
    /** ISO 3166-1 alpha-2, or '*' for any destination. */
    country: text('country').notNull(),
    /** The region's code within the country ('CA' of US-CA); null for the whole country. */
    region: text('region'),
    taxClass: text('tax_class').notNull().default('standard'),
    /** Thousandths of a percent: 8.875 % is 8875. */
    rate: integer('rate').notNull(),
    /** What receipts call it: 'Tax', 'VAT', 'GST'. */
    label: text('label').notNull().default('Tax'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tax_rates_place_class_key').on(t.country, sql`coalesce(${t.region}, '')`, t.taxClass),
    check('tax_rates_rate_valid', sql`${t.rate} between 0 and 100000`),
    check('tax_rates_country_valid', sql`${t.country} ~ '^([A-Z]{2}|\\*)$'`),
  ],
);

/** A set of places the shop ships to, each as 'GB' (a whole country) or 'US-CA' (one region). */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: id(),
    name: text('name').notNull(),
    places: text('places')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('shipping_zones_name_key').on(sql`lower(${t.name})`)],
);

/** A way to ship to a zone: flat, free over a subtotal, or by the goods' weight in bands. */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: id(),
    zoneId: parentRef('zone_id', () => shippingZones.id),
    name: text('name').notNull(),
    /** What the shopper is told: '3–5 business days'. */
    estimate: text('estimate').notNull().default(''),
    kind: text('kind', { enum: ['flat', 'free-over', 'weight'] }).notNull(),
    rateCents: integer('rate_cents').notNull().default(0),
    freeOverCents: integer('free_over_cents'),
    bands: jsonb('bands').$type<WeightBand[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipping_methods_zone_idx').on(t.zoneId, t.position),
    check('shipping_methods_amounts_valid', sql`${t.rateCents} >= 0 and coalesce(${t.freeOverCents}, 0) >= 0`),
  ],
);

/**
 * An automatic sale: a percentage or an amount off some categories or products (or everything)
 * between a start and an end. The storefront shows the price before it struck through.
 */
export const sales = pgTable(
  'sales',
  {
    id: id(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    /** Hundredths of a percent (20 % is 2000) for a percentage; cents for an amount. */
    value: integer('value').notNull(),
    appliesTo: jsonb('applies_to').$type<PricingScope>().notNull().default({ kind: 'all' }),
    startsAt: moment('starts_at'),
    endsAt: moment('ends_at'),
    /** A paused sale applies nowhere until it is resumed. */
    paused: boolean('paused').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sales_value_valid', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 10000)`),
    check('sales_window_valid', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

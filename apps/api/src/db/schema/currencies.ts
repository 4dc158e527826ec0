import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { productVariants } from './products';

/**
 * The currencies the shop presents its prices in besides its base currency (US dollars), which
 * is implied and never a row (packages/shared/src/currency.schema.ts). A price in one is the
 * variant's own there (variant_prices), or else its base price at the rate, rounded by the
 * currency's rule.
 */
export const shopCurrencies = pgTable(
  'shop_currencies',
  {
    /** ISO 4217: 'EUR'. */
    code: text('code').primaryKey(),
    /** Units of this currency that one unit of the base buys (1 USD = 0.92 EUR is 0.92): an exact decimal, as the owner typed it. */
    rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
    /** How a price worked out at the rate is rounded: minor, whole, end-95, end-99, end-00. */
    rounding: text('rounding').notNull().default('minor'),
    /** The order the shop lists them in: the order they were added. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_currencies_code_valid', sql`${t.code} ~ '^[A-Z]{3}$'`),
    check('shop_currencies_rate_positive', sql`${t.rate} > 0`),
    check('shop_currencies_rounding_known', sql`${t.rounding} in ('minor', 'whole', 'end-95', 'end-99', 'end-00')`),
  ],
);

/**
 * A variant's own price in a presented currency, in that currency's minor unit (cents; yen have
 * none), overriding the one worked out at the rate. It goes with its variant (a colour or size
 * taken off the product, the product deleted) and with its currency (no longer presented); a
 * colour renamed takes it along.
 */
export const variantPrices = pgTable(
  'variant_prices',
  {
    productId: uuid('product_id').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => shopCurrencies.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    priceMinor: integer('price_minor').notNull(),
    /** The price shown struck through beside it ('Was €40.00'); null for none. */
    compareAtMinor: integer('compare_at_minor'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.color, t.size, t.currency] }),
    foreignKey({
      name: 'variant_prices_variant_fk',
      columns: [t.productId, t.color, t.size],
      foreignColumns: [productVariants.productId, productVariants.color, productVariants.size],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    check('variant_prices_price_positive', sql`${t.priceMinor} > 0`),
    check('variant_prices_compare_at_positive', sql`${t.compareAtMinor} is null or ${t.compareAtMinor} > 0`),
  ],
);

import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransactions } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { products, productVariants, shopCurrencies, variantPrices } from '../../db/schema/index';

export type CurrencyRow = typeof shopCurrencies.$inferSelect;
export type VariantPriceRow = Pick<typeof variantPrices.$inferSelect, 'color' | 'size' | 'currency' | 'priceMinor' | 'compareAtMinor'>;

/** A variant as the catalogue names it: its product, colour and size. */
export interface VariantRef {
  productId: string;
  color: string;
  size: string;
}

const priceColumns = {
  color: variantPrices.color,
  size: variantPrices.size,
  currency: variantPrices.currency,
  priceMinor: variantPrices.priceMinor,
  compareAtMinor: variantPrices.compareAtMinor,
};

function currenciesQueries(db: Db) {
  return {
    /** Every presented currency but the base, in the order they were added. */
    async currencies(): Promise<CurrencyRow[]> {
      return db.select().from(shopCurrencies).orderBy(asc(shopCurrencies.position), asc(shopCurrencies.code));
    },

    /** Every presented currency but the base, with how many variants have their own price in it. */
    async managed(): Promise<(CurrencyRow & { variantPrices: number })[]> {
      return db
        .select({
          code: shopCurrencies.code,
          rate: shopCurrencies.rate,
          rounding: shopCurrencies.rounding,
          position: shopCurrencies.position,
          createdAt: shopCurrencies.createdAt,
          updatedAt: shopCurrencies.updatedAt,
          variantPrices: sql<number>`(select count(*)::int from ${variantPrices} where ${variantPrices.currency} = ${shopCurrencies.code})`,
        })
        .from(shopCurrencies)
        .orderBy(asc(shopCurrencies.position), asc(shopCurrencies.code));
    },

    /** The currency, its row held until the transaction ends (so two changes of it record their befores in turn). */
    async lock(code: string): Promise<CurrencyRow | undefined> {
      const [row] = await db.select().from(shopCurrencies).where(eq(shopCurrencies.code, code)).for('update');
      return row;
    },

    /** Held while a currency is added, so that two additions cannot both pass the limit. */
    async lockAll(): Promise<void> {
      await db.execute(sql`lock table ${shopCurrencies} in share row exclusive mode`);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(shopCurrencies);
      return row?.count ?? 0;
    },

    async insert(values: { code: string; rate: string; rounding: string }): Promise<CurrencyRow> {
      const [last] = await db.select({ last: max(shopCurrencies.position) }).from(shopCurrencies);
      const [row] = await db
        .insert(shopCurrencies)
        .values({ ...values, position: (last?.last ?? -1) + 1 })
        .returning();
      return row!;
    },

    async update(code: string, values: { rate: string; rounding: string }): Promise<CurrencyRow> {
      const [row] = await db
        .update(shopCurrencies)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(shopCurrencies.code, code))
        .returning();
      return row!;
    },

    /** Stops presenting a currency: its variants' own prices in it go with it. Answers how many there were. */
    async remove(code: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(variantPrices)
        .where(eq(variantPrices.currency, code));
      await db.delete(shopCurrencies).where(eq(shopCurrencies.code, code));
      return row?.count ?? 0;
    },

    /** A live product's name and its variants (colour and size); undefined for an unknown or archived product. */
    async product(id: string): Promise<{ name: string; variants: { color: string; size: string }[] } | undefined> {
      const [product] = await db
        .select({ name: products.name })
        .from(products)
        .where(and(eq(products.id, id), isNull(products.archivedAt)));
      if (!product) return undefined;
      const variants = await db
        .select({ color: productVariants.color, size: productVariants.size })
        .from(productVariants)
        .where(eq(productVariants.productId, id));
      return { name: product.name, variants };
    },

    /** The product's variants' own prices, by colour, size and the currencies' order. */
    async pricesOf(productId: string): Promise<VariantPriceRow[]> {
      return db
        .select(priceColumns)
        .from(variantPrices)
        .innerJoin(shopCurrencies, eq(shopCurrencies.code, variantPrices.currency))
        .where(eq(variantPrices.productId, productId))
        .orderBy(asc(variantPrices.color), asc(variantPrices.size), asc(shopCurrencies.position), asc(variantPrices.currency));
    },

    /** Replaces every own price of the product's variants with these. */
    async replacePrices(productId: string, prices: VariantPriceRow[]): Promise<void> {
      await db.delete(variantPrices).where(eq(variantPrices.productId, productId));
      if (prices.length) await db.insert(variantPrices).values(prices.map((price) => ({ ...price, productId })));
    },

    /** The own prices in one currency of these variants: one statement however many, the columns as arrays. */
    async pricesIn(
      code: string,
      variants: readonly VariantRef[],
    ): Promise<(VariantRef & Pick<VariantPriceRow, 'priceMinor' | 'compareAtMinor'>)[]> {
      if (variants.length === 0) return [];
      const column = (pick: (variant: VariantRef) => string) => sql.param(variants.map(pick));
      const rows = await rowsOf<{ product_id: string; color: string; size: string; price_minor: number; compare_at_minor: number | null }>(
        db,
        sql`select p.product_id, p.color, p.size, p.price_minor, p.compare_at_minor
          from unnest(${column((variant) => variant.productId)}::uuid[], ${column((variant) => variant.color)}::text[],
            ${column((variant) => variant.size)}::text[]) as v(product_id, color, size)
          join ${variantPrices} p on p.product_id = v.product_id and p.color = v.color and p.size = v.size
          where p.currency = ${code}`,
      );
      return rows.map((row) => ({
        productId: row.product_id,
        color: row.color,
        size: row.size,
        priceMinor: Number(row.price_minor),
        compareAtMinor: row.compare_at_minor === null ? null : Number(row.compare_at_minor),
      }));
    },
  };
}

export function createCurrenciesRepository(db: Db) {
  return withTransactions(db, currenciesQueries);
}

export type CurrenciesRepository = ReturnType<typeof createCurrenciesRepository>;
export type CurrenciesQueries = ReturnType<typeof currenciesQueries>;

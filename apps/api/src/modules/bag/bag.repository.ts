import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bags, products, productVariants, type BagLine } from '../../db/schema/index';
import { productNameIn } from '../../db/product-name-in';

export type { BagLine };

export function createBagRepository(db: Db) {
  return {
    async linesOf(userId: string): Promise<BagLine[]> {
      const [row] = await db
        .select({ lines: bags.lines })
        .from(bags)
        .where(sql`${bags.userId} = ${userId}`);
      return row?.lines ?? [];
    },

    async save(userId: string, lines: BagLine[]): Promise<void> {
      await db
        .insert(bags)
        .values({ userId, lines })
        .onConflictDoUpdate({ target: bags.userId, set: { lines, updatedAt: new Date() } });
    },

    /**
     * What the bag shows of each product: its name (`localName` in `language`, where the brand gave
     * one), price (and its variants' own prices) and pictures now, and what it is offered in.
     */
    async productsOf(ids: string[], language: string | null = null) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: products.id,
          name: products.name,
          localName: productNameIn(language),
          image: products.image,
          imageColor: products.imageColor,
          gallery: products.gallery,
          priceCents: products.priceCents,
          variantPrices: sql<{ color: string; size: string; priceCents: number }[] | null>`(
            select json_agg(json_build_object('color', v.color, 'size', v.size, 'priceCents', v.price_cents))
            from ${productVariants} v where v.product_id = ${sql.raw('"products"."id"')} and v.price_cents is not null)`,
          colors: products.colors,
          sizes: products.sizes,
          archivedAt: products.archivedAt,
          finalSale: products.finalSale,
          giftCard: products.giftCard,
        })
        .from(products)
        .where(inArray(products.id, ids));
    },
  };
}

export type BagRepository = ReturnType<typeof createBagRepository>;

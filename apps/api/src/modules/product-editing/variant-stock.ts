/** The two moves of a variant's stock, the same for a sale, a refund and an exchange. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema/index';

export interface VariantKey {
  productId: string;
  color: string;
  size: string;
}

const variantIs = ({ productId, color, size }: VariantKey) =>
  and(eq(productVariants.productId, productId), eq(productVariants.color, color), eq(productVariants.size, size));

/**
 * Takes `quantity` off the variant only if there is that much: false when another buyer took it
 * first. A variant whose stock is not counted (null) always has enough, and stays uncounted.
 */
export async function takeStock(db: Db, variant: VariantKey, quantity: number): Promise<boolean> {
  const rows = await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}` })
    .where(and(variantIs(variant), sql`(${productVariants.stock} is null or ${productVariants.stock} >= ${quantity})`))
    .returning({ stock: productVariants.stock });
  return rows.length > 0;
}

/** Puts `quantity` back on the variant (an uncounted one stays uncounted). */
export async function returnStock(db: Db, variant: VariantKey, quantity: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .where(variantIs(variant));
}

/**
 * Puts each item back on the shelf, for the products that count their stock (an untracked
 * product's variants have nothing to count): a refund's or a return's goods coming back.
 */
export async function returnTrackedStock(db: Db, items: readonly (VariantKey & { quantity: number })[]): Promise<void> {
  const ids = [...new Set(items.filter((item) => item.quantity > 0).map((item) => item.productId))];
  if (ids.length === 0) return;
  const tracked = new Set(
    (
      await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.trackStock, true)))
    ).map((row) => row.id),
  );
  for (const item of items) {
    if (item.quantity > 0 && tracked.has(item.productId)) await returnStock(db, item, item.quantity);
  }
}

/** The two moves of a variant's stock, the same for a sale, a refund and an exchange. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productVariants } from '../../db/schema/index';

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

import { inArray, sql } from 'drizzle-orm';
import type { ReviewFit } from '@shop/shared/constants';
import type { Db } from '../../db/client';
import { products, reviews } from '../../db/schema/index';

// NOTE: drizzle writes a column of the updated table unqualified ("id"), which inside a
// subquery could mean the subquery's own column; the correlation is spelled out instead.
const PRODUCT_ID = sql.raw('"products"."id"');

const fitCount = (fit: ReviewFit) => sql`(select count(*)::int from ${reviews} r where r.product_id = ${PRODUCT_ID} and r.fit = ${fit})`;

/**
 * Sets each product's rating to the mean of its reviews (0 without any), its review count and
 * its fit counts, in one statement. The product keeps them so that the catalogue sorts and
 * shows them without reading the reviews; whatever adds or removes reviews (a review written,
 * edited or deleted, an account deleted, the demo data) calls this in its transaction.
 */
export async function recomputeRatings(db: Db, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .update(products)
    .set({
      rating: sql`coalesce((select avg(r.rating)::real from ${reviews} r where r.product_id = ${PRODUCT_ID}), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} r where r.product_id = ${PRODUCT_ID})`,
      fitSmall: fitCount('small'),
      fitTrue: fitCount('true'),
      fitLarge: fitCount('large'),
    })
    .where(inArray(products.id, [...new Set(productIds)]));
}

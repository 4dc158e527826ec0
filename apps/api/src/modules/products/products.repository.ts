import { and, arrayContains, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants, reviews } from '../../db/schema/index';

export interface ProductFilters {
  category?: string;
  color?: string;
  size?: string;
  minPriceCents?: number;
  /** Exclusive upper bound, so that adjacent price ranges do not overlap. */
  maxPriceCents?: number;
}

export type ProductOrder = 'newest' | 'price-asc' | 'price-desc' | 'rating';

const variantsJson = sql<{ color: string; size: string; stock: number }[] | null>`(
  select json_agg(json_build_object('color', v.color, 'size', v.size, 'stock', v.stock) order by v.color, v.size)
  from ${productVariants} v where v.product_id = ${products.id}
)`;

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  category: products.category,
  colors: products.colors,
  sizes: products.sizes,
  priceCents: products.priceCents,
  oldPriceCents: products.oldPriceCents,
  image: products.image,
  imageSet: products.imageSet,
  rating: products.rating,
  reviewCount: products.reviewCount,
  trackStock: products.trackStock,
  authorId: products.authorId,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  variants: variantsJson,
};

export type ProductRow = {
  [K in keyof typeof productColumns]: K extends 'variants'
    ? { color: string; size: string; stock: number }[] | null
    : (typeof products.$inferSelect)[Exclude<K, 'variants'> & keyof typeof products.$inferSelect];
};

function whereOf(filters: ProductFilters): SQL | undefined {
  return and(
    isNull(products.archivedAt),
    filters.category ? eq(products.category, filters.category) : undefined,
    filters.color ? arrayContains(products.colors, [filters.color]) : undefined,
    filters.size ? arrayContains(products.sizes, [filters.size]) : undefined,
    filters.minPriceCents !== undefined ? gte(products.priceCents, filters.minPriceCents) : undefined,
    filters.maxPriceCents !== undefined ? lt(products.priceCents, filters.maxPriceCents) : undefined,
  );
}

const orderings: Record<ProductOrder, SQL[]> = {
  newest: [desc(products.createdAt), asc(products.id)],
  'price-asc': [asc(products.priceCents), desc(products.createdAt), asc(products.id)],
  'price-desc': [desc(products.priceCents), desc(products.createdAt), asc(products.id)],
  rating: [desc(products.rating), desc(products.reviewCount), asc(products.id)],
};

export function createProductsRepository(db: Db) {
  return {
    async list(filters: ProductFilters, order: ProductOrder, offset: number, limit: number) {
      const where = whereOf(filters);
      const [rows, [total]] = await Promise.all([
        db
          .select(productColumns)
          .from(products)
          .where(where)
          .orderBy(...orderings[order])
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(products).where(where),
      ]);
      return { rows: rows as ProductRow[], total: total?.value ?? 0 };
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;

/** Sets each product's rating to the mean of its reviews (0 without any), in one statement. */
export async function recomputeRatings(db: Db, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .update(products)
    .set({
      rating: sql`coalesce((select avg(r.rating)::real from ${reviews} r where r.product_id = ${products.id}), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} r where r.product_id = ${products.id})`,
    })
    .where(inArray(products.id, [...new Set(productIds)]));
}

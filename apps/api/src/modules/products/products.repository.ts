import { and, arrayContains, asc, count, desc, eq, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, products, productVariants, reviews, users, type ImageWidth } from '../../db/schema/index';

export interface ProductFilters {
  category?: string;
  color?: string;
  size?: string;
  minPriceCents?: number;
  /** Exclusive upper bound, so that adjacent price ranges do not overlap. */
  maxPriceCents?: number;
  /** Search words, already normalised (lower case, letters and digits). */
  words?: string[];
}

export type ProductOrder = 'newest' | 'price-asc' | 'price-desc' | 'rating' | 'relevance';

export interface VariantRow {
  color: string;
  size: string;
  stock: number;
}

// NOTE: drizzle writes a column of the selected table unqualified ("id"), which inside a
// subquery could mean the subquery's own column; the correlation is spelled out instead.
const PRODUCT_ID = sql.raw('"products"."id"');

const variantsJson = sql<VariantRow[] | null>`(
  select json_agg(json_build_object('color', v.color, 'size', v.size, 'stock', v.stock) order by v.color, v.size)
  from ${productVariants} v where v.product_id = ${PRODUCT_ID}
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

type ProductTable = typeof products.$inferSelect;
export type ProductRow = Pick<
  ProductTable,
  | 'id' | 'name' | 'description' | 'category' | 'colors' | 'sizes' | 'priceCents' | 'oldPriceCents' | 'image'
  | 'imageSet' | 'rating' | 'reviewCount' | 'trackStock' | 'authorId' | 'createdAt' | 'updatedAt'
> & { variants: VariantRow[] | null };

// A word matches through the full-text vector (stemmed, prefix) or, for typos, through
// trigram word similarity over the hyphen-free search text.
const WORD_SIMILARITY = 0.5;

function wordMatches(word: string): SQL {
  return sql`(${products.searchVector} @@ to_tsquery('english', ${`${word}:*`}) or word_similarity(${word}, ${products.searchText}) >= ${WORD_SIMILARITY})`;
}

type FacetName = 'category' | 'color' | 'size' | 'price';

/** The filters as SQL; `except` leaves one out, for that facet's own counts. */
function whereOf(filters: ProductFilters, except?: FacetName): SQL | undefined {
  return and(
    isNull(products.archivedAt),
    filters.category && except !== 'category' ? eq(products.category, filters.category) : undefined,
    filters.color && except !== 'color' ? arrayContains(products.colors, [filters.color]) : undefined,
    filters.size && except !== 'size' ? arrayContains(products.sizes, [filters.size]) : undefined,
    filters.minPriceCents !== undefined && except !== 'price' ? gte(products.priceCents, filters.minPriceCents) : undefined,
    filters.maxPriceCents !== undefined && except !== 'price' ? lt(products.priceCents, filters.maxPriceCents) : undefined,
    ...(filters.words ?? []).map(wordMatches),
  );
}

function relevance(words: string[]): SQL {
  const query = words.map((word) => `${word}:*`).join(' | ');
  return sql`(ts_rank_cd(${products.searchVector}, to_tsquery('english', ${query})) + word_similarity(${words.join(' ')}, ${products.searchText}))`;
}

function orderingOf(order: ProductOrder, words: string[]): SQL[] {
  switch (order) {
    case 'relevance':
      return words.length ? [desc(relevance(words)), desc(products.createdAt), asc(products.id)] : orderingOf('newest', words);
    case 'price-asc':
      return [asc(products.priceCents), desc(products.createdAt), asc(products.id)];
    case 'price-desc':
      return [desc(products.priceCents), desc(products.createdAt), asc(products.id)];
    case 'rating':
      return [desc(products.rating), desc(products.reviewCount), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.id)];
  }
}

export interface PriceBucket {
  min: number;
  max: number | null;
}

/** Both drivers (pg and PGlite) answer raw SQL with `rows`. */
type QueryRows<T> = { rows: T[] };

/** The queries, on the database or on a transaction. */
function productQueries(db: Db) {
  return {
    async list(filters: ProductFilters, order: ProductOrder, offset: number, limit: number): Promise<ProductRow[]> {
      return db
        .select(productColumns)
        .from(products)
        .where(whereOf(filters))
        .orderBy(...orderingOf(order, filters.words ?? []))
        .offset(offset)
        .limit(limit);
    },

    /**
     * The total and every facet's counts in one round trip: each facet is counted with the
     * other filters applied but not its own.
     */
    async facets(filters: ProductFilters, priceBuckets: readonly PriceBucket[]) {
      const buckets = priceBuckets.map(
        (bucket, index) =>
          sql`select 'price' as facet, ${String(index)} as value, count(*)::int as count from ${products} where ${and(
            whereOf(filters, 'price'),
            gte(products.priceCents, bucket.min),
            bucket.max === null ? undefined : lt(products.priceCents, bucket.max),
          )}`,
      );
      const statement = sql.join(
        [
          sql`select 'total' as facet, '' as value, count(*)::int as count from ${products} where ${whereOf(filters)}`,
          sql`select 'category', ${products.category}, count(*)::int from ${products} where ${whereOf(filters, 'category')} group by ${products.category}`,
          sql`select 'color', c.value, count(*)::int from ${products}, unnest(${products.colors}) as c(value) where ${whereOf(filters, 'color')} group by c.value`,
          sql`select 'size', s.value, count(*)::int from ${products}, unnest(${products.sizes}) as s(value) where ${whereOf(filters, 'size')} group by s.value`,
          ...buckets,
        ],
        sql` union all `,
      );
      const result = (await db.execute(statement)) as unknown as QueryRows<{ facet: string; value: string; count: number }>;
      return result.rows.map((row) => ({ ...row, count: Number(row.count) }));
    },

    async findById(id: string, options: { includeArchived?: boolean } = {}): Promise<ProductRow | undefined> {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.id, id), options.includeArchived ? undefined : isNull(products.archivedAt)))
        .limit(1);
      return row;
    },

    async reviewsOf(productId: string) {
      return db
        .select({
          id: reviews.id,
          comment: reviews.comment,
          rating: reviews.rating,
          productId: reviews.productId,
          createdAt: reviews.createdAt,
          updatedAt: reviews.updatedAt,
          author: { id: users.id, username: users.username, profileImage: users.profileImage },
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.productId, productId))
        .orderBy(desc(reviews.updatedAt), desc(reviews.id));
    },

    /** Up to `limit` other live products of the product's category, best rated first. */
    async related(id: string, category: string, limit: number): Promise<ProductRow[]> {
      return db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.category, category), ne(products.id, id), isNull(products.archivedAt)))
        .orderBy(desc(products.rating), desc(products.createdAt), asc(products.id))
        .limit(limit);
    },

    /** Every live product's id and last change, for the sitemap. */
    async listForSitemap() {
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(isNull(products.archivedAt))
        .orderBy(desc(products.createdAt));
    },

    /** The stored widths of an uploaded image, by its stored base name. */
    async uploadRenditions(name: string): Promise<ImageWidth[] | undefined> {
      const result = (await db.execute(
        sql`select renditions from uploads where name = ${name} limit 1`,
      )) as unknown as QueryRows<{ renditions: ImageWidth[] }>;
      return result.rows[0]?.renditions;
    },

    async insert(values: typeof products.$inferInsert): Promise<string> {
      const [row] = await db.insert(products).values(values).returning({ id: products.id });
      return row!.id;
    },

    async update(id: string, values: Partial<typeof products.$inferInsert>): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(products.id, id), isNull(products.archivedAt)))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    async replaceVariants(productId: string, variants: VariantRow[]): Promise<void> {
      await db.delete(productVariants).where(eq(productVariants.productId, productId));
      if (variants.length) await db.insert(productVariants).values(variants.map((variant) => ({ ...variant, productId })));
    },

    async isInAnyOrder(id: string): Promise<boolean> {
      const [row] = await db.select({ value: count() }).from(orderLines).where(eq(orderLines.productId, id));
      return (row?.value ?? 0) > 0;
    },

    async archive(id: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ archivedAt: new Date() })
        .where(and(eq(products.id, id), isNull(products.archivedAt)))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(products).where(and(eq(products.id, id), isNull(products.archivedAt))).returning({ id: products.id });
      return rows.length > 0;
    },
  };
}

export type ProductQueries = ReturnType<typeof productQueries>;

export function createProductsRepository(db: Db) {
  return {
    ...productQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it. */
    async transaction<T>(work: (tx: Db, queries: ProductQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        return work(tx, productQueries(tx));
      });
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
      rating: sql`coalesce((select avg(r.rating)::real from ${reviews} r where r.product_id = ${PRODUCT_ID}), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} r where r.product_id = ${PRODUCT_ID})`,
    })
    .where(inArray(products.id, [...new Set(productIds)]));
}

import { and, arrayContains, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_REVIEW_SORT, REVIEW_PAGE_SIZE, type ProductSort } from '@shop/shared/constants';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { productReviewsQuery } from '../reviews';
import { shopOptionQueries } from './shop-options';
import {
  catalogueFacetCells,
  catalogueVersion,
  categories,
  categoryTranslations,
  productHandleRedirects,
  products,
  productTranslations,
  productVariants,
  searchWords,
} from '../../db/schema/index';

export interface ProductFilters {
  category?: string;
  color?: string;
  size?: string;
  minPriceCents?: number;
  /** Exclusive upper bound, so that adjacent price ranges do not overlap. */
  maxPriceCents?: number;
  /** A search, as a full-text query (each word or one of its look-alikes), built by the service. */
  textQuery?: string;
}

/** The shop's sorts, and search results ranked by how well they match. */
export type ProductOrder = ProductSort | 'relevance';

export interface VariantRow {
  color: string;
  size: string;
  /** Null when this variant's stock is not counted: it can always be bought. */
  stock: number | null;
}

/** A variant with its own facts, as the product's row carries them. */
export interface VariantFactsRow extends VariantRow {
  sku: string;
  barcode: string | null;
  weightGrams: number | null;
  priceCents: number | null;
  compareAtCents: number | null;
}

// NOTE: drizzle writes a column of the selected table unqualified ("id"), which inside a
// subquery could mean the subquery's own column; the correlation is spelled out instead.
const PRODUCT_ID = sql.raw('"products"."id"');

const variantsJson = sql<VariantFactsRow[] | null>`(
  select json_agg(json_build_object('color', v.color, 'size', v.size, 'stock', v.stock, 'sku', v.sku, 'barcode', v.barcode,
    'weightGrams', v.weight_grams, 'priceCents', v.price_cents, 'compareAtCents', v.compare_at_cents) order by v.color, v.size)
  from ${productVariants} v where v.product_id = ${PRODUCT_ID}
)`;

/** The name of the product's main category (every product's category is one of the shop's). */
const categoryNameSql = sql<string>`(select c.name from ${categories} c where c.handle = ${sql.raw('"products"."category"')})`;

export const productColumns = {
  id: products.id,
  handle: products.handle,
  name: products.name,
  seoTitle: products.seoTitle,
  seoDescription: products.seoDescription,
  description: products.description,
  category: products.category,
  categoryName: categoryNameSql,
  moreCategories: products.moreCategories,
  colors: products.colors,
  sizes: products.sizes,
  sizeSet: products.sizeSet,
  priceCents: products.priceCents,
  oldPriceCents: products.oldPriceCents,
  image: products.image,
  imageSet: products.imageSet,
  imageColor: products.imageColor,
  gallery: products.gallery,
  finalSale: products.finalSale,
  taxClass: products.taxClass,
  giftCard: products.giftCard,
  rating: products.rating,
  reviewCount: products.reviewCount,
  fitSmall: products.fitSmall,
  fitTrue: products.fitTrue,
  fitLarge: products.fitLarge,
  trackStock: products.trackStock,
  authorId: products.authorId,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  variants: variantsJson,
};

/**
 * A product as lists show it (decision 025): the counted stock lines of a tracked product, and the
 * lowest and highest price over its variants, instead of every variant's facts.
 */
const cardStockJson = sql<VariantFactsRow[] | null>`case when ${products.trackStock} then (
  select json_agg(json_build_object('color', v.color, 'size', v.size, 'stock', v.stock) order by v.color, v.size)
  from ${productVariants} v where v.product_id = ${PRODUCT_ID} and v.stock is not null
) end`;
const BASE_PRICE = sql.raw('"products"."price_cents"');
const priceRangeJson = sql<{ min: number; max: number } | null>`(
  select json_build_object('min', min(coalesce(v.price_cents, ${BASE_PRICE})), 'max', max(coalesce(v.price_cents, ${BASE_PRICE})))
  from ${productVariants} v where v.product_id = ${PRODUCT_ID}
)`;

export const productCardColumns = { ...productColumns, variants: cardStockJson, priceRange: priceRangeJson };

type ProductTable = typeof products.$inferSelect;
export type ProductRow = Pick<
  ProductTable,
  | 'id'
  | 'handle'
  | 'name'
  | 'seoTitle'
  | 'seoDescription'
  | 'description'
  | 'category'
  | 'moreCategories'
  | 'colors'
  | 'sizes'
  | 'sizeSet'
  | 'priceCents'
  | 'oldPriceCents'
  | 'image'
  | 'imageSet'
  | 'imageColor'
  | 'gallery'
  | 'finalSale'
  | 'taxClass'
  | 'giftCard'
  | 'rating'
  | 'reviewCount'
  | 'fitSmall'
  | 'fitTrue'
  | 'fitLarge'
  | 'trackStock'
  | 'authorId'
  | 'createdAt'
  | 'updatedAt'
> & {
  categoryName: string;
  variants: VariantFactsRow[] | null;
  /** Lists read it whole (productCardColumns); a product's own row has every variant instead. */
  priceRange?: { min: number; max: number } | null;
};

/** A product's words in another language; an empty one shows the default language's. */
export interface TranslatedProductWords {
  name: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
}

/** How many look-alike words a search word may stand for, and how alike they must be (0 to 1). */
const LOOK_ALIKES_PER_WORD = 8;
const LOOK_ALIKE_SIMILARITY = 0.5;

/** The full-text query of a search (see searchQuery in the service), as SQL. */
const textQuery = (query: string) => sql`to_tsquery('english', ${query})`;

/** Each filter as SQL (undefined when not given): the list applies them all, the facets each apart. */
function conditionsOf(filters: ProductFilters) {
  return {
    live: isNull(products.archivedAt),
    category: filters.category ? inCategory(filters.category) : undefined,
    color: filters.color ? arrayContains(products.colors, [filters.color]) : undefined,
    size: filters.size ? arrayContains(products.sizes, [filters.size]) : undefined,
    // By its lowest price over its variants: the 'From $X' its card shows.
    price: and(
      filters.minPriceCents === undefined ? undefined : gte(products.minPriceCents, filters.minPriceCents),
      filters.maxPriceCents === undefined ? undefined : lt(products.minPriceCents, filters.maxPriceCents),
    ),
    text: filters.textQuery ? sql`${products.searchVector} @@ ${textQuery(filters.textQuery)}` : undefined,
  };
}

/** Products whose main category or one of whose further ones is this (the GIN index finds the latter). */
export function inCategory(handle: string): SQL | undefined {
  return or(eq(products.category, handle), arrayContains(products.moreCategories, [handle]));
}

/** The filters as SQL. */
function whereOf(filters: ProductFilters): SQL | undefined {
  return and(...Object.values(conditionsOf(filters)));
}

/**
 * The sort keys of an order. `unindexed` turns the leading key into an expression no index
 * matches (adding zero), so that PostgreSQL collects the matching rows first and sorts them.
 */
function orderingOf(order: ProductOrder, query: string | undefined, unindexed = false): SQL[] {
  const lead = (column: AnyPgColumn, zero: SQL = sql`0`) => (unindexed ? sql`(${column} + ${zero})` : sql`${column}`);
  switch (order) {
    case 'relevance':
      return query
        ? [desc(sql`ts_rank(${products.searchVector}, ${textQuery(query)})`), desc(products.createdAt), asc(products.id)]
        : orderingOf('newest', query, unindexed);
    case 'price-asc':
      return [asc(lead(products.minPriceCents)), desc(products.createdAt), asc(products.id)];
    case 'price-desc':
      return [desc(lead(products.minPriceCents)), desc(products.createdAt), asc(products.id)];
    case 'rating':
      return [desc(lead(products.rating)), desc(products.reviewCount), asc(products.id)];
    case 'newest':
      return [desc(lead(products.createdAt, sql`interval '0 seconds'`)), asc(products.id)];
  }
}

export interface PriceBucket {
  min: number;
  max: number | null;
}

/** Which page of a list; `fewMatches` when the caller knows there are few (see list). */
export interface PageOf {
  offset: number;
  limit: number;
  fewMatches?: boolean;
}

/** One count of the facet statement: `value` is a category, colour, size or price bucket index. */
export interface FacetRow {
  facet: 'total' | 'category' | 'color' | 'size' | 'price';
  value: string;
  count: number;
}

/** Both drivers (pg and PGlite) answer raw SQL with `rows`. */

/** The first page of a product's reviews as its page first shows them. */
const firstReviewsPage = (db: Db, productId: string | Placeholder) =>
  productReviewsQuery(db, productId, { sort: DEFAULT_REVIEW_SORT, limit: REVIEW_PAGE_SIZE, offset: 0 });

/**
 * The price ranges a price filter spans, when its bounds are the ranges' own (as the storefront's
 * filter sends them): all of them without a filter, undefined when a bound falls inside a range.
 */
function bucketsOf(filters: ProductFilters, priceBuckets: readonly PriceBucket[]): number[] | undefined {
  const { minPriceCents: min, maxPriceCents: max } = filters;
  if (min !== undefined && !priceBuckets.some((bucket) => bucket.min === min)) return undefined;
  if (max !== undefined && !priceBuckets.some((bucket) => bucket.max === max)) return undefined;
  return priceBuckets.flatMap((bucket, index) =>
    (min === undefined || bucket.min >= min) && (max === undefined || (bucket.max !== null && bucket.max <= max)) ? [index] : [],
  );
}

/**
 * The facet counts of a filter combination without a search, summed from the facet cells that
 * a trigger keeps (see catalogueFacetCells): a few thousand rows at most, whatever the size of the
 * catalogue. The same rows as the pass over the products in `facets`, which a test holds equal.
 */
async function facetsFromCells(db: Db, filters: ProductFilters, buckets: number[]): Promise<FacetRow[]> {
  const cell = catalogueFacetCells;
  const color = filters.color ?? '*';
  const size = filters.size ?? '*';
  // A product is in the cells of each of its categories and of '*' (any category), once in each.
  const inCategory = sql`${cell.category} = ${filters.category ?? '*'}`;
  const inBuckets = sql`${cell.bucket} = any(${sql.param(buckets)}::int[])`;
  const count = sql`sum(${cell.products})::int`;
  const statement = sql`
    select 'total' as facet, '' as value, coalesce(${count}, 0) as count from ${cell}
      where ${cell.color} = ${color} and ${cell.size} = ${size} and ${inCategory} and ${inBuckets}
    union all
    select 'category', ${cell.category}, ${count} from ${cell}
      where ${cell.category} <> '*' and ${cell.color} = ${color} and ${cell.size} = ${size} and ${inBuckets}
      group by ${cell.category} having ${count} > 0
    union all
    select 'color', ${cell.color}, ${count} from ${cell}
      where ${cell.color} <> '*' and ${cell.size} = ${size} and ${inCategory} and ${inBuckets} group by ${cell.color} having ${count} > 0
    union all
    select 'size', ${cell.size}, ${count} from ${cell}
      where ${cell.size} <> '*' and ${cell.color} = ${color} and ${inCategory} and ${inBuckets} group by ${cell.size} having ${count} > 0
    union all
    select 'price', ${cell.bucket}::text, ${count} from ${cell}
      where ${cell.color} = ${color} and ${cell.size} = ${size} and ${inCategory} group by ${cell.bucket} having ${count} > 0`;
  return (await rowsOf<FacetRow>(db, statement)).map((row) => ({ ...row, count: Number(row.count) }));
}

/** The catalogue's reads, on the database or on a transaction (product editing reads back what it wrote with them). */
export function catalogueQueries(db: Db) {
  return {
    /**
     * A page of the catalogue. `fewMatches` (the caller knows the count) collects the matching
     * rows through the filters' indexes, then sorts them: otherwise PostgreSQL, which cannot
     * foresee how rare a combination is, may walk the whole catalogue down an order's index
     * looking for a page of them.
     */
    async list(filters: ProductFilters, order: ProductOrder, page: PageOf): Promise<ProductRow[]> {
      return db
        .select(productCardColumns)
        .from(products)
        .where(whereOf(filters))
        .orderBy(...orderingOf(order, filters.textQuery, page.fewMatches))
        .offset(page.offset)
        .limit(page.limit);
    },

    /**
     * The total and every facet's counts in one statement and one pass over the candidate rows
     * (the live products that match the search): each row carries whether it passes each
     * facet's filter, and each facet is counted over the rows that pass all the others.
     */
    async facets(filters: ProductFilters, priceBuckets: readonly PriceBucket[]): Promise<FacetRow[]> {
      const buckets = bucketsOf(filters, priceBuckets);
      if (!filters.textQuery && buckets) return facetsFromCells(db, filters, buckets);
      const condition = conditionsOf(filters);
      const passes = (filter: SQL | undefined) => filter ?? sql`true`;
      // The price ranges do not overlap: a product is in one of them at most.
      const inBucket = priceBuckets.map(
        (bucket, index) =>
          sql`when ${products.minPriceCents} >= ${bucket.min}${
            bucket.max === null ? sql`` : sql` and ${products.minPriceCents} < ${bucket.max}`
          } then ${String(index)}`,
      );
      const statement = sql`with candidates as materialized (
        select array_prepend(${products.category}, ${products.moreCategories}) as categories, ${products.colors} as colors, ${products.sizes} as sizes,
          case ${sql.join(inBucket, sql` `)} end as bucket,
          ${passes(condition.category)} as in_category,
          ${passes(condition.color)} as in_color,
          ${passes(condition.size)} as in_size,
          ${passes(condition.price)} as in_price
        from ${products}
        where ${and(condition.live, condition.text)}
      )
      select 'total' as facet, '' as value, count(*)::int as count from candidates where in_category and in_color and in_size and in_price
      union all
      select 'category', k.value, count(*)::int from candidates, unnest(categories) as k(value) where in_color and in_size and in_price group by k.value
      union all
      select 'color', c.value, count(*)::int from candidates, unnest(colors) as c(value) where in_category and in_size and in_price group by c.value
      union all
      select 'size', s.value, count(*)::int from candidates, unnest(sizes) as s(value) where in_category and in_color and in_price group by s.value
      union all
      select 'price', bucket, count(*)::int from candidates where bucket is not null and in_category and in_color and in_size group by bucket`;
      return (await rowsOf<FacetRow>(db, statement)).map((row) => ({ ...row, count: Number(row.count) }));
    },

    /**
     * Each search word's look-alikes in the catalogue's vocabulary: its nearest neighbours by
     * trigram word similarity (a KNN scan of the GiST index), kept when at least as similar as
     * LOOK_ALIKE_SIMILARITY.
     */
    async lookAlikes(words: string[]): Promise<{ term: string; word: string }[]> {
      if (words.length === 0) return [];
      return rowsOf<{ term: string; word: string }>(
        db,
        sql`
        select q.term, near.word from unnest(${sql.param(words)}::text[]) as q(term)
        cross join lateral (
          select word, q.term <<-> word as distance from ${searchWords} order by q.term <<-> word limit ${LOOK_ALIKES_PER_WORD}
        ) as near
        where near.distance <= ${1 - LOOK_ALIKE_SIMILARITY} and near.word <> q.term`,
      );
    },

    ...shopOptionQueries(db),

    /**
     * Every category in the shop's order, for the storefront's filter (hidden ones left out there),
     * each named in `language` where it has a name there (the default language's otherwise).
     */
    async categories(language?: string): Promise<{ handle: string; name: string; hidden: boolean }[]> {
      const columns = { handle: categories.handle, name: categories.name, hidden: categories.hidden };
      if (!language) return db.select(columns).from(categories).orderBy(asc(categories.position), asc(categories.name));
      return db
        .select({ ...columns, name: sql<string>`coalesce(nullif(${categoryTranslations.name}, ''), ${categories.name})` })
        .from(categories)
        .leftJoin(
          categoryTranslations,
          and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.language, language)),
        )
        .orderBy(asc(categories.position), asc(categories.name));
    },

    /** The products' words in `language`, by product id: only those that have a translation there (docs/decisions/046). */
    async productTranslations(productIds: string[], language: string): Promise<Map<string, TranslatedProductWords>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .select({
          productId: productTranslations.productId,
          name: productTranslations.name,
          description: productTranslations.description,
          seoTitle: productTranslations.seoTitle,
          seoDescription: productTranslations.seoDescription,
        })
        .from(productTranslations)
        .where(and(eq(productTranslations.language, language), inArray(productTranslations.productId, productIds)));
      return new Map(rows.map(({ productId, ...words }) => [productId, words]));
    },

    /** Live products by id, in the order of `ids`, as lists show them (`cards`) or with every variant. */
    async listByIds(ids: string[], { cards = false } = {}): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(cards ? productCardColumns : productColumns)
        .from(products)
        .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * The variants' own prices of these products (null: the product's), for their prices in
     * another currency: lists carry each product's price range alone.
     */
    async variantPricesOf(
      productIds: string[],
    ): Promise<{ productId: string; color: string; size: string; priceCents: number | null; compareAtCents: number | null }[]> {
      if (productIds.length === 0) return [];
      return db
        .select({
          productId: productVariants.productId,
          color: productVariants.color,
          size: productVariants.size,
          priceCents: productVariants.priceCents,
          compareAtCents: productVariants.compareAtCents,
        })
        .from(productVariants)
        .where(inArray(productVariants.productId, productIds));
    },

    /** The live product an address names: by its handle, or by one it had. */
    async idOfHandle(handle: string): Promise<string | undefined> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`(select id from ${products} where handle = ${handle} and archived_at is null)
          union all (select r.product_id from ${productHandleRedirects} r join ${products} p on p.id = r.product_id
            where r.handle = ${handle} and p.archived_at is null)
          limit 1`,
      );
      return rows[0]?.id;
    },

    async findById(id: string, options: { includeArchived?: boolean } = {}): Promise<ProductRow | undefined> {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.id, id), options.includeArchived ? undefined : isNull(products.archivedAt)))
        .limit(1);
      return row;
    },

    /** The first page of the product's reviews, most helpful first. */
    async reviewsOf(productId: string) {
      return firstReviewsPage(db, productId);
    },

    /** Up to `limit` other live products of the product's category, best rated first. */
    async related(id: string, category: string, limit: number): Promise<ProductRow[]> {
      return db
        .select(productCardColumns)
        .from(products)
        .where(and(eq(products.category, category), ne(products.id, id), isNull(products.archivedAt)))
        .orderBy(desc(products.rating), desc(products.createdAt), asc(products.id))
        .limit(limit);
    },

    /** How many live products the sitemap lists. */
    async countForSitemap(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(products).where(isNull(products.archivedAt));
      return row?.value ?? 0;
    },

    /** A slice of the live products' ids and last changes, newest first, for one part of the sitemap. */
    async listForSitemap(offset: number, limit: number) {
      return db
        .select({ handle: products.handle, updatedAt: products.updatedAt })
        .from(products)
        .where(isNull(products.archivedAt))
        .orderBy(desc(products.createdAt), desc(products.id))
        .offset(offset)
        .limit(limit);
    },
  };
}

export function createCatalogueRepository(db: Db) {
  const queries = catalogueQueries(db);
  // The product page's reads, prepared once: drizzle builds their SQL once, and PostgreSQL
  // plans them once per connection.
  const liveById = db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), isNull(products.archivedAt)))
    .limit(1)
    .prepare('product_live_by_id');
  const reviewsById = firstReviewsPage(db, sql.placeholder('productId')).prepare('product_reviews');
  // The shop's first page as most visitors see it: every live product, newest first.
  const newestPage = db
    .select(productCardColumns)
    .from(products)
    .where(whereOf({}))
    .orderBy(...orderingOf('newest', undefined))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare('products_newest_page');
  // Read before every cached answer: one indexed row.
  const currentVersion = db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare('catalogue_version');
  return {
    ...queries,
    /** The catalogue's version: any write to what its answers show moves it on (docs/decisions/022). */
    async version(): Promise<number> {
      const [row] = await currentVersion.execute();
      return row?.version ?? 0;
    },
    async list(filters: ProductFilters, order: ProductOrder, page: PageOf): Promise<ProductRow[]> {
      const unfiltered = Object.values(filters).every((value) => value === undefined);
      if (unfiltered && order === 'newest' && !page.fewMatches) return newestPage.execute({ offset: page.offset, limit: page.limit });
      return queries.list(filters, order, page);
    },
    async findById(id: string, options: { includeArchived?: boolean } = {}): Promise<ProductRow | undefined> {
      if (options.includeArchived) return queries.findById(id, options);
      const [row] = await liveById.execute({ id });
      return row;
    },
    reviewsOf: (productId: string) => reviewsById.execute({ productId }),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

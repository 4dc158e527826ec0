import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CategoryFeedMapping } from '@shop/shared/product-feed';
import type { Db } from '../../db/client';
import { catalogueVersion, categories, colors, products, productVariants } from '../../db/schema/index';

/** A variant as the feeds read it: its own facts, in cents. */
export interface FeedVariantRow {
  color: string;
  size: string;
  /** Null when its stock is not counted: it can always be bought. */
  stock: number | null;
  sku: string;
  barcode: string | null;
  priceCents: number | null;
  compareAtCents: number | null;
}

/** A product as the feeds read it: what an item shows, and nothing else (no ratings, no search text). */
export interface FeedProductRow {
  id: string;
  handle: string;
  name: string;
  description: string;
  category: string;
  moreCategories: string[];
  priceCents: number;
  oldPriceCents: number | null;
  image: string;
  imageColor: string | null;
  /** The gallery's pictures, each with its colour (no widths). */
  gallery: { image: string; color: string | null }[];
  trackStock: boolean;
  /** In the product's order of colours, then of sizes; null when it has none. */
  variants: FeedVariantRow[] | null;
}

// NOTE: inside a subquery, drizzle's unqualified "id" could be the subquery's own column.
const PRODUCT = sql.raw('"products"');

const variantsJson = sql<FeedVariantRow[] | null>`(
  select json_agg(json_build_object('color', v.color, 'size', v.size, 'stock', v.stock, 'sku', v.sku, 'barcode', v.barcode,
    'priceCents', v.price_cents, 'compareAtCents', v.compare_at_cents)
    order by array_position(${PRODUCT}.colors, v.color), array_position(${PRODUCT}.sizes, v.size), v.color, v.size)
  from ${productVariants} v where v.product_id = ${PRODUCT}.id
)`;

/** The gallery without its widths: the feeds link one picture of each. */
const galleryJson = sql<{ image: string; color: string | null }[]>`coalesce((
  select json_agg(json_build_object('image', g.value->>'image', 'color', g.value->>'color') order by g.ordinality)
  from jsonb_array_elements(${products.gallery}) with ordinality as g(value, ordinality)
), '[]'::json)`;

const feedColumns = {
  id: products.id,
  handle: products.handle,
  name: products.name,
  description: products.description,
  category: products.category,
  moreCategories: products.moreCategories,
  priceCents: products.priceCents,
  oldPriceCents: products.oldPriceCents,
  image: products.image,
  imageColor: products.imageColor,
  gallery: galleryJson,
  trackStock: products.trackStock,
  variants: variantsJson,
};

/** The feeds' reads: the catalogue's version, the categories' mapping, the colours' names, and the products a batch at a time. */
export function createFeedsRepository(db: Db) {
  // Read before every feed answer: one indexed row (docs/decisions/022).
  const currentVersion = db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare('feeds_catalogue_version');

  return {
    /** The catalogue's version: every write to products, variants, categories or colours moves it on. */
    async version(): Promise<number> {
      const [row] = await currentVersion.execute();
      return row?.version ?? 0;
    },

    /** Every category's name and what it tells the feeds, by handle. */
    async categories(): Promise<Map<string, CategoryFeedMapping & { name: string }>> {
      const rows = await db
        .select({
          handle: categories.handle,
          name: categories.name,
          googleProductCategory: categories.googleProductCategory,
          gender: categories.gender,
          ageGroup: categories.ageGroup,
        })
        .from(categories);
      return new Map(rows.map(({ handle, ...mapping }) => [handle, mapping]));
    },

    /** Every colour's name, by handle. */
    async colorNames(): Promise<Map<string, string>> {
      const rows = await db.select({ handle: colors.handle, name: colors.name }).from(colors);
      return new Map(rows.map((row) => [row.handle, row.name]));
    },

    /**
     * Up to `limit` of the products a feed lists (live, not gift cards) after the id `after`, by
     * id: a feed reads the catalogue in such slices, each through the primary key.
     */
    async productsAfter(after: string | null, limit: number): Promise<FeedProductRow[]> {
      return db
        .select(feedColumns)
        .from(products)
        .where(and(isNull(products.archivedAt), isNull(products.giftCard), after === null ? undefined : gt(products.id, after)))
        .orderBy(asc(products.id))
        .limit(limit);
    },
  };
}

export type FeedsRepository = ReturnType<typeof createFeedsRepository>;

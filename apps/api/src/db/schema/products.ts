import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
import { createdAt, id, updatedAt, moment, parentRef, weakRef } from './columns';
import { categories } from './categories';
import { sizeSets } from './size-sets';
import { users } from './users';

/** A gift card product's values in cents: the fixed ones, lowest first, and a custom amount's limits (both null for none). */
export interface GiftCardOfferCents {
  amountsCents: number[];
  customMinCents: number | null;
  customMaxCents: number | null;
}

export interface ImageWidth {
  width: number;
  url: string;
}

/** One picture of a product's gallery, with every stored width; `color` ties it to one of the product's colours. */
export interface GalleryImage {
  image: string;
  imageSet: ImageWidth[] | null;
  color: string | null;
}

export const products = pgTable(
  'products',
  {
    id: id(),
    /**
     * The last part of its address (`/shop/{handle}`), unique; a product written without one gets
     * a free one made from its name (shop_product_handle, migration 0022).
     */
    handle: text('handle').notNull().default(''),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The title and description search engines show of its page; empty means generated. */
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** The main category's handle (categories). */
    category: text('category')
      .notNull()
      .references(() => categories.handle, { onUpdate: 'cascade' }),
    /**
     * Its further categories' handles (categories), never the main one: the product is listed and
     * counted in each of them too. The database keeps them with their categories: a new handle
     * is renamed in every list, and a category still listed is not deleted (migration 0023).
     */
    moreCategories: text('more_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The size set's handle (size_sets): `sizes` are of it, in its order. Null only while no set holds them all. */
    sizeSet: text('size_set').references(() => sizeSets.handle, { onUpdate: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    /**
     * The lowest price over its variants (a variant's own, or this price): what its card reads
     * as 'From $X', and what the price filter, the price sorts and the facet cells use. Kept by
     * triggers on products and variants (migration 0025).
     */
    minPriceCents: integer('min_price_cents').notNull().default(0),
    oldPriceCents: integer('old_price_cents'),
    /** The largest rendition; `imageSet` lists every width for `srcset`. */
    image: text('image').notNull().default(''),
    imageSet: jsonb('image_set').$type<ImageWidth[]>(),
    /** The pictures after the first (`image`), in the admin's order, each maybe tied to a colour. */
    gallery: jsonb('gallery').$type<GalleryImage[]>().notNull().default([]),
    /** The main picture's colour, when it shows one of the colours. */
    imageColor: text('image_color'),
    /** Final-sale products cannot be exchanged (the exchanges policy). */
    finalSale: boolean('final_sale').notNull().default(false),
    /** Mean of the product's reviews, kept current when a review changes. */
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** How many reviews say it runs small, true to size or large, kept current with the rating. */
    fitSmall: integer('fit_small').notNull().default(0),
    fitTrue: integer('fit_true').notNull().default(0),
    fitLarge: integer('fit_large').notNull().default(0),
    /**
     * Whether any of its variants counts its stock (a variant's null stock is not counted); kept
     * by the writers with the stock lines. An untracked product can always be bought.
     */
    trackStock: boolean('track_stock').notNull().default(false),
    /** Its tax class ('standard', 'reduced', 'zero'): the tax table may give each its own rate per place. */
    taxClass: text('tax_class').notNull().default('standard'),
    /** Set for a gift card: its fixed values and a custom amount's limits, in cents. Null for goods. */
    giftCard: jsonb('gift_card').$type<GiftCardOfferCents>(),
    authorId: weakRef('author_id', () => users.id),
    /** A product that is in an order is archived, not erased. */
    archivedAt: moment('archived_at'),
    /**
     * Search material, kept by the database: the words without hyphens (so 'tshirt' meets
     * 'T-Shirt'), which a trigger collects into `search_words`, and a weighted full-text vector.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(replace(name || ' ' || category || ' ' || shop_join_words(colors) || ' ' || description, '-', ''))`,
    ),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', replace(name, '-', '')), 'A') || setweight(to_tsvector('english', category || ' ' || shop_join_words(colors)), 'B') || setweight(to_tsvector('english', replace(description, '-', '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_old_price_positive', sql`${t.oldPriceCents} is null or ${t.oldPriceCents} > 0`),
    check('products_more_categories_not_main', sql`not (${t.category} = any(${t.moreCategories}))`),
    index('products_category_idx').on(t.category),
    index('products_size_set_idx').on(t.sizeSet),
    uniqueIndex('products_handle_key').on(t.handle),
    index('products_price_idx').on(t.priceCents),
    index('products_min_price_idx').on(t.minPriceCents),
    // The live catalogue, newest first: the shop's default order, and its count for the admin.
    index('products_live_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.archivedAt} is null`),
    index('products_rating_idx').on(t.rating),
    index('products_more_categories_idx').using('gin', t.moreCategories),
    index('products_colors_idx').using('gin', t.colors),
    index('products_sizes_idx').using('gin', t.sizes),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_author_id_idx').on(t.authorId),
  ],
);

/**
 * Every word of the catalogue's search text, collected by a trigger on products (migration
 * 0005). A search word's look-alikes (its likely meanings when misspelt) are its nearest
 * neighbours here, by trigram word similarity through the GiST index; the products are then
 * found through the full-text index. Neither cost grows with the catalogue beyond its
 * vocabulary and the matching rows.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_word_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`)],
);

/**
 * A product's variants: one row per colour x size it is offered in, with its own facts. A null
 * stock is not counted: that variant can always be bought (migration 0024). A variant's price
 * and compare-at price override the product's when set (docs/decisions/025, 029).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    productId: parentRef('product_id', () => products.id),
    color: text('color').notNull(),
    size: text('size').notNull(),
    /** Units in stock; null when this variant's stock is not counted (it can always be bought). */
    stock: integer('stock'),
    /** Unique across the shop, upper case; an insert without one gets shop_default_sku's (migration 0019). */
    sku: text('sku').notNull().default(''),
    /** A GTIN (8, 12, 13 or 14 digits) whose check digit holds. */
    barcode: text('barcode'),
    weightGrams: integer('weight_grams'),
    priceCents: integer('price_cents'),
    compareAtCents: integer('compare_at_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.color, t.size] }),
    uniqueIndex('product_variants_sku_key').on(t.sku),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('product_variants_price_positive', sql`${t.priceCents} is null or ${t.priceCents} > 0`),
    check('product_variants_compare_at_positive', sql`${t.compareAtCents} is null or ${t.compareAtCents} > 0`),
    check('product_variants_weight_nonnegative', sql`${t.weightGrams} is null or ${t.weightGrams} >= 0`),
  ],
);

/**
 * One row: a number that every write to what the catalogue's answers show moves on, in the same
 * transaction (triggers on the products, their stock, reviews and their votes, the reviewers'
 * names and pictures, and orders' payment, which makes a review 'Verified buyer'). The catalogue
 * keeps each answer under the version it was read at: docs/decisions/022.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The live products counted by category, colour, size and price range, kept by a trigger on
 * products: each product is counted once in every cell of its category and price range, for
 * each of its colours and '*' (any colour), and each of its sizes and '*' (any size). The facet
 * counts of any filter combination without a search (and with a price filter on the ranges'
 * bounds) are sums over these few thousand rows, instead of a pass over every product.
 */
export const catalogueFacetCells = pgTable(
  'catalogue_facet_cells',
  {
    category: text('category').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    /** The index of the price range in the shop's ranges (shop_price_bucket in the migration). */
    bucket: integer('bucket').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.color, t.size, t.bucket] })],
);

/**
 * A product's former handles: `/shop/{old}` answers 301 to its current address. A handle given
 * up points at its last product; taken again by a product, it is that product's own again
 * (migration 0022's trigger keeps both).
 */
export const productHandleRedirects = pgTable(
  'product_handle_redirects',
  {
    handle: text('handle').primaryKey(),
    productId: parentRef('product_id', () => products.id),
    createdAt: createdAt(),
  },
  (t) => [index('product_handle_redirects_product_idx').on(t.productId)],
);

import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { colors } from './colors';
import { contentPages } from './content-pages';
import { moment, parentRef, updatedAt, weakRef } from './columns';
import { products } from './products';
import { users } from './users';

/**
 * The brand's own words in the shop's other languages (docs/decisions/046): one table per kind of
 * thing, a row per thing and language, going with its thing. A field left empty ('') shows the
 * default language's, field by field; a row with every field empty is not kept. The default
 * language's words are the thing's own columns, never a row here. The catalogue's answers show the
 * products', categories' and colours' translations: a trigger on each moves the catalogue's
 * version on (migration 0052, docs/decisions/022).
 */
const language = () => text('language').notNull();
/** A language code as `packages/shared/src/languages.ts` writes them: 'fr'. */
const languageCode = (column: unknown) => sql`${column} ~ '^[a-z]{2}$'`;

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: parentRef('product_id', () => products.id),
    language: language(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] }), check('product_translations_language_code', languageCode(t.language))],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: parentRef('category_id', () => categories.id),
    language: language(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.language] }), check('category_translations_language_code', languageCode(t.language))],
);

export const colorTranslations = pgTable(
  'color_translations',
  {
    colorId: parentRef('color_id', () => colors.id),
    language: language(),
    name: text('name').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.colorId, t.language] }), check('color_translations_language_code', languageCode(t.language))],
);

/**
 * A page's words in another language. Its Markdown is rendered and sanitised on read, as the
 * page's own is; `version` counts its saves, so that the rendered HTML is kept per save.
 */
export const contentPageTranslations = pgTable(
  'content_page_translations',
  {
    pageId: parentRef('page_id', () => contentPages.id),
    language: language(),
    title: text('title').notNull().default(''),
    markdown: text('markdown').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /** Who saved these words last. */
    updatedBy: weakRef('updated_by', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.language] }), check('content_page_translations_language_code', languageCode(t.language))],
);

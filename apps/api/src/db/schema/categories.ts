import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { FEED_AGE_GROUPS, FEED_GENDERS, type FeedAgeGroup, type FeedGender } from '@shop/shared/product-feed';
import { createdAt, id, updatedAt } from './columns';

const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The shop's categories (collections), which the admin keeps: each product's `category` is one
 * of their handles, so that `/shop?category=kids` names one. A handle renamed is renamed in
 * every product with it (ON UPDATE CASCADE); a category with products cannot be deleted until
 * they have gone elsewhere (the service moves them). Hidden ones are left out of the storefront.
 */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    /** The value in the shop's addresses and in each product's `category`: lower case (CategoryHandleSchema). */
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** An uploaded picture (/uploads/...), or empty. */
    image: text('image').notNull().default(''),
    /** The admin's order, smallest first. */
    position: integer('position').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    /** The title and description search engines show of the category's page; empty means generated. */
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** What the product feeds tell Google and Meta of its products (docs/feeds.md): a Google product category's id or path, or empty. */
    googleProductCategory: text('google_product_category').notNull().default(''),
    /** Who its clothes are for, and their age group; null for not said. */
    gender: text('gender').$type<FeedGender>(),
    ageGroup: text('age_group').$type<FeedAgeGroup>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_handle_idx').on(t.handle),
    check('categories_gender_known', sql`${t.gender} is null or ${t.gender} in (${oneOf(FEED_GENDERS)})`),
    check('categories_age_group_known', sql`${t.ageGroup} is null or ${t.ageGroup} in (${oneOf(FEED_AGE_GROUPS)})`),
  ],
);

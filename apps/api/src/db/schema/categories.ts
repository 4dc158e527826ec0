import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_handle_idx').on(t.handle)],
);

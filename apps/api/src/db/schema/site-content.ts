import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt, weakRef } from './columns';
import { users } from './users';

/**
 * What the shop owner writes on the storefront without a developer: the home page's blocks
 * ('home'), the announcement bar ('announcement') and the footer ('footer'), one row each,
 * validated by the shared zod schemas of packages/shared/src/site-content.schema.ts. No row is
 * the default: the storefront as it ships (the site-content module).
 */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  /** Who saved it last; null once that account is gone. */
  updatedBy: weakRef('updated_by', () => users.id),
  updatedAt: updatedAt(),
});

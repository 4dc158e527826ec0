import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Secrets the shop makes for itself on first use and every instance shares, for example the
 * key that signs guests' order tracking links when no SESSION_SECRET is set.
 */
export const shopSecrets = pgTable('shop_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

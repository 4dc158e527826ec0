import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, parentRef } from './columns';
import { products } from './products';
import { users } from './users';

/** One review per user per product; posting again updates it. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: parentRef('user_id', () => users.id),
    productId: parentRef('product_id', () => products.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_user_product_key').on(t.userId, t.productId),
    index('reviews_product_updated_idx').on(t.productId, t.updatedAt),
    index('reviews_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

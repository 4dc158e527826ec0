import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { REVIEW_FITS } from '@shop/shared/constants';
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
    /** 'small', 'true' (to size) or 'large'; null when the author did not say. */
    fit: text('fit', { enum: REVIEW_FITS }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_fit_known', sql`${t.fit} in ('small', 'true', 'large')`),
    uniqueIndex('reviews_user_product_key').on(t.userId, t.productId),
    index('reviews_product_updated_idx').on(t.productId, t.updatedAt),
    index('reviews_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

/** 'Helpful' votes: one per signed-in user and review; voting again takes it back. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: parentRef('review_id', () => reviews.id),
    userId: parentRef('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_votes_user_idx').on(t.userId)],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { REVIEW_FITS } from '@shop/shared/constants';
import { createdAt, id, moment, updatedAt, parentRef, weakRef } from './columns';
import { products, type ImageWidth } from './products';
import { users } from './users';

/** One review per user per product; posting again updates it. A deleted account's kept reviews name nobody. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    /** The author; null once their account is deleted and the review kept under no name (docs/decisions/039). */
    userId: weakRef('user_id', () => users.id),
    productId: parentRef('product_id', () => products.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    /** 'small', 'true' (to size) or 'large'; null when the author did not say. */
    fit: text('fit', { enum: REVIEW_FITS }),
    /** The size the author usually wears, when they share it ('L'). */
    usualSize: text('usual_size'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_fit_known', sql`${t.fit} in ('small', 'true', 'large')`),
    check('reviews_usual_size_length', sql`char_length(${t.usualSize}) <= 20`),
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

/** How many photos one review may carry. */
export const REVIEW_PHOTOS_MAX = 4;

/**
 * A buyer's photo on their review: an upload's stored picture and widths (as a product image
 * keeps them), which the uploads' cleanup counts as a reference. `approvedAt` is null while the
 * photo waits for a moderator (REVIEW_PHOTOS_NEED_APPROVAL); at most four per review.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: id(),
    reviewId: parentRef('review_id', () => reviews.id),
    /** The widest rendition's address (`/uploads/<name>-<width>.webp`). */
    image: text('image').notNull(),
    images: jsonb('images').$type<ImageWidth[]>().notNull(),
    position: integer('position').notNull(),
    approvedAt: moment('approved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('review_photos_position_range', sql`${t.position} between 0 and ${sql.raw(String(REVIEW_PHOTOS_MAX - 1))}`),
    uniqueIndex('review_photos_review_position_key').on(t.reviewId, t.position),
  ],
);

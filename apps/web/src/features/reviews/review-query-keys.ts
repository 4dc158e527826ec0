import type { UserReviewsQuerySchema } from '@shop/shared/review.schema';
import type { z } from 'zod';

/** A page of a user's own reviews, as the API reads it. */
export type ReviewsPageQuery = z.output<typeof UserReviewsQuerySchema>;

/**
 * Every query about reviews starts with `reviews`, so that one invalidation after a review is
 * posted refetches the user's list. (The product pages, which carry their reviews, live under
 * the catalogue's `products` keys.)
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  /** A page of one user's own reviews (`/reviews/mine`), keyed by the user. */
  ofUser: (userId: string, query: ReviewsPageQuery) => [...reviewKeys.all, 'user', userId, query] as const,
};

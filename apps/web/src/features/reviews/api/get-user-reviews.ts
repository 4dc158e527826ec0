import { UserReviewsResponseSchema, type UserReview, type UserReviewsResponse } from '@shop/shared/review.schema';
import { api } from '@/lib/api-client';
import { usePagedQuery } from '@/lib/use-paged-list';
import { reviewKeys, type ReviewsPageQuery } from '../review-query-keys';

/** A review as the user's list has it: with the product's name (null once the product is gone). */
export type { UserReview };

/** A page of the signed-in user's reviews, newest first. The session says whose. */
export function getMyReviews(query: ReviewsPageQuery, signal?: AbortSignal): Promise<UserReviewsResponse> {
  return api.get('/reviews/mine', { query: { page: query.page, limit: query.limit }, schema: UserReviewsResponseSchema, signal });
}

/**
 * The reviews the signed-in user has written, a page at a time, newest first. Nothing is asked
 * until the user is known; their id keys the cache.
 */
export function useMyReviews(userId: string | undefined, query: ReviewsPageQuery) {
  return usePagedQuery(reviewKeys.ofUser(userId ?? '', query), (signal) => getMyReviews(query, signal), { enabled: Boolean(userId) });
}

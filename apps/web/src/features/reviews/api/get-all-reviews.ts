import { AllReviewsResponseSchema, type AllReviewsResponse } from '@shop/shared/review.schema';
import { api } from '@/lib/api-client';
import { usePagedQuery } from '@/lib/use-paged-list';
import { reviewKeys } from '../review-query-keys';

export interface AllReviewsQuery {
  page: number;
  limit: number;
}

/**
 * The admin's list lives under the review keys (`reviews`), so that a delete (or any post or
 * edit, which invalidate the same keys) refetches it.
 */
export const allReviewsKeys = {
  list: (query: AllReviewsQuery) => [...reviewKeys.all, 'admin', query] as const,
};

/** One page of every review of the shop (admin), newest first, with the total across pages. */
export function getAllReviews(query: AllReviewsQuery, signal?: AbortSignal): Promise<AllReviewsResponse> {
  return api.get('/reviews/all', { query: { page: query.page, limit: query.limit }, schema: AllReviewsResponseSchema, signal });
}

export function useAllReviews(query: AllReviewsQuery) {
  return usePagedQuery(allReviewsKeys.list(query), (signal) => getAllReviews(query, signal));
}

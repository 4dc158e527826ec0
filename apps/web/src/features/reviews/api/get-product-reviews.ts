import { DEFAULT_REVIEW_SORT, REVIEW_PAGE_SIZE, type ReviewSort } from '@shop/shared/constants';
import type { Review } from '@shop/shared/product.schema';
import type { ReviewListResponse } from '@shop/shared/review.schema';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CATALOGUE_STALE_MS } from '@/lib/product-query-keys';
import { reviewKeys } from '../review-query-keys';

/** How a product's reviews are listed: their order, and whether only verified buyers' or only those with photos are shown. */
export interface ReviewListView {
  sort: ReviewSort;
  verifiedOnly: boolean;
  withPhotos: boolean;
}

export const DEFAULT_REVIEW_VIEW: ReviewListView = { sort: DEFAULT_REVIEW_SORT, verifiedOnly: false, withPhotos: false };

export const isDefaultReviewView = (view: ReviewListView) => view.sort === DEFAULT_REVIEW_SORT && !view.verifiedOnly && !view.withPhotos;

/** The pages of reviews loaded so far, as the list's query keeps them. */
export type ReviewPages = InfiniteData<ReviewListResponse, number>;

/**
 * A product's review lists live under the review keys (`reviews`), so that the one invalidation
 * after a review is posted, edited or deleted refetches them with the user's own list.
 * The viewer is in the key: the answer says which reviews they found helpful.
 */
export const productReviewKeys = {
  all: (productId: string) => [...reviewKeys.all, 'product', productId] as const,
  list: (productId: string, view: ReviewListView, viewerId: string | null) =>
    [...productReviewKeys.all(productId), view.sort, view.verifiedOnly, view.withPhotos, viewerId] as const,
};

/** One page of a product's reviews (the session, if any, marks the viewer's helpful votes). */
export function getProductReviews(productId: string, view: ReviewListView, page: number, signal?: AbortSignal) {
  return api.get<ReviewListResponse>('/reviews', {
    query: {
      productId,
      sort: view.sort,
      verified: view.verifiedOnly ? 'true' : undefined,
      withPhotos: view.withPhotos ? 'true' : undefined,
      page,
    },
    signal,
  });
}

/** A product's reviews page by page, for a "Show more" list. */
export function productReviewsQueryOptions(productId: string, view: ReviewListView, viewerId: string | null) {
  return infiniteQueryOptions({
    queryKey: productReviewKeys.list(productId, view, viewerId),
    queryFn: ({ pageParam, signal }) => getProductReviews(productId, view, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewListResponse) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/**
 * The first page of the default list as the product's own answer carries it (GET /products/{id}
 * returns the first page, most helpful first, without the viewer's votes), so the product page
 * shows its reviews, server-rendered, without a second request.
 */
export function reviewPagesFromProduct(reviews: Review[], reviewCount: number): ReviewPages {
  return {
    pages: [
      {
        reviews,
        totalReviews: reviewCount,
        totalPages: Math.ceil(reviewCount / REVIEW_PAGE_SIZE),
        page: 1,
        limit: REVIEW_PAGE_SIZE,
      },
    ],
    pageParams: [1],
  };
}

/** The first page of the default list, as the product's answer carries it, and when it arrived. */
export interface SeededReviews {
  pages: ReviewPages;
  updatedAt: number;
}

/**
 * A product's reviews in the chosen view, as the viewer sees them.
 * - The default list starts from the product's own first page (`seed`): the server renders it,
 *   and the browser hydrates from the same cache entry, since every visitor is signed out then.
 * - Once the viewer is known, their own list (with their helpful votes) loads in its place; the
 *   signed-out one stays on screen meanwhile, and so does the previous view while another loads.
 */
export function useProductReviews(productId: string, view: ReviewListView, viewerId: string | null, seed: SeededReviews) {
  const seeded = isDefaultReviewView(view);
  return useInfiniteQuery({
    ...productReviewsQueryOptions(productId, view, viewerId),
    initialData: seeded && viewerId === null ? seed.pages : undefined,
    initialDataUpdatedAt: seed.updatedAt,
    placeholderData: (previous) => previous ?? (seeded ? seed.pages : undefined),
  });
}

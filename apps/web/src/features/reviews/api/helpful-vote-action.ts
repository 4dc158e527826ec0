import type { ProductDetailResponse, Review } from '@shop/shared/product.schema';
import type { HelpfulVoteResponseSchema } from '@shop/shared/review.schema';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/product-query-keys';
import { productReviewKeys, type ReviewPages } from './get-product-reviews';

export type HelpfulVote = z.infer<typeof HelpfulVoteResponseSchema>;

/** Toggles the signed-in viewer's 'Helpful' vote on a review; the answer says where it now stands. */
export function voteHelpful(reviewId: string): Promise<HelpfulVote> {
  return api.post<HelpfulVote>(`/reviews/${encodeURIComponent(reviewId)}/helpful`);
}

/** The review's vote, changed in every cached list of the product and in the product's own first page. */
function setVote(queryClient: QueryClient, productId: string, reviewId: string, vote: HelpfulVote) {
  const patch = (review: Review): Review =>
    review._id === reviewId ? { ...review, helpfulByMe: vote.helpful, helpfulCount: vote.helpfulCount } : review;
  queryClient.setQueriesData<ReviewPages>({ queryKey: productReviewKeys.all(productId) }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, reviews: page.reviews.map(patch) })) } : data,
  );
  queryClient.setQueryData<ProductDetailResponse>(productKeys.detail(productId), (data) =>
    data ? { ...data, reviews: data.reviews.map(patch) } : data,
  );
}

/**
 * The vote: the count changes on screen at once and is corrected by the answer (or put back when
 * the vote fails). NOTE: the lists are patched, not refetched, so that a list sorted by
 * helpfulness does not reorder under the shopper's pointer. NOTE: no cancelQueries first:
 * cancelling the viewer's first fetch of the list (it may be on its way) would leave it without
 * data and without a refetch; a refetch that lands is the truth anyway.
 */
export async function runHelpfulVote(queryClient: QueryClient, productId: string, review: Review): Promise<void> {
  const before: HelpfulVote = { helpful: review.helpfulByMe ?? false, helpfulCount: review.helpfulCount };
  setVote(queryClient, productId, review._id, {
    helpful: !before.helpful,
    helpfulCount: Math.max(0, before.helpfulCount + (before.helpful ? -1 : 1)),
  });
  try {
    setVote(queryClient, productId, review._id, await voteHelpful(review._id));
  } catch (error) {
    setVote(queryClient, productId, review._id, before);
    throw error;
  }
}

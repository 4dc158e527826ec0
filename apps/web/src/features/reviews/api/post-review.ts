import { PostReviewResponseSchema, type PostReviewInput } from '@shop/shared/review.schema';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/product-query-keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { reviewKeys } from '../review-query-keys';

export function postReview(input: PostReviewInput) {
  return api.post('/reviews/post-review', input, { schema: PostReviewResponseSchema });
}

/**
 * Posts (or replaces) the signed-in user's review of a product. On success the product pages and
 * lists (their rating and reviews), the user's reviews and their stats refetch before the
 * mutation settles, so the new comment is on screen when the modal closes.
 */
export function usePostReview() {
  return useInvalidatingMutation(postReview, [productKeys.all, reviewKeys.all, [...userKeys.all, 'stats']]);
}

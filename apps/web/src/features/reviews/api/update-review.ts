import { PostReviewResponseSchema, type UpdateReviewInput } from '@shop/shared/review.schema';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/product-query-keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { reviewKeys } from '../review-query-keys';

/** The answer has the same shape as a post's: `{ message: 'Review updated.', review }`. */
export function updateReview({ id, fields }: { id: string; fields: UpdateReviewInput }) {
  return api.patch(`/reviews/${encodeURIComponent(id)}`, fields, { schema: PostReviewResponseSchema });
}

/**
 * Changes the signed-in author's review. Like a post, it settles once the product (its rating
 * and fit summary), the user's reviews and their stats have refetched.
 */
export function useUpdateReview() {
  return useInvalidatingMutation(updateReview, [productKeys.all, reviewKeys.all, [...userKeys.all, 'stats']]);
}

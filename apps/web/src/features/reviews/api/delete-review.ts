import { MessageResponseSchema } from '@shop/shared/common.schema';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/product-query-keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { reviewKeys } from '../review-query-keys';

/** The author deletes their own review; an admin may delete any (the API audits that). */
export function deleteReview(id: string): Promise<{ message: string }> {
  return api.delete(`/reviews/${encodeURIComponent(id)}`, { schema: MessageResponseSchema });
}

/**
 * Deletes a review by id. The product pages (rating, count, fit) and lists, every review list
 * and the user's stats refetch before the mutation settles, as after a post.
 */
export function useDeleteReview() {
  return useInvalidatingMutation(deleteReview, [productKeys.all, reviewKeys.all, [...userKeys.all, 'stats']]);
}

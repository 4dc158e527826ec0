import { PostReviewResponseSchema, type PostReviewInput } from '@shop/shared/review.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/features/auth/user-query-keys';
import { productKeys } from '@/features/catalog/product-query-keys';
import { api } from '@/lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...userKeys.all, 'stats'] }),
      ]),
  });
}

import { UserReviewsResponseSchema, type UserReview } from '@shop/shared/review.schema';
import { api } from '@/lib/api-client';
import { useQueryOnceKnown } from '@/lib/use-query-once-known';
import { reviewKeys } from '../review-query-keys';

/** A review as the user's list has it: with the product's name (null once the product is gone). */
export type { UserReview };

export async function getUserReviews(userId: string, signal?: AbortSignal): Promise<UserReview[]> {
  const { reviews } = await api.get(`/reviews/${encodeURIComponent(userId)}`, {
    schema: UserReviewsResponseSchema,
    signal,
  });
  return reviews;
}

/** The reviews one user has written, newest first; nothing is asked without a user id. */
export function useUserReviews(userId: string | undefined) {
  return useQueryOnceKnown(userId, reviewKeys.ofUser, getUserReviews);
}

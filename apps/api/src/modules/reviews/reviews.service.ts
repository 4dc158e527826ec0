import type { PostReviewSchema } from '@shop/shared/review.schema';
import type { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { requireOwnerOrAdmin, requireSameUser, type AuthUser } from '../auth/guards';
import { toReview } from './review-columns';
import type { ReviewRow, ReviewsRepository } from './reviews.repository';

/** A user's review, with the name of the product it is about. */
const toUserReview = (row: ReviewRow) => ({ ...toReview(row), productName: row.productName });

export function createReviewsService(repository: ReviewsRepository) {
  return {
    /** The author is the signed-in user; a `userId` in the body may only name them. */
    async post(author: AuthUser, input: z.output<typeof PostReviewSchema>) {
      const { productId, rating, comment, userId } = input;
      // An empty id is taken as no id.
      requireSameUser(author, userId || undefined, 'You can only post reviews as yourself.');
      if (!(await repository.productExists(productId))) throw notFound('Product not found.');
      const id = await repository.upsert({ userId: author.id, productId, rating, comment });
      return toUserReview((await repository.findById(id))!);
    },

    total: () => repository.total(),

    async byUser(viewer: AuthUser, userId: string) {
      requireOwnerOrAdmin(viewer, { id: userId });
      return (await repository.byUser(userId)).map(toUserReview);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

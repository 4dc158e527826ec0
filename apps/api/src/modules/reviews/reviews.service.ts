import { pageFields } from '@shop/shared/common.schema';
import { DEFAULT_REVIEW_SORT } from '@shop/shared/constants';
import type {
  AllReviewsQuerySchema,
  PostReviewSchema,
  ReviewListQuerySchema,
  UpdateReviewSchema,
  UserReviewsQuerySchema,
} from '@shop/shared/review.schema';
import type { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { requireOwnerOr, requireSameUser, type AuthUser } from '../../lib/guards';
import { toReview } from './review-columns';
import type { ReviewRow, ReviewsRepository } from './reviews.repository';

/** What an admin's change to someone else's review records in the audit log; nothing for an author's own change. */
const moderation = (user: AuthUser, authorId: string, productId: string) =>
  authorId === user.id ? undefined : { actorId: user.id, details: { productId, authorId } };

/** Where a page of reviews sits among all of them. */
const pageOf = (total: number, query: { page: number; limit: number }) => ({ totalReviews: total, ...pageFields(total, query) });

/** A user's review, with the name of the product it is about. */
const toUserReview = (row: ReviewRow) => ({ ...toReview(row), productName: row.productName });

export function createReviewsService(repository: ReviewsRepository) {
  /** The review, for its author or staff who moderate reviews; 404 when there is none. */
  async function reviewFor(user: AuthUser, id: string) {
    const owner = await repository.ownerOf(id);
    if (!owner) throw notFound('Review not found.');
    requireOwnerOr('reviews', user, { id: owner.userId });
    return owner;
  }

  return {
    /** The author is the signed-in user; a `userId` in the body may only name them. */
    async post(author: AuthUser, input: z.output<typeof PostReviewSchema>) {
      const { productId, rating, comment, fit, userId } = input;
      // An empty id is taken as no id.
      requireSameUser(author, userId || undefined, 'You can only post reviews as yourself.');
      if (!(await repository.productExists(productId))) throw notFound('Product not found.');
      const id = await repository.upsert({ userId: author.id, productId, rating, comment, fit: fit ?? null });
      return toUserReview((await repository.findById(id))!);
    },

    /** The author edits their review; an admin may too (to take out what should not be there), audited. */
    async update(user: AuthUser, id: string, fields: z.output<typeof UpdateReviewSchema>) {
      const { userId, productId } = await reviewFor(user, id);
      await repository.update(id, productId, fields, moderation(user, userId, productId));
      return toUserReview((await repository.findById(id))!);
    },

    /** The author or an admin deletes a review; an admin's delete of another's review is audited. */
    async delete(user: AuthUser, id: string) {
      const { userId, productId } = await reviewFor(user, id);
      await repository.delete(id, productId, moderation(user, userId, productId));
    },

    /** 'Helpful': one vote per user, taken back by voting again; never on one's own review. */
    async toggleHelpful(voter: AuthUser, id: string) {
      const owner = await repository.ownerOf(id);
      if (!owner) throw notFound('Review not found.');
      if (owner.userId === voter.id) throw forbidden('You cannot vote on your own review.');
      return repository.toggleVote(id, voter.id);
    },

    /** One page of a product's reviews in the order asked; a signed-in viewer learns which they found helpful. */
    async ofProduct(viewer: AuthUser | null, query: z.output<typeof ReviewListQuerySchema>) {
      if (!(await repository.productExists(query.productId))) throw notFound('Product not found.');
      const { rows, total } = await repository.ofProduct(query.productId, {
        sort: query.sort ?? DEFAULT_REVIEW_SORT,
        verifiedOnly: query.verified ?? false,
        viewerId: viewer?.id,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { reviews: rows.map(toReview), ...pageOf(total, query) };
    },

    /** The admin's moderation list. */
    async newest(query: z.output<typeof AllReviewsQuerySchema>) {
      const { rows, total } = await repository.newest({ limit: query.limit, offset: (query.page - 1) * query.limit });
      return { reviews: rows.map(toUserReview), ...pageOf(total, query) };
    },

    total: () => repository.total(),

    /** A page of a user's reviews, for them (`/mine`, or their id) or staff who moderate reviews. */
    async byUser(viewer: AuthUser, userId: string, query: z.output<typeof UserReviewsQuerySchema>) {
      requireOwnerOr('reviews', viewer, { id: userId });
      const { rows, total } = await repository.byUser(userId, { limit: query.limit, offset: (query.page - 1) * query.limit });
      return { reviews: rows.map(toUserReview), ...pageOf(total, query) };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

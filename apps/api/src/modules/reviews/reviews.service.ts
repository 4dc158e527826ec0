import { pageFields } from '@shop/shared/common.schema';
import { DEFAULT_REVIEW_SORT, REVIEW_GALLERY_SIZE, REVIEW_PHOTOS_MAX } from '@shop/shared/constants';
import type {
  AllReviewsQuerySchema,
  PostReviewSchema,
  ReviewListQuerySchema,
  UpdateReviewSchema,
  UserReviewsQuerySchema,
} from '@shop/shared/review.schema';
import type { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { holds, requireOwnerOr, requireSameUser, type AuthUser } from '../../lib/guards';
import type { UploadsService } from '../uploads';
import { toReview } from './review-columns';
import type { ReviewRow, ReviewsRepository } from './reviews.repository';

export const ONLY_VERIFIED_BUYERS = 'Only a verified buyer can add photos.';
export const TOO_MANY_PHOTOS = `A review has at most ${REVIEW_PHOTOS_MAX} photos.`;

/** A photo as the API answers it. */
const toPhoto = (row: { id: string; image: string; images: { width: number; url: string }[]; approved: boolean }) => ({
  _id: row.id,
  image: row.image,
  images: row.images,
  approved: row.approved,
});

/** What an admin's change to someone else's review records in the audit log; nothing for an author's own change. */
const moderation = (user: AuthUser, authorId: string | null, productId: string) =>
  authorId === user.id ? undefined : { actorId: user.id, details: { productId, authorId } };

/** Where a page of reviews sits among all of them. */
const pageOf = (total: number, query: { page: number; limit: number }) => ({ totalReviews: total, ...pageFields(total, query) });

/** A user's review, with the name of the product it is about. */
const toUserReview = (row: ReviewRow) => ({ ...toReview(row), productName: row.productName });

export interface ReviewsServiceOptions {
  /** Stores review photos through the upload checks. */
  uploads?: Pick<UploadsService, 'storeImage'>;
  /** REVIEW_PHOTOS_NEED_APPROVAL: new photos wait for a moderator before anyone else sees them. */
  photosNeedApproval?: boolean;
}

export function createReviewsService(repository: ReviewsRepository, { uploads, photosNeedApproval = false }: ReviewsServiceOptions = {}) {
  /** The review, for its author or staff who moderate reviews; 404 when there is none. */
  async function reviewFor(user: AuthUser, id: string) {
    const owner = await repository.ownerOf(id);
    if (!owner) throw notFound('Review not found.');
    requireOwnerOr('reviews', user, { id: owner.userId });
    return owner;
  }

  /**
   * Who may add a photo to a review, checked before its file is read: its author alone (404 for
   * no such review, 403 for another's), a verified buyer of the product, below four photos.
   */
  async function checkMayAddPhoto(user: AuthUser, reviewId: string): Promise<void> {
    const owner = await repository.ownerOf(reviewId);
    if (!owner) throw notFound('Review not found.');
    if (owner.userId !== user.id) throw forbidden('You can only add photos to your own review.');
    if (!(await repository.isVerified(reviewId))) throw badRequest(ONLY_VERIFIED_BUYERS);
    if ((await repository.photoCount(reviewId)) >= REVIEW_PHOTOS_MAX) throw badRequest(TOO_MANY_PHOTOS);
  }

  return {
    /** The author is the signed-in user; a `userId` in the body may only name them. */
    async post(author: AuthUser, input: z.output<typeof PostReviewSchema>) {
      const { productId, rating, comment, fit, usualSize, userId } = input;
      // An empty id is taken as no id.
      requireSameUser(author, userId || undefined, 'You can only post reviews as yourself.');
      if (!(await repository.productExists(productId))) throw notFound('Product not found.');
      const id = await repository.upsert({ userId: author.id, productId, rating, comment, fit: fit ?? null, usualSize });
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
        withPhotos: query.withPhotos ?? false,
        // Waiting photos: staff who moderate see them all, an author their own.
        photos: holds(viewer, 'reviews') ? 'all' : viewer ? { viewerId: viewer.id } : 'approved',
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

    checkMayAddPhoto,

    /** Stores the image through the upload checks (bytes, size, re-encoded without metadata) and adds it to the review. */
    async addPhoto(user: AuthUser, reviewId: string, image: string | Buffer) {
      if (!uploads) throw new Error('Review photos need the uploads service');
      await checkMayAddPhoto(user, reviewId);
      const stored = await uploads.storeImage(image, user.id);
      // NOTE: a photo added meanwhile may have taken the last place: the stored upload, referenced by nothing, is cleaned up.
      const photo = await repository.addPhoto(reviewId, { image: stored.url, images: stored.srcSet, approved: !photosNeedApproval });
      if (!photo) throw badRequest(TOO_MANY_PHOTOS);
      return toPhoto(photo);
    },

    /** The author, or staff who moderate reviews (audited), removes a photo; its upload is cleaned up once nothing references it. */
    async removePhoto(user: AuthUser, reviewId: string, photoId: string): Promise<void> {
      const { userId, productId } = await reviewFor(user, reviewId);
      if (!(await repository.deletePhoto(reviewId, photoId, moderation(user, userId, productId)))) throw notFound('Photo not found.');
    },

    /** Staff who moderate reviews approve a waiting photo (audited): everyone sees it from then on. */
    async approvePhoto(user: AuthUser, reviewId: string, photoId: string) {
      const owner = await repository.ownerOf(reviewId);
      if (!owner) throw notFound('Review not found.');
      const photo = await repository.approvePhoto(reviewId, photoId, {
        actorId: user.id,
        details: { productId: owner.productId, authorId: owner.userId },
      });
      if (!photo) throw notFound('Photo not found.');
      return toPhoto(photo);
    },

    /** A product's approved photos, newest first: its buyers' gallery. */
    async gallery(productId: string) {
      if (!(await repository.productExists(productId))) throw notFound('Product not found.');
      const rows = await repository.galleryOf(productId, REVIEW_GALLERY_SIZE);
      return {
        photos: rows.map((row) => ({
          _id: row.id,
          image: row.image,
          images: row.images,
          reviewId: row.reviewId,
          author: row.author,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** A page of a user's reviews, for them (`/mine`, or their id) or staff who moderate reviews. */
    async byUser(viewer: AuthUser, userId: string, query: z.output<typeof UserReviewsQuerySchema>) {
      requireOwnerOr('reviews', viewer, { id: userId });
      const { rows, total } = await repository.byUser(userId, { limit: query.limit, offset: (query.page - 1) * query.limit });
      return { reviews: rows.map(toUserReview), ...pageOf(total, query) };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

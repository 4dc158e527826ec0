import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ReviewFit, ReviewSort } from '@shop/shared/constants';
import { inTransaction, type Db } from '../../db/client';
import { readPage, type RowsPage } from '../../db/pages';
import { products, reviewPhotos, reviews, reviewVotes, users, type ImageWidth } from '../../db/schema/index';
import { REVIEW_PHOTOS_MAX } from '@shop/shared/constants';
import { FORMER_CUSTOMER } from '@shop/shared/privacy.schema';
import { changedFields, recordAudit } from '../audit';
import { recomputeRatings } from './ratings';
import { countProductReviews, productReviewsQuery, reviewColumnsFor, reviewWithAuthorColumns, type PhotoScope } from './review-columns';

/** A review in its author's list and the moderators': every photo, waiting or not. */
const reviewColumns = { ...reviewColumnsFor('all'), productName: products.name };

/** A photo as the API answers it. */
const photoColumns = {
  id: reviewPhotos.id,
  image: reviewPhotos.image,
  images: reviewPhotos.images,
  approved: sql<boolean>`${reviewPhotos.approvedAt} is not null`,
};

// NOTE: spelled out, as drizzle writes the deleted table's own columns unqualified inside a subquery.
const REVIEW_PRODUCT_ID = sql.raw('"reviews"."product_id"');
const REVIEW_USER_ID = sql.raw('"reviews"."user_id"');

/** A deleted review as its audit entry keeps it: what it said, about what, by whom. */
const deletedReviewColumns = {
  product: sql<string | null>`(select ${products.name} from ${products} where ${products.id} = ${REVIEW_PRODUCT_ID})`,
  author: sql<string | null>`(select ${users.username} from ${users} where ${users.id} = ${REVIEW_USER_ID})`,
  rating: reviews.rating,
  comment: reviews.comment,
  fit: reviews.fit,
};

export interface ReviewFields {
  rating?: number;
  comment?: string;
  fit?: ReviewFit | null;
  usualSize?: string | null;
}

export function createReviewsRepository(db: Db) {
  /** Reviews with their authors and products, newest change first. */
  const newestFirst = () =>
    db
      .select(reviewColumns)
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .orderBy(desc(reviews.updatedAt), desc(reviews.id))
      .$dynamic();

  return {
    async productExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.id} = ${id} and ${products.archivedAt} is null`)
        .limit(1);
      return Boolean(row);
    },

    /** One review per user per product: posting again replaces it; the product's rating follows. */
    async upsert(review: {
      userId: string;
      productId: string;
      rating: number;
      comment: string;
      fit: ReviewFit | null;
      usualSize?: string | null;
    }): Promise<string> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values(review)
          .onConflictDoUpdate({
            target: [reviews.userId, reviews.productId],
            set: {
              rating: review.rating,
              comment: review.comment,
              fit: review.fit,
              ...(review.usualSize === undefined ? {} : { usualSize: review.usualSize }),
              updatedAt: new Date(),
            },
          })
          .returning({ id: reviews.id });
        await recomputeRatings(tx, [review.productId]);
        return row!.id;
      });
    },

    /** Who wrote a review and what it is about, for the guards. */
    /** Who wrote the review (null once kept under no name) and its product. */
    async ownerOf(id: string): Promise<{ userId: string | null; productId: string } | undefined> {
      const [row] = await db.select({ userId: reviews.userId, productId: reviews.productId }).from(reviews).where(eq(reviews.id, id));
      return row;
    },

    /** Changes the fields given; the product's rating and fit follow. An admin's edit of another's review is audited with what changed. */
    async update(
      id: string,
      productId: string,
      fields: ReviewFields,
      audit?: { actorId: string; details: Record<string, unknown> },
    ): Promise<void> {
      await inTransaction(db, async (tx) => {
        const [was] = await tx
          .select({ rating: reviews.rating, comment: reviews.comment, fit: reviews.fit, usualSize: reviews.usualSize })
          .from(reviews)
          .where(eq(reviews.id, id));
        await tx.update(reviews).set(fields).where(eq(reviews.id, id));
        await recomputeRatings(tx, [productId]);
        if (audit && was) {
          const change = changedFields(was, { ...was, ...fields });
          await recordAudit(tx, { actorId: audit.actorId, action: 'review.update', entityId: id, details: audit.details, ...change });
        }
      });
    },

    /** Deletes a review (its votes go with it); an admin's delete is audited in the same transaction. */
    async delete(id: string, productId: string, audit?: { actorId: string; details: Record<string, unknown> }): Promise<void> {
      await inTransaction(db, async (tx) => {
        const [gone] = await tx.delete(reviews).where(eq(reviews.id, id)).returning(deletedReviewColumns);
        await recomputeRatings(tx, [productId]);
        if (audit) {
          await recordAudit(tx, { actorId: audit.actorId, action: 'review.delete', entityId: id, details: audit.details, before: gone });
        }
      });
    },

    /** Takes the user's vote back if they had voted, gives it otherwise; answers whether they now vote, and the count. */
    async toggleVote(reviewId: string, userId: string): Promise<{ helpful: boolean; helpfulCount: number }> {
      return inTransaction(db, async (tx) => {
        const removed = await tx
          .delete(reviewVotes)
          .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)))
          .returning({ userId: reviewVotes.userId });
        // NOTE: two presses at once: the second insert finds the first's row and does nothing.
        if (removed.length === 0) await tx.insert(reviewVotes).values({ reviewId, userId }).onConflictDoNothing();
        const [row] = await tx.select({ value: count() }).from(reviewVotes).where(eq(reviewVotes.reviewId, reviewId));
        return { helpful: removed.length === 0, helpfulCount: row?.value ?? 0 };
      });
    },

    async findById(id: string) {
      const [row] = await db
        .select(reviewColumns)
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.userId))
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.id, id));
      return row;
    },

    /** One page of a product's reviews, and how many the filter keeps in all. */
    async ofProduct(
      productId: string,
      options: {
        sort: ReviewSort;
        verifiedOnly: boolean;
        withPhotos: boolean;
        photos: PhotoScope;
        viewerId?: string;
        limit: number;
        offset: number;
      },
    ) {
      const [rows, total] = await Promise.all([productReviewsQuery(db, productId, options), countProductReviews(db, productId, options)]);
      return { rows, total };
    },

    /** Every review, newest first, one page at a time, and how many there are. */
    async newest(page: RowsPage) {
      return readPage(db, { rows: newestFirst(), table: reviews }, page);
    },

    /** A page of one user's reviews, newest change first, and how many they wrote. */
    async byUser(userId: string, page: RowsPage) {
      return readPage(db, { rows: newestFirst(), table: reviews, where: eq(reviews.userId, userId) }, page);
    },

    /** Whether the review's author bought its product in a paid order ('Verified buyer'). */
    async isVerified(reviewId: string): Promise<boolean> {
      const [row] = await db.select({ verified: reviewWithAuthorColumns.verified }).from(reviews).where(eq(reviews.id, reviewId));
      return Boolean(row?.verified);
    },

    async photoCount(reviewId: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
      return row?.value ?? 0;
    },

    /**
     * Adds a photo at the review's first free place, or answers undefined when it has its four.
     * The review's row is locked so that two uploads at once take different places.
     */
    async addPhoto(reviewId: string, photo: { image: string; images: ImageWidth[]; approved: boolean }) {
      return inTransaction(db, async (tx) => {
        await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).for('update');
        const taken = new Set(
          (await tx.select({ position: reviewPhotos.position }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId))).map(
            (row) => row.position,
          ),
        );
        const position = Array.from({ length: REVIEW_PHOTOS_MAX }, (_, index) => index).find((index) => !taken.has(index));
        if (position === undefined) return undefined;
        const [row] = await tx
          .insert(reviewPhotos)
          .values({ reviewId, image: photo.image, images: photo.images, position, approvedAt: photo.approved ? new Date() : null })
          .returning(photoColumns);
        return row;
      });
    },

    /** Removes a photo of the review; a moderator's removal is audited. Answers whether there was one. */
    async deletePhoto(reviewId: string, photoId: string, audit?: { actorId: string; details: Record<string, unknown> }): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const [gone] = await tx
          .delete(reviewPhotos)
          .where(and(eq(reviewPhotos.id, photoId), eq(reviewPhotos.reviewId, reviewId)))
          .returning({ image: reviewPhotos.image, approvedAt: reviewPhotos.approvedAt });
        if (gone && audit) {
          await recordAudit(tx, {
            actorId: audit.actorId,
            action: 'review.photo-remove',
            entityId: reviewId,
            details: { ...audit.details, photoId },
            before: { image: gone.image, approved: gone.approvedAt !== null },
          });
        }
        return Boolean(gone);
      });
    },

    /** Approves a waiting photo, audited; one already approved stays as it is. Undefined when there is no such photo. */
    async approvePhoto(reviewId: string, photoId: string, audit: { actorId: string; details: Record<string, unknown> }) {
      return inTransaction(db, async (tx) => {
        const where = and(eq(reviewPhotos.id, photoId), eq(reviewPhotos.reviewId, reviewId));
        const [approved] = await tx
          .update(reviewPhotos)
          .set({ approvedAt: new Date() })
          .where(and(where, isNull(reviewPhotos.approvedAt)))
          .returning(photoColumns);
        if (approved) {
          await recordAudit(tx, {
            actorId: audit.actorId,
            action: 'review.photo-approve',
            entityId: reviewId,
            details: { ...audit.details, photoId },
            before: { approved: false },
            after: { approved: true },
          });
          return approved;
        }
        const [row] = await tx.select(photoColumns).from(reviewPhotos).where(where);
        return row;
      });
    },

    /** A product's approved photos, newest first, with their reviews' authors: its buyers' gallery. */
    async galleryOf(productId: string, limit: number) {
      return db
        .select({
          id: reviewPhotos.id,
          image: reviewPhotos.image,
          images: reviewPhotos.images,
          reviewId: reviews.id,
          author: sql<string>`coalesce(${users.username}, ${FORMER_CUSTOMER})`,
          createdAt: reviewPhotos.createdAt,
        })
        .from(reviewPhotos)
        .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
        .leftJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.productId, productId), isNotNull(reviewPhotos.approvedAt)))
        .orderBy(desc(reviewPhotos.createdAt), asc(reviewPhotos.id))
        .limit(limit);
    },

    async total(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(reviews);
      return row?.value ?? 0;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['findById']>>>;

import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ReviewFit, ReviewSort } from '@shop/shared/constants';
import { inTransaction, type Db } from '../../db/client';
import { readPage, type RowsPage } from '../../db/pages';
import { products, reviews, reviewVotes, users } from '../../db/schema/index';
import { changedFields, recordAudit } from '../audit';
import { recomputeRatings } from './ratings';
import { countProductReviews, productReviewsQuery, reviewWithAuthorColumns } from './review-columns';

const reviewColumns = { ...reviewWithAuthorColumns, productName: products.name };

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
}

export function createReviewsRepository(db: Db) {
  /** Reviews with their authors and products, newest change first. */
  const newestFirst = () =>
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
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
    async upsert(review: { userId: string; productId: string; rating: number; comment: string; fit: ReviewFit | null }): Promise<string> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values(review)
          .onConflictDoUpdate({
            target: [reviews.userId, reviews.productId],
            set: { rating: review.rating, comment: review.comment, fit: review.fit, updatedAt: new Date() },
          })
          .returning({ id: reviews.id });
        await recomputeRatings(tx, [review.productId]);
        return row!.id;
      });
    },

    /** Who wrote a review and what it is about, for the guards. */
    async ownerOf(id: string): Promise<{ userId: string; productId: string } | undefined> {
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
          .select({ rating: reviews.rating, comment: reviews.comment, fit: reviews.fit })
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
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.id, id));
      return row;
    },

    /** One page of a product's reviews, and how many the filter keeps in all. */
    async ofProduct(
      productId: string,
      options: { sort: ReviewSort; verifiedOnly: boolean; viewerId?: string; limit: number; offset: number },
    ) {
      const [rows, total] = await Promise.all([
        productReviewsQuery(db, productId, options),
        countProductReviews(db, productId, options.verifiedOnly),
      ]);
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

    async total(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(reviews);
      return row?.value ?? 0;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['findById']>>>;

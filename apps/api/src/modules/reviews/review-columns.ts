import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ReviewFit, ReviewSort } from '@shop/shared/constants';
import type { Review } from '@shop/shared/product.schema';
import type { Db } from '../../db/client';
import { orderLines, orders, reviews, reviewVotes, users } from '../../db/schema/index';

// NOTE: drizzle writes a column of the selected table unqualified ("id"), which inside a
// subquery could mean the subquery's own column; the correlation is spelled out instead.
const REVIEW_ID = sql.raw('"reviews"."id"');

/** The author bought this product in a paid order (a pending or wholly refunded one does not count). */
const verified = sql<boolean>`exists (
    select 1 from ${orders} join ${orderLines} on ${orderLines.orderId} = ${orders.id}
    where ${orders.userId} = ${reviews.userId} and ${orderLines.productId} = ${reviews.productId} and ${orders.paymentStatus} in ('paid', 'partially_refunded'))`;

const helpfulCount = sql<number>`(select count(*)::int from ${reviewVotes} v where v.review_id = ${REVIEW_ID})`;

/** A review as the shop shows it: its fields, its author's public name and picture, and its votes. */
export const reviewWithAuthorColumns = {
  id: reviews.id,
  comment: reviews.comment,
  rating: reviews.rating,
  fit: reviews.fit,
  productId: reviews.productId,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  author: { id: users.id, username: users.username, profileImage: users.profileImage },
  verified,
  helpfulCount,
};

/** Whether `viewerId` found the review helpful. */
const helpfulBy = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${reviewVotes} v where v.review_id = ${REVIEW_ID} and v.user_id = ${viewerId})`;

type ReviewWithAuthorRow = {
  id: string;
  comment: string;
  rating: number;
  fit: ReviewFit | null;
  productId: string;
  createdAt: Date;
  updatedAt: Date;
  author: { id: string; username: string; profileImage: string | null };
  verified: boolean;
  helpfulCount: number;
  helpfulByMe?: boolean;
};

/** A review as the API shows it, its author populated as the specification's client expects. */
export function toReview(row: ReviewWithAuthorRow): Review {
  return {
    _id: row.id,
    comment: row.comment,
    rating: row.rating,
    fit: row.fit,
    userId: { _id: row.author.id, username: row.author.username, profileImage: row.author.profileImage },
    productId: row.productId,
    verified: row.verified,
    helpfulCount: row.helpfulCount,
    ...(row.helpfulByMe === undefined ? {} : { helpfulByMe: row.helpfulByMe }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const newestFirst = [desc(reviews.updatedAt), desc(reviews.id)];
const REVIEW_ORDER: Record<ReviewSort, SQL[]> = {
  helpful: [desc(helpfulCount), ...newestFirst],
  newest: newestFirst,
  highest: [desc(reviews.rating), ...newestFirst],
  lowest: [asc(reviews.rating), ...newestFirst],
};

export interface ProductReviewsOptions {
  sort: ReviewSort;
  verifiedOnly?: boolean;
  /** With a viewer, each review says whether they found it helpful. */
  viewerId?: string;
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/** One page of a product's reviews, with their authors, in the order asked. */
export function productReviewsQuery(db: Db, productId: string | Placeholder, options: ProductReviewsOptions) {
  const columns = options.viewerId ? { ...reviewWithAuthorColumns, helpfulByMe: helpfulBy(options.viewerId) } : reviewWithAuthorColumns;
  return db
    .select(columns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), options.verifiedOnly ? verified : undefined))
    .orderBy(...REVIEW_ORDER[options.sort])
    .limit(options.limit)
    .offset(options.offset);
}

/** How many of a product's reviews a filter keeps. */
export async function countProductReviews(db: Db, productId: string, verifiedOnly: boolean): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), verifiedOnly ? verified : undefined));
  return row?.value ?? 0;
}

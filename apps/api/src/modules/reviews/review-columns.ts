import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ReviewFit, ReviewSort } from '@shop/shared/constants';
import type { Review } from '@shop/shared/product.schema';
import { FORMER_CUSTOMER } from '@shop/shared/privacy.schema';
import type { Db } from '../../db/client';
import { orderLines, orders, reviewPhotos, reviews, reviewVotes, users, type ImageWidth } from '../../db/schema/index';

// NOTE: drizzle writes a column of the selected table unqualified ("id"), which inside a
// subquery could mean the subquery's own column; the correlation is spelled out instead.
const REVIEW_ID = sql.raw('"reviews"."id"');
const REVIEW_USER_ID = sql.raw('"reviews"."user_id"');

/** The author's lines of this product in paid orders (a pending or wholly refunded one does not count). */
const authorsPaidLines = sql`from ${orders} join ${orderLines} on ${orderLines.orderId} = ${orders.id}
    where ${orders.userId} = ${reviews.userId} and ${orderLines.productId} = ${reviews.productId} and ${orders.paymentStatus} in ('paid', 'partially_refunded')`;

/** The author bought this product in a paid order ('Verified buyer'). */
const verified = sql<boolean>`exists (select 1 ${authorsPaidLines})`;

/** The colour and size of the author's most recent paid line of the product ('Bought: M, black'), or null. */
const bought = sql<{ color: string; size: string } | null>`(
    select json_build_object('color', ${orderLines.color}, 'size', ${orderLines.size}) ${authorsPaidLines}
    order by ${orders.createdAt} desc, ${orderLines.id} desc limit 1)`;

/** A review photo as the review's columns carry it. */
export interface ReviewPhotoRow {
  id: string;
  image: string;
  images: ImageWidth[];
  approved: boolean;
}

/**
 * Which photos a reading shows: 'approved' (anyone), 'all' (the author's own list, staff who
 * moderate reviews), or the approved ones and, on their own reviews, the viewer's.
 */
export type PhotoScope = 'approved' | 'all' | { viewerId: string };

const photoScope = (scope: PhotoScope) =>
  scope === 'all'
    ? sql``
    : scope === 'approved'
      ? sql`and p.approved_at is not null`
      : sql`and (p.approved_at is not null or ${REVIEW_USER_ID} = ${scope.viewerId})`;

/** The review's photos in their order, as JSON (both drivers parse it). */
const photosOf = (scope: PhotoScope) =>
  sql<ReviewPhotoRow[]>`coalesce((
    select json_agg(json_build_object('id', p.id, 'image', p.image, 'images', p.images, 'approved', p.approved_at is not null) order by p.position)
    from ${reviewPhotos} p where p.review_id = ${REVIEW_ID} ${photoScope(scope)}), '[]'::json)`;

/** The review has a photo anyone may see. */
export const hasApprovedPhoto = sql<boolean>`exists (select 1 from ${reviewPhotos} p where p.review_id = ${REVIEW_ID} and p.approved_at is not null)`;

const helpfulCount = sql<number>`(select count(*)::int from ${reviewVotes} v where v.review_id = ${REVIEW_ID})`;

/** A review as the shop shows it: its fields, its author's public name and picture (none once kept under no name), and its votes. */
export const reviewWithAuthorColumns = {
  id: reviews.id,
  comment: reviews.comment,
  rating: reviews.rating,
  fit: reviews.fit,
  usualSize: reviews.usualSize,
  productId: reviews.productId,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  author: { id: users.id, username: users.username, profileImage: users.profileImage },
  verified,
  bought,
  helpfulCount,
  photos: photosOf('approved'),
};

/** The review columns with the photos a reading shows. */
export const reviewColumnsFor = (scope: PhotoScope) => ({ ...reviewWithAuthorColumns, photos: photosOf(scope) });

/** Whether `viewerId` found the review helpful. */
const helpfulBy = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${reviewVotes} v where v.review_id = ${REVIEW_ID} and v.user_id = ${viewerId})`;

type ReviewWithAuthorRow = {
  id: string;
  comment: string;
  rating: number;
  fit: ReviewFit | null;
  usualSize: string | null;
  productId: string;
  createdAt: Date;
  updatedAt: Date;
  /** Null when the author deleted their account and kept the review under no name. */
  author: { id: string | null; username: string | null; profileImage: string | null } | null;
  verified: boolean;
  bought: { color: string; size: string } | null;
  helpfulCount: number;
  helpfulByMe?: boolean;
  photos: ReviewPhotoRow[];
};

/** A review as the API shows it, its author populated as the specification's client expects. */
export function toReview(row: ReviewWithAuthorRow): Review {
  return {
    _id: row.id,
    comment: row.comment,
    rating: row.rating,
    fit: row.fit,
    userId: row.author?.id
      ? { _id: row.author.id, username: row.author.username ?? FORMER_CUSTOMER, profileImage: row.author.profileImage }
      : { _id: null, username: FORMER_CUSTOMER, profileImage: null },
    productId: row.productId,
    verified: row.verified,
    bought: row.bought ? { color: row.bought.color, size: row.bought.size } : null,
    usualSize: row.usualSize,
    photos: row.photos.map((photo) => ({ _id: photo.id, image: photo.image, images: photo.images, approved: photo.approved })),
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
  /** Only reviews with a photo anyone may see. */
  withPhotos?: boolean;
  /** Which photos each review shows ('approved' without it). */
  photos?: PhotoScope;
  /** With a viewer, each review says whether they found it helpful. */
  viewerId?: string;
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/** One page of a product's reviews, with their authors, in the order asked. */
export function productReviewsQuery(db: Db, productId: string | Placeholder, options: ProductReviewsOptions) {
  const base = reviewColumnsFor(options.photos ?? 'approved');
  const columns = options.viewerId ? { ...base, helpfulByMe: helpfulBy(options.viewerId) } : base;
  return db
    .select(columns)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(reviewFilter(productId, options))
    .orderBy(...REVIEW_ORDER[options.sort])
    .limit(options.limit)
    .offset(options.offset);
}

/** A product's reviews, as a filter keeps them. */
const reviewFilter = (productId: string | Placeholder, filter: { verifiedOnly?: boolean; withPhotos?: boolean }) =>
  and(eq(reviews.productId, productId), filter.verifiedOnly ? verified : undefined, filter.withPhotos ? hasApprovedPhoto : undefined);

/** How many of a product's reviews a filter keeps. */
export async function countProductReviews(
  db: Db,
  productId: string,
  filter: { verifiedOnly?: boolean; withPhotos?: boolean },
): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(reviews)
    .where(reviewFilter(productId, filter));
  return row?.value ?? 0;
}

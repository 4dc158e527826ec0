import { sql } from 'drizzle-orm';
import { orderLines, orders, reviews, users } from '../../db/schema/index';

/** A review as the shop shows it: its fields and its author's public name and picture. */
export const reviewWithAuthorColumns = {
  id: reviews.id,
  comment: reviews.comment,
  rating: reviews.rating,
  productId: reviews.productId,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  author: { id: users.id, username: users.username, profileImage: users.profileImage },
  /** The author bought this product in a paid order (a pending or refunded one does not count). */
  verified: sql<boolean>`exists (
    select 1 from ${orders} join ${orderLines} on ${orderLines.orderId} = ${orders.id}
    where ${orders.userId} = ${reviews.userId} and ${orderLines.productId} = ${reviews.productId} and ${orders.paymentStatus} = 'paid')`,
};

type ReviewWithAuthorRow = {
  id: string;
  comment: string;
  rating: number;
  productId: string;
  createdAt: Date;
  updatedAt: Date;
  author: { id: string; username: string; profileImage: string | null };
  verified: boolean;
};

/** A review as the API shows it, its author populated as the specification's client expects. */
export function toReview(row: ReviewWithAuthorRow) {
  return {
    _id: row.id,
    comment: row.comment,
    rating: row.rating,
    userId: { _id: row.author.id, username: row.author.username, profileImage: row.author.profileImage },
    productId: row.productId,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import { count, desc, eq, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client';
import { products, reviews, users } from '../../db/schema/index';
import { recomputeRatings } from '../products/products.repository';
import { reviewWithAuthorColumns } from './review-columns';

const reviewColumns = { ...reviewWithAuthorColumns, productName: products.name };

export function createReviewsRepository(db: Db) {
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
    async upsert(review: { userId: string; productId: string; rating: number; comment: string }): Promise<string> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values(review)
          .onConflictDoUpdate({
            target: [reviews.userId, reviews.productId],
            set: { rating: review.rating, comment: review.comment, updatedAt: new Date() },
          })
          .returning({ id: reviews.id });
        await recomputeRatings(tx, [review.productId]);
        return row!.id;
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

    async byUser(userId: string) {
      return db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.userId, userId))
        .orderBy(desc(reviews.updatedAt), desc(reviews.id));
    },

    async total(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(reviews);
      return row?.value ?? 0;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['findById']>>>;

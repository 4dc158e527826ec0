import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WishlistKey } from '@shop/shared/wishlist';
import { withTransactions, type Db } from '../../db/client';
import { users, wishlistItems } from '../../db/schema/index';
import { catalogueQueries, type ProductRow } from '../catalogue';

export type WishlistRow = typeof wishlistItems.$inferSelect;

/** A line to keep: a product, with its colour and size ('' when not chosen). */
export type WishlistEntry = WishlistKey;

/** The wishlist's queries, on the database or on a transaction; each is about one account's items only. */
export function wishlistQueries(db: Db) {
  const { listByIds } = catalogueQueries(db);
  return {
    /** The account's items, newest first. */
    async itemsOf(userId: string): Promise<WishlistRow[]> {
      return db
        .select()
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
    },

    /**
     * Holds the account's row until the transaction ends, so that two additions to one wishlist
     * (a merge and a heart at once) run one after the other and never pass the cap together.
     */
    async lockList(userId: string): Promise<void> {
      await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    },

    /**
     * Keeps the entries, each a microsecond later than the one before (so the first is the oldest,
     * and the clock's own time, not the transaction's, tells two saves in a row apart); one
     * already kept stays as it was.
     */
    async add(userId: string, entries: WishlistEntry[]): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insert(wishlistItems)
        .values(
          entries.map((entry, index) => ({
            ...entry,
            userId,
            createdAt: sql`clock_timestamp() + ${index}::int * interval '1 microsecond'`,
          })),
        )
        .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId, wishlistItems.color, wishlistItems.size] });
    },

    /** Removes the account's item; undefined when the account has no such item. */
    async remove(userId: string, id: string): Promise<WishlistRow | undefined> {
      const [row] = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
        .returning();
      return row;
    },

    /** Forgets the account's items no longer shown (a product archived, a colour or size no longer offered). */
    async removeAll(userId: string, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.id, ids)));
    },

    /** The live products of `ids`, with every variant's price and stock, as the product's own page reads them. */
    async productsOf(ids: string[]): Promise<ProductRow[]> {
      return listByIds([...new Set(ids)]);
    },
  };
}

export function createWishlistRepository(db: Db) {
  return withTransactions(db, wishlistQueries);
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;

import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { WishlistKey } from '@shop/shared/wishlist';
import { withTransactions, type Db } from '../../db/client';
import { consents, users, wishlistItems } from '../../db/schema/index';
import { catalogueQueries, type ProductRow } from '../catalogue';

export type WishlistRow = typeof wishlistItems.$inferSelect;

/** The consent an account gives to its wishlist's alerts. */
export const WISHLIST_ALERTS = 'wishlist-alerts';

/** What the alerts last saw of an item: its lowest price in cents, and whether it could be bought (null until first seen). */
export interface SeenState {
  seenPriceCents: number | null;
  seenInStock: boolean | null;
}

/** An item whose owner gets the wishlist's alerts, with the owner's address and what was last seen of it. */
export interface AlertItemRow extends WishlistKey, SeenState {
  id: string;
  userId: string;
  email: string;
  /** The account's language ('fr'): its alerts are written in it. */
  language: string;
}

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

    /** A page of the items whose owners gave their consent to alerts, after `afterId` in id order. */
    async alertItems(afterId: string | null, limit: number): Promise<AlertItemRow[]> {
      return db
        .select({
          id: wishlistItems.id,
          userId: wishlistItems.userId,
          email: users.email,
          language: users.language,
          productId: wishlistItems.productId,
          color: wishlistItems.color,
          size: wishlistItems.size,
          seenPriceCents: wishlistItems.seenPriceCents,
          seenInStock: wishlistItems.seenInStock,
        })
        .from(wishlistItems)
        .innerJoin(users, eq(users.id, wishlistItems.userId))
        .innerJoin(
          consents,
          and(eq(consents.userId, wishlistItems.userId), eq(consents.kind, WISHLIST_ALERTS), isNull(consents.withdrawnAt)),
        )
        .where(afterId === null ? undefined : gt(wishlistItems.id, afterId))
        .orderBy(asc(wishlistItems.id))
        .limit(limit);
    },

    /**
     * Records what was seen of the item, if it still holds what `before` read (so that, of two
     * instances looking at once, one alone goes on to mail); false when it changed meanwhile or is gone.
     */
    async see(id: string, before: SeenState, after: SeenState): Promise<boolean> {
      const rows = await db
        .update(wishlistItems)
        .set(after)
        .where(
          and(
            eq(wishlistItems.id, id),
            sql`${wishlistItems.seenPriceCents} is not distinct from ${before.seenPriceCents}`,
            sql`${wishlistItems.seenInStock} is not distinct from ${before.seenInStock}`,
          ),
        )
        .returning({ id: wishlistItems.id });
      return rows.length > 0;
    },

    /** The account's address; undefined when it is gone. */
    async emailOf(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email;
    },

    /** Forgets what was seen of the account's items, so that alerts start from what they are now. */
    async forgetSeen(userId: string): Promise<void> {
      await db.update(wishlistItems).set({ seenPriceCents: null, seenInStock: null }).where(eq(wishlistItems.userId, userId));
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

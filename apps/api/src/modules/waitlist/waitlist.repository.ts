import { and, asc, eq, isNull, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { products, productTranslations, productVariants, restockRequests, restocks } from '../../db/schema/index';

/** A variant as the waiting list needs it: whether it is sold and sold out, and its product's name and address. */
export interface WaitedVariant {
  productId: string;
  name: string;
  /** The product's name in the shop's other languages, where the brand gave one ({ fr: 'T-shirt…' }). */
  localNames: Record<string, string>;
  handle: string;
  color: string;
  size: string;
  /** Null when the variant's stock is not counted (it can always be bought). */
  stock: number | null;
  /** The product is live and offers this colour and size. */
  offered: boolean;
}

export interface WaitingRequest {
  id: string;
  email: string;
  /** The language it was asked in ('fr'): its mail is written in it. */
  language: string;
}

export interface ClaimedRestock {
  id: string;
  units: number | null;
  variant: WaitedVariant | undefined;
}

/** The request an unsubscribe link names, with its variant's names. */
export interface RequestWithVariant {
  id: string;
  email: string;
  notified: boolean;
  productName: string;
  color: string;
  size: string;
}

// NOTE: drizzle may write a column unqualified, which inside a subquery could mean another table's; spelled out instead.
const PRODUCT_ID = sql.raw('"products"."id"');

export function createWaitlistRepository(db: Db) {
  const variantOf = async (tx: Db, productId: string, color: string, size: string): Promise<WaitedVariant | undefined> => {
    const [row] = await tx
      .select({
        productId: productVariants.productId,
        name: products.name,
        localNames: sql<Record<string, string>>`(select coalesce(json_object_agg(t.language, t.name), '{}'::json)
          from ${productTranslations} t where t.product_id = ${PRODUCT_ID} and t.name <> '')`,
        handle: products.handle,
        color: productVariants.color,
        size: productVariants.size,
        stock: sql<number | null>`case when ${products.trackStock} then ${productVariants.stock} end`,
        offered: sql<boolean>`${products.archivedAt} is null and ${productVariants.color} = any(${products.colors}) and ${productVariants.size} = any(${products.sizes})`,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.productId, productId), eq(productVariants.color, color), eq(productVariants.size, size)));
    return row;
  };

  return {
    variant: (productId: string, color: string, size: string) => variantOf(db, productId, color, size),

    /**
     * Adds the address to the variant's list and, in the same transaction, hands the new
     * request to `joined` (which queues its confirmation); false when it was already waiting there.
     */
    async join(
      entry: { productId: string; color: string; size: string; email: string; userId: string | null; language: string },
      joined: (id: string, tx: Db) => Promise<void>,
    ): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(restockRequests)
          .values(entry)
          .onConflictDoNothing({
            target: [restockRequests.productId, restockRequests.color, restockRequests.size, restockRequests.email],
            where: sql`${restockRequests.notifiedAt} is null`,
          })
          .returning({ id: restockRequests.id });
        if (!row) return false;
        await joined(row.id, tx);
        return true;
      });
    },

    /** The lists an account waits on: its own requests, and those made with its address while signed out. */
    async forAccount(userId: string, email: string) {
      return db
        .select({
          id: restockRequests.id,
          productId: restockRequests.productId,
          handle: products.handle,
          name: products.name,
          image: products.image,
          color: restockRequests.color,
          size: restockRequests.size,
          email: restockRequests.email,
          createdAt: restockRequests.createdAt,
        })
        .from(restockRequests)
        .innerJoin(products, eq(products.id, restockRequests.productId))
        .where(and(isNull(restockRequests.notifiedAt), or(eq(restockRequests.userId, userId), eq(restockRequests.email, email))))
        .orderBy(asc(restockRequests.createdAt));
    },

    /** Leaves one waiting list, if it is the account's; false when there was no such request. */
    async leaveForAccount(id: string, userId: string, email: string): Promise<boolean> {
      const rows = await db
        .delete(restockRequests)
        .where(
          and(
            eq(restockRequests.id, id),
            isNull(restockRequests.notifiedAt),
            or(eq(restockRequests.userId, userId), eq(restockRequests.email, email)),
          ),
        )
        .returning({ id: restockRequests.id });
      return rows.length > 0;
    },

    async request(id: string): Promise<RequestWithVariant | undefined> {
      const [row] = await db
        .select({
          id: restockRequests.id,
          email: restockRequests.email,
          notified: sql<boolean>`${restockRequests.notifiedAt} is not null`,
          productName: products.name,
          color: restockRequests.color,
          size: restockRequests.size,
        })
        .from(restockRequests)
        .innerJoin(products, eq(products.id, restockRequests.productId))
        .where(eq(restockRequests.id, id));
      return row;
    },

    async leave(id: string): Promise<void> {
      await db.delete(restockRequests).where(and(eq(restockRequests.id, id), isNull(restockRequests.notifiedAt)));
    },

    /** Every list the address still waits on is left. */
    async leaveAll(email: string): Promise<void> {
      await db.delete(restockRequests).where(and(eq(restockRequests.email, email), isNull(restockRequests.notifiedAt)));
    },

    /** Every list the account waits on is left: its own requests, and those of its address. */
    async leaveAllOfAccount(userId: string, email: string): Promise<void> {
      await db
        .delete(restockRequests)
        .where(and(isNull(restockRequests.notifiedAt), or(eq(restockRequests.userId, userId), eq(restockRequests.email, email))));
    },
    /** When the address joined the oldest list it still waits on; null when it waits on none. */
    async waitingSince(email: string): Promise<Date | null> {
      const [row] = await db
        .select({ since: min(restockRequests.createdAt) })
        .from(restockRequests)
        .where(and(eq(restockRequests.email, email), isNull(restockRequests.notifiedAt)));
      return row?.since ?? null;
    },
    async waitingCountFor(email: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(restockRequests)
        .where(and(eq(restockRequests.email, email), isNull(restockRequests.notifiedAt)));
      return Number(row?.count ?? 0);
    },

    /**
     * One due restock, handled in one transaction: `handle` is given the restock (claimed with
     * SKIP LOCKED, so another instance takes the next one) and the transaction to queue its mail
     * in; the restock is then marked processed. False when none was due.
     */
    async processNextRestock(handle: (restock: ClaimedRestock, tx: Db) => Promise<void>): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const [restock] = await tx
          .select({ id: restocks.id, productId: restocks.productId, color: restocks.color, size: restocks.size, units: restocks.units })
          .from(restocks)
          .where(isNull(restocks.processedAt))
          .orderBy(asc(restocks.createdAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!restock) return false;
        await handle(
          { id: restock.id, units: restock.units, variant: await variantOf(tx, restock.productId, restock.color, restock.size) },
          tx,
        );
        await tx
          .update(restocks)
          .set({ processedAt: sql`now()` })
          .where(eq(restocks.id, restock.id));
        return true;
      });
    },

    /** The oldest `limit` still waiting for the variant, marked notified in the same statement (rows another worker holds are skipped). */
    async takeWaiting(
      tx: Db,
      variant: { productId: string; color: string; size: string },
      limit: number | null,
    ): Promise<WaitingRequest[]> {
      return rowsOf<WaitingRequest>(
        tx,
        sql`with taken as (
            select id from ${restockRequests}
            where product_id = ${variant.productId} and color = ${variant.color} and size = ${variant.size} and notified_at is null
            order by created_at, id
            ${limit === null ? sql`` : sql`limit ${limit}`}
            for update skip locked
          )
          update ${restockRequests} r set notified_at = now() from taken where r.id = taken.id
          returning r.id, r.email, r.language`,
      );
    },

    /** How many wait for each variant of a product. */
    async demandFor(productId: string): Promise<{ color: string; size: string; waiting: number }[]> {
      const rows = await db
        .select({ color: restockRequests.color, size: restockRequests.size, waiting: sql<number>`count(*)::int` })
        .from(restockRequests)
        .where(and(eq(restockRequests.productId, productId), isNull(restockRequests.notifiedAt)))
        .groupBy(restockRequests.color, restockRequests.size)
        .orderBy(restockRequests.color, restockRequests.size);
      return rows.map((row) => ({ ...row, waiting: Number(row.waiting) }));
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;

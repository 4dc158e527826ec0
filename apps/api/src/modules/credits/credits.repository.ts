import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { contains } from '../../db/contains';
import type { RowsPage } from '../../db/pages';
import type { CreditKind, CreditMovementKind } from '@shop/shared/credit.schema';
import type { Db } from '../../db/client';
import { creditMovements, credits, users } from '../../db/schema/index';

export type CreditRow = typeof credits.$inferSelect;
export type CreditMovementRow = typeof creditMovements.$inferSelect;

/** Letters and digits that cannot be mistaken for one another when read out or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_PREFIX: Record<CreditKind, string> = { 'store-credit': 'SC', 'gift-card': 'GC' };

/** A code such as `SC-7K3F-9Q2M-XR4T`: 60 bits of chance, so that no one finds a balance by guessing. */
export function newCreditCode(kind: CreditKind): string {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${CODE_PREFIX[kind]}-${group()}-${group()}-${group()}`;
}

export interface Movement {
  kind: CreditMovementKind;
  amountCents: number;
  note: string;
  orderId?: string | null;
  actorId?: string | null;
}

/**
 * The queries of store credit and gift cards. A balance only moves through `move`, which
 * writes the movement in the caller's transaction and refuses (answers false) a spend that
 * would take the balance below zero: one conditional update, so that of two spends racing for
 * the same credit, the second sees the first's.
 */
export function creditQueries(db: Db) {
  /** Codes with their owner's email: the account's, or the recipient's. */
  const withOwner = () =>
    db
      .select({ credit: credits, owner: sql<string | null>`coalesce(${users.email}, ${credits.email})` })
      .from(credits)
      .leftJoin(users, eq(users.id, credits.userId));

  return {
    async insert(values: typeof credits.$inferInsert): Promise<CreditRow> {
      const [row] = await db.insert(credits).values(values).returning();
      return row!;
    },

    /** The account's own store credit (one code gathers it), locked; undefined when it has none yet. */
    async lockStoreCreditOf(userId: string): Promise<CreditRow | undefined> {
      const [row] = await db
        .select()
        .from(credits)
        .where(and(eq(credits.userId, userId), eq(credits.kind, 'store-credit'), isNull(credits.disabledAt)))
        .orderBy(asc(credits.createdAt))
        .limit(1)
        .for('update');
      return row;
    },

    /** Moves a balance by `movement.amountCents` (negative to spend): false when it would go below zero. */
    async move(creditId: string, movement: Movement): Promise<boolean> {
      const moved = await db
        .update(credits)
        .set({
          balanceCents: sql`${credits.balanceCents} + ${movement.amountCents}`,
          ...(movement.kind === 'issued' ? { initialCents: sql`${credits.initialCents} + ${movement.amountCents}` } : {}),
        })
        .where(and(eq(credits.id, creditId), sql`${credits.balanceCents} + ${movement.amountCents} >= 0`))
        .returning({ id: credits.id });
      if (moved.length === 0) return false;
      await db.insert(creditMovements).values({ creditId, ...movement });
      return true;
    },

    /** The account's credit and gift cards, newest first, with their movements (oldest first). */
    async listForUser(userId: string) {
      const rows = await db.select().from(credits).where(eq(credits.userId, userId)).orderBy(desc(credits.createdAt), desc(credits.id));
      if (rows.length === 0) return [];
      const movements = await db
        .select()
        .from(creditMovements)
        .where(
          inArray(
            creditMovements.creditId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(creditMovements.createdAt), asc(creditMovements.id));
      return rows.map((credit) => ({ credit, movements: movements.filter((movement) => movement.creditId === credit.id) }));
    },

    async lock(id: string): Promise<CreditRow | undefined> {
      const [row] = await db.select().from(credits).where(eq(credits.id, id)).for('update');
      return row;
    },

    async findByCode(code: string): Promise<CreditRow | undefined> {
      const [row] = await db.select().from(credits).where(eq(credits.code, code));
      return row;
    },

    async disable(id: string, at: Date) {
      await db.update(credits).set({ disabledAt: at }).where(eq(credits.id, id));
    },

    /** The movements of these codes, oldest first. */
    async movementsOf(ids: string[]): Promise<CreditMovementRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(creditMovements)
        .where(inArray(creditMovements.creditId, ids))
        .orderBy(asc(creditMovements.createdAt), asc(creditMovements.id));
    },

    /** One page of every code, newest first, with its owner's email: an account's, or the recipient's. */
    async listAll(filter: { search?: string; kind?: CreditKind }, page: RowsPage) {
      const conditions = [
        filter.kind ? eq(credits.kind, filter.kind) : undefined,
        filter.search
          ? or(contains(credits.code, filter.search), contains(users.email, filter.search), contains(credits.email, filter.search))
          : undefined,
      ].filter((condition) => condition !== undefined);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = withOwner().orderBy(desc(credits.createdAt), desc(credits.id)).$dynamic();
      const [found, [total]] = await Promise.all([
        rows.where(where).offset(page.offset).limit(page.limit),
        db.select({ value: count() }).from(credits).leftJoin(users, eq(users.id, credits.userId)).where(where),
      ]);
      return { rows: found, total: total?.value ?? 0 };
    },

    /** One code with its owner's email, as the admin's list shows it. */
    async findWithOwner(id: string) {
      const [row] = await withOwner().where(eq(credits.id, id));
      return row;
    },

    /** The account with this email, if there is one. */
    /** The account of an address, with the language its mail is written in. */
    async accountOf(email: string): Promise<{ id: string; language: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },
  };
}

export type CreditQueries = ReturnType<typeof creditQueries>;

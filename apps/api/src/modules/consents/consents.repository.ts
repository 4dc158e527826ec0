import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consents, users } from '../../db/schema/index';

export type ConsentRow = typeof consents.$inferSelect;

/** The consents' queries, on the database or on a transaction. */
export function consentQueries(db: Db) {
  const inForceWhere = (userId: string, kind: string) =>
    and(eq(consents.userId, userId), eq(consents.kind, kind), isNull(consents.withdrawnAt));
  return {
    async inForce(userId: string, kind: string): Promise<ConsentRow | undefined> {
      const [row] = await db.select().from(consents).where(inForceWhere(userId, kind));
      return row;
    },

    /** Records the consent with its words; one already in force stays as it was (with its date and words). */
    async grant(userId: string, kind: string, wording: string): Promise<boolean> {
      const rows = await db.insert(consents).values({ userId, kind, wording }).onConflictDoNothing().returning({ id: consents.id });
      return rows.length > 0;
    },

    /** Withdraws the consent in force, keeping it as history; false when none was. */
    async withdraw(userId: string, kind: string): Promise<boolean> {
      const rows = await db
        .update(consents)
        .set({ withdrawnAt: sql`now()` })
        .where(inForceWhere(userId, kind))
        .returning({ id: consents.id });
      return rows.length > 0;
    },

    /** The account's consents in force, one per kind at most. */
    async allInForce(userId: string): Promise<ConsentRow[]> {
      return db
        .select()
        .from(consents)
        .where(and(eq(consents.userId, userId), isNull(consents.withdrawnAt)));
    },

    /** Every consent the account gave, in force or withdrawn, oldest first. */
    async historyOf(userId: string): Promise<ConsentRow[]> {
      return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(consents.grantedAt);
    },
  };
}

/** An account as its preferences need it: its id and its address. */
export interface ConsentAccount {
  id: string;
  email: string;
}

/** Whose preferences an address opens: its account, looked up by the address (any case), or by id. */
export function consentAccounts(db: Db) {
  return {
    async byEmail(email: string): Promise<ConsentAccount | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },
    async byId(id: string): Promise<ConsentAccount | undefined> {
      const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id));
      return row;
    },
  };
}

export type ConsentQueries = ReturnType<typeof consentQueries>;

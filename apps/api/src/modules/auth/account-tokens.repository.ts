import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { withTransactions, type Db } from '../../db/client';
import { accountTokens, type AccountTokenPurpose } from '../../db/schema/index';

function accountTokenQueries(db: Db) {
  const queries = {
    /** Stores a new token's hash for `ttlMs`, ending the unused ones of the same purpose. */
    async issue(userId: string, purpose: AccountTokenPurpose, tokenHash: string, ttlMs: number): Promise<string> {
      await queries.revoke(userId, purpose);
      const [row] = await db
        .insert(accountTokens)
        .values({ userId, purpose, tokenHash, expiresAt: sql`now() + ${ttlMs} * interval '1 millisecond'` })
        .returning({ id: accountTokens.id });
      return row!.id;
    },

    /** Ends every unused token of `purpose` the account has (a reset link once the password changes). */
    async revoke(userId: string, purpose: AccountTokenPurpose): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    },

    /** Uses the token, once: its account's id, or undefined when it is unknown, used or expired. */
    async consume(purpose: AccountTokenPurpose, tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: accountTokens.userId });
      return row?.userId;
    },
  };
  return queries;
}

export type AccountTokenQueries = ReturnType<typeof accountTokenQueries>;

export function createAccountTokensRepository(db: Db) {
  return withTransactions(db, accountTokenQueries);
}

export type AccountTokensRepository = ReturnType<typeof createAccountTokensRepository>;

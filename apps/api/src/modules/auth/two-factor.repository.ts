import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { withTransactions, type Db } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema/index';

/** Two-factor sign-in's rows: the account's sealed TOTP secret and its last step, and its recovery codes (hashes only). */
function twoFactorQueries(db: Db) {
  return {
    async setPending(userId: string, sealed: string) {
      await db.update(users).set({ totpPendingSecret: sealed }).where(eq(users.id, userId));
    },

    async enable(userId: string, sealed: string, step: number | null) {
      await db
        .update(users)
        .set({
          totpSecret: sealed,
          totpPendingSecret: null,
          totpEnabledAt: sql`coalesce(${users.totpEnabledAt}, now())`,
          totpLastStep: step,
        })
        .where(eq(users.id, userId));
    },

    async disable(userId: string) {
      await db
        .update(users)
        .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
        .where(eq(users.id, userId));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },

    async replaceRecoveryCodes(userId: string, hashes: string[]) {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Spends an unused recovery code; false when there is none with this hash (or it was spent meanwhile). */
    async spendRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const spent = await db
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return spent.length > 0;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return Number(row?.n ?? 0);
    },

    /** Takes a TOTP step as used, unless another request took it (or a later one) first. */
    async takeStep(userId: string, step: number): Promise<boolean> {
      const taken = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return taken.length > 0;
    },
  };
}

export function createTwoFactorRepository(db: Db) {
  return withTransactions(db, twoFactorQueries);
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

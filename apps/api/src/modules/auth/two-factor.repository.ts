import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { withTransactions, type Db } from '../../db/client';
import { passkeyChallenges, passkeys, recoveryCodes, users } from '../../db/schema/index';

/**
 * The second factors' rows: the account's sealed TOTP secret and its last step, its recovery
 * codes (hashes only), its passkeys, and the challenges of passkey ceremonies on their way.
 */
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

    passkeysOf(userId: string) {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
    },

    async passkeyByCredential(credentialId: string) {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
      return row;
    },

    /** Adds a passkey; false when that credential is already known. */
    async insertPasskey(passkey: typeof passkeys.$inferInsert): Promise<boolean> {
      const inserted = await db.insert(passkeys).values(passkey).onConflictDoNothing().returning({ id: passkeys.id });
      return inserted.length > 0;
    },

    /** Removes one of the account's passkeys; its name, or undefined when it has none of that id. */
    async deletePasskey(userId: string, id: string): Promise<string | undefined> {
      const [row] = await db
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning({ name: passkeys.name });
      return row?.name;
    },

    async passkeyUsed(id: string, counter: number) {
      await db
        .update(passkeys)
        .set({ counter, lastUsedAt: sql`now()` })
        .where(eq(passkeys.id, id));
    },

    /** Keeps a ceremony's challenge for five minutes, and forgets the ones that ran out. */
    async keepChallenge(challenge: typeof passkeyChallenges.$inferInsert) {
      await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, sql`now()`));
      await db.insert(passkeyChallenges).values(challenge);
    },

    /** Takes a live challenge of this purpose (and account), once: a second use finds nothing. */
    async takeChallenge(challenge: string, purpose: 'register' | 'sign-in', userId?: string): Promise<boolean> {
      const taken = await db
        .delete(passkeyChallenges)
        .where(
          and(
            eq(passkeyChallenges.challenge, challenge),
            eq(passkeyChallenges.purpose, purpose),
            gt(passkeyChallenges.expiresAt, sql`now()`),
            userId ? eq(passkeyChallenges.userId, userId) : undefined,
          ),
        )
        .returning({ challenge: passkeyChallenges.challenge });
      return taken.length > 0;
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

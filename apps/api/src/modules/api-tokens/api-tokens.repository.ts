import { and, count, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransactions } from '../../db/client';
import { readPage, type RowsPage } from '../../db/pages';
import { apiTokens, staffRoles, users } from '../../db/schema/index';

export type ApiTokenValues = Pick<typeof apiTokens.$inferInsert, 'userId' | 'name' | 'prefix' | 'tokenHash' | 'scopes' | 'expiresAt'>;

/** A token's columns as its list shows them, with its owner. */
const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
  owner: { id: users.id, username: users.username, email: users.email },
};

/** How often a token's `last_used_at` is written at most: a busy script would otherwise write on every call. */
const TOUCH_EVERY = sql`interval '1 minute'`;

function apiTokenQueries(db: Db) {
  return {
    async insert(values: ApiTokenValues): Promise<{ id: string }> {
      const [row] = await db.insert(apiTokens).values(values).returning({ id: apiTokens.id });
      return row!;
    },

    /**
     * The token with this hash, with what its owner is now: their account, whether it is
     * suspended, and their role's permissions, read in the same statement (so that a change of
     * role or a suspension applies to the next call).
     */
    async findByHash(tokenHash: string) {
      const [row] = await db
        .select({
          id: apiTokens.id,
          name: apiTokens.name,
          scopes: apiTokens.scopes,
          expiresAt: apiTokens.expiresAt,
          revokedAt: apiTokens.revokedAt,
          lastUsedAt: apiTokens.lastUsedAt,
          owner: {
            id: users.id,
            email: users.email,
            username: users.username,
            role: users.role,
            staffRole: users.staffRole,
            suspendedAt: users.suspendedAt,
            totpEnabledAt: users.totpEnabledAt,
            demo: users.demo,
            permissions: sql<string[]>`coalesce(${staffRoles.permissions}, '{}'::text[])`,
          },
        })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .leftJoin(staffRoles, eq(staffRoles.handle, users.staffRole))
        .where(eq(apiTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Notes a use, unless one was noted in the last minute (by this instance or another). */
    async touch(id: string): Promise<void> {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - ${TOUCH_EVERY}`))));
    },

    /** How many of the person's tokens have neither expired nor been revoked. */
    async countLive(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql`now()`)));
      return row?.value ?? 0;
    },

    /** A page of the tokens, newest first: one person's, or everyone's. */
    async page(userId: string | undefined, page: RowsPage) {
      const where: SQL | undefined = userId === undefined ? undefined : eq(apiTokens.userId, userId);
      const rows = db
        .select(listed)
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
        .$dynamic();
      return readPage(db, { rows, table: apiTokens, where }, page);
    },

    async find(id: string) {
      const [row] = await db.select(listed).from(apiTokens).innerJoin(users, eq(users.id, apiTokens.userId)).where(eq(apiTokens.id, id));
      return row;
    },

    /** Revokes the token now; false when it was revoked already. */
    async revoke(id: string): Promise<boolean> {
      const rows = await db
        .update(apiTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
        .returning({ id: apiTokens.id });
      return rows.length > 0;
    },
  };
}

/** The personal API tokens: made, listed, found by their hash at each call, and revoked. */
export function createApiTokensRepository(db: Db) {
  return withTransactions(db, apiTokenQueries);
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
export type ListedApiToken = NonNullable<Awaited<ReturnType<ReturnType<typeof apiTokenQueries>['find']>>>;

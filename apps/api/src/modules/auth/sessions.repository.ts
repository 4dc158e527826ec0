import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, staffRoles, users } from '../../db/schema/index';

export function createSessionsRepository(db: Db) {
  return {
    async insert(session: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(session);
    },

    /** The live session for a token hash, with its user, in one round trip. */
    async findLive(tokenHash: string, idleSince: Date) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          provedAt: sessions.provedAt,
          user: {
            id: users.id,
            email: users.email,
            username: users.username,
            role: users.role,
            staffRole: users.staffRole,
            permissions: sql<string[]>`coalesce(${staffRoles.permissions}, '{}'::text[])`,
            totpEnabledAt: users.totpEnabledAt,
            demo: users.demo,
          },
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(staffRoles, eq(staffRoles.handle, users.staffRole))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastSeenAt, idleSince),
            isNull(users.suspendedAt),
          ),
        )
        .limit(1);
      return row;
    },

    /** The user's live sessions, most recently used first. */
    async listLive(userId: string, idleSince: Date) {
      return db
        .select({
          id: sessions.id,
          tokenHash: sessions.tokenHash,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleSince)))
        .orderBy(desc(sessions.lastSeenAt));
    },

    /** Ends one of the user's sessions; false when the user has no such session. */
    async deleteOne(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },

    /** The session's person proved who they are again, now. */
    async prove(sessionId: string) {
      await db.update(sessions).set({ provedAt: new Date(), lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    async touch(sessionId: string) {
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    async deleteByTokenHash(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of the user but the one of `keepTokenHash` (none kept when it is undefined). */
    async deleteAllOf(userId: string, keepTokenHash?: string) {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined));
    },

    /** Removes a user's sessions that have ended anyway. */
    async deleteEnded(userId: string, idleSince: Date) {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, idleSince))));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

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
          user: { id: users.id, email: users.email, username: users.username, role: users.role },
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleSince)))
        .limit(1);
      return row;
    },

    async touch(sessionId: string) {
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    async deleteByTokenHash(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
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

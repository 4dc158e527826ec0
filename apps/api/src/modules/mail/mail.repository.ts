import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emails } from '../../db/schema/index';

export interface OutgoingEmail {
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
}

export function createMailRepository(db: Db) {
  return {
    /** False when a message with this dedupe key is already stored. */
    async insert(message: OutgoingEmail): Promise<boolean> {
      const rows = await db.insert(emails).values(message).onConflictDoNothing({ target: emails.dedupeKey }).returning({ id: emails.id });
      return rows.length > 0;
    },

    /** The oldest messages not yet sent. */
    async unsent(limit: number) {
      return db.select().from(emails).where(isNull(emails.sentAt)).orderBy(asc(emails.createdAt)).limit(limit);
    },

    /** Marks the message sent unless another instance already did: answers whether this one claimed it. */
    async claim(id: string): Promise<boolean> {
      const claimed = await db
        .update(emails)
        .set({ sentAt: new Date(), error: null })
        .where(and(eq(emails.id, id), isNull(emails.sentAt)))
        .returning({ id: emails.id });
      return claimed.length > 0;
    },

    /** Gives a claimed message back, with why its delivery failed. */
    async release(id: string, error: string) {
      await db.update(emails).set({ sentAt: null, error }).where(eq(emails.id, id));
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;

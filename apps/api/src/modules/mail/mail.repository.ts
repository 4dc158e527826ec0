import { and, asc, count, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OutboxStatus } from '@shop/shared/mail.schema';
import { emails } from '../../db/schema/index';

export interface OutgoingEmail {
  dedupeKey: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers: `List-Unsubscribe` and `List-Unsubscribe-Post` on mail a shopper may stop (RFC 8058). */
  headers?: Record<string, string>;
  /** Not sent before this time (a gift card's sending day); now when left out. */
  nextAttemptAt?: Date;
}

export type StoredEmail = typeof emails.$inferSelect;

/**
 * Queued and due, or claimed by a worker whose lease has run out (it stopped mid-send). Times
 * are the database's, so that every instance reads one clock.
 */
const due: SQL = or(
  and(eq(emails.status, 'queued'), lte(emails.nextAttemptAt, sql`now()`)),
  and(eq(emails.status, 'sending'), lte(emails.lockedUntil, sql`now()`)),
)!;
const fromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

export function createMailRepository(db: Db) {
  return {
    /** Stores the message; false when one with this dedupe key is already stored. */
    async insert(message: OutgoingEmail): Promise<boolean> {
      const rows = await db.insert(emails).values(message).onConflictDoNothing({ target: emails.dedupeKey }).returning({ id: emails.id });
      return rows.length > 0;
    },

    /**
     * Claims up to `limit` due messages for `leaseMs`: counts the attempt and marks them
     * sending. Rows another worker is claiming are skipped, not waited for (SKIP LOCKED), so
     * two workers never claim one message.
     */
    async claimDue(limit: number, leaseMs: number): Promise<StoredEmail[]> {
      return db.transaction(async (tx) => {
        const ids = await tx
          .select({ id: emails.id })
          .from(emails)
          .where(due)
          .orderBy(asc(emails.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (ids.length === 0) return [];
        return tx
          .update(emails)
          .set({ status: 'sending', attempts: sql`${emails.attempts} + 1`, lockedUntil: fromNow(leaseMs) })
          .where(
            inArray(
              emails.id,
              ids.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    /**
     * Sent: the row keeps who it was for, its subject, kind, status and times, and loses its
     * body, which may hold a link with a token that must not outlive its delivery in a table.
     */
    async markSent(id: string) {
      await db.update(emails).set({ status: 'sent', sentAt: new Date(), lockedUntil: null, text: '', html: null }).where(eq(emails.id, id));
    },

    /** Deletes the sent and failed messages queued more than `retentionMs` ago; answers how many. */
    async purgeOlderThan(retentionMs: number): Promise<number> {
      const rows = await db
        .delete(emails)
        .where(
          and(inArray(emails.status, ['sent', 'failed']), lte(emails.createdAt, sql`now() - ${retentionMs} * interval '1 millisecond'`)),
        )
        .returning({ id: emails.id });
      return rows.length;
    },

    /** A failed attempt: queued again in `retryInMs`, or failed for good when null. */
    async markFailed(id: string, error: string, retryInMs: number | null) {
      await db
        .update(emails)
        .set(
          retryInMs === null
            ? { status: 'failed', lockedUntil: null, error }
            : { status: 'queued', nextAttemptAt: fromNow(retryInMs), lockedUntil: null, error },
        )
        .where(eq(emails.id, id));
    },

    /** A failed message goes back to the queue with its attempts counted afresh. */
    async requeueFailed(id: string): Promise<StoredEmail | undefined> {
      const [row] = await db
        .update(emails)
        .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()` })
        .where(and(eq(emails.id, id), eq(emails.status, 'failed')))
        .returning();
      return row;
    },

    /** Messages not yet sent: queued, or being sent. */
    async countUnsent(): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(emails)
        .where(inArray(emails.status, ['queued', 'sending']));
      return row?.count ?? 0;
    },

    async find(id: string): Promise<StoredEmail | undefined> {
      const [row] = await db.select().from(emails).where(eq(emails.id, id));
      return row;
    },

    /** The outbox, newest first, optionally of one status, with the count of each status. */
    async page({ status, offset, limit }: { status?: OutboxStatus; offset: number; limit: number }) {
      const where = status ? eq(emails.status, status) : undefined;
      const [rows, counts] = await Promise.all([
        db.select().from(emails).where(where).orderBy(desc(emails.createdAt), desc(emails.id)).offset(offset).limit(limit),
        db.select({ status: emails.status, count: count() }).from(emails).groupBy(emails.status),
      ]);
      return { rows, counts: Object.fromEntries(counts.map((row) => [row.status, row.count])) as Partial<Record<OutboxStatus, number>> };
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;

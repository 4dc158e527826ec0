import type { ShippingAddress } from '@shop/shared/address.schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { testCheckoutSessions } from '../db/schema/index';

export type TestCheckoutRow = typeof testCheckoutSessions.$inferSelect;

/** The test-mode provider's own records of its hosted checkouts. */
export function createTestCheckoutRepository(db: Db) {
  return {
    /** Stores the session; the same idempotency key answers the id stored the first time. */
    async insert(session: typeof testCheckoutSessions.$inferInsert): Promise<string> {
      const [row] = await db
        .insert(testCheckoutSessions)
        .values(session)
        .onConflictDoNothing({ target: testCheckoutSessions.idempotencyKey })
        .returning({ id: testCheckoutSessions.id });
      if (row) return row.id;
      const [existing] = await db
        .select({ id: testCheckoutSessions.id })
        .from(testCheckoutSessions)
        .where(eq(testCheckoutSessions.idempotencyKey, session.idempotencyKey));
      return existing!.id;
    },

    async findById(id: string): Promise<TestCheckoutRow | undefined> {
      const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id)).limit(1);
      return row;
    },

    /** Only an open session moves, so paying twice keeps the first payment's address. */
    async markPaid(id: string, shippingAddress: ShippingAddress | null) {
      await db
        .update(testCheckoutSessions)
        .set({ status: 'paid', shippingAddress })
        .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.status, 'open')));
    },

    /** An open session's life ends now, as if the shopper had walked away until it expired. */
    async expireNow(id: string) {
      await db
        .update(testCheckoutSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.status, 'open')));
    },

    async markRefunded(id: string) {
      await db
        .update(testCheckoutSessions)
        .set({ refundedAt: new Date() })
        .where(and(eq(testCheckoutSessions.id, id), isNull(testCheckoutSessions.refundedAt)));
    },
  };
}

export type TestCheckoutRepository = ReturnType<typeof createTestCheckoutRepository>;

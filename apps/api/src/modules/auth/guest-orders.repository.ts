import { PLACED_STATUSES } from '@shop/shared/constants';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { recordAudits } from '../audit';

/** Guest orders placed with `email` that no account holds yet, as a customer sees them (paid, flagged or refunded, in part or whole). */
const unclaimedOf = (email: string) =>
  and(isNull(orders.userId), eq(sql`lower(${orders.email})`, email.toLowerCase()), inArray(orders.paymentStatus, [...PLACED_STATUSES]));

/**
 * Guest orders an account's owner may add to it once they have proved the address: nothing
 * joins an account without that step, which the audit log records.
 */
export function createGuestOrdersRepository(db: Db) {
  return {
    /** The newest `limit` of them, and how many there are. */
    async unclaimed(email: string, limit: number) {
      const where = unclaimedOf(email);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ id: orders.id, orderId: orders.orderId, createdAt: orders.createdAt, totalCents: orders.totalCents })
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit),
        db
          .select({ count: sql<number | string>`count(*)` })
          .from(orders)
          .where(where),
      ]);
      return { rows, total: Number(counted?.count ?? 0) };
    },

    /** Gives the account those of `ids` that are still unclaimed guest orders of `email`, with an audit entry each; answers their references. */
    async claim(userId: string, email: string, ids: string[]): Promise<string[]> {
      return inTransaction(db, async (tx) => {
        const claimed = await tx
          .update(orders)
          .set({ userId, updatedAt: new Date() })
          .where(and(inArray(orders.id, ids), unclaimedOf(email)))
          .returning({ id: orders.id, orderId: orders.orderId });
        await recordAudits(
          tx,
          claimed.map((order) => ({
            actorId: userId,
            action: 'order.claim' as const,
            entityId: order.id,
            details: { orderId: order.orderId, email: email.toLowerCase() },
            before: { userId: null },
            after: { userId },
          })),
        );
        return claimed.map((order) => order.orderId);
      });
    },
  };
}

export type GuestOrdersRepository = ReturnType<typeof createGuestOrdersRepository>;

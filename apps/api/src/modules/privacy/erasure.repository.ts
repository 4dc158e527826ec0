/**
 * Deleting an account and what it leaves (docs/decisions/039), as statements run in the one
 * transaction of the deletion: the rules (who may, what refuses) are the service's.
 */
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { DELETED_CUSTOMER_NAME, type DeletedReviewsChoice } from '@shop/shared/privacy.schema';
import { OWNER_ROLE } from '@shop/shared/permissions';
import type { Db } from '../../db/client';
import { ordersOfAccount } from './account-data';
import {
  auditLog,
  contactMessages,
  credits,
  emails,
  mailOptOuts,
  orderLines,
  orders,
  restockRequests,
  reviews,
  users,
} from '../../db/schema/index';

/** The account about to go, as the rules read it. */
export interface ErasedAccount {
  id: string;
  email: string;
  /** Whether its owner proved the address: its guest orders are then theirs too. */
  emailVerified: boolean;
  role: 'user' | 'admin';
  staffRole: string | null;
}

/**
 * The account, with every staff row locked (so that the last owner's rule holds against a
 * concurrent change of roles), and the owners who may sign in.
 */
export async function lockAccount(tx: Db, id: string): Promise<{ account: ErasedAccount | undefined; ownerIds: string[] }> {
  const staff = await tx
    .select({ id: users.id, staffRole: users.staffRole, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.role, 'admin'))
    .for('update');
  const [account] = await tx
    .select({
      id: users.id,
      email: users.email,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      role: users.role,
      staffRole: users.staffRole,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return {
    account,
    ownerIds: staff.filter((row) => row.staffRole === OWNER_ROLE && !row.suspendedAt).map((row) => row.id),
  };
}

/** What is left on the account's store credit and gift cards that can still be spent, in cents. */
export async function spendableCreditCents(tx: Db, userId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${credits.balanceCents}), 0)::int` })
    .from(credits)
    .where(
      and(
        eq(credits.userId, userId),
        gt(credits.balanceCents, 0),
        isNull(credits.disabledAt),
        or(isNull(credits.expiresAt), sql`${credits.expiresAt} > now()`),
      ),
    );
  return Number(row?.cents ?? 0);
}

/** How many of the account's paid orders (its guest orders too) have not left yet: their address is still needed. */
export async function ordersAwaitingShipment(tx: Db, account: ErasedAccount): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        ordersOfAccount(account),
        inArray(orders.status, ['pending', 'processing']),
        inArray(orders.paymentStatus, ['paid', 'partially_refunded', 'flagged']),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * Deletes the account and its personal data, keeping its orders scrubbed and, when chosen, its
 * reviews under no name. Answers what it did, for the audit, and the products whose ratings
 * must be recomputed.
 */
export async function eraseAccount(
  tx: Db,
  account: ErasedAccount,
  reviewsChoice: DeletedReviewsChoice,
): Promise<{ orders: number; reviews: number; productIds: string[] }> {
  const email = account.email.toLowerCase();
  const reviewed = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.userId, account.id));
  if (reviewsChoice === 'delete') await tx.delete(reviews).where(eq(reviews.userId, account.id));
  else
    await tx
      .update(reviews)
      .set({ userId: null, updatedAt: sql`${reviews.updatedAt}` })
      .where(eq(reviews.userId, account.id));

  // Orders stay for the accounts: who bought goes, what was bought and where it was taxed stay.
  // The guest orders of a proved address go the same way: they are the same person's.
  const kept = await tx
    .update(orders)
    .set({
      userId: null,
      email: sql`'deleted-' || lower(${orders.orderId}) || '@invalid'`,
      shippingAddress: sql`case when ${orders.shippingAddress} is null then null else jsonb_build_object(
          'name', ${DELETED_CUSTOMER_NAME}::text, 'line1', '', 'line2', '', 'city', '',
          'state', coalesce(${orders.shippingAddress}->>'state', ''),
          'postalCode', coalesce(${orders.shippingAddress}->>'postalCode', ''),
          'country', coalesce(${orders.shippingAddress}->>'country', ''),
          'phone', '') end`,
      // No reminder goes to an address that is gone.
      remindConsent: false,
      updatedAt: sql`${orders.updatedAt}`,
    })
    .where(ordersOfAccount(account))
    .returning({ id: orders.id });
  const orderIds = kept.map((order) => order.id);
  if (orderIds.length > 0) {
    await tx
      .update(orderLines)
      .set({ giftCard: sql`${orderLines.giftCard} || '{"from": null, "message": null}'::jsonb` })
      .where(and(inArray(orderLines.orderId, orderIds), sql`${orderLines.giftCard} is not null`));
  }

  // Codes stay with the orders they paid; only the address goes.
  await tx.update(credits).set({ email: null }).where(eq(credits.userId, account.id));
  await tx.delete(restockRequests).where(or(eq(restockRequests.userId, account.id), eq(restockRequests.email, email)));
  await tx.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, email));
  await tx.delete(emails).where(or(eq(sql`lower(${emails.to})`, email), eq(sql`lower(${emails.replyTo})`, email)));
  await tx.delete(mailOptOuts).where(eq(mailOptOuts.email, email));
  // Staff's earlier entries about the account keep what they did, without the address.
  await tx
    .update(auditLog)
    .set({
      details: sql`${auditLog.details} - 'email'`,
      before: sql`${auditLog.before} - 'email'`,
      after: sql`${auditLog.after} - 'email'`,
    })
    .where(and(inArray(auditLog.entity, ['user', 'auth']), eq(auditLog.entityId, account.id)));

  // Addresses, sessions, passkeys, two-factor codes, tokens, the bag, the wishlist, consents,
  // votes and copies of the data go with the row (their foreign keys cascade).
  await tx.delete(users).where(eq(users.id, account.id));
  return { orders: orderIds.length, reviews: reviewed.length, productIds: reviewed.map((row) => row.productId) };
}

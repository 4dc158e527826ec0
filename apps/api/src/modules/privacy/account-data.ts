/**
 * Everything the shop holds about one account, read for its copy ('Download my data'). Each query
 * names its columns: no password hash, two-factor secret, passkey key, token or token hash is
 * ever selected, and every row is the account's own (or its address's, for the waiting lists and,
 * once the address is proved, the guest orders).
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addresses,
  bags,
  consents,
  creditMovements,
  credits,
  orderLines,
  orders,
  passkeys,
  products,
  restockRequests,
  reviewPhotos,
  reviews,
  reviewVotes,
  sessions,
  users,
  wishlistItems,
} from '../../db/schema/index';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The orders that are the account's person's: those the account holds and, once its owner proved
 * the address, the guest orders placed with it (in any case) that no account holds. Its copy
 * holds them and its deletion scrubs them; an address not proved is no one's (lib/guards.ts).
 */
export function ordersOfAccount(account: { id: string; email: string; emailVerified: boolean }) {
  const held = eq(orders.userId, account.id);
  if (!account.emailVerified) return held;
  return or(held, and(isNull(orders.userId), eq(sql`lower(${orders.email})`, account.email.toLowerCase())));
}

/** Runs the queries one after another: on a transaction's one connection they would only queue. */
async function inTurn<const Steps extends readonly (() => unknown)[]>(
  ...steps: Steps
): Promise<{ -readonly [Index in keyof Steps]: Awaited<ReturnType<Steps[Index]>> }> {
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as { -readonly [Index in keyof Steps]: Awaited<ReturnType<Steps[Index]>> };
}

/** The account's data as its copy holds it: plain JSON values, times as ISO strings, money in cents. */
export async function readAccountData(db: Db, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      /** The language the account's mail is written in. */
      language: users.language,
      role: users.role,
      bio: users.bio,
      profession: users.profession,
      profileImage: users.profileImage,
      twoFactorEnabledAt: users.totpEnabledAt,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return undefined;

  const [
    addressRows,
    orderRows,
    reviewRows,
    voteRows,
    wishlistRows,
    waitlistRows,
    consentRows,
    creditRows,
    sessionRows,
    passkeyRows,
    bagRows,
  ] = await inTurn(
    () =>
      db
        .select({
          id: addresses.id,
          label: addresses.label,
          name: addresses.name,
          line1: addresses.line1,
          line2: addresses.line2,
          city: addresses.city,
          state: addresses.state,
          postalCode: addresses.postalCode,
          country: addresses.country,
          phone: addresses.phone,
          isDefault: addresses.isDefault,
          createdAt: addresses.createdAt,
        })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt)),
    () =>
      db
        .select({
          id: orders.id,
          orderId: orders.orderId,
          email: orders.email,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          currency: orders.currency,
          language: orders.language,
          subtotalCents: orders.subtotalCents,
          discountCode: orders.discountCode,
          discountCents: orders.discountCents,
          shippingCents: orders.shippingCents,
          taxCents: orders.taxCents,
          totalCents: orders.totalCents,
          creditCents: orders.creditCents,
          refundedCents: orders.refundedCents,
          shippingAddress: orders.shippingAddress,
          paidAt: orders.paidAt,
          createdAt: orders.createdAt,
          /** Placed signed out with the account's address, and never added to the account. */
          placedAsGuest: sql<boolean>`${orders.userId} is null`,
        })
        .from(orders)
        .where(ordersOfAccount({ id: userId, email: account.email, emailVerified: account.emailVerifiedAt !== null }))
        .orderBy(asc(orders.createdAt), asc(orders.id)),
    () =>
      db
        .select({
          id: reviews.id,
          productId: reviews.productId,
          product: products.name,
          rating: reviews.rating,
          comment: reviews.comment,
          fit: reviews.fit,
          usualSize: reviews.usualSize,
          photos: sql<
            string[]
          >`coalesce((select json_agg(p.image order by p.position) from ${reviewPhotos} p where p.review_id = ${reviews.id}), '[]'::json)`,
          createdAt: reviews.createdAt,
          updatedAt: reviews.updatedAt,
        })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.userId, userId))
        .orderBy(asc(reviews.createdAt)),
    // The reviews this account found helpful: the review and its product, never its author.
    () =>
      db
        .select({ reviewId: reviewVotes.reviewId, product: products.name, createdAt: reviewVotes.createdAt })
        .from(reviewVotes)
        .innerJoin(reviews, eq(reviews.id, reviewVotes.reviewId))
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviewVotes.userId, userId))
        .orderBy(asc(reviewVotes.createdAt)),
    () =>
      db
        .select({
          productId: wishlistItems.productId,
          product: products.name,
          color: wishlistItems.color,
          size: wishlistItems.size,
          createdAt: wishlistItems.createdAt,
        })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(eq(wishlistItems.userId, userId))
        .orderBy(asc(wishlistItems.createdAt)),
    () =>
      db
        .select({
          productId: restockRequests.productId,
          product: products.name,
          color: restockRequests.color,
          size: restockRequests.size,
          email: restockRequests.email,
          language: restockRequests.language,
          createdAt: restockRequests.createdAt,
          notifiedAt: restockRequests.notifiedAt,
        })
        .from(restockRequests)
        .innerJoin(products, eq(products.id, restockRequests.productId))
        .where(or(eq(restockRequests.userId, userId), eq(restockRequests.email, account.email.toLowerCase())))
        .orderBy(asc(restockRequests.createdAt)),
    () =>
      db
        .select({ kind: consents.kind, wording: consents.wording, grantedAt: consents.grantedAt, withdrawnAt: consents.withdrawnAt })
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(asc(consents.grantedAt)),
    () =>
      db
        .select({
          id: credits.id,
          code: credits.code,
          kind: credits.kind,
          initialCents: credits.initialCents,
          balanceCents: credits.balanceCents,
          expiresAt: credits.expiresAt,
          disabledAt: credits.disabledAt,
          createdAt: credits.createdAt,
        })
        .from(credits)
        .where(eq(credits.userId, userId))
        .orderBy(asc(credits.createdAt)),
    () =>
      db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          ip: sessions.ip,
          device: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
    () =>
      db
        .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt)),
    () => db.select({ lines: bags.lines }).from(bags).where(eq(bags.userId, userId)),
  );

  const orderIds = orderRows.map((order) => order.id);
  const creditIds = creditRows.map((credit) => credit.id);
  const [lineRows, movementRows] = await inTurn(
    () =>
      orderIds.length === 0
        ? []
        : db
            .select({
              orderId: orderLines.orderId,
              name: orderLines.name,
              sku: orderLines.sku,
              color: orderLines.color,
              size: orderLines.size,
              quantity: orderLines.quantity,
              unitPriceCents: orderLines.unitPriceCents,
              discountCents: orderLines.discountCents,
              taxCents: orderLines.taxCents,
              refundedQuantity: orderLines.refundedQuantity,
              giftCard: orderLines.giftCard,
            })
            .from(orderLines)
            .where(inArray(orderLines.orderId, orderIds))
            .orderBy(asc(orderLines.position)),
    () =>
      creditIds.length === 0
        ? []
        : db
            .select({
              creditId: creditMovements.creditId,
              kind: creditMovements.kind,
              amountCents: creditMovements.amountCents,
              note: creditMovements.note,
              createdAt: creditMovements.createdAt,
            })
            .from(creditMovements)
            .where(inArray(creditMovements.creditId, creditIds))
            .orderBy(asc(creditMovements.createdAt)),
  );

  return {
    account: {
      ...account,
      emailVerifiedAt: iso(account.emailVerifiedAt),
      twoFactorEnabledAt: iso(account.twoFactorEnabledAt),
      lastSignInAt: iso(account.lastSignInAt),
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
      passkeys: passkeyRows.map((row) => ({ name: row.name, createdAt: iso(row.createdAt), lastUsedAt: iso(row.lastUsedAt) })),
    },
    addresses: addressRows.map(({ id: _id, createdAt, ...row }) => ({ ...row, createdAt: iso(createdAt) })),
    orders: orderRows.map(({ id, paidAt, createdAt, ...order }) => ({
      ...order,
      paidAt: iso(paidAt),
      createdAt: iso(createdAt),
      lines: lineRows
        .filter((line) => line.orderId === id)
        .map(({ orderId: _orderId, giftCard, ...line }) => ({
          ...line,
          ...(giftCard
            ? {
                giftCard: {
                  to: giftCard.to,
                  toName: giftCard.toName,
                  from: giftCard.from,
                  message: giftCard.message,
                  sendOn: giftCard.sendOn,
                },
              }
            : {}),
        })),
    })),
    reviews: reviewRows.map(({ id: _id, createdAt, updatedAt, ...row }) => ({
      ...row,
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    })),
    reviewVotes: voteRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    wishlist: wishlistRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    waitingLists: waitlistRows.map((row) => ({ ...row, createdAt: iso(row.createdAt), notifiedAt: iso(row.notifiedAt) })),
    consents: consentRows.map((row) => ({ ...row, grantedAt: iso(row.grantedAt), withdrawnAt: iso(row.withdrawnAt) })),
    storeCredit: creditRows.map(({ id, expiresAt, disabledAt, createdAt, ...credit }) => ({
      ...credit,
      expiresAt: iso(expiresAt),
      disabledAt: iso(disabledAt),
      createdAt: iso(createdAt),
      movements: movementRows
        .filter((movement) => movement.creditId === id)
        .map(({ creditId: _creditId, createdAt: at, ...movement }) => ({ ...movement, createdAt: iso(at) })),
    })),
    sessions: sessionRows.map((row) => ({
      createdAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastSeenAt),
      expiresAt: iso(row.expiresAt),
      ip: row.ip,
      device: row.device,
    })),
    bag: bagRows[0]?.lines ?? [],
  };
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof readAccountData>>>;

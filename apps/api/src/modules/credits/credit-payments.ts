import { refundToCredits, type CreditPayment, type SpendableCredit } from '@shop/shared/pricing';
import { maskedCreditCode } from '@shop/shared/credit.schema';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { credits, orderCredits, orders } from '../../db/schema/index';
import { creditQueries, type CreditRow } from './credits.repository';

/**
 * Gift cards and store credit as a way to pay an order: found by the code a shopper typed or
 * by their account, held at checkout (taken from the balance at once, so two checkouts can
 * never spend the same cents), spent on payment, released when the checkout expires unpaid,
 * and given back by refunds. Every function runs in the caller's transaction.
 */

export const NO_SUCH_CODE = 'No gift card or store credit has this code.';
export const CREDIT_CHANGED = 'A gift card or store credit no longer holds what the bag counted on. Check your bag and try again.';

/** Why this code cannot pay now, or null when it can. */
function problemOf(credit: CreditRow, now: Date): string | null {
  if (credit.disabledAt) return 'This code can no longer be used.';
  if (credit.expiresAt && credit.expiresAt <= now) return `This code expired on ${credit.expiresAt.toISOString().slice(0, 10)}.`;
  if (credit.balanceCents === 0) return 'This code has nothing left on it.';
  return null;
}

/** What a shopper may spend: the code typed (first), then the account's own live codes, store credit first and the soonest to expire. */
export async function spendableCredits(
  db: Db,
  choice: { code: string | undefined; userId: string | null; useAccount: boolean },
  now = new Date(),
): Promise<{ credits: (SpendableCredit & { code: string })[]; typed: CreditRow | null; problem: string | null; accountCents: number }> {
  const code = choice.code?.trim().toUpperCase() ?? '';
  const [typed, own] = await Promise.all([
    code ? creditQueries(db).findByCode(code) : undefined,
    choice.userId
      ? db
          .select()
          .from(credits)
          .where(
            and(
              eq(credits.userId, choice.userId),
              isNull(credits.disabledAt),
              or(isNull(credits.expiresAt), sql`${credits.expiresAt} > ${now.toISOString()}`),
              sql`${credits.balanceCents} > 0`,
            ),
          )
          .orderBy(sql`${credits.kind} = 'gift-card'`, sql`${credits.expiresAt} asc nulls last`, asc(credits.createdAt))
      : [],
  ]);
  const problem = code ? (typed ? problemOf(typed, now) : NO_SUCH_CODE) : null;
  const accountCents = own.reduce((sum, credit) => sum + credit.balanceCents, 0);
  const chosen = [...(typed && !problem ? [typed] : []), ...(choice.useAccount ? own.filter((credit) => credit.id !== typed?.id) : [])];
  return {
    credits: chosen.map((credit) => ({ id: credit.id, code: credit.code, balanceCents: credit.balanceCents })),
    typed: typed ?? null,
    problem,
    accountCents,
  };
}

/**
 * Takes each code's share off its balance and holds it for the order. False when a balance no
 * longer holds its share (another checkout spent it first): the caller's transaction is to roll back.
 */
export async function holdCredits(tx: Db, order: { id: string; orderRef: string }, payment: CreditPayment): Promise<boolean> {
  const queries = creditQueries(tx);
  for (const use of payment.uses) {
    const moved = await queries.move(use.id, {
      kind: 'spent',
      amountCents: -use.cents,
      note: `Order ${order.orderRef}`,
      orderId: order.id,
    });
    if (!moved) return false;
    await tx.insert(orderCredits).values({ orderId: order.id, creditId: use.id, amountCents: use.cents });
  }
  return true;
}

/** Gives back what these unpaid orders held: their checkouts expired, failed or were deleted. */
export async function releaseCredits(tx: Db, orderIds: readonly string[], why: (orderRef: string) => string): Promise<void> {
  if (orderIds.length === 0) return;
  const held = await tx
    .select({ use: orderCredits, orderRef: orders.orderId })
    .from(orderCredits)
    .innerJoin(orders, eq(orders.id, orderCredits.orderId))
    .where(and(inArray(orderCredits.orderId, [...orderIds]), eq(orderCredits.state, 'held')))
    .for('update', { of: orderCredits });
  const queries = creditQueries(tx);
  for (const { use, orderRef } of held) {
    await queries.move(use.creditId, { kind: 'released', amountCents: use.amountCents, note: why(orderRef), orderId: use.orderId });
    await tx.update(orderCredits).set({ state: 'released', updatedAt: new Date() }).where(eq(orderCredits.id, use.id));
  }
}

/**
 * The order is paid: what its codes held is spent. A share released meanwhile (the payment came
 * after the checkout expired) is taken again; answers the codes that no longer hold their share.
 */
export async function spendHeldCredits(tx: Db, order: { id: string; orderRef: string }): Promise<{ short: string[]; shortCents: number }> {
  const uses = await tx
    .select({ use: orderCredits, code: credits.code })
    .from(orderCredits)
    .innerJoin(credits, eq(credits.id, orderCredits.creditId))
    .where(eq(orderCredits.orderId, order.id))
    .for('update', { of: orderCredits });
  const queries = creditQueries(tx);
  const short: string[] = [];
  let shortCents = 0;
  for (const { use, code } of uses) {
    if (use.state === 'spent') continue;
    if (use.state === 'released') {
      const taken = await queries.move(use.creditId, {
        kind: 'spent',
        amountCents: -use.amountCents,
        note: `Order ${order.orderRef}`,
        orderId: order.id,
      });
      if (!taken) {
        short.push(maskedCreditCode(code));
        shortCents += use.amountCents;
        continue;
      }
    }
    await tx.update(orderCredits).set({ state: 'spent', updatedAt: new Date() }).where(eq(orderCredits.id, use.id));
  }
  return { short, shortCents };
}

/** Gives `cents` of a refund back to the codes that paid the order, each up to what it paid. */
export async function refundCreditsOf(
  tx: Db,
  order: { id: string; orderRef: string },
  cents: number,
  actorId: string | null,
): Promise<void> {
  if (cents === 0) return;
  const uses = await tx
    .select()
    .from(orderCredits)
    .where(and(eq(orderCredits.orderId, order.id), eq(orderCredits.state, 'spent')))
    .orderBy(asc(orderCredits.createdAt), asc(orderCredits.id))
    .for('update');
  const queries = creditQueries(tx);
  for (const back of refundToCredits(
    uses.map((use) => ({ id: use.id, cents: use.amountCents, refundedCents: use.refundedCents })),
    cents,
  )) {
    const use = uses.find((candidate) => candidate.id === back.id)!;
    await queries.move(use.creditId, {
      kind: 'refunded',
      amountCents: back.cents,
      note: `Refund of order ${order.orderRef}`,
      orderId: order.id,
      actorId,
    });
    await tx
      .update(orderCredits)
      .set({ refundedCents: use.refundedCents + back.cents, updatedAt: new Date() })
      .where(eq(orderCredits.id, use.id));
  }
}

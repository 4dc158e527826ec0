import { toDollars } from '@shop/shared/money';
import type { Credit, MyCreditsResponse } from '@shop/shared/credit.schema';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import { creditQueries, newCreditCode, type CreditMovementRow, type CreditRow } from './credits.repository';

export function toCredit(credit: CreditRow, movements: CreditMovementRow[]): Credit {
  return {
    _id: credit.id,
    code: credit.code,
    kind: credit.kind,
    balance: toDollars(credit.balanceCents),
    initial: toDollars(credit.initialCents),
    expiresAt: credit.expiresAt?.toISOString() ?? null,
    disabled: credit.disabledAt !== null,
    createdAt: credit.createdAt.toISOString(),
    movements: movements.map((movement) => ({
      kind: movement.kind,
      amount: toDollars(movement.amountCents),
      note: movement.note,
      at: movement.createdAt.toISOString(),
    })),
  };
}

/** A live credit can be spent: not disabled, not expired. */
const live = (credit: CreditRow, now: Date) => credit.disabledAt === null && (credit.expiresAt === null || credit.expiresAt > now);

/**
 * Gives store credit, in the caller's transaction: to an account, onto its one store-credit code
 * (made the first time); to a guest, on a new code kept with their email. Audited as `credit.issue`.
 * Answers the code and its id.
 */
export async function issueStoreCredit(
  tx: Db,
  to: { userId: string | null; email: string | null },
  movement: { amountCents: number; note: string; orderId: string | null; actorId: string },
): Promise<{ id: string; code: string }> {
  const queries = creditQueries(tx);
  const existing = to.userId ? await queries.lockStoreCreditOf(to.userId) : undefined;
  const credit =
    existing ??
    (await queries.insert({
      code: newCreditCode('store-credit'),
      kind: 'store-credit',
      userId: to.userId,
      email: to.email?.toLowerCase() ?? null,
      initialCents: 0,
      balanceCents: 0,
    }));
  await queries.move(credit.id, { kind: 'issued', ...movement });
  await recordAudit(tx, {
    actorId: movement.actorId,
    action: 'credit.issue',
    entityId: credit.id,
    details: { code: credit.code, amountCents: movement.amountCents, note: movement.note },
    before: { balanceCents: credit.balanceCents },
    after: { balanceCents: credit.balanceCents + movement.amountCents },
  });
  return { id: credit.id, code: credit.code };
}

export function createCreditsService(db: Db) {
  const queries = creditQueries(db);
  return {
    /** The signed-in customer's credit and gift cards, and what they can spend now in all. */
    async mine(userId: string, now = new Date()): Promise<MyCreditsResponse> {
      const rows = await queries.listForUser(userId);
      return {
        balance: toDollars(rows.filter(({ credit }) => live(credit, now)).reduce((sum, { credit }) => sum + credit.balanceCents, 0)),
        credits: rows.map(({ credit, movements }) => toCredit(credit, movements)),
      };
    },
  };
}

export type CreditsService = ReturnType<typeof createCreditsService>;

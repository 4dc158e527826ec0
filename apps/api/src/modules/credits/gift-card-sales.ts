import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { credits } from '../../db/schema/index';
import { creditQueries, newCreditCode } from './credits.repository';
import { creditIssuedEmail } from './credits.service';
import type { OutgoingEmail } from '../mail';

/** A gift card bought on an order line: its value, how many, and for whom. */
export interface BoughtGiftCard {
  lineId: string;
  amountCents: number;
  quantity: number;
  to: string;
  toName: string | null;
  from: string | null;
  message: string | null;
  /** `YYYY-MM-DD`, or null for now. */
  sendOn: string | null;
}

/**
 * Issues the gift cards an order bought, once it is paid, in the order's transaction: a code per
 * unit, owned by the recipient's email (and their account, when they have one), each mailed to
 * them through the outbox on its sending day. Answers the codes' ids by line.
 */
export async function issueBoughtGiftCards(
  tx: Db,
  order: { id: string; orderRef: string },
  cards: readonly BoughtGiftCard[],
  /** `balanceUrl` is the balance page in `language`, the order's, which the mail is written in. */
  mail: { shopName: string; language: string; balanceUrl: string; queue: (message: OutgoingEmail) => Promise<unknown> },
): Promise<Map<string, string[]>> {
  const queries = creditQueries(tx);
  const issued = new Map<string, string[]>();
  for (const card of cards) {
    const userId = (await queries.accountOf(card.to))?.id ?? null;
    const note = card.from ? `A gift from ${card.from} (order ${order.orderRef})` : `A gift (order ${order.orderRef})`;
    const sendAt = card.sendOn ? new Date(`${card.sendOn}T00:00:00Z`) : null;
    const ids: string[] = [];
    for (let unit = 0; unit < card.quantity; unit += 1) {
      const credit = await queries.insert({
        code: newCreditCode('gift-card'),
        kind: 'gift-card',
        userId,
        email: card.to.toLowerCase(),
        initialCents: 0,
        balanceCents: 0,
      });
      await queries.move(credit.id, { kind: 'issued', amountCents: card.amountCents, note, orderId: order.id });
      ids.push(credit.id);
      await mail.queue({
        dedupeKey: `gift-card-bought:${credit.id}`,
        to: card.to,
        ...creditIssuedEmail(
          mail.shopName,
          {
            code: credit.code,
            kind: 'gift-card',
            amountCents: card.amountCents,
            note: card.message ?? '',
            expiresAt: null,
            from: card.from,
            toName: card.toName,
          },
          mail.balanceUrl,
          mail.language,
        ),
        // On its day (the outbox sends nothing before it); now when that day has come.
        ...(sendAt && sendAt.getTime() > Date.now() ? { nextAttemptAt: sendAt } : {}),
      });
    }
    issued.set(card.lineId, ids);
  }
  return issued;
}

/** Of these bought gift cards, those not spent at all and still live: a refund of the card may take them back. */
export async function unspentGiftCards(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: credits.id })
    .from(credits)
    .where(and(inArray(credits.id, [...ids]), isNull(credits.disabledAt), sql`${credits.balanceCents} = ${credits.initialCents}`))
    .for('update');
  // In the order they were issued, so that the same ones are chosen each time.
  return ids.filter((id) => rows.some((row) => row.id === id));
}

/**
 * Takes back `count` of these bought gift cards, refunded to their buyer: each unspent one's
 * balance goes to zero (an 'adjusted' movement its holder reads) and it is disabled. Answers how
 * many were taken back (fewer when some were spent since the refund was set aside).
 */
export async function voidGiftCards(tx: Db, ids: readonly string[], count: number, note: string, actorId: string): Promise<number> {
  const queries = creditQueries(tx);
  const unspent = (await unspentGiftCards(tx, ids)).slice(-count);
  for (const id of unspent) {
    const [row] = await tx.select().from(credits).where(eq(credits.id, id));
    await queries.move(id, { kind: 'adjusted', amountCents: -row!.balanceCents, note, actorId });
    await queries.disable(id, new Date());
  }
  return unspent.length;
}

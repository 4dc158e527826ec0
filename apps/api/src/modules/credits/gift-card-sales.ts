import type { Db } from '../../db/client';
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
  mail: { shopName: string; balanceUrl: string; queue: (message: OutgoingEmail) => Promise<unknown> },
): Promise<Map<string, string[]>> {
  const queries = creditQueries(tx);
  const issued = new Map<string, string[]>();
  for (const card of cards) {
    const userId = (await queries.accountOf(card.to)) ?? null;
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
        ),
        // On its day (the outbox sends nothing before it); now when that day has come.
        ...(sendAt && sendAt.getTime() > Date.now() ? { nextAttemptAt: sendAt } : {}),
      });
    }
    issued.set(card.lineId, ids);
  }
  return issued;
}

import type { ExchangeState } from '@shop/shared/constants';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import type { CloseExchangesOnRefund, HeldAfterExchanges } from '../orders';
import { queueWebhookEvent } from '../webhooks';
import { exchangeQueries } from './exchanges.repository';
import { toExchange } from './exchanges.service';

/** The states an exchange can still move on from; a refund closes them. */
const OPEN: readonly ExchangeState[] = ['requested', 'approved', 'received', 'shipped'];
/** The states in which the replacement is still on the shelf, set aside for the customer. */
const SET_ASIDE: readonly ExchangeState[] = ['requested', 'approved', 'received'];
/** The states in which the returned items have reached the shop. */
const RETURNED: readonly ExchangeState[] = ['received', 'shipped', 'closed'];
/** The states in which the customer has the replacement instead. */
const REPLACED: readonly ExchangeState[] = ['shipped', 'closed'];

export const CLOSED_BY_REFUND = 'The order was refunded.';

/**
 * Run in a refund's transaction, after it has locked the order: closes the order's open
 * exchanges (audited as `exchange.close`, with their `exchange.closed` webhook), gives their set-aside replacements back to stock,
 * and answers what the customer still holds, so that a restock counts every unit once.
 */
export const closeExchangesOnRefund: CloseExchangesOnRefund = async (tx: Db, { orderId, orderRef, actorId }) => {
  const queries = exchangeQueries(tx);
  const found = await queries.lockExchangesOf(orderId);
  const tracked = await queries.trackedProducts([
    ...new Set(found.flatMap(({ lines }) => lines.flatMap((line) => (line.productId ? [line.productId] : [])))),
  ]);
  const held: HeldAfterExchanges = { returned: new Map(), replacements: [], closed: [] };
  const now = new Date();
  for (const { exchange, lines } of found) {
    for (const line of lines) {
      if (RETURNED.includes(exchange.status))
        held.returned.set(line.orderLineId, (held.returned.get(line.orderLineId) ?? 0) + line.quantity);
      if (REPLACED.includes(exchange.status) && line.productId)
        held.replacements.push({ productId: line.productId, color: line.toColor, size: line.toSize, quantity: line.quantity });
    }
    if (!OPEN.includes(exchange.status)) continue;
    const replacementReturned = SET_ASIDE.includes(exchange.status);
    if (replacementReturned) {
      for (const line of lines) {
        if (line.productId && tracked.has(line.productId))
          await queries.returnStock(line.productId, line.toColor, line.toSize, line.quantity);
      }
    }
    await queries.updateExchange(exchange.id, { status: 'closed', closedAt: now });
    await recordAudit(tx, {
      actorId,
      action: 'exchange.close',
      entityId: exchange.id,
      details: { raNumber: exchange.raNumber, orderId: orderRef, reason: CLOSED_BY_REFUND },
      before: { status: exchange.status },
      after: { status: 'closed', replacementReturned },
    });
    await queueWebhookEvent(tx, {
      type: 'exchange.closed',
      dedupeKey: `exchange.closed:${exchange.id}`,
      data: async () => {
        const closed = await queries.find(exchange.id);
        return closed ? toExchange(closed) : { _id: exchange.id };
      },
    });
    held.closed.push(exchange.raNumber);
  }
  return held;
};

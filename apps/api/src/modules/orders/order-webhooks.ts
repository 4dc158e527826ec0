/**
 * The webhook events of an order, queued in the transaction of the change (the payment, the
 * shipment, the refund), with the order as the admin's order route answers it.
 */
import type { Db } from '../../db/client';
import { queueWebhookEvent } from '../webhooks';
import { toOrder } from './order-dto';
import { orderQueries } from './orders.repository';

export type OrderWebhookEvent = 'order.paid' | 'order.fulfilled' | 'order.refunded' | 'order.cancelled';

/**
 * Queues the event for the order, once per `dedupeKey` (a replayed payment queues nothing
 * more). Call it after the change's last write: the order is read as the transaction sees it.
 */
export function queueOrderWebhook(tx: Db, type: OrderWebhookEvent, orderId: string, dedupeKey: string): Promise<boolean> {
  return queueWebhookEvent(tx, {
    type,
    dedupeKey,
    data: async () => {
      const found = await orderQueries(tx).findWithLines({ id: orderId });
      return found ? toOrder(found, { admin: true }) : { _id: orderId };
    },
  });
}

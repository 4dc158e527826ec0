import type { Db } from '../../db/client';

/*
 * A refund ends the order's open exchanges. The exchanges module does that work; the orders
 * service is handed it (services.ts), so that orders does not depend on exchanges.
 */

/** What the customer holds of an order once its exchanges are counted, for a refund that restocks. */
export interface HeldAfterExchanges {
  /** Units of each order line already back in the shop (restocked or not when they arrived). */
  returned: Map<string, number>;
  /** Replacements the customer received instead. */
  replacements: { productId: string; color: string; size: string; quantity: number }[];
  /** The RA numbers of the exchanges the refund closed. */
  closed: string[];
}

export type CloseExchangesOnRefund = (
  tx: Db,
  refund: { orderId: string; orderRef: string; actorId: string },
) => Promise<HeldAfterExchanges>;

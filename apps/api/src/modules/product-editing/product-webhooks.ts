/**
 * A product's webhook events, queued in the transaction of its change: created, updated and
 * deleted with the product as the admin's product routes answer it (an import's products are
 * created one event each; a save of a product's translation or of its prices in other currencies
 * is an update), and `inventory.low` when a variant's counted stock falls to the shop's low-stock
 * threshold or below (once per fall: it has to rise above the threshold again to be told again).
 */
import type { Db } from '../../db/client';
import { catalogueQueries, toProduct, type ProductRow } from '../catalogue';
import { queueWebhookEvent, queueWebhookEvents } from '../webhooks';

/** A variant's stock before and after a change; null where it is not counted. */
export interface StockMove {
  productId: string;
  color: string;
  size: string;
  before: number | null;
  after: number | null;
}

/** The product as the admin's routes answer it, read in the transaction. */
async function productData(tx: Db, id: string) {
  const row = await catalogueQueries(tx).findById(id);
  return row ? toProduct(row) : { _id: id };
}

export function queueProductWebhook(tx: Db, type: 'product.created' | 'product.updated', productId: string) {
  return queueWebhookEvent(tx, { type, data: () => productData(tx, productId) });
}

/** An import's products, read in its transaction once written: one `product.created` each. */
export function queueProductsCreated(tx: Db, rows: readonly ProductRow[]) {
  return queueWebhookEvents(
    tx,
    'product.created',
    rows.map((row) => ({ data: () => Promise.resolve(toProduct(row)) })),
  );
}

/** A product deleted (or archived, which takes it off the shop): told as it was. */
export function queueProductDeleted(tx: Db, was: ProductRow | undefined, productId: string) {
  return queueWebhookEvent(tx, { type: 'product.deleted', data: was ? toProduct(was) : { _id: productId } });
}

/** Queues `inventory.low` for each variant whose stock went from above `threshold` to at or below it. */
export async function queueLowStockWebhooks(tx: Db, moves: readonly StockMove[], threshold: number | undefined): Promise<void> {
  if (threshold === undefined) return;
  const fell = moves.filter(({ before, after }) => before !== null && after !== null && before > threshold && after <= threshold);
  for (const move of fell) {
    await queueWebhookEvent(tx, {
      type: 'inventory.low',
      data: async () => ({
        product: await productData(tx, move.productId),
        variant: { color: move.color, size: move.size, stock: move.after },
        threshold,
      }),
    });
  }
}

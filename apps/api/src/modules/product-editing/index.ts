/**
 * The product-editing module's public face: stock, taken and given back in the transaction of
 * an order or an exchange, and the `inventory.low` webhook such a take may cause; and the
 * `product.updated` webhook of a change made elsewhere (its prices in other currencies).
 */
export { returnStock, returnTrackedStock, takeStock, type VariantKey } from './variant-stock';
export { queueLowStockWebhooks, queueProductWebhook, type StockMove } from './product-webhooks';

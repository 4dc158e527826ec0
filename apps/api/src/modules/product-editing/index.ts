/**
 * The product-editing module's public face: stock, taken and given back in the transaction of
 * an order or an exchange.
 */
export { returnStock, returnTrackedStock, takeStock, type VariantKey } from './variant-stock';

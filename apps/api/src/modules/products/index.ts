/**
 * The products module's public face: stock, taken and given back in the transaction of an
 * order or an exchange, and the catalogue service's type for the pages that list products.
 */
export { returnStock, takeStock, type VariantKey } from './variant-stock';
export type { ProductsService } from './products.service';

/**
 * The catalogue module's public face: a product as the API shows it, the catalogue's cache
 * (forgotten by every product change), its columns for lists of products elsewhere, the
 * queries product editing reads back what it wrote with, the service's type for the pages
 * that list products (the sitemap, a product page's meta), and a product's sale prices (the
 * wishlist shows them as the product's page does; the product feeds price each variant with them),
 * and the ETag test its kept answers are sent with (the feeds send theirs the same way).
 */
export { toProduct, toProductCard, type CatalogueService } from './catalogue.service';
export type { CatalogueCache } from './catalogue-cache';
export { saleUnitPrices, withSalePrices, type SalesNow, type SalesSource } from './sale-prices';
export { matchesEtag } from './answer-cache';
export {
  catalogueQueries,
  inCategory,
  productCardColumns,
  productColumns,
  type ProductRow,
  type VariantFactsRow,
  type VariantRow,
} from './catalogue.repository';

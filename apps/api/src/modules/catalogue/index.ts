/**
 * The catalogue module's public face: a product as the API shows it, the catalogue's cache
 * (forgotten by every product change), its columns for lists of products elsewhere, the
 * queries product editing reads back what it wrote with, the service's type for the pages
 * that list products (the sitemap, a product page's meta), and a product's sale prices (the
 * wishlist shows them as the product's page does).
 */
export { toProduct, toProductCard, type CatalogueService } from './catalogue.service';
export type { CatalogueCache } from './catalogue-cache';
export { withSalePrices, type SalesSource } from './sale-prices';
export {
  catalogueQueries,
  inCategory,
  productCardColumns,
  productColumns,
  type ProductRow,
  type VariantFactsRow,
  type VariantRow,
} from './catalogue.repository';

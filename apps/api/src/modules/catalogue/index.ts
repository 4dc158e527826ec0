/**
 * The catalogue module's public face: a product as the API shows it, the catalogue's cache
 * (forgotten by every product change), its columns for lists of products elsewhere, the
 * queries product editing reads back what it wrote with, and the service's type for the pages
 * that list products (the sitemap, a product page's meta).
 */
export { toProduct, toProductCard, type CatalogueService } from './catalogue.service';
export type { CatalogueCache } from './catalogue-cache';
export {
  catalogueQueries,
  inCategory,
  productCardColumns,
  productColumns,
  type ProductRow,
  type VariantFactsRow,
  type VariantRow,
} from './catalogue.repository';

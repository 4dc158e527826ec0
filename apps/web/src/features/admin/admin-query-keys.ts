import { productKeys } from '@/lib/product-query-keys';

/**
 * The admin's own queries. Product queries use the catalogue's keys (`productKeys`), so that a
 * write here also refreshes the shop's lists and product pages.
 */
export const adminKeys = {
  all: ['admin'] as const,
  /** Every year's dashboard figures: a product or order change refreshes them all. */
  stats: () => [...adminKeys.all, 'stats'] as const,
  /** One year's figures (this year's when `year` is undefined). */
  statsOfYear: (year: number | undefined) => [...adminKeys.stats(), { year: year ?? null }] as const,
  /** The shop's analytics over a range of days. */
  analytics: (range: { from: string; to: string }) => [...adminKeys.all, 'analytics', range] as const,
  /** A page of Manage Products; under the catalogue's keys, so that every product write refreshes it. */
  products: (query: Record<string, string>) => [...productKeys.all, 'manage', query] as const,
  /** A product's units sold per variant, refreshed with the catalogue too. */
  productSales: (id: string) => [...productKeys.all, 'sales', id] as const,
};

import type { ProductListQuery } from '@shop/shared/product.schema';
import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * Every query about the catalogue starts with `products`, so that one invalidation after an
 * admin changes a product (or a review changes a rating) refetches the lists and the pages.
 * NOTE: here, not in the catalogue feature, because the admin and reviews features invalidate
 * them too (and the catalogue shows reviews: keeping the keys there made the two features a cycle).
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  // The currency a product's prices are asked in (`presented`); none in the base currency. The
  // language its words are asked in (`lang`); none in the default language.
  detail: (id: string, currency?: string, lang?: string) =>
    [...productKeys.all, 'detail', id, ...(currency ? [currency] : []), ...(lang ? [{ lang }] : [])] as const,
  related: (id: string, currency?: string, lang?: string) =>
    [...productKeys.all, 'related', id, ...(currency ? [currency] : []), ...(lang ? [{ lang }] : [])] as const,
};

/**
 * How long a catalogue answer counts as fresh. A server-rendered page arrives with its data;
 * without a grace period the browser would ask for all of it again the moment it hydrates.
 */
export const CATALOGUE_STALE_MS = 30_000;

/** A catalogue read, fresh for `CATALOGUE_STALE_MS`; shared by a page, its route and whatever prefetches it. */
export function catalogueQueryOptions<T, K extends QueryKey>(queryKey: K, fetcher: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetcher(signal), staleTime: CATALOGUE_STALE_MS });
}

/** The shop's size sets, as the product form reads them (the storefront's filter has its sizes in order from the API). */
import { SizeSetsResponseSchema, type SizeSet } from '@shop/shared/size-set.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CATALOGUE_STALE_MS } from '@/lib/product-query-keys';
import { sizeSetKeys } from '@/lib/shop-option-query-keys';

export async function getSizeSets(signal?: AbortSignal): Promise<SizeSet[]> {
  return (await api.get('/size-sets', { schema: SizeSetsResponseSchema, signal })).sizeSets;
}

export const sizeSetsQueryOptions = queryOptions({
  queryKey: sizeSetKeys.list(),
  queryFn: ({ signal }) => getSizeSets(signal),
  staleTime: CATALOGUE_STALE_MS,
});

export const useSizeSets = () => useQuery(sizeSetsQueryOptions);

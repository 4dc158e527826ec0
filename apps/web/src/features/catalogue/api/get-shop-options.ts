/** The shop's colours (with their swatches) and size sets, as the storefront and the product form read them. */
import { ColorsResponseSchema, type Color } from '@shop/shared/color.schema';
import { SizeSetsResponseSchema, type SizeSet } from '@shop/shared/size-set.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CATALOGUE_STALE_MS } from '@/lib/product-query-keys';
import { colorKeys, sizeSetKeys } from '@/lib/shop-option-query-keys';

export async function getShopColors(signal?: AbortSignal): Promise<Color[]> {
  return (await api.get('/colors', { schema: ColorsResponseSchema, signal })).colors;
}

export async function getSizeSets(signal?: AbortSignal): Promise<SizeSet[]> {
  return (await api.get('/size-sets', { schema: SizeSetsResponseSchema, signal })).sizeSets;
}

/** Prefetched by the server render of every page, so that swatches arrive painted. */
export const shopColorsQueryOptions = queryOptions({
  queryKey: colorKeys.list(),
  queryFn: ({ signal }) => getShopColors(signal),
  staleTime: CATALOGUE_STALE_MS,
});

export const sizeSetsQueryOptions = queryOptions({
  queryKey: sizeSetKeys.list(),
  queryFn: ({ signal }) => getSizeSets(signal),
  staleTime: CATALOGUE_STALE_MS,
});

export const useShopColors = () => useQuery(shopColorsQueryOptions);
export const useSizeSets = () => useQuery(sizeSetsQueryOptions);

/** A colour's name as the shop gives it; until the colours arrive (or for one it has not got), its handle in capitals. */
export function useColorName(): (handle: string) => string {
  const { data } = useShopColors();
  return (handle) => data?.find((color) => color.handle === handle)?.name ?? handle.charAt(0).toUpperCase() + handle.slice(1);
}

/** The shop's colours (with their swatches), as every page's swatches and the product form read them. */
import type { Color, ColorsResponse } from '@shop/shared/color.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CATALOGUE_STALE_MS } from '@/lib/product-query-keys';
import { colorKeys } from '@/lib/shop-option-query-keys';

/** Unchecked, as the storefront's reads are (the server checks its answers): zod stays out of the first load. */
export async function getShopColors(signal?: AbortSignal): Promise<Color[]> {
  return (await api.get<ColorsResponse>('/colors', { signal })).colors;
}

/** Prefetched by the server render of every page, so that swatches arrive painted. */
export const shopColorsQueryOptions = queryOptions({
  queryKey: colorKeys.list(),
  queryFn: ({ signal }) => getShopColors(signal),
  staleTime: CATALOGUE_STALE_MS,
});

export const useShopColors = () => useQuery(shopColorsQueryOptions);

/** A colour's name as the shop gives it; until the colours arrive (or for one it has not got), its handle in capitals. */
export function useColorName(): (handle: string) => string {
  const { data } = useShopColors();
  return (handle) => data?.find((color) => color.handle === handle)?.name ?? handle.charAt(0).toUpperCase() + handle.slice(1);
}

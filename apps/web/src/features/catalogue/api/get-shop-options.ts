/** The shop's colours (with their swatches), as every page's swatches and the product form read them. */
import type { Color, ColorsResponse } from '@shop/shared/color.schema';
import { wordsLanguage, type LanguageCode } from '@shop/shared/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/i18n/i18n';
import { api } from '@/lib/api-client';
import { CATALOGUE_STALE_MS } from '@/lib/product-query-keys';
import { colorKeys } from '@/lib/shop-option-query-keys';

/** Unchecked, as the storefront's reads are (the server checks its answers): zod stays out of the first load. */
export async function getShopColors(signal?: AbortSignal, lang?: LanguageCode): Promise<Color[]> {
  return (await api.get<ColorsResponse>('/colors', { query: { lang }, signal })).colors;
}

/** Prefetched by the server render of every page, so that swatches arrive painted; named in `lang` (none: the default language). */
export const shopColorsQueryOptions = (lang?: LanguageCode) =>
  queryOptions({
    queryKey: colorKeys.list(lang),
    queryFn: ({ signal }) => getShopColors(signal, lang),
    staleTime: CATALOGUE_STALE_MS,
  });

/** The shop's colours, named in the page's language (the staff's pages: the default language). */
export const useShopColors = () => useQuery(shopColorsQueryOptions(wordsLanguage(useLanguage())));

/** A colour's name as the shop gives it; until the colours arrive (or for one it has not got), its handle in capitals. */
export function useColorName(): (handle: string) => string {
  const { data } = useShopColors();
  return (handle) => data?.find((color) => color.handle === handle)?.name ?? handle.charAt(0).toUpperCase() + handle.slice(1);
}

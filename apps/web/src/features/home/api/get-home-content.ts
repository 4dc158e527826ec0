import type { CurrencyCode } from '@shop/shared/currency';
import { wordsLanguage, type LanguageCode } from '@shop/shared/languages';
import type { HomePageContent } from '@shop/shared/site-content.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useShopperCurrency } from '@/features/currencies/shopper-currency';
import { SITE_CONTENT_KEY } from '@/features/site-content/api/get-site-content';
import { useLanguage } from '@/i18n/i18n';
import { api } from '@/lib/api-client';

/**
 * The home page's hero, tiles and featured products, as the owner set them (under the site
 * content's key), the products' prices in `currency` too (undefined in the base currency), their
 * names in `lang` (undefined in the default language).
 */
export const homeContentQueryOptions = (currency?: CurrencyCode, lang?: LanguageCode) =>
  queryOptions({
    queryKey: [SITE_CONTENT_KEY, 'home', ...(currency ? [currency] : []), ...(lang ? [lang] : [])],
    queryFn: ({ signal }) => api.get<HomePageContent>('/site-content/home', { query: { currency, lang }, signal }),
    staleTime: 60_000,
  });

export function useHomeContent() {
  return useQuery(homeContentQueryOptions(useShopperCurrency().param, wordsLanguage(useLanguage())));
}

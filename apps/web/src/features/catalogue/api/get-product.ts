import type { CurrencyCode } from '@shop/shared/currency';
import { wordsLanguage, type LanguageCode } from '@shop/shared/languages';
import type { ProductDetailResponse } from '@shop/shared/product.schema';
import { useQuery } from '@tanstack/react-query';
import { useShopperCurrency } from '@/features/currencies/shopper-currency';
import { useLanguage } from '@/i18n/i18n';
import { api } from '@/lib/api-client';
import { catalogueQueryOptions, productKeys } from '@/lib/product-query-keys';

/** With its prices in `currency` too (`presented`): undefined in the base currency; its words in `lang`: undefined in the default language. */
export function getProduct(id: string, signal?: AbortSignal, currency?: CurrencyCode, lang?: LanguageCode): Promise<ProductDetailResponse> {
  return api.get<ProductDetailResponse>(`/products/${encodeURIComponent(id)}`, { query: { currency, lang }, signal });
}

/** Shared by the page and by the cards that prefetch it on hover. */
export function productQueryOptions(id: string, currency?: CurrencyCode, lang?: LanguageCode) {
  return catalogueQueryOptions(productKeys.detail(id, currency, lang), (signal) => getProduct(id, signal, currency, lang));
}

/** A product with its reviews, its prices in the shopper's currency too, its words in the page's language. */
export function useProduct(id: string) {
  return useQuery(productQueryOptions(id, useShopperCurrency().param, wordsLanguage(useLanguage())));
}

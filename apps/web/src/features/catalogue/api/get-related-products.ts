import type { CurrencyCode } from '@shop/shared/currency';
import { wordsLanguage, type LanguageCode } from '@shop/shared/languages';
import type { Product } from '@shop/shared/product.schema';
import { useQuery } from '@tanstack/react-query';
import { useShopperCurrency } from '@/features/currencies/shopper-currency';
import { useLanguage } from '@/i18n/i18n';
import { api } from '@/lib/api-client';
import { catalogueQueryOptions, productKeys } from '@/lib/product-query-keys';

export async function getRelatedProducts(
  id: string,
  signal?: AbortSignal,
  currency?: CurrencyCode,
  lang?: LanguageCode,
): Promise<Product[]> {
  const { products } = await api.get<{ products: Product[] }>(`/products/related/${encodeURIComponent(id)}`, {
    query: { currency, lang },
    signal,
  });
  return products;
}

/** Up to four products like this one (same category), asked for beside the product itself, with prices in `currency` too, their words in `lang`. */
export function relatedProductsQueryOptions(id: string, currency?: CurrencyCode, lang?: LanguageCode) {
  return catalogueQueryOptions(productKeys.related(id, currency, lang), (signal) => getRelatedProducts(id, signal, currency, lang));
}

export function useRelatedProducts(id: string) {
  return useQuery(relatedProductsQueryOptions(id, useShopperCurrency().param, wordsLanguage(useLanguage())));
}

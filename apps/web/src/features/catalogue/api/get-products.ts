import { SEARCH_PAGE_SIZE } from '@shop/shared/constants';
import { wordsLanguage } from '@shop/shared/languages';
import type { ProductListQuery, ProductListResponse } from '@shop/shared/product.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useShopperCurrency } from '@/features/currencies/shopper-currency';
import { useLanguage } from '@/i18n/i18n';
import { api } from '@/lib/api-client';
import { catalogueQueryOptions, productKeys } from '@/lib/product-query-keys';

export function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ProductListResponse> {
  return api.get<ProductListResponse>('/products', { query: { ...query }, signal });
}

/** What the search page asks for: the first page of matches for `q`. */
export function searchListQuery(q: string): ProductListQuery {
  return { search: q, page: 1, limit: SEARCH_PAGE_SIZE };
}

/** Shared by the page and by its route, which asks for it before the page's code arrives. */
export function productsQueryOptions(query: ProductListQuery) {
  return catalogueQueryOptions(productKeys.list(query), (signal) => getProducts(query, signal));
}

export interface UseProductsOptions {
  /** False: nothing is requested (an empty search). */
  enabled?: boolean;
}

/**
 * One page of the catalogue, its prices in the shopper's currency too, its words in the page's
 * language; the page on screen stays while the next one loads.
 */
export function useProducts(query: ProductListQuery, { enabled = true }: UseProductsOptions = {}) {
  const { param } = useShopperCurrency();
  const lang = wordsLanguage(useLanguage());
  return useQuery({ ...productsQueryOptions({ ...query, currency: param, lang }), placeholderData: keepPreviousData, enabled });
}

import type { ProductDetailResponse } from '@shop/shared/product.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CATALOGUE_STALE_MS, productKeys } from '../product-query-keys';

export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetailResponse> {
  return api.get<ProductDetailResponse>(`/products/${encodeURIComponent(id)}`, { signal });
}

/** Shared by the page and by the cards that prefetch it on hover. */
export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** A product with its reviews. */
export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}

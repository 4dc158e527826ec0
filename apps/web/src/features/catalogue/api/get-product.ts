import type { ProductDetailResponse } from '@shop/shared/product.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueQueryOptions, productKeys } from '@/lib/product-query-keys';

export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetailResponse> {
  return api.get<ProductDetailResponse>(`/products/${encodeURIComponent(id)}`, { signal });
}

/** Shared by the page and by the cards that prefetch it on hover. */
export function productQueryOptions(id: string) {
  return catalogueQueryOptions(productKeys.detail(id), (signal) => getProduct(id, signal));
}

/** A product with its reviews. */
export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}

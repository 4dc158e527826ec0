import type { Product } from '@shop/shared/product.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueQueryOptions, productKeys } from '@/lib/product-query-keys';

export async function getRelatedProducts(id: string, signal?: AbortSignal): Promise<Product[]> {
  const { products } = await api.get<{ products: Product[] }>(`/products/related/${encodeURIComponent(id)}`, { signal });
  return products;
}

/** Up to four products like this one (same category), asked for beside the product itself. */
export function relatedProductsQueryOptions(id: string) {
  return catalogueQueryOptions(productKeys.related(id), (signal) => getRelatedProducts(id, signal));
}

export function useRelatedProducts(id: string) {
  return useQuery(relatedProductsQueryOptions(id));
}

import { RelatedProductsResponseSchema, type Product } from '@shop/shared/product.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from '../product-query-keys';

export async function getRelatedProducts(id: string, signal?: AbortSignal): Promise<Product[]> {
  const { products } = await api.get(`/products/related/${encodeURIComponent(id)}`, {
    schema: RelatedProductsResponseSchema,
    signal,
  });
  return products;
}

/** Up to four products like this one (same category), asked for beside the product itself. */
export function useRelatedProducts(id: string) {
  return useQuery({ queryKey: productKeys.related(id), queryFn: ({ signal }) => getRelatedProducts(id, signal) });
}

import {
  ProductListResponseSchema,
  type ProductListQuery,
  type ProductListResponse,
} from '@shop/shared/product.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from '../product-query-keys';

export function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ProductListResponse> {
  return api.get('/products', { query: { ...query }, schema: ProductListResponseSchema, signal });
}

export interface UseProductsOptions {
  /** False: nothing is requested (an empty search). */
  enabled?: boolean;
}

/** One page of the catalogue; the page on screen stays while the next one loads. */
export function useProducts(query: ProductListQuery, { enabled = true }: UseProductsOptions = {}) {
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

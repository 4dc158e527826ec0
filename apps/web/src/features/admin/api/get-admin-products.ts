import { MANAGE_PRODUCTS_PAGE_SIZE } from '@shop/shared/constants';
import { ProductListResponseSchema, type ProductListQuery, type ProductListResponse } from '@shop/shared/product.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/product-query-keys';

export interface AdminProductsQuery {
  page: number;
  /** Trimmed; empty means every product. */
  search?: string;
}

function listQuery({ page, search }: AdminProductsQuery): ProductListQuery {
  return { page, limit: MANAGE_PRODUCTS_PAGE_SIZE, sort: 'newest', ...(search ? { search } : {}) };
}

export function getAdminProducts(query: AdminProductsQuery, signal?: AbortSignal): Promise<ProductListResponse> {
  return api.get('/products', {
    query: listQuery(query),
    schema: ProductListResponseSchema,
    signal,
  });
}

/** One page of the catalogue, newest first, for the admin (12 a page); the page stays while the next loads. */
export function useAdminProducts(query: AdminProductsQuery) {
  return useQuery({
    queryKey: productKeys.list(listQuery(query)),
    queryFn: ({ signal }) => getAdminProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}

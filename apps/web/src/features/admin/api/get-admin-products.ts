import { MANAGE_PRODUCTS_PAGE_SIZE } from '@shop/shared/constants';
import { ManageProductsResponseSchema, type ManageProductSort, type ManageProductsResponse } from '@shop/shared/product-admin.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';

export interface AdminProductsQuery {
  page: number;
  /** Trimmed; empty means every product. */
  search?: string;
  /** Empty means every category. */
  category?: string;
  lowStock?: boolean;
  sort: ManageProductSort;
}

/** The query as the URL of the call carries it (and as the cache knows it). */
function listQuery({ page, search, category, lowStock, sort }: AdminProductsQuery): Record<string, string> {
  return {
    page: String(page),
    limit: String(MANAGE_PRODUCTS_PAGE_SIZE),
    sort,
    ...(search ? { search } : {}),
    ...(category ? { category } : {}),
    ...(lowStock ? { lowStock: 'true' } : {}),
  };
}

export function getAdminProducts(query: AdminProductsQuery, signal?: AbortSignal): Promise<ManageProductsResponse> {
  return api.get('/products/manage', { query: listQuery(query), schema: ManageProductsResponseSchema, signal });
}

/** One page of Manage Products (12 a page), searched, filtered and sorted by the server; the page stays while the next loads. */
export function useAdminProducts(query: AdminProductsQuery) {
  return useQuery({
    queryKey: adminKeys.products(listQuery(query)),
    queryFn: ({ signal }) => getAdminProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}

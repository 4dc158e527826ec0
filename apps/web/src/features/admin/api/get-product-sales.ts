import { ProductSalesResponseSchema, type ProductSalesResponse } from '@shop/shared/product-admin.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';

export function getProductSales(id: string, signal?: AbortSignal): Promise<ProductSalesResponse> {
  return api.get(`/products/sales/${encodeURIComponent(id)}`, { schema: ProductSalesResponseSchema, signal });
}

/**
 * Units sold of each of the product's variants (paid orders, test orders left out), and how many
 * shoppers wait for each ('Email me when it's back'); a variant with none is not listed.
 */
export function useProductSales(id: string) {
  return useQuery({ queryKey: adminKeys.productSales(id), queryFn: ({ signal }) => getProductSales(id, signal) });
}

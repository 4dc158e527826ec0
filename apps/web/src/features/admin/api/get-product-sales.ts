import { ProductSalesResponseSchema, type VariantSales } from '@shop/shared/product-admin.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';

export async function getProductSales(id: string, signal?: AbortSignal): Promise<VariantSales[]> {
  const { sales } = await api.get(`/products/sales/${encodeURIComponent(id)}`, { schema: ProductSalesResponseSchema, signal });
  return sales;
}

/** Units sold of each of the product's variants (paid orders, test orders left out). */
export function useProductSales(id: string) {
  return useQuery({ queryKey: adminKeys.productSales(id), queryFn: ({ signal }) => getProductSales(id, signal) });
}

import { ProductMutationResponseSchema, type Product, type ProductInputParsed } from '@shop/shared/product.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from '@/features/catalog/product-query-keys';
import { api } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';

export async function createProduct(body: ProductInputParsed): Promise<Product> {
  const { product } = await api.post('/products/create-product', body, { schema: ProductMutationResponseSchema });
  return product;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]),
  });
}

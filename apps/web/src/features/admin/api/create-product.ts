import { ProductMutationResponseSchema, type Product, type ProductInputParsed } from '@shop/shared/product.schema';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/product-query-keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { adminKeys } from '../admin-query-keys';

export async function createProduct(body: ProductInputParsed): Promise<Product> {
  const { product } = await api.post('/products/create-product', body, { schema: ProductMutationResponseSchema });
  return product;
}

export function useCreateProduct() {
  return useInvalidatingMutation(createProduct, [productKeys.all, adminKeys.stats()]);
}

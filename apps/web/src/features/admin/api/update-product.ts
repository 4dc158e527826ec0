import { ProductMutationResponseSchema, type Product, type ProductInputParsed } from '@shop/shared/product.schema';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/product-query-keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export async function updateProduct({ id, body }: { id: string; body: ProductInputParsed }): Promise<Product> {
  const { product } = await api.patch(`/products/update-product/${encodeURIComponent(id)}`, body, {
    schema: ProductMutationResponseSchema,
  });
  return product;
}

export function useUpdateProduct() {
  return useInvalidatingMutation(updateProduct, [productKeys.all]);
}

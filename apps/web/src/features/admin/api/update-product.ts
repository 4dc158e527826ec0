import { ProductMutationResponseSchema, type Product, type ProductInputParsed } from '@shop/shared/product.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from '@/features/catalog/product-query-keys';
import { api } from '@/lib/api-client';

export async function updateProduct({ id, body }: { id: string; body: ProductInputParsed }): Promise<Product> {
  const { product } = await api.patch(`/products/update-product/${encodeURIComponent(id)}`, body, {
    schema: ProductMutationResponseSchema,
  });
  return product;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

import { MessageResponseSchema } from '@shop/shared/common.schema';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/product-query-keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { adminKeys } from '../admin-query-keys';

/** Products that are in an order are archived by the API instead; the answer is the same. */
export function deleteProduct(id: string): Promise<{ message: string }> {
  return api.delete(`/products/${encodeURIComponent(id)}`, { schema: MessageResponseSchema });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(deleteProduct, [productKeys.all, adminKeys.stats()], (_answer, id) =>
    queryClient.removeQueries({ queryKey: productKeys.detail(id) }),
  );
}

import { MessageSchema } from '@shop/shared/product.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from '@/features/catalog/product-query-keys';
import { api } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';

/** Products that are in an order are archived by the API instead; the answer is the same. */
export function deleteProduct(id: string): Promise<{ message: string }> {
  return api.delete(`/products/${encodeURIComponent(id)}`, { schema: MessageSchema });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
  });
}

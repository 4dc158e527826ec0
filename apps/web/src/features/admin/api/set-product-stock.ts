import { ProductMutationResponseSchema, type ProductStockUpdate } from '@shop/shared/product.schema';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/product-query-keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { adminKeys } from '../admin-query-keys';

/** New counts for some of a product's counted variants (the others keep theirs); the server's message and the product as saved. */
export function setProductStock({ id, body }: { id: string; body: ProductStockUpdate }) {
  return api.patch(`/products/${encodeURIComponent(id)}/stock`, body, { schema: ProductMutationResponseSchema });
}

/** Refreshes the catalogue (Manage Products among it) and the dashboard, whose low-stock alert the counts move. */
export function useSetProductStock() {
  return useInvalidatingMutation(setProductStock, [productKeys.all, adminKeys.stats()]);
}

import { ProductImportResponseSchema, type ProductImportResponse } from '@shop/shared/product-admin.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/product-query-keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { adminKeys } from '../admin-query-keys';

function importProducts(csv: string, dryRun: boolean): Promise<ProductImportResponse> {
  return api.post('/products/import', { csv }, { query: { dryRun }, schema: ProductImportResponseSchema });
}

/** Checks a CSV of products row by row and writes nothing: the preview. */
export function usePreviewProductImport() {
  return useMutation({ mutationFn: (csv: string) => importProducts(csv, true) });
}

/** Adds every product of a CSV, or none when a row is wrong; the lists refresh once it is done. */
export function useImportProducts() {
  return useInvalidatingMutation((csv: string) => importProducts(csv, false), [productKeys.all, adminKeys.stats()]);
}

/** A product's words in the shop's other languages (docs/decisions/046): read, and saved a language at a time. */
import {
  ProductTranslationsResponseSchema,
  ProductTranslationsSchema,
  type ProductTranslationInput,
  type ProductTranslations,
  type ProductTranslationsResponse,
} from '@shop/shared/translation.schema';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/product-query-keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** Under the catalogue's keys: a save refreshes the product's storefront answers too. */
export const productTranslationsKey = (productId: string) => [...productKeys.all, 'translations', productId] as const;

export async function getProductTranslations(productId: string, signal?: AbortSignal): Promise<ProductTranslations> {
  return api.get(`/products/${encodeURIComponent(productId)}/translations`, { schema: ProductTranslationsSchema, signal });
}

export function useProductTranslations(productId: string) {
  return useQuery({ queryKey: productTranslationsKey(productId), queryFn: ({ signal }) => getProductTranslations(productId, signal) });
}

export function saveProductTranslation({
  productId,
  input,
}: {
  productId: string;
  input: ProductTranslationInput;
}): Promise<ProductTranslationsResponse> {
  return api.put(`/products/${encodeURIComponent(productId)}/translations`, input, { schema: ProductTranslationsResponseSchema });
}

/** Its form is keyed on the saved words, so the toast is said here (see useInvalidatingMutation). */
export const useSaveProductTranslation = () =>
  useInvalidatingMutation(saveProductTranslation, [productKeys.all], ({ message }) => toast.success(message));

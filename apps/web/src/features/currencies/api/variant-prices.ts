/** A product's variants' own prices in the currencies the shop presents: read, and saved as a whole. */
import {
  ShopCurrenciesSchema,
  VariantPricesMutationResponseSchema,
  VariantPricesSchema,
  type ShopCurrencies,
  type VariantPrices,
  type VariantPricesInput,
  type VariantPricesMutationResponse,
} from '@shop/shared/currency.schema';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { currencyKeys } from '../currency-query-keys';

/** The base currency and those the shop presents, as the storefront reads them. */
export async function getShopCurrencies(signal?: AbortSignal): Promise<ShopCurrencies> {
  return api.get('/currencies', { schema: ShopCurrenciesSchema, signal });
}

export function useShopCurrencies() {
  return useQuery({ queryKey: currencyKeys.shop(), queryFn: ({ signal }) => getShopCurrencies(signal) });
}

export async function getVariantPrices(productId: string, signal?: AbortSignal): Promise<VariantPrices> {
  return api.get(`/products/${encodeURIComponent(productId)}/prices`, { schema: VariantPricesSchema, signal });
}

export function useVariantPrices(productId: string) {
  return useQuery({ queryKey: currencyKeys.prices(productId), queryFn: ({ signal }) => getVariantPrices(productId, signal) });
}

export function saveVariantPrices({
  productId,
  input,
}: {
  productId: string;
  input: VariantPricesInput;
}): Promise<VariantPricesMutationResponse> {
  return api.put(`/products/${encodeURIComponent(productId)}/prices`, input, { schema: VariantPricesMutationResponseSchema });
}

/** Its form is keyed on the saved prices, so the toast is said here (see useInvalidatingMutation). */
export const useSaveVariantPrices = (productId: string) =>
  useInvalidatingMutation(saveVariantPrices, [currencyKeys.prices(productId)], ({ message }) => toast.success(message));

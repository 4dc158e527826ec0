/** The currencies the shop presents, as the staff keep them: the list, and each change, which refreshes it. */
import { MessageResponseSchema } from '@shop/shared/common.schema';
import {
  CurrencyMutationResponseSchema,
  ManagedCurrenciesSchema,
  type CurrencyCode,
  type CurrencyInput,
  type CurrencyMutationResponse,
  type ManagedCurrencies,
} from '@shop/shared/currency.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { currencyKeys } from '../currency-query-keys';

const REFRESHED = [currencyKeys.all] as const;

/** Read from the staff's own list: the storefront's (GET /currencies) may be a minute old in the browser's cache. */
export async function getManagedCurrencies(signal?: AbortSignal): Promise<ManagedCurrencies> {
  return api.get('/currencies/manage', { schema: ManagedCurrenciesSchema, signal });
}

/** Every currency presented besides the base, with its rate and rounding (admin). */
export function useManagedCurrencies() {
  return useQuery({ queryKey: currencyKeys.managed(), queryFn: ({ signal }) => getManagedCurrencies(signal) });
}

/** Adds a currency, or changes its rate and rounding. */
export function saveCurrency({ code, input }: { code: CurrencyCode; input: CurrencyInput }): Promise<CurrencyMutationResponse> {
  return api.put(`/currencies/${encodeURIComponent(code)}`, input, { schema: CurrencyMutationResponseSchema });
}

/** Stops presenting a currency; the variants' own prices in it go with it. */
export function deleteCurrency(code: string): Promise<{ message: string }> {
  return api.delete(`/currencies/${encodeURIComponent(code)}`, { schema: MessageResponseSchema });
}

export const useSaveCurrency = () => useInvalidatingMutation(saveCurrency, REFRESHED);
export const useDeleteCurrency = () => useInvalidatingMutation(deleteCurrency, REFRESHED);

import { ExchangeOptionsResponseSchema, type ExchangeOptionsResponse } from '@shop/shared/exchange.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { exchangeKeys } from '../exchange-query-keys';

/** Whether the order can be exchanged (and why not), the policy's conditions and each line's choices. */
export function getExchangeOptions(orderId: string, token: string | undefined, signal?: AbortSignal): Promise<ExchangeOptionsResponse> {
  return api.get(`/orders/${encodeURIComponent(orderId)}/exchange-options`, {
    query: { token },
    schema: ExchangeOptionsResponseSchema,
    signal,
  });
}

export function useExchangeOptions(orderId: string, token?: string) {
  return useQuery({
    queryKey: exchangeKeys.options(orderId, token ?? null),
    queryFn: ({ signal }) => getExchangeOptions(orderId, token, signal),
    enabled: Boolean(orderId),
  });
}

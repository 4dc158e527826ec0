import { ExchangesResponseSchema, type Exchange } from '@shop/shared/exchange.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { exchangeKeys } from '../exchange-query-keys';

/** The exchanges of one order, for its customer or a guest with its tracking token. */
export async function getOrderExchanges(orderId: string, token: string | undefined, signal?: AbortSignal): Promise<Exchange[]> {
  const { exchanges } = await api.get(`/orders/${encodeURIComponent(orderId)}/exchanges`, {
    query: { token },
    schema: ExchangesResponseSchema,
    signal,
  });
  return exchanges;
}

export function useOrderExchanges(orderId: string, token?: string) {
  return useQuery({
    queryKey: exchangeKeys.list(orderId, token ?? null),
    queryFn: ({ signal }) => getOrderExchanges(orderId, token, signal),
    enabled: Boolean(orderId),
  });
}

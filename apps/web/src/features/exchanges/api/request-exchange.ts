import { ExchangeActionResponseSchema, type RequestExchangeInput } from '@shop/shared/exchange.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { exchangeKeys } from '../exchange-query-keys';

export interface RequestExchangeVariables {
  orderId: string;
  token?: string;
  input: RequestExchangeInput;
}

export function requestExchange({ orderId, token, input }: RequestExchangeVariables) {
  return api.post(`/orders/${encodeURIComponent(orderId)}/exchanges`, input, {
    query: { token },
    schema: ExchangeActionResponseSchema,
  });
}

/** Asks for an exchange; on success the order's exchanges and what is left to exchange refetch. */
export function useRequestExchange(orderId: string) {
  return useInvalidatingMutation(requestExchange, [exchangeKeys.ofOrder(orderId)]);
}

import { ReturnActionResponseSchema, type RequestReturnInput } from '@shop/shared/return.schema';
import { exchangeKeys } from '@/features/exchanges/exchange-query-keys';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { returnKeys } from '../return-query-keys';

export interface RequestReturnVariables {
  orderId: string;
  token?: string;
  input: RequestReturnInput;
}

export function requestReturn({ orderId, token, input }: RequestReturnVariables) {
  return api.post(`/orders/${encodeURIComponent(orderId)}/returns`, input, {
    query: { token },
    schema: ReturnActionResponseSchema,
  });
}

/**
 * Asks for a return; on success the order's returns and what is left to return refetch, and so
 * does what is left to exchange (an open return holds its units).
 */
export function useRequestReturn(orderId: string) {
  return useInvalidatingMutation(requestReturn, [returnKeys.ofOrder(orderId), exchangeKeys.ofOrder(orderId)]);
}

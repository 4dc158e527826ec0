import { ReturnsResponseSchema, type Return } from '@shop/shared/return.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { returnKeys } from '../return-query-keys';

/** The returns of one order, for its customer, an admin or a guest with its tracking token. */
export async function getOrderReturns(orderId: string, token: string | undefined, signal?: AbortSignal): Promise<Return[]> {
  const { returns } = await api.get(`/orders/${encodeURIComponent(orderId)}/returns`, {
    query: { token },
    schema: ReturnsResponseSchema,
    signal,
  });
  return returns;
}

export function useOrderReturns(orderId: string, token?: string) {
  return useQuery({
    queryKey: returnKeys.list(orderId, token ?? null),
    queryFn: ({ signal }) => getOrderReturns(orderId, token, signal),
    enabled: Boolean(orderId),
  });
}

import { ReturnOptionsResponseSchema, type ReturnOptionsResponse } from '@shop/shared/return.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { returnKeys } from '../return-query-keys';

/** Whether the shop takes returns, whether this order can be returned (and why not), until when, and each line's count left. */
export function getReturnOptions(orderId: string, token: string | undefined, signal?: AbortSignal): Promise<ReturnOptionsResponse> {
  return api.get(`/orders/${encodeURIComponent(orderId)}/return-options`, {
    query: { token },
    schema: ReturnOptionsResponseSchema,
    signal,
  });
}

export function useReturnOptions(orderId: string, token?: string) {
  return useQuery({
    queryKey: returnKeys.options(orderId, token ?? null),
    queryFn: ({ signal }) => getReturnOptions(orderId, token, signal),
    enabled: Boolean(orderId),
  });
}

import { TestCheckoutViewSchema, type TestCheckoutView } from '@shop/shared/order.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '../order-query-keys';

export function getTestCheckout(sessionId: string, signal?: AbortSignal): Promise<TestCheckoutView> {
  return api.get(`/orders/test-checkout/${encodeURIComponent(sessionId)}`, { schema: TestCheckoutViewSchema, signal });
}

/** What the TEST MODE checkout page shows: its lines, totals and whether it is still open. */
export function useTestCheckout(sessionId: string) {
  return useQuery({
    queryKey: orderKeys.testCheckout(sessionId),
    queryFn: ({ signal }) => getTestCheckout(sessionId, signal),
    refetchOnWindowFocus: false,
  });
}

import { ConfirmPaymentResponseSchema, type Order } from '@shop/shared/order.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '../order-query-keys';

/** While the provider still reports the payment as pending, ask again this often, this many times. */
const PENDING_POLL_MS = 3000;
const PENDING_POLL_LIMIT = 10;

/** The confirmed order, and the path that follows it without an account. */
export interface PaymentConfirmation {
  order: Order;
  trackingPath: string;
}

export function confirmPayment(sessionId: string): Promise<PaymentConfirmation> {
  return api.post('/orders/confirm-payment', { session_id: sessionId }, { schema: ConfirmPaymentResponseSchema });
}

/**
 * Confirms the payment of a checkout session once. A query rather than a mutation: the cache
 * keyed by the session id is what keeps StrictMode's second effect run (or a remount) from
 * sending it again; the server is idempotent all the same.
 */
export function usePaymentConfirmation(sessionId: string | null) {
  return useQuery({
    queryKey: orderKeys.confirmation(sessionId ?? ''),
    // NOTE: no abort signal on purpose. TanStack Query aborts a request whose signal was read
    // when its last observer unmounts (StrictMode's first unmount) and then sends it again.
    queryFn: () => confirmPayment(sessionId ?? ''),
    enabled: Boolean(sessionId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: (query) =>
      query.state.data?.order.paymentStatus === 'pending' && query.state.dataUpdateCount < PENDING_POLL_LIMIT ? PENDING_POLL_MS : false,
  });
}

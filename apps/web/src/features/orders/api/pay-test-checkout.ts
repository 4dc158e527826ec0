import type { ShippingAddressInput } from '@shop/shared/address.schema';
import { TestCheckoutPayResponseSchema } from '@shop/shared/order.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '../order-query-keys';

/** Pays a TEST MODE checkout with the address to ship to (no money moves); answers the page to return to. */
export function payTestCheckout({
  sessionId,
  shippingAddress,
}: {
  sessionId: string;
  /** Left out when nothing on the order ships (gift cards alone). */
  shippingAddress?: ShippingAddressInput;
}): Promise<{ url: string }> {
  return api.post(`/orders/test-checkout/${encodeURIComponent(sessionId)}/pay`, shippingAddress ? { shippingAddress } : {}, {
    schema: TestCheckoutPayResponseSchema,
  });
}

export function usePayTestCheckout() {
  return useMutation({ mutationFn: payTestCheckout });
}

/** TEST MODE: walks away from the checkout now; its order expires unpaid, as an abandoned one does (to try the reminders). */
export function useAbandonTestCheckout(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>(`/orders/test-checkout/${encodeURIComponent(sessionId)}/abandon`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.testCheckout(sessionId) }),
  });
}

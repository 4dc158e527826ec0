import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const PayAnswerSchema = z.object({ url: z.string() });

/** Pays a TEST MODE checkout (no money moves); answers the page to return to. */
export function payTestCheckout({ sessionId, email }: { sessionId: string; email?: string }): Promise<{ url: string }> {
  return api.post(`/orders/test-checkout/${encodeURIComponent(sessionId)}/pay`, email ? { email } : {}, { schema: PayAnswerSchema });
}

export function usePayTestCheckout() {
  return useMutation({ mutationFn: payTestCheckout });
}

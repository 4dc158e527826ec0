import { ClaimGuestOrdersResponseSchema, GuestOrdersSchema, type ClaimGuestOrdersInput, type GuestOrders } from '@shop/shared/auth.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';

/** Under `user`, so that signing in or out refetches them. */
const guestOrdersKey = (email: string) => [...userKeys.all, 'guest-orders', email] as const;

export function getGuestOrders(signal?: AbortSignal): Promise<GuestOrders> {
  return api.get('/auth/guest-orders', { schema: GuestOrdersSchema, signal });
}

/** The guest orders placed with the account's verified email, not yet in it; none while unverified. */
export function useGuestOrders(email: string, verified: boolean) {
  return useQuery({ queryKey: guestOrdersKey(email), queryFn: ({ signal }) => getGuestOrders(signal), enabled: verified });
}

/** Adds the orders the customer was shown to the account. */
export function useClaimGuestOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimGuestOrdersInput) => api.post('/auth/guest-orders/claim', input, { schema: ClaimGuestOrdersResponseSchema }),
    // Rare, and it changes the orders, the totals and the stats: everything loaded refetches.
    onSettled: () => queryClient.invalidateQueries(),
  });
}

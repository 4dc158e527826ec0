import { MessageResponseSchema } from '@shop/shared/common.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuthStore } from '../auth-store';
import { userKeys } from '../user-query-keys';

export async function verifyEmail(token: string): Promise<string> {
  const { message } = await api.post('/auth/verify-email', { token }, { schema: MessageResponseSchema });
  return message;
}

/**
 * Proves the address with a verification link's token, once. A query rather than a mutation, as
 * for a payment's confirmation: the cache keyed by the token keeps StrictMode's second effect run
 * (or a remount) from spending the single-use token twice. A signed-in visitor's stored user
 * refetches, so that `emailVerified` turns true on every screen.
 * NOTE: the key is not under `user`: an invalidation of every user query (a sign-in) would post
 * the spent token again.
 */
export function useEmailVerification(token: string | null) {
  const queryClient = useQueryClient();
  const signedIn = useAuthStore((state) => state.user !== null);
  return useQuery({
    queryKey: ['email-verification', token ?? ''],
    // NOTE: no abort signal on purpose (see usePaymentConfirmation): StrictMode's first unmount
    // would abort the request, and the token would be sent again.
    queryFn: async () => {
      const message = await verifyEmail(token ?? '');
      if (signedIn) await queryClient.invalidateQueries({ queryKey: userKeys.me() });
      return message;
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

import { MessageResponseSchema } from '@shop/shared/common.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { userKeys } from '../user-query-keys';

export async function resendVerification(): Promise<string> {
  const { message } = await api.post('/auth/resend-verification', undefined, { schema: MessageResponseSchema });
  return message;
}

/**
 * Mails the signed-in user a new verification link; the answer is the server's sentence ('A new
 * link is on its way to ...'). A 409 means the address was verified meanwhile (another tab, another
 * device): the stored user refetches, so the reminders go away.
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) await queryClient.invalidateQueries({ queryKey: userKeys.me() });
    },
  });
}

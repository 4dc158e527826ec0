import { MessageResponseSchema } from '@shop/shared/common.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { mailKeys } from '../mail-query-keys';

export function resendMail(id: string): Promise<{ message: string }> {
  return api.post(`/mail/outbox/${encodeURIComponent(id)}/resend`, undefined, { schema: MessageResponseSchema });
}

/** Queues a failed message again, then refetches the outbox. */
export function useResendMail() {
  return useInvalidatingMutation(resendMail, [mailKeys.all]);
}

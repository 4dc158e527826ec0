import { MessageResponseSchema } from '@shop/shared/common.schema';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** Signs the user out on every device (admin). */
export function endUserSessions(userId: string): Promise<{ message: string }> {
  return api.post(`/auth/users/${encodeURIComponent(userId)}/end-sessions`, undefined, { schema: MessageResponseSchema });
}

/** The list refetches, so that the user's count of sessions reads 0. */
export function useEndUserSessions() {
  return useInvalidatingMutation(endUserSessions, [userKeys.list()]);
}

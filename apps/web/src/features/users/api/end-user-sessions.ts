import { MessageResponseSchema } from '@shop/shared/common.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Signs the user out on every device (admin). */
export function endUserSessions(userId: string): Promise<{ message: string }> {
  return api.post(`/auth/users/${encodeURIComponent(userId)}/end-sessions`, undefined, { schema: MessageResponseSchema });
}

export function useEndUserSessions() {
  return useMutation({ mutationFn: endUserSessions });
}

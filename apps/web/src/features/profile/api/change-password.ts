import { MessageResponseSchema } from '@shop/shared/common.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Replaces the signed-in user's password; the server keeps this session and ends every other one. */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<string> {
  // NOTE: the session is the caller's own; a 401 here still means it ended, so it signs out as usual.
  const { message } = await api.post('/auth/change-password', input, { schema: MessageResponseSchema });
  return message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

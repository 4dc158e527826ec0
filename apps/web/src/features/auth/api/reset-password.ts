import { MessageResponseSchema } from '@shop/shared/common.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sets a new password with a reset link's token; the server then ends every session of the account. */
export async function resetPassword(input: { token: string; password: string }): Promise<string> {
  const { message } = await api.post('/auth/reset-password', input, { schema: MessageResponseSchema });
  return message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

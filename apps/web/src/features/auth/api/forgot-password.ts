import { MessageResponseSchema } from '@shop/shared/common.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Asks for a password reset link; the answer is the same whether or not an account has the address. */
export async function forgotPassword(input: { email: string }): Promise<string> {
  const { message } = await api.post('/auth/forgot-password', input, { schema: MessageResponseSchema });
  return message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

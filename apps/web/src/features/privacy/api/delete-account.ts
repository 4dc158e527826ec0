/** Deleting one's own account, and staff deleting a customer's at their request. */
import { MessageResponseSchema } from '@shop/shared/common.schema';
import type { DeleteAccountInput, EraseAccountInput } from '@shop/shared/privacy.schema';
import { paths } from '@shop/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useAuthStore } from '@/features/auth/auth-store';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

export async function deleteOwnAccount(input: DeleteAccountInput): Promise<string> {
  // NOTE: a wrong password is a 400, never a 401: the dialog stays, and nobody is signed out by it.
  const { message } = await api.post('/privacy/delete-account', input, { schema: MessageResponseSchema });
  return message;
}

/**
 * Once the account is gone, this browser is signed out like everywhere else, lands on the home
 * page and says so.
 */
export function useDeleteOwnAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useAuthStore((state) => state.signOut);
  return useMutation({
    mutationFn: deleteOwnAccount,
    onSuccess: async (message) => {
      signOut();
      await navigate(paths.home);
      toast.success(message);
      queryClient.setQueryData(userKeys.me(), null);
      queryClient.removeQueries({ queryKey: userKeys.all, type: 'inactive' });
    },
  });
}

export async function eraseAccount({ id, ...input }: EraseAccountInput & { id: string }): Promise<string> {
  const { message } = await api.post(`/privacy/accounts/${encodeURIComponent(id)}/erase`, input, { schema: MessageResponseSchema });
  return message;
}

/** Staff deleting a customer's account at their request: the users list is read again. */
export function useEraseAccount() {
  return useInvalidatingMutation(eraseAccount, [userKeys.all]);
}

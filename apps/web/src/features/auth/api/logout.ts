import { paths } from '@shop/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useLoadLaterMessages, useT } from '@/i18n/i18n';
import { api } from '@/lib/api-client';
import { useAuthStore } from '../auth-store';
import { userKeys } from '../user-query-keys';

export function logout(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/logout');
}

/**
 * Ends the session on the server, goes to / and forgets the user. A failed call is only logged
 * (docs/product.md) and still signs this browser out.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useAuthStore((state) => state.signOut);
  // Its words come with the account menu's, where it is pressed.
  useLoadLaterMessages(true);
  const t = useT();

  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      toast.success(t('accountMenu.loggedOut'));
    },
    onError: (error) => {
      console.error('Logout failed', error);
    },
    onSettled: async () => {
      // A guarded page still on screen sees the user leave as a sign-out and goes home quietly.
      signOut();
      await navigate(paths.home);
      queryClient.setQueryData(userKeys.me(), null);
      queryClient.removeQueries({ queryKey: userKeys.all, type: 'inactive' });
    },
  });
}

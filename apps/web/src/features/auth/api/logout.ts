import { MessageResponseSchema } from '@shop/shared/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { useAuthStore } from '../auth-store';
import { userKeys } from '../user-query-keys';

export function logout(): Promise<{ message: string }> {
  return api.post('/auth/logout', undefined, { schema: MessageResponseSchema });
}

/**
 * Ends the session on the server, goes to / and forgets the user. A failed call is only logged
 * (specification section 8) and still signs this browser out.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clearUser = useAuthStore((state) => state.clearUser);

  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      toast.success('Logged out successfully');
    },
    onError: (error) => {
      console.error('Logout failed', error);
    },
    onSettled: async () => {
      // NOTE: leave the page first, and flush it, so that the route guards of a dashboard page
      // never see the user disappear (they would say 'You must be logged in!').
      await navigate('/', { flushSync: true });
      clearUser();
      queryClient.setQueryData(userKeys.me(), null);
      queryClient.removeQueries({ queryKey: userKeys.all, type: 'inactive' });
    },
  });
}

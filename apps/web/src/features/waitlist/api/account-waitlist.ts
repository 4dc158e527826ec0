/** The waiting lists the signed-in account is on ('Back-in-stock alerts' on its profile): each call answers the whole list. */
import { WaitlistAnswerSchema, type WaitlistAnswer } from '@shop/shared/waitlist.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';

/** Under the user's queries, so that signing out forgets it. */
export const waitlistKeys = {
  all: [...userKeys.all, 'waitlist'] as const,
};

export function getAccountWaitlist(signal?: AbortSignal): Promise<WaitlistAnswer> {
  return api.get('/waitlist', { schema: WaitlistAnswerSchema, signal });
}

/** Leaves one waiting list; answers the lists left. */
export function leaveWaitlist(id: string): Promise<WaitlistAnswer> {
  return api.delete(`/waitlist/${encodeURIComponent(id)}`, { schema: WaitlistAnswerSchema });
}

export function useAccountWaitlist() {
  return useQuery({ queryKey: waitlistKeys.all, queryFn: ({ signal }) => getAccountWaitlist(signal) });
}

/** The answer (the lists after leaving) replaces the one on screen. */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: (answer) => queryClient.setQueryData(waitlistKeys.all, answer),
  });
}

/** A mail's unsubscribe link (`/unsubscribe/{token}`): what it stops, said first; stopped only on the shopper's press. */
import { UnsubscribeInfoSchema, type UnsubscribeInfo } from '@shop/shared/waitlist.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { linkPreferencesKeys } from '@/features/consents/api/link-preferences';
import { api } from '@/lib/api-client';

const unsubscribeKeys = {
  link: (token: string) => ['unsubscribe', token] as const,
};

const path = (token: string) => `/unsubscribe/${encodeURIComponent(token)}`;

export function describeUnsubscribe(token: string, signal?: AbortSignal): Promise<UnsubscribeInfo> {
  return api.get(path(token), { schema: UnsubscribeInfoSchema, signal });
}

export function unsubscribe(token: string): Promise<UnsubscribeInfo> {
  return api.post(path(token), undefined, { schema: UnsubscribeInfoSchema });
}

/**
 * What the link stops, and whether that is done already. Asked for once: the page must not
 * change on its own while the shopper reads it (the answer is not cached by the server either).
 */
export function useUnsubscribeInfo(token: string) {
  return useQuery({
    queryKey: unsubscribeKeys.link(token),
    queryFn: ({ signal }) => describeUnsubscribe(token, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Stops what the link names; the answer (now done) replaces what the page said, and the preferences are asked for again. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (answer) => {
      queryClient.setQueryData(unsubscribeKeys.link(token), answer);
      // What was stopped shows in the address's preferences below.
      void queryClient.invalidateQueries({ queryKey: linkPreferencesKeys.of(token) });
    },
  });
}

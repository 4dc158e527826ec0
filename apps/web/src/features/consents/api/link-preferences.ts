/**
 * The email preferences an unsubscribe link opens without signing in (`/api/unsubscribe/{token}/preferences`):
 * those of the address it was mailed to, the token standing for the sign-in.
 */
import { AddressPreferencesSchema, type AddressPreferences, type ConsentKind } from '@shop/shared/consent.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const linkPreferencesKeys = {
  link: (token: string) => ['unsubscribe', token, 'preferences'] as const,
};

const path = (token: string) => `/unsubscribe/${encodeURIComponent(token)}/preferences`;

export function getLinkPreferences(token: string, signal?: AbortSignal): Promise<AddressPreferences> {
  return api.get(path(token), { schema: AddressPreferencesSchema, signal });
}

export function setLinkPreference(token: string, change: { kind: ConsentKind; on: boolean }): Promise<AddressPreferences> {
  return api.put(path(token), change, { schema: AddressPreferencesSchema });
}

/** Asked for once, as the rest of the link's page: nothing changes on screen while the person reads it. */
export function useLinkPreferences(token: string) {
  return useQuery({
    queryKey: linkPreferencesKeys.link(token),
    queryFn: ({ signal }) => getLinkPreferences(token, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The answer replaces the preferences on screen. */
export function useSetLinkPreference(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: ConsentKind; on: boolean }) => setLinkPreference(token, change),
    onSuccess: (answer) => queryClient.setQueryData(linkPreferencesKeys.link(token), answer),
  });
}

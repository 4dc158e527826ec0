/** The signed-in account's email preferences ('Email preferences' on its profile): each call answers all four kinds. */
import { ConsentsSchema, type ConsentKind, type Consents } from '@shop/shared/consent.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';

/** Under the user's queries, so that signing out forgets them. */
export const consentKeys = {
  all: [...userKeys.all, 'consents'] as const,
};

export function getAccountConsents(signal?: AbortSignal): Promise<Consents> {
  return api.get('/consents', { schema: ConsentsSchema, signal });
}

/** Turns one kind on (recording today's words) or off; answers the four kinds after it. */
export function setConsent({ kind, on }: { kind: ConsentKind; on: boolean }): Promise<Consents> {
  return api.put(`/consents/${encodeURIComponent(kind)}`, { on }, { schema: ConsentsSchema });
}

export function useAccountConsents() {
  return useQuery({ queryKey: consentKeys.all, queryFn: ({ signal }) => getAccountConsents(signal) });
}

/** The answer replaces the preferences on screen. */
export function useSetConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setConsent,
    onSuccess: (answer) => queryClient.setQueryData(consentKeys.all, answer),
  });
}

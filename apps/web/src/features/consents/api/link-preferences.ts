/**
 * The email preferences an unsubscribe link opens without signing in (`/api/unsubscribe/{token}/preferences`):
 * those of the address it was mailed to, the token standing for the sign-in.
 */
import { AddressPreferencesSchema, type AddressPreferences, type ConsentKind } from '@shop/shared/consent.schema';
import { wordsLanguage, type LanguageCode } from '@shop/shared/languages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '@/i18n/i18n';
import { api } from '@/lib/api-client';

export const linkPreferencesKeys = {
  /** The link's preferences in every language. */
  of: (token: string) => ['unsubscribe', token, 'preferences'] as const,
  link: (token: string, lang?: LanguageCode) => [...linkPreferencesKeys.of(token), lang ?? ''] as const,
};

const path = (token: string) => `/unsubscribe/${encodeURIComponent(token)}/preferences`;

/** `lang`: the page's language, in which the words are shown and, for a kind turned on, kept. */
export function getLinkPreferences(token: string, signal?: AbortSignal, lang?: LanguageCode): Promise<AddressPreferences> {
  return api.get(path(token), { schema: AddressPreferencesSchema, query: { lang }, signal });
}

export function setLinkPreference(
  token: string,
  change: { kind: ConsentKind; on: boolean },
  lang?: LanguageCode,
): Promise<AddressPreferences> {
  return api.put(path(token), change, { schema: AddressPreferencesSchema, query: { lang } });
}

/** Asked for once, as the rest of the link's page: nothing changes on screen while the person reads it. */
export function useLinkPreferences(token: string) {
  const lang = wordsLanguage(useLanguage());
  return useQuery({
    queryKey: linkPreferencesKeys.link(token, lang),
    queryFn: ({ signal }) => getLinkPreferences(token, signal, lang),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The answer replaces the preferences on screen. */
export function useSetLinkPreference(token: string) {
  const queryClient = useQueryClient();
  const lang = wordsLanguage(useLanguage());
  return useMutation({
    mutationFn: (change: { kind: ConsentKind; on: boolean }) => setLinkPreference(token, change, lang),
    onSuccess: (answer) => queryClient.setQueryData(linkPreferencesKeys.link(token, lang), answer),
  });
}

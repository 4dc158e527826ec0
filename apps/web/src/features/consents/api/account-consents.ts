/** The signed-in account's email preferences ('Email preferences' on its profile): each call answers all four kinds. */
import { ConsentsSchema, type ConsentKind, type Consents } from '@shop/shared/consent.schema';
import { wordsLanguage, type LanguageCode } from '@shop/shared/languages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/features/auth/user-query-keys';
import { useLanguage } from '@/i18n/i18n';
import { api } from '@/lib/api-client';

/** Under the user's queries, so that signing out forgets them; per language, in which their words are shown. */
export const consentKeys = {
  all: [...userKeys.all, 'consents'] as const,
  in: (lang?: LanguageCode) => [...consentKeys.all, lang ?? ''] as const,
};

export function getAccountConsents(signal?: AbortSignal, lang?: LanguageCode): Promise<Consents> {
  return api.get('/consents', { schema: ConsentsSchema, query: { lang }, signal });
}

/** Turns one kind on (recording today's words, in `lang`) or off; answers the four kinds after it. */
export function setConsent({ kind, on, lang }: { kind: ConsentKind; on: boolean; lang?: LanguageCode }): Promise<Consents> {
  return api.put(`/consents/${encodeURIComponent(kind)}`, { on }, { schema: ConsentsSchema, query: { lang } });
}

export function useAccountConsents() {
  const lang = wordsLanguage(useLanguage());
  return useQuery({ queryKey: consentKeys.in(lang), queryFn: ({ signal }) => getAccountConsents(signal, lang) });
}

/** The answer replaces the preferences on screen. */
export function useSetConsent() {
  const queryClient = useQueryClient();
  const lang = wordsLanguage(useLanguage());
  return useMutation({
    mutationFn: (change: { kind: ConsentKind; on: boolean }) => setConsent({ ...change, lang }),
    onSuccess: (answer) => queryClient.setQueryData(consentKeys.in(lang), answer),
  });
}

// NOTE: types only: the storefront's first load carries no schema and no Markdown library (the API sends sanitised HTML).
import { wordsLanguage, type LanguageCode } from '@shop/shared/languages';
import type { PublicPage } from '@shop/shared/page-content.schema';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/i18n/i18n';
import { api } from '@/lib/api-client';

/** Every query of the shop's Markdown pages: the dashboard's changes make them all ask again. */
export const contentPageKeys = {
  all: ['content-pages'] as const,
  // In a language (`lang`); none in the default language.
  page: (handle: string, lang?: string) => [...contentPageKeys.all, 'page', handle, ...(lang ? [{ lang }] : [])] as const,
};

export function getContentPage(handle: string, signal?: AbortSignal, lang?: LanguageCode): Promise<PublicPage> {
  return api.get<PublicPage>(`/pages/${encodeURIComponent(handle)}`, { query: { lang }, signal });
}

/**
 * Shared by the pages and their routes, which ask for it before the page's code arrives (and on
 * the server); its words in `lang` where it has them (none: the default language).
 */
export function contentPageQueryOptions(handle: string, lang?: LanguageCode) {
  return {
    queryKey: contentPageKeys.page(handle, lang),
    queryFn: ({ signal }: { signal?: AbortSignal }) => getContentPage(handle, signal, lang),
    // A handle nobody wrote stays a 404 where the server found it so: its HTML is the 404 page, not a skeleton.
    retryOnMount: false,
  };
}

/** A published page: its title and its HTML, sanitised by the server, in the page's language where it has words in it. */
export function useContentPage(handle: string) {
  return useQuery(contentPageQueryOptions(handle, wordsLanguage(useLanguage())));
}

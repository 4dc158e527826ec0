// NOTE: types only: the storefront's first load carries no schema (the API checks its own answers).
import type { Category } from '@shop/shared/category.schema';
import { SHOP_PAGE_SIZE } from '@shop/shared/constants';
import { wordsLanguage, type LanguageCode } from '@shop/shared/languages';
import type { ProductListQuery } from '@shop/shared/product.schema';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/i18n/i18n';
import { api } from '@/lib/api-client';

export async function getCollection(handle: string, signal?: AbortSignal, lang?: LanguageCode): Promise<Category> {
  return (await api.get<{ category: Category }>(`/categories/handle/${encodeURIComponent(handle)}`, { query: { lang }, signal })).category;
}

/** Shared by the page and its route, which asks for it before the page's code arrives; its words in `lang` (none: the default language). */
export function collectionQueryOptions(handle: string, lang?: LanguageCode) {
  return {
    queryKey: ['collections', handle, ...(lang ? [{ lang }] : [])] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) => getCollection(handle, signal, lang),
  };
}

/** A visible category, for its page, in the page's language. */
export function useCollection(handle: string) {
  return useQuery(collectionQueryOptions(handle, wordsLanguage(useLanguage())));
}

/** What a collection's page lists: its products, newest first, a page at a time. */
export function collectionListQuery(handle: string, page: number): ProductListQuery {
  return { category: handle, sort: 'newest', page, limit: SHOP_PAGE_SIZE };
}

/** The page a collection's address asks for: whole numbers from 1; anything else is the first page. */
export const collectionPageOf = (value: string | null) => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1);

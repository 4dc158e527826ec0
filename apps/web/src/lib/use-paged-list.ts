/**
 * A paged list, in the three steps a page takes in this order: where it is (`useUrlPaging`: the
 * page and the filters, in the URL, so that a reload, Back or a shared link shows the same
 * list), what it asks for (`usePagedQuery`, in the feature's api/ file), and where that page
 * stands once the answer says how many rows there are (`usePagedList`), which `ListStates` shows.
 */
import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { readChoice } from './read-choice';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function setOrDelete(params: URLSearchParams, key: string, value: string | undefined) {
  if (value) params.set(key, value);
  else params.delete(key);
}

/**
 * A paged table whose page and one filter (if it has one) live in the URL (so it survives
 * reloads and Back): changing the filter returns to page 1; page 1 keeps the URL clean.
 */
export function useUrlPaging(filterKey?: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const write = useCallback(
    (change: (params: URLSearchParams) => void, replace = false) =>
      setSearchParams(
        (params) => {
          const copy = new URLSearchParams(params);
          change(copy);
          return copy;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return {
    page: readPage(searchParams.get('page')),
    filter: (filterKey ? searchParams.get(filterKey) : null) ?? '',
    setFilter: (value: string) =>
      write((params) => {
        if (filterKey) setOrDelete(params, filterKey, value);
        params.delete('page');
      }),
    /** Another filter of the same list (a second select, a search box), read from the URL: '' when absent. */
    param: (key: string) => searchParams.get(key) ?? '',
    /**
     * Sets filters ('' removes one), returning to page 1 like `setFilter`, in one navigation.
     * `replace` leaves no history entry (a search box updating as one types should not fill
     * Back with every word).
     */
    setParams: (changes: Record<string, string>, { replace = false } = {}) =>
      write((params) => {
        for (const [key, value] of Object.entries(changes)) setOrDelete(params, key, value);
        params.delete('page');
      }, replace),
    setPage: (page: number) => write((params) => setOrDelete(params, 'page', page > 1 ? String(page) : undefined)),
    /** Replaces the page in the URL without a history entry. */
    replacePage: (page: number) => write((params) => setOrDelete(params, 'page', page > 1 ? String(page) : undefined), true),
  };
}

type UrlPaging = ReturnType<typeof useUrlPaging>;

/**
 * A paged list narrowed to one of `choices` by its filter in the URL (`?status=sent`): the
 * choice (undefined for all, and for a value that is none of them), the props of its
 * FilterSelect, and how to take the filter away (undefined when there is none).
 */
export function useChoiceFilter<T extends string>(key: string, choices: readonly T[]) {
  const paging = useUrlPaging(key);
  const choice = readChoice(choices, paging.filter);
  return {
    paging,
    choice,
    select: { value: choice, options: choices, onChange: paging.setFilter },
    clear: choice ? () => paging.setFilter('') : undefined,
  };
}

/**
 * One page of a list: the page on screen stays while the next one (or another filter) loads.
 * Nothing is asked while `enabled` is false (the account not known yet, a filter that cannot match).
 */
export function usePagedQuery<T>(queryKey: QueryKey, fetchPage: (signal: AbortSignal) => Promise<T>, { enabled = true } = {}) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export interface ListPage {
  /** The page shown (a page past the end becomes the last one). */
  page: number;
  totalPages: number;
  total: number;
  /** The 1-based range of rows on the page. */
  from: number;
  to: number;
}

/** A page of a list as `ListStates` shows it: its query, where the page stands, and the way to another page. */
export interface PagedList<T> {
  query: UseQueryResult<T>;
  view: ListPage;
  setPage: (page: number) => void;
}

/**
 * The page to show once the total is known: a page past the end (a deletion can empty the
 * last page) becomes the last page, in the URL too.
 */
function useClampedPage(paging: Pick<UrlPaging, 'page' | 'replacePage'>, totalPages: number, settled: boolean): number {
  const { page, replacePage } = paging;
  const shown = settled && page > totalPages ? totalPages : page;
  const clampTo = shown === page ? null : shown;
  useEffect(() => {
    if (clampTo !== null) replacePage(clampTo);
    // replacePage changes identity every render; clampTo is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clampTo]);
  return shown;
}

/**
 * The page of a list that the URL asks for (`paging`) and its query (a `usePagedQuery`), with
 * where that page stands once `count` has read the list's size from the answer (and the
 * server's count of pages, when it sends one).
 */
export function usePagedList<T>(
  paging: Pick<UrlPaging, 'page' | 'replacePage' | 'setPage'>,
  pageSize: number,
  query: UseQueryResult<T>,
  count: (data: T) => { total: number; totalPages?: number },
): PagedList<T> {
  const size = query.data === undefined ? undefined : count(query.data);
  const total = size?.total ?? 0;
  const totalPages = Math.max(1, size?.totalPages ?? Math.ceil(total / pageSize));
  const page = useClampedPage(paging, totalPages, size !== undefined && !query.isPlaceholderData);
  // 'Showing {from} to {to}': the 1-based range of rows on the page.
  const view = { page, totalPages, total, from: total === 0 ? 0 : (page - 1) * pageSize + 1, to: Math.min(total, page * pageSize) };
  return { query, view, setPage: paging.setPage };
}

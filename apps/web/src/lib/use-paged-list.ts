import type { UseQueryResult } from '@tanstack/react-query';
import { useListPage, type ListPage, type useUrlPaging } from './use-url-paging';

/** A page of a list as `AdminListStates` shows it: its query, where the page stands, and the way to another page. */
export interface PagedList<T> {
  query: UseQueryResult<T>;
  view: ListPage;
  setPage: (page: number) => void;
}

/**
 * The page of a list that the URL asks for (`paging`) and its query (a `usePagedQuery`), with
 * where that page stands once `count` has read the list's size from the answer (and the
 * server's count of pages, when it sends one).
 */
export function usePagedList<T>(
  paging: Pick<ReturnType<typeof useUrlPaging>, 'page' | 'replacePage' | 'setPage'>,
  pageSize: number,
  query: UseQueryResult<T>,
  count: (data: T) => { total: number; totalPages?: number },
): PagedList<T> {
  const size = query.data === undefined ? undefined : count(query.data);
  const view = useListPage(paging, pageSize, {
    total: size?.total,
    totalPages: size?.totalPages,
    isPlaceholderData: query.isPlaceholderData,
  });
  return { query, view, setPage: paging.setPage };
}

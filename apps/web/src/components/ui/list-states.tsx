import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PagedResults, type PagedResultsProps } from './paged-results';
import { QueryStates } from './query-states';

export interface ListStatesProps<T> extends Omit<PagedResultsProps, 'stale' | 'children'> {
  /** The query of the page on screen. */
  query: UseQueryResult<T>;
  /** What stands in while the first page loads: a `SkeletonRows` of the rows' height. */
  loading: ReactNode;
  /** What could not be loaded: 'Error loading orders.'; `failedDetail`, what may have happened. */
  failed: string;
  failedDetail?: string;
  /** What stands in for the list when it has nothing in it (its total is 0). */
  empty: ReactNode;
  /** The rows of the page. */
  children: (data: T) => ReactNode;
}

/**
 * A paged list in each of its states: loading, failed (with 'Try again'), empty, or a page of
 * rows with 'Showing 1 to 10 of 42 orders' and the pages. The `QueryStates` of a list.
 */
export function ListStates<T>({ query, loading, failed, failedDetail, empty, children, ...paging }: ListStatesProps<T>) {
  return (
    <QueryStates query={query} loading={loading} failed={failed} failedDetail={failedDetail}>
      {(data) =>
        paging.view.total === 0 ? (
          empty
        ) : (
          <PagedResults {...paging} stale={query.isPlaceholderData}>
            {children(data)}
          </PagedResults>
        )
      }
    </QueryStates>
  );
}

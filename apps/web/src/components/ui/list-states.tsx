import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';
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
  /** Whether the page has nothing to list; `empty` then stands in its place. */
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  /** The rows of the page. */
  children: (data: T) => ReactNode;
}

/**
 * A paged list in each of its states: loading, failed (with 'Try again'), empty, or a page of
 * rows with 'Showing 1 to 10 of 42 orders' and the pages. The `QueryStates` of a list.
 */
export function ListStates<T>({ query, loading, failed, failedDetail, isEmpty, empty, children, ...paging }: ListStatesProps<T>) {
  return (
    <QueryStates
      query={query}
      loading={loading}
      failed={<LoadFailed title={failed} detail={failedDetail} onRetry={() => void query.refetch()} />}
    >
      {(data) =>
        isEmpty(data) ? (
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

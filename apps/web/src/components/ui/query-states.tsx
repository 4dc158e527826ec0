import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { LoadFailed } from './load-failed';

export interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** What stands in while it loads: a skeleton of the content's shape. */
  loading: ReactNode;
  /**
   * What could not be loaded: its title ('Failed to load stats!'), shown in a `LoadFailed` whose
   * 'Try again' asks again, with `failedDetail` below it; or, where a page says more, a block of its own.
   */
  failed: string | ReactElement;
  failedDetail?: string;
  /** The content, once loaded. */
  children: (data: T) => ReactNode;
}

/** One thing a page loads (an order, a product, the totals) in each of its states: loading, failed, or loaded. */
export function QueryStates<T>({ query, loading, failed, failedDetail, children }: QueryStatesProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) {
    return typeof failed === 'string' ? <LoadFailed title={failed} detail={failedDetail} onRetry={() => void query.refetch()} /> : failed;
  }
  return children(query.data);
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** What stands in while it loads: a skeleton of the content's shape. */
  loading: ReactNode;
  /** What shows when it could not be loaded: a `LoadFailed` with 'Try again', as a rule. */
  failed: ReactNode;
  /** The content, once loaded. */
  children: (data: T) => ReactNode;
}

/** One thing a page loads (an order, a product, the totals) in each of its states: loading, failed, or loaded. */
export function QueryStates<T>({ query, loading, failed, children }: QueryStatesProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) return failed;
  return children(query.data);
}

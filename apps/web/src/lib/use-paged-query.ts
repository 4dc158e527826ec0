import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

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

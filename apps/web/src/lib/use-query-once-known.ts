import { useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * A query about one thing named by an id (a user id, an email) that is not known while the
 * session loads: nothing is asked until it is.
 */
export function useQueryOnceKnown<T>(
  id: string | undefined,
  queryKey: (id: string) => QueryKey,
  fetcher: (id: string, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: queryKey(id ?? ''),
    queryFn: ({ signal }) => fetcher(id ?? '', signal),
    enabled: Boolean(id),
  });
}

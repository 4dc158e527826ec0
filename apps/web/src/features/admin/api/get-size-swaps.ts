import { SizeSwapsReportSchema, type SizeSwapsReport } from '@shop/shared/size-swaps.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';

export function getSizeSwaps(signal?: AbortSignal): Promise<SizeSwapsReport> {
  return api.get('/stats/size-swaps', { schema: SizeSwapsReportSchema, signal });
}

/**
 * The products whose sizes buyers most often swap (exchanges for another size), and which way.
 * Under the dashboard's figures' keys, so that what refreshes them refreshes these too.
 */
export function useSizeSwaps() {
  return useQuery({ queryKey: [...adminKeys.stats(), 'size-swaps'], queryFn: ({ signal }) => getSizeSwaps(signal) });
}

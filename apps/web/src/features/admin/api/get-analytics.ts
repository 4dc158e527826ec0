import { AnalyticsReportSchema, type AnalyticsReport, type DayRange } from '@shop/shared/analytics.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';

/** The shop's analytics over the days `from` to `to` (UTC, both included), each figure beside the period before. */
export function getAnalyticsReport(range: DayRange, signal?: AbortSignal): Promise<AnalyticsReport> {
  return api.get('/analytics', { query: { from: range.from, to: range.to }, schema: AnalyticsReportSchema, signal });
}

/** While another range loads, the one shown stays on screen (`isPlaceholderData`). */
export function useAnalyticsReport(range: DayRange) {
  return useQuery({
    queryKey: adminKeys.analytics(range),
    queryFn: ({ signal }) => getAnalyticsReport(range, signal),
    placeholderData: keepPreviousData,
  });
}

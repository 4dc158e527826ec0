import { AdminStatsSchema, type AdminStats } from '@shop/shared/stats.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';

/** An answer with nothing in it (no body, null or `{}`) is 'No stats found', not a failure. */
const AdminStatsAnswerSchema = z.preprocess(
  (value) => (value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0) ? null : value),
  AdminStatsSchema.nullable(),
);

/**
 * The dashboard's figures; `year` chooses the year of the earnings, units sold and best sellers
 * (this year if undefined). `includeTest` counts test-mode orders too.
 */
export function getAdminStats(year: number | undefined, includeTest: boolean, signal?: AbortSignal): Promise<AdminStats | null> {
  return api.get('/stats/admin-stats', {
    query: { year, includeTest: includeTest ? 'true' : undefined },
    schema: AdminStatsAnswerSchema,
    signal,
  });
}

/**
 * While another year loads, the year shown stays on screen (`isPlaceholderData`). A shop that
 * takes no real payments (test mode) counts its test orders: they are all it has; so the figures
 * are asked for once the shop's settings are known.
 */
export function useAdminStats(year: number | undefined, { includeTest, enabled }: { includeTest: boolean; enabled: boolean }) {
  return useQuery({
    enabled,
    queryKey: [...adminKeys.statsOfYear(year), { includeTest }],
    queryFn: ({ signal }) => getAdminStats(year, includeTest, signal),
    placeholderData: keepPreviousData,
  });
}

import { AdminStatsSchema, type AdminStats } from '@shop/shared/stats.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';

/** An answer with nothing in it (no body, null or `{}`) is 'No stats found', not a failure. */
const AdminStatsAnswerSchema = z.preprocess(
  (value) => (value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0) ? null : value),
  AdminStatsSchema.nullable(),
);

export function getAdminStats(signal?: AbortSignal): Promise<AdminStats | null> {
  return api.get('/stats/admin-stats', { schema: AdminStatsAnswerSchema, signal });
}

export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal) });
}

import { UserStatsSchema, type UserStats } from '@shop/shared/auth.schema';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';
import { useQueryOnceKnown } from '@/lib/use-query-once-known';

export function getUserStats(email: string, signal?: AbortSignal): Promise<UserStats> {
  return api.get(`/stats/user-stats/${encodeURIComponent(email)}`, { schema: UserStatsSchema, signal });
}

/** A signed-in customer's totals; waits while the email is not known. */
export function useUserStats(email: string | undefined) {
  return useQueryOnceKnown(email, userKeys.stats, getUserStats);
}

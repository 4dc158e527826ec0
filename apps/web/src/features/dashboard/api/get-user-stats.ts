import { UserStatsSchema, type UserStats } from '@shop/shared/auth.schema';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';
import { useQueryOnceKnown } from '@/lib/use-query-once-known';

/** The signed-in customer's totals. The session says whose: no email travels in the URL. */
export function getMyStats(signal?: AbortSignal): Promise<UserStats> {
  return api.get('/stats/user-stats/mine', { schema: UserStatsSchema, signal });
}

/** A signed-in customer's totals; waits while the account's email (which keys the cache) is not known. */
export function useUserStats(email: string | undefined) {
  return useQueryOnceKnown(email, userKeys.stats, (_email, signal) => getMyStats(signal));
}

import type { ReturnState } from '@shop/shared/constants';
import { AdminReturnsResponseSchema, type AdminReturnsResponse } from '@shop/shared/return.schema';
import { api } from '@/lib/api-client';
import { usePagedQuery } from '@/lib/use-paged-list';
import { returnKeys } from '../return-query-keys';

export interface AdminReturnsQuery {
  status?: ReturnState;
  page: number;
  limit: number;
}

/** Under the return keys, so that an admin's move refetches the lists and any order page's returns. */
export const adminReturnKeys = {
  list: (query: AdminReturnsQuery) => [...returnKeys.all, 'admin', query] as const,
};

/** One page of the returns in a state (or all of them), newest first (admin). */
export function getAdminReturns(query: AdminReturnsQuery, signal?: AbortSignal): Promise<AdminReturnsResponse> {
  return api.get('/returns', {
    query: { status: query.status, page: query.page, limit: query.limit },
    schema: AdminReturnsResponseSchema,
    signal,
  });
}

export function useAdminReturns(query: AdminReturnsQuery) {
  return usePagedQuery(adminReturnKeys.list(query), (signal) => getAdminReturns(query, signal));
}

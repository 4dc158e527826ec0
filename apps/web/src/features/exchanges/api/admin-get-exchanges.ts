import type { ExchangeState } from '@shop/shared/constants';
import { AdminExchangesResponseSchema, type AdminExchangesResponse } from '@shop/shared/exchange.schema';
import { api } from '@/lib/api-client';
import { usePagedQuery } from '@/lib/use-paged-list';
import { exchangeKeys } from '../exchange-query-keys';

export interface AdminExchangesQuery {
  status?: ExchangeState;
  page: number;
  limit: number;
}

/** Under the exchange keys, so that an admin's change refetches the lists and any order page's exchanges. */
export const adminExchangeKeys = {
  list: (query: AdminExchangesQuery) => [...exchangeKeys.all, 'admin', query] as const,
};

/** One page of the exchanges in a state (or all of them), newest first (admin). */
export function getAdminExchanges(query: AdminExchangesQuery, signal?: AbortSignal): Promise<AdminExchangesResponse> {
  return api.get('/exchanges', {
    query: { status: query.status, page: query.page, limit: query.limit },
    schema: AdminExchangesResponseSchema,
    signal,
  });
}

export function useAdminExchanges(query: AdminExchangesQuery) {
  return usePagedQuery(adminExchangeKeys.list(query), (signal) => getAdminExchanges(query, signal));
}

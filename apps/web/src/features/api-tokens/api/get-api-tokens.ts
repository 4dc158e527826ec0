/** A page of the signed-in staff member's API tokens, and, for owners, a page of everyone's: newest first. */
import { ApiTokenPageSchema, type ApiTokenPage } from '@shop/shared/api-token.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiTokenKeys } from '../api-token-query-keys';

export function getMyApiTokens(page: number, signal?: AbortSignal): Promise<ApiTokenPage> {
  return api.get('/auth/api-tokens', { schema: ApiTokenPageSchema, query: { page }, signal });
}

export function useMyApiTokens(page: number) {
  return useQuery({
    queryKey: apiTokenKeys.mine(page),
    queryFn: ({ signal }) => getMyApiTokens(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function getAllApiTokens(page: number, signal?: AbortSignal): Promise<ApiTokenPage> {
  return api.get('/staff/api-tokens', { schema: ApiTokenPageSchema, query: { page }, signal });
}

export function useAllApiTokens(page: number) {
  return useQuery({
    queryKey: apiTokenKeys.everyone(page),
    queryFn: ({ signal }) => getAllApiTokens(page, signal),
    placeholderData: keepPreviousData,
  });
}

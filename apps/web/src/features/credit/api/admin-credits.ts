/** The admin's gift cards and store credit: one page of the codes, and each change, which refreshes every credit query. */
import {
  AdminCreditResponseSchema,
  AdminCreditsResponseSchema,
  type AdjustCreditInput,
  type AdminCredit,
  type AdminCreditsResponse,
  type DisableCreditInput,
  type IssueCreditInput,
} from '@shop/shared/credit.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { usePagedQuery } from '@/lib/use-paged-list';
import { creditKeys, type AdminCreditsQuery } from '../credit-query-keys';

export type { AdminCreditsQuery };

/** What every change answers: the server's words for it, and the code as it is now. */
export interface CreditChange {
  message: string;
  credit: AdminCredit;
}

const REFRESHED = [creditKeys.all] as const;

/** One page of the codes matching a part of a code or of an owner's email, of one kind or both (admin). */
export function getAdminCredits(query: AdminCreditsQuery, signal?: AbortSignal): Promise<AdminCreditsResponse> {
  return api.get('/credits', {
    query: { search: query.search, kind: query.kind, page: query.page, limit: query.limit },
    schema: AdminCreditsResponseSchema,
    signal,
  });
}

export function useAdminCredits(query: AdminCreditsQuery) {
  return usePagedQuery(creditKeys.adminList(query), (signal) => getAdminCredits(query, signal));
}

/** A gift card or store credit for an email: the recipient is mailed the code (201). */
export function issueCredit(input: IssueCreditInput): Promise<CreditChange> {
  return api.post('/credits', input, { schema: AdminCreditResponseSchema });
}

/** Moves a balance up (positive dollars) or down (negative); refused (400) below $0.00. */
export function adjustCredit({ id, ...input }: AdjustCreditInput & { id: string }): Promise<CreditChange> {
  return api.post(`/credits/${encodeURIComponent(id)}/adjust`, input, { schema: AdminCreditResponseSchema });
}

/** Stops a code for good; refused (409) when it already is. */
export function disableCredit({ id, ...input }: DisableCreditInput & { id: string }): Promise<CreditChange> {
  return api.post(`/credits/${encodeURIComponent(id)}/disable`, input, { schema: AdminCreditResponseSchema });
}

export const useIssueCredit = () => useInvalidatingMutation(issueCredit, REFRESHED);
export const useAdjustCredit = () => useInvalidatingMutation(adjustCredit, REFRESHED);
export const useDisableCredit = () => useInvalidatingMutation(disableCredit, REFRESHED);

import type { CreditKind } from '@shop/shared/credit.schema';

/** The admin's list as the URL asks for it. */
export interface AdminCreditsQuery {
  search?: string;
  kind?: CreditKind;
  page: number;
  limit: number;
}

/**
 * Every query about credit starts with `credits`, so that an admin's change (a code issued,
 * adjusted or disabled) refetches the admin's lists and the customer's own page at once.
 */
export const creditKeys = {
  all: ['credits'] as const,
  mine: () => [...creditKeys.all, 'mine'] as const,
  adminList: (query: AdminCreditsQuery) => [...creditKeys.all, 'admin', query] as const,
};

import type { DayRange } from '@shop/shared/analytics.schema';
import { CheckoutRecoveryReportSchema, type CheckoutRecoveryReport } from '@shop/shared/order.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';

/** Checkouts abandoned, reminded and recovered over the days `from` to `to`, beside the period before. */
export function useCheckoutRecovery(range: DayRange) {
  return useQuery({
    queryKey: [...adminKeys.analytics(range), 'checkout-recovery'],
    queryFn: ({ signal }): Promise<CheckoutRecoveryReport> =>
      api.get('/orders/checkout-recovery', { query: { from: range.from, to: range.to }, schema: CheckoutRecoveryReportSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

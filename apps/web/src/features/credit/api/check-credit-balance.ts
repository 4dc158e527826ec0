/**
 * Anyone's check of a code: what is left on it, its kind, its expiry and whether it was disabled;
 * never its owner. Server-rendered page: no schema here, so zod stays out of its first load (the
 * server checks every answer against `CreditBalanceResponseSchema` on its way out).
 */
import type { CreditBalance } from '@shop/shared/credit.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function checkCreditBalance(code: string): Promise<CreditBalance> {
  return api.get<CreditBalance>('/credits/balance', { query: { code } });
}

/**
 * A check on request (the button), not a query kept in a cache: each press asks again, and a
 * refusal (an unknown code, too many checks) is the answer to that press.
 */
export function useCheckCreditBalance() {
  return useMutation({ mutationFn: checkCreditBalance });
}

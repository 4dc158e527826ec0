import { MyCreditsResponseSchema, type MyCreditsResponse } from '@shop/shared/credit.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creditKeys } from '../credit-query-keys';

export { creditKeys };

/** The signed-in customer's store credit and gift cards, each with its movements, and what they can spend in all. */
export function getMyCredits(signal?: AbortSignal): Promise<MyCreditsResponse> {
  return api.get('/credits/mine', { schema: MyCreditsResponseSchema, signal });
}

export function useMyCredits() {
  return useQuery({ queryKey: creditKeys.mine(), queryFn: ({ signal }) => getMyCredits(signal) });
}

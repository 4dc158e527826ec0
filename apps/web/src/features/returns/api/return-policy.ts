/** The shop's return policy: read by anyone, saved by an admin. */
import {
  ReturnPolicyResponseSchema,
  ReturnPolicySchema,
  type ReturnPolicy,
  type UpdateReturnPolicyInput,
} from '@shop/shared/return.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { returnKeys } from '../return-query-keys';

const SavedSchema = z.object({ message: z.string(), policy: ReturnPolicySchema });

export async function getReturnPolicy(signal?: AbortSignal): Promise<ReturnPolicy> {
  const { policy } = await api.get('/return-policy', { schema: ReturnPolicyResponseSchema, signal });
  return policy;
}

export function useReturnPolicy() {
  return useQuery({ queryKey: returnKeys.policy, queryFn: ({ signal }) => getReturnPolicy(signal) });
}

export function saveReturnPolicy(input: UpdateReturnPolicyInput): Promise<{ message: string; policy: ReturnPolicy }> {
  return api.put('/return-policy', input, { schema: SavedSchema });
}

/** Saving changes what every order offers: the policy and each order's return options refetch. */
export const useSaveReturnPolicy = () => useInvalidatingMutation(saveReturnPolicy, [returnKeys.policy, returnKeys.all]);

/** The admin's discount codes: the list with their uses and revenue, and each change, which refreshes it. */
import { MessageResponseSchema } from '@shop/shared/common.schema';
import {
  DiscountMutationResponseSchema,
  DiscountsResponseSchema,
  type Discount,
  type DiscountInput,
  type DiscountMutationResponse,
} from '@shop/shared/discount.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { discountKeys } from '../discount-query-keys';

const REFRESHED = [discountKeys.all] as const;

export async function getDiscounts(signal?: AbortSignal): Promise<Discount[]> {
  return (await api.get('/discounts', { schema: DiscountsResponseSchema, signal })).discounts;
}

/** Every discount code, with its state, uses and revenue (admin). */
export function useDiscounts() {
  return useQuery({ queryKey: discountKeys.list(), queryFn: ({ signal }) => getDiscounts(signal) });
}

export function createDiscount(input: DiscountInput): Promise<DiscountMutationResponse> {
  return api.post('/discounts', input, { schema: DiscountMutationResponseSchema });
}

/** Pauses (`paused: true`) or resumes a code; its other rules stay as they are. */
export function setDiscountPaused({ id, paused }: { id: string; paused: boolean }): Promise<DiscountMutationResponse> {
  return api.patch(`/discounts/${encodeURIComponent(id)}`, { paused }, { schema: DiscountMutationResponseSchema });
}

/** Refused (409) once orders have used the code: their receipts name it. */
export function deleteDiscount(id: string): Promise<{ message: string }> {
  return api.delete(`/discounts/${encodeURIComponent(id)}`, { schema: MessageResponseSchema });
}

export const useCreateDiscount = () => useInvalidatingMutation(createDiscount, REFRESHED);
export const useSetDiscountPaused = () => useInvalidatingMutation(setDiscountPaused, REFRESHED);
export const useDeleteDiscount = () => useInvalidatingMutation(deleteDiscount, REFRESHED);

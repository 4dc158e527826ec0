import type { ChangeOrderLineInput } from '@shop/shared/exchange.schema';
import { MessageResponseSchema } from '@shop/shared/common.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { exchangeKeys } from '../exchange-query-keys';

export interface ChangeOrderLineVariables {
  orderId: string;
  token?: string;
  input: ChangeOrderLineInput;
}

export function changeOrderLine({ orderId, token, input }: ChangeOrderLineVariables) {
  return api.post(`/orders/${encodeURIComponent(orderId)}/change-line`, input, {
    query: { token },
    schema: MessageResponseSchema,
  });
}

/** Changes a line before the order ships; on success what each line may still be changed to refetches. */
export function useChangeOrderLine(orderId: string) {
  return useInvalidatingMutation(changeOrderLine, [exchangeKeys.ofOrder(orderId)]);
}

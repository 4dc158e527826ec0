import { CreateShipmentResponseSchema, type CreateShipmentInput, type CreateShipmentResponse } from '@shop/shared/shipment.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { orderKeys } from '../order-query-keys';

/** Ships lines of a paid order with a carrier and a tracking number (admin); the customer is mailed the link. */
export function createShipment({ orderId, input }: { orderId: string; input: CreateShipmentInput }): Promise<CreateShipmentResponse> {
  return api.post(`/orders/${encodeURIComponent(orderId)}/shipments`, input, { schema: CreateShipmentResponseSchema });
}

/** On success the order (its status may move to shipped), the lists and its shipments refetch. */
export function useCreateShipment() {
  return useInvalidatingMutation(createShipment, [orderKeys.all]);
}

import { ShipmentsResponseSchema, type ShipmentsResponse } from '@shop/shared/shipment.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '../order-query-keys';

/**
 * Under the order keys, so that anything that changes an order (a status, a refund, a delete)
 * refetches its shipments too, and a new shipment refetches the order (its status moves).
 */
export const shipmentKeys = {
  ofOrder: (orderId: string) => [...orderKeys.all, 'shipments', orderId] as const,
  list: (orderId: string, token: string | null) => [...shipmentKeys.ofOrder(orderId), token] as const,
};

/** An order's parcels and how much of each line has shipped: its customer, an admin, or a guest with its tracking token. */
export function getOrderShipments(orderId: string, token: string | undefined, signal?: AbortSignal): Promise<ShipmentsResponse> {
  return api.get(`/orders/${encodeURIComponent(orderId)}/shipments`, { query: { token }, schema: ShipmentsResponseSchema, signal });
}

export function useOrderShipments(orderId: string, token?: string) {
  return useQuery({
    queryKey: shipmentKeys.list(orderId, token ?? null),
    queryFn: ({ signal }) => getOrderShipments(orderId, token, signal),
    enabled: Boolean(orderId),
  });
}

/** The admin's shipping zones and their methods: the list, and each change, which refreshes it. */
import { MessageResponseSchema } from '@shop/shared/common.schema';
import {
  ShippingMethodMutationResponseSchema,
  ShippingZoneMutationResponseSchema,
  ShippingZonesResponseSchema,
  type ShippingMethodInput,
  type ShippingMethodMutationResponse,
  type ShippingZone,
  type ShippingZoneInput,
  type ShippingZoneMutationResponse,
} from '@shop/shared/shipping.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { shippingKeys } from '../shipping-query-keys';

const REFRESHED = [shippingKeys.all] as const;

export async function getShippingZones(signal?: AbortSignal): Promise<ShippingZone[]> {
  return (await api.get('/shipping/zones', { schema: ShippingZonesResponseSchema, signal })).zones;
}

/** Every shipping zone, in order, with its places and methods (admin). */
export function useShippingZones() {
  return useQuery({ queryKey: shippingKeys.zones(), queryFn: ({ signal }) => getShippingZones(signal) });
}

export function createShippingZone(input: ShippingZoneInput): Promise<ShippingZoneMutationResponse> {
  return api.post('/shipping/zones', input, { schema: ShippingZoneMutationResponseSchema });
}

/** Renames a zone or changes its places (the whole list). */
export function updateShippingZone({
  id,
  changes,
}: {
  id: string;
  changes: Partial<ShippingZoneInput>;
}): Promise<ShippingZoneMutationResponse> {
  return api.patch(`/shipping/zones/${encodeURIComponent(id)}`, changes, { schema: ShippingZoneMutationResponseSchema });
}

/** Deletes a zone and its methods. */
export function deleteShippingZone(id: string): Promise<{ message: string }> {
  return api.delete(`/shipping/zones/${encodeURIComponent(id)}`, { schema: MessageResponseSchema });
}

export function createShippingMethod({
  zoneId,
  input,
}: {
  zoneId: string;
  input: ShippingMethodInput;
}): Promise<ShippingMethodMutationResponse> {
  return api.post(`/shipping/zones/${encodeURIComponent(zoneId)}/methods`, input, { schema: ShippingMethodMutationResponseSchema });
}

export function updateShippingMethod({
  id,
  changes,
}: {
  id: string;
  changes: Partial<ShippingMethodInput>;
}): Promise<ShippingMethodMutationResponse> {
  return api.patch(`/shipping/methods/${encodeURIComponent(id)}`, changes, { schema: ShippingMethodMutationResponseSchema });
}

export function deleteShippingMethod(id: string): Promise<{ message: string }> {
  return api.delete(`/shipping/methods/${encodeURIComponent(id)}`, { schema: MessageResponseSchema });
}

export const useCreateShippingZone = () => useInvalidatingMutation(createShippingZone, REFRESHED);
export const useUpdateShippingZone = () => useInvalidatingMutation(updateShippingZone, REFRESHED);
export const useDeleteShippingZone = () => useInvalidatingMutation(deleteShippingZone, REFRESHED);
export const useCreateShippingMethod = () => useInvalidatingMutation(createShippingMethod, REFRESHED);
export const useUpdateShippingMethod = () => useInvalidatingMutation(updateShippingMethod, REFRESHED);
export const useDeleteShippingMethod = () => useInvalidatingMutation(deleteShippingMethod, REFRESHED);

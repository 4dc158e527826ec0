/** The admin's colours: the list with counts, and each change, which refreshes the colours and the catalogue. */
import {
  ColorMutationResponseSchema,
  ManagedColorsResponseSchema,
  type ColorInput,
  type ColorMutationResponse,
  type ColorTranslationInput,
  type ColorUpdate,
  type ManagedColor,
} from '@shop/shared/color.schema';
import { MessageResponseSchema } from '@shop/shared/common.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/product-query-keys';
import { colorKeys } from '@/lib/shop-option-query-keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

const REFRESHED = [colorKeys.all, productKeys.all] as const;

export async function getManagedColors(signal?: AbortSignal): Promise<ManagedColor[]> {
  return (await api.get('/colors/manage', { schema: ManagedColorsResponseSchema, signal })).colors;
}

/** Every colour, with how many products come in each (admin). */
export function useManagedColors() {
  return useQuery({ queryKey: colorKeys.managed(), queryFn: ({ signal }) => getManagedColors(signal) });
}

export function createColor(input: ColorInput): Promise<ColorMutationResponse> {
  return api.post('/colors', input, { schema: ColorMutationResponseSchema });
}

export function updateColor({ id, changes }: { id: string; changes: ColorUpdate }): Promise<ColorMutationResponse> {
  return api.patch(`/colors/${encodeURIComponent(id)}`, changes, { schema: ColorMutationResponseSchema });
}

/** The colour's name in another language: empty shows the default language's. */
export function translateColor({ id, input }: { id: string; input: ColorTranslationInput }): Promise<ColorMutationResponse> {
  return api.put(`/colors/${encodeURIComponent(id)}/translations`, input, { schema: ColorMutationResponseSchema });
}

/** `moveTo`: the handle of the colour the deleted one's products take instead (needed when any comes in it). */
export function deleteColor({ id, moveTo }: { id: string; moveTo?: string }): Promise<{ message: string }> {
  const query = moveTo ? `?moveTo=${encodeURIComponent(moveTo)}` : '';
  return api.delete(`/colors/${encodeURIComponent(id)}${query}`, { schema: MessageResponseSchema });
}

export async function reorderColors(ids: string[]): Promise<ManagedColor[]> {
  return (await api.put('/colors/order', { ids }, { schema: ManagedColorsResponseSchema })).colors;
}

export const useCreateColor = () => useInvalidatingMutation(createColor, REFRESHED);
export const useUpdateColor = () => useInvalidatingMutation(updateColor, REFRESHED);
export const useTranslateColor = () => useInvalidatingMutation(translateColor, REFRESHED);
export const useDeleteColor = () => useInvalidatingMutation(deleteColor, REFRESHED);
export const useReorderColors = () => useInvalidatingMutation(reorderColors, REFRESHED);

/** The admin's size sets: the list with counts, and each change, which refreshes the sets and the catalogue. */
import { MessageResponseSchema } from '@shop/shared/common.schema';
import {
  ManagedSizeSetsResponseSchema,
  SizeSetMutationResponseSchema,
  type ManagedSizeSet,
  type SizeSetInput,
  type SizeSetMutationResponse,
  type SizeSetUpdate,
} from '@shop/shared/size-set.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/product-query-keys';
import { sizeSetKeys } from '@/lib/shop-option-query-keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

const REFRESHED = [sizeSetKeys.all, productKeys.all] as const;

export async function getManagedSizeSets(signal?: AbortSignal): Promise<ManagedSizeSet[]> {
  return (await api.get('/size-sets/manage', { schema: ManagedSizeSetsResponseSchema, signal })).sizeSets;
}

/** Every size set, with how many products use each (admin). */
export function useManagedSizeSets() {
  return useQuery({ queryKey: sizeSetKeys.managed(), queryFn: ({ signal }) => getManagedSizeSets(signal) });
}

export function createSizeSet(input: SizeSetInput): Promise<SizeSetMutationResponse> {
  return api.post('/size-sets', input, { schema: SizeSetMutationResponseSchema });
}

export function updateSizeSet({ id, changes }: { id: string; changes: SizeSetUpdate }): Promise<SizeSetMutationResponse> {
  return api.patch(`/size-sets/${encodeURIComponent(id)}`, changes, { schema: SizeSetMutationResponseSchema });
}

/** `moveTo`: the handle of the set the deleted one's products move to (needed when any uses it). */
export function deleteSizeSet({ id, moveTo }: { id: string; moveTo?: string }): Promise<{ message: string }> {
  const query = moveTo ? `?moveTo=${encodeURIComponent(moveTo)}` : '';
  return api.delete(`/size-sets/${encodeURIComponent(id)}${query}`, { schema: MessageResponseSchema });
}

export async function reorderSizeSets(ids: string[]): Promise<ManagedSizeSet[]> {
  return (await api.put('/size-sets/order', { ids }, { schema: ManagedSizeSetsResponseSchema })).sizeSets;
}

export const useCreateSizeSet = () => useInvalidatingMutation(createSizeSet, REFRESHED);
export const useUpdateSizeSet = () => useInvalidatingMutation(updateSizeSet, REFRESHED);
export const useDeleteSizeSet = () => useInvalidatingMutation(deleteSizeSet, REFRESHED);
export const useReorderSizeSets = () => useInvalidatingMutation(reorderSizeSets, REFRESHED);

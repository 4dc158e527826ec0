import { AddressBookSchema, type SavedAddress } from '@shop/shared/address-book.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addressKeys } from '../address-query-keys';

export async function getAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  return (await api.get('/auth/addresses', { schema: AddressBookSchema, signal })).addresses;
}

/** The signed-in customer's saved addresses, the default first; `enabled` false for a guest. */
export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: addressKeys.all, queryFn: ({ signal }) => getAddresses(signal), enabled });
}

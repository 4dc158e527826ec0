/** The customer's changes to their address book: each answers the whole book, which becomes the list's data at once. */
import { AddressBookChangeSchema, type AddressBookChange, type SavedAddressInput } from '@shop/shared/address-book.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addressKeys } from '../address-query-keys';

const options = { schema: AddressBookChangeSchema };
const one = (id: string) => `/auth/addresses/${encodeURIComponent(id)}`;

export function createAddress(address: SavedAddressInput): Promise<AddressBookChange> {
  return api.post('/auth/addresses', address, options);
}

export function updateAddress({ id, address }: { id: string; address: SavedAddressInput }): Promise<AddressBookChange> {
  return api.put(one(id), address, options);
}

export function deleteAddress(id: string): Promise<AddressBookChange> {
  return api.delete(one(id), options);
}

export function makeDefaultAddress(id: string): Promise<AddressBookChange> {
  return api.post(`${one(id)}/default`, undefined, options);
}

/** A change whose answer (the book after it) replaces the cached book. */
function useAddressBookChange<Variables>(change: (variables: Variables) => Promise<AddressBookChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => queryClient.setQueryData(addressKeys.all, answer.addresses),
  });
}

export const useCreateAddress = () => useAddressBookChange(createAddress);
export const useUpdateAddress = () => useAddressBookChange(updateAddress);
export const useDeleteAddress = () => useAddressBookChange(deleteAddress);
export const useMakeDefaultAddress = () => useAddressBookChange(makeDefaultAddress);

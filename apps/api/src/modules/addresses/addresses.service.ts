/**
 * A customer's address book. Every call names the signed-in account, and reads and changes only
 * its addresses: another account's address is 'not found', never 'not yours'. The first address
 * becomes the default; deleting the default makes the newest of the others the default (none
 * when the book is empty); the book holds at most MAX_SAVED_ADDRESSES.
 */
import {
  ADDRESS_BOOK_FULL,
  MAX_SAVED_ADDRESSES,
  type AddressBookChange,
  type SavedAddress,
  type SavedAddressInputParsed,
} from '@shop/shared/address-book.schema';
import { conflict, notFound } from '../../lib/http-errors';
import type { AddressesRepository, AddressFields, AddressRow } from './addresses.repository';

const NOT_FOUND = 'Address not found.';

export const toSavedAddress = (row: AddressRow): SavedAddress => ({
  _id: row.id,
  label: row.label,
  name: row.name,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  state: row.state,
  postalCode: row.postalCode,
  country: row.country,
  phone: row.phone,
  isDefault: row.isDefault,
});

/** The stored fields of what the customer typed: an optional field left out is empty. */
const fieldsOf = (input: SavedAddressInputParsed): AddressFields => ({
  label: input.label ?? '',
  name: input.name,
  line1: input.line1,
  line2: input.line2 ?? '',
  city: input.city,
  state: input.state ?? '',
  postalCode: input.postalCode,
  country: input.country,
  phone: input.phone ?? '',
});

/** How a message names an address: its label, or the first line of it. */
const nameOf = (row: AddressRow) => row.label || row.line1;

export function createAddressesService(repository: AddressesRepository) {
  async function book(userId: string): Promise<SavedAddress[]> {
    return (await repository.listOf(userId)).map(toSavedAddress);
  }

  async function change(userId: string, message: string, address?: AddressRow): Promise<AddressBookChange> {
    const addresses = await book(userId);
    const changed = address ? addresses.find((saved) => saved._id === address.id) : undefined;
    return { message, addresses, ...(changed ? { address: changed } : {}) };
  }

  return {
    list: book,

    async create(userId: string, input: SavedAddressInputParsed): Promise<AddressBookChange> {
      const row = await repository.transaction(async (_tx, repo) => {
        await repo.lockBook(userId);
        const count = await repo.count(userId);
        if (count >= MAX_SAVED_ADDRESSES) throw conflict(ADDRESS_BOOK_FULL);
        return repo.insert(userId, fieldsOf(input), count === 0);
      });
      return change(userId, row.isDefault ? 'Address saved as your default.' : 'Address saved.', row);
    },

    async update(userId: string, id: string, input: SavedAddressInputParsed): Promise<AddressBookChange> {
      const row = await repository.update(userId, id, fieldsOf(input));
      if (!row) throw notFound(NOT_FOUND);
      return change(userId, 'Address updated.', row);
    },

    async remove(userId: string, id: string): Promise<AddressBookChange> {
      const { deleted, heir } = await repository.transaction(async (_tx, repo) => {
        await repo.lockBook(userId);
        const row = await repo.delete(userId, id);
        if (!row) throw notFound(NOT_FOUND);
        if (!row.isDefault) return { deleted: row, heir: undefined };
        // The default went: the newest of the others takes its place.
        const [next] = await repo.listOf(userId);
        if (next) await repo.setDefault(userId, next.id);
        return { deleted: row, heir: next };
      });
      return change(
        userId,
        heir ? `Address deleted. ${nameOf(heir)} is now your default address.` : `Address deleted: ${nameOf(deleted)}.`,
      );
    },

    async makeDefault(userId: string, id: string): Promise<AddressBookChange> {
      const row = await repository.transaction(async (_tx, repo) => {
        await repo.lockBook(userId);
        const found = await repo.find(userId, id);
        if (!found) throw notFound(NOT_FOUND);
        if (!found.isDefault) await repo.setDefault(userId, id);
        return found;
      });
      return change(userId, `${nameOf(row)} is now your default address.`, row);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;

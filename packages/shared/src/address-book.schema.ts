/**
 * A signed-in customer's address book: the addresses they ship to, one of them the default,
 * which the checkout offers instead of an empty form.
 */
import { z } from 'zod';
import { ShippingAddressSchema, type ShippingAddress } from './address.schema';
import { ONE_LINE } from './common.schema';

/** How many addresses one account may keep. */
export const MAX_SAVED_ADDRESSES = 20;
export const ADDRESS_LABEL_MAX = 30;

/** The refusal of an address past the cap, as the shopper reads it. */
export const ADDRESS_BOOK_FULL = `Your address book is full: it holds ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`;

/** An address as the customer adds or edits it: the shipping address's fields, and a short label ('Home', 'Work'). */
export const SavedAddressInputSchema = ShippingAddressSchema.extend({
  label: z
    .string()
    .trim()
    .max(ADDRESS_LABEL_MAX, `Label must be at most ${ADDRESS_LABEL_MAX} characters`)
    .regex(ONE_LINE, 'Label must be on one line')
    .optional(),
});
export type SavedAddressInput = z.input<typeof SavedAddressInputSchema>;
export type SavedAddressInputParsed = z.output<typeof SavedAddressInputSchema>;

/** A saved address as the API answers it: an optional field left empty is an empty string. */
export const SavedAddressSchema = SavedAddressInputSchema.extend({
  _id: z.string(),
  label: z.string(),
  line2: z.string(),
  state: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

/** The book: the default first, then the others, newest first. */
export const AddressBookSchema = z.object({ addresses: z.array(SavedAddressSchema) });
export type AddressBook = z.infer<typeof AddressBookSchema>;

/** A change's answer: what it says, the address it changed (none for a delete) and the whole book after it. */
export const AddressBookChangeSchema = AddressBookSchema.extend({
  message: z.string(),
  address: SavedAddressSchema.optional(),
});
export type AddressBookChange = z.infer<typeof AddressBookChangeSchema>;

/** The fields of a saved address that make it a shipping address (its label, id and default left out). */
export function shippingAddressOf(address: SavedAddress): ShippingAddress {
  const { name, line1, line2, city, state, postalCode, country, phone } = address;
  return { name, line1, line2, city, state, postalCode, country, phone };
}

const comparable = (address: Partial<ShippingAddress>) =>
  [address.name, address.line1, address.line2, address.city, address.state, address.postalCode, address.country, address.phone].map(
    (value) => (value ?? '').trim().toLowerCase(),
  );

/** Whether two addresses ship to the same place and person: every field alike, ignoring case and surrounding spaces. */
export function sameAddress(a: Partial<ShippingAddress>, b: Partial<ShippingAddress>): boolean {
  const left = comparable(a);
  const right = comparable(b);
  return left.every((value, index) => value === right[index]);
}

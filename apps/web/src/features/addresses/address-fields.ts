import type { MessageKey } from '@/i18n/i18n';

/** An address form's text fields, in the order a parcel label reads (the country and phone follow), with their labels' messages. */
export const ADDRESS_TEXT_FIELDS = [
  { name: 'name', label: 'addresses.field.name', autoComplete: 'name' },
  { name: 'line1', label: 'addresses.field.line1', autoComplete: 'address-line1' },
  { name: 'line2', label: 'addresses.field.line2', autoComplete: 'address-line2' },
  { name: 'city', label: 'addresses.field.city', autoComplete: 'address-level2' },
  { name: 'state', label: 'addresses.field.state', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'addresses.field.postalCode', autoComplete: 'postal-code' },
] as const satisfies readonly { name: string; label: MessageKey; autoComplete: string }[];

import { z } from 'zod';
import { isOneLine, requiredLine } from './common.schema';

/** ISO 3166-1 alpha-2, upper case: `US`, `CA`, `GB`. */
export const CountryCodeSchema = z
  .string({ message: 'Country is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Choose a country');

// NOTE: no transforms here: the schema also describes the order's answer, which zod encodes.
// An optional field left empty stays an empty string.
const optional = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).refine(isOneLine, `${label} must be on one line`).optional();

/**
 * Where an order is shipped: asked for on the test-mode checkout page, collected by Stripe's
 * checkout otherwise, and kept on the order as it was given.
 */
export const ShippingAddressSchema = z.object({
  name: requiredLine('Full name', 100),
  line1: requiredLine('Address line 1', 200),
  line2: optional('Address line 2', 200),
  city: requiredLine('City', 100),
  state: optional('State / region', 100),
  postalCode: requiredLine('Postal code', 20).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Enter a valid postal code'),
  country: CountryCodeSchema,
  phone: optional('Phone', 30).refine((value) => !value || /^\+?[0-9 ().-]{5,30}$/.test(value), 'Enter a valid phone number'),
});
export type ShippingAddress = z.output<typeof ShippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof ShippingAddressSchema>;

/** A country's name in English, from its code (`US` -> `United States`). */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The address as the lines of a label, the way a parcel carrier reads it. */
export function addressLines(address: ShippingAddress): string[] {
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')].join(', ');
  return [address.name, address.line1, address.line2, cityLine, countryName(address.country), address.phone].filter(
    (line): line is string => Boolean(line),
  );
}

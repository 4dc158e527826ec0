import { z } from 'zod';
import { ONE_LINE, requiredLine } from './common.schema';

/** ISO 3166-1 alpha-2, upper case: `US`, `CA`, `GB`. */
export const CountryCodeSchema = z
  .string({ message: 'Country is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Choose a country');

/**
 * Where a bag is to go, before the full address is known: the country, and its state or region
 * (its ISO 3166-2 code after the dash: `CA` of `US-CA`) where rates differ by one.
 */
export const ShipToSchema = z.object({
  country: CountryCodeSchema,
  region: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9]{1,3})?$/, 'Choose a state or region')
    .optional()
    .transform((value) => value || null),
});
export type ShipTo = z.input<typeof ShipToSchema>;

// NOTE: no transforms here: the schema also describes the order's answer, which zod encodes.
// An optional field left empty stays an empty string.
const optional = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).regex(ONE_LINE, `${label} must be on one line`).optional();

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

/** A country's name in English (or in `locale`), from its code (`US` -> `United States`, `États-Unis`). */
export function countryName(code: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Every country's ISO 3166-1 alpha-2 code, and Kosovo's XK (which carriers and Stripe use), in
 * the order of their codes.
 */
export const COUNTRY_CODES: readonly string[] = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD
CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF
GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN
KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
VN VU WF WS XK YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/);

const KNOWN_COUNTRIES = new Set(COUNTRY_CODES);

/** Whether `code` (upper case) is a country's code, not a retired or made-up one. */
export const isCountryCode = (code: string) => KNOWN_COUNTRIES.has(code);

let byName: readonly string[] | undefined;
/** Every country's code, in the order of their names in English: the lists a person picks a country from. */
export function countriesByName(): readonly string[] {
  byName ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map(({ code }) => code);
  return byName;
}

/** The address as the lines of a label, the way a parcel carrier reads it (its country named in `locale`, English unless told). */
export function addressLines(address: ShippingAddress, locale?: string): string[] {
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')].join(', ');
  return [address.name, address.line1, address.line2, cityLine, countryName(address.country, locale), address.phone].filter(
    (line): line is string => Boolean(line),
  );
}

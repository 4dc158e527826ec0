/**
 * The zone form: what it holds while the admin types (each place as a country chosen and a
 * region typed), and how that becomes the API's body, checked by the shared
 * `ShippingZoneInputSchema` (the server's own check), so that its messages stand under the same
 * rows as the server's.
 */
import { countriesByName, countryName } from '@shop/shared/address.schema';
import {
  parsePlace,
  placeOf,
  SHIPPING_ZONE_PLACES_MAX,
  ShippingZoneInputSchema,
  type ShippingZone,
  type ShippingZoneInput,
} from '@shop/shared/shipping.schema';
import { z } from 'zod';

export interface PlaceRow {
  /** A country's code; empty until one is chosen. */
  country: string;
  /** A region's code within it ('CA'), or empty for the whole country. */
  region: string;
}

export interface ZoneFormValues {
  name: string;
  places: PlaceRow[];
}

export const EMPTY_PLACE: PlaceRow = { country: '', region: '' };

/** The form filled in with a zone, or empty (one place to choose) for a new one. */
export function zoneFormValues(zone: ShippingZone | null): ZoneFormValues {
  if (!zone) return { name: '', places: [EMPTY_PLACE] };
  return {
    name: zone.name,
    places: zone.places.map((place) => {
      const { country, region } = parsePlace(place);
      return { country, region: region ?? '' };
    }),
  };
}

/** The fields a server's refusal can name, as the form names them: the name, the places, and each place's row. */
export const ZONE_FORM_FIELDS = [
  'name',
  'places',
  ...Array.from({ length: SHIPPING_ZONE_PLACES_MAX }, (_, index) => `places.${index}` as const),
] as const;

/** A row as a place: 'GB', 'US-CA'; empty when no country is chosen. */
const placeOfRow = (row: PlaceRow) => (row.country ? placeOf(row.country, row.region.trim().toUpperCase()) : '');

export function toZoneInput(values: ZoneFormValues): ShippingZoneInput {
  return { name: values.name, places: values.places.map(placeOfRow) };
}

/** The form's check: its rows made into the API's body, then the server's own schema. */
export const ZoneFormSchema = z
  .object({
    name: z.string(),
    places: z.array(z.object({ country: z.string(), region: z.string() })),
  })
  .transform(toZoneInput)
  .pipe(ShippingZoneInputSchema);

let countries: { code: string; name: string }[] | null = null;

/** Every country, by its name, for the place rows' choices. */
export function countryChoices(): { code: string; name: string }[] {
  countries ??= countriesByName().map((code) => ({ code, name: countryName(code) }));
  return countries;
}

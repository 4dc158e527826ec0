/** How the admin's page words a zone and its methods. */
import type { ShippingMethodKind } from '@shop/shared/shipping.schema';
import { placeName } from '@shop/shared/shipping.schema';

export const KIND_LABELS: Record<ShippingMethodKind, string> = {
  flat: 'Flat rate',
  'free-over': 'Free over an amount',
  weight: 'By weight',
};

/** A zone's places as the admin reads them: countries by name, regions by code ('United States, US-CA'). */
export const placesText = (places: readonly string[]) => places.map(placeName).join(', ');

export { shippingPriceSummary } from '@shop/shared/shipping.schema';

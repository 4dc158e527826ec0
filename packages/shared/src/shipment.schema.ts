/**
 * Shipments: an order leaves the shop in one parcel or several, each with its carrier, its
 * tracking number and the lines (and how many of each) it holds. The tracking link is made here,
 * from the carrier's URL pattern, so that the API, its mail and the web pages all make the same one.
 */
import { z } from 'zod';
import { MAX_CART_QUANTITY } from './constants';

export const CARRIERS = ['usps', 'ups', 'fedex', 'dhl', 'royal-mail', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** What the customer and the admin read. 'other' is named by its tracking site instead (see `carrierName`). */
export const CARRIER_NAMES: Record<Carrier, string> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL',
  'royal-mail': 'Royal Mail',
  other: 'Other',
};

/** Where each carrier shows a parcel: `{number}` stands for the tracking number. */
export const CARRIER_URL_PATTERNS: Record<Exclude<Carrier, 'other'>, string> = {
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}',
  ups: 'https://www.ups.com/track?tracknum={number}',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr={number}',
  dhl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={number}',
  'royal-mail': 'https://www.royalmail.com/track-your-item#/tracking-results/{number}',
};

export const TRACKING_PLACEHOLDER = '{number}';
export const TRACKING_NUMBER_MAX = 64;
export const TRACKING_PATTERN_MAX = 500;
/** An order has at most 50 lines (CreateCheckoutSessionSchema), so one parcel never names more. */
export const SHIPMENT_LINES_MAX = 50;

/**
 * Whether a custom pattern makes a link a customer can safely follow: https only (never
 * javascript: or a plain http page), with the `{number}` placeholder, and a URL once it is filled.
 */
export function isTrackingPattern(pattern: string): boolean {
  if (!pattern.includes(TRACKING_PLACEHOLDER)) return false;
  try {
    const url = new URL(pattern.replaceAll(TRACKING_PLACEHOLDER, '0'));
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * The link that follows a parcel: the carrier's pattern (or, for 'other', the shop's own https
 * pattern) with the tracking number put in place of `{number}`, URL-encoded so that a number can
 * never change where the link goes. Throws for 'other' without a valid pattern: the schema below
 * refuses that before it gets here.
 */
export function trackingUrl(carrier: Carrier, trackingNumber: string, customPattern?: string | null): string {
  const pattern = carrier === 'other' ? customPattern?.trim() : CARRIER_URL_PATTERNS[carrier];
  if (!pattern || !isTrackingPattern(pattern)) throw new Error(`No tracking URL pattern for carrier ${carrier}`);
  return pattern.replaceAll(TRACKING_PLACEHOLDER, encodeURIComponent(trackingNumber.trim()));
}

/** The carrier as a person reads it: its name, or for 'other' the site that tracks the parcel (parcelforce.com). */
export function carrierName(carrier: Carrier, url?: string): string {
  if (carrier !== 'other' || !url) return CARRIER_NAMES[carrier];
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return CARRIER_NAMES.other;
  }
}

export const TrackingNumberSchema = z
  .string({ message: 'Tracking number is required' })
  .trim()
  .min(1, 'Tracking number is required')
  .max(TRACKING_NUMBER_MAX, `Tracking number must be at most ${TRACKING_NUMBER_MAX} characters`)
  .regex(/^[A-Za-z0-9 -]+$/, 'Tracking number may hold only letters, digits, spaces and dashes');

export const ShipmentLineInputSchema = z.object({
  lineId: z.uuid({ message: 'lineId is not an order line id' }),
  quantity: z
    .number({ message: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_CART_QUANTITY * 50, 'quantity is more than an order holds'),
});

/**
 * POST /api/orders/{id}/shipments. Without `lines` the parcel holds everything not yet shipped;
 * `customUrlPattern` is read only for carrier 'other', and required then.
 */
export const CreateShipmentSchema = z
  .object({
    carrier: z.enum(CARRIERS, { message: `carrier must be one of ${CARRIERS.join(', ')}` }),
    trackingNumber: TrackingNumberSchema,
    customUrlPattern: z
      .string()
      .trim()
      .max(TRACKING_PATTERN_MAX, `URL pattern must be at most ${TRACKING_PATTERN_MAX} characters`)
      .optional(),
    lines: z
      .array(ShipmentLineInputSchema, { message: 'lines must be a list' })
      .min(1, 'Choose at least one item to ship')
      .max(SHIPMENT_LINES_MAX, `At most ${SHIPMENT_LINES_MAX} lines per shipment`)
      .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, 'Name each line once')
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.carrier !== 'other') return;
    if (!input.customUrlPattern) {
      context.addIssue({ code: 'custom', path: ['customUrlPattern'], message: 'A URL pattern is required for another carrier' });
    } else if (!isTrackingPattern(input.customUrlPattern)) {
      context.addIssue({
        code: 'custom',
        path: ['customUrlPattern'],
        message: 'The URL pattern must be an https:// address containing {number}',
      });
    }
  });
export type CreateShipmentInput = z.input<typeof CreateShipmentSchema>;

export const ShipmentLineSchema = z.object({
  lineId: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
});
export type ShipmentLine = z.infer<typeof ShipmentLineSchema>;

export const ShipmentSchema = z.object({
  id: z.string(),
  carrier: z.enum(CARRIERS),
  carrierName: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  lines: z.array(ShipmentLineSchema),
  shippedAt: z.string(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

/** One line of the order as the shipping form sees it: how many were bought and how many have left. */
export const ShippableLineSchema = z.object({
  lineId: z.string(),
  name: z.string(),
  image: z.string(),
  color: z.string(),
  size: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  shipped: z.number().int(),
});
export type ShippableLine = z.infer<typeof ShippableLineSchema>;

/** GET /api/orders/{id}/shipments: the parcels, oldest first, and each line with how many of it have shipped. */
export const ShipmentsResponseSchema = z.object({
  shipments: z.array(ShipmentSchema),
  lines: z.array(ShippableLineSchema),
});
export type ShipmentsResponse = z.infer<typeof ShipmentsResponseSchema>;

export const CreateShipmentResponseSchema = z.object({ message: z.string(), shipment: ShipmentSchema });
export type CreateShipmentResponse = z.infer<typeof CreateShipmentResponseSchema>;

/**
 * Shipping zones and their methods: the admin's calls that create, change and delete them, and
 * the bag's read of the methods that ship to a place. A zone is a set of places, each a whole
 * country ('GB', ISO 3166-1 alpha-2) or one of its regions ('US-CA', ISO 3166-2); a place is in
 * one zone at most, and a zone's region is more precise than another zone's country. Money is
 * dollars in bodies and answers, as everywhere in the API; the shop keeps integer cents.
 */
import { z } from 'zod';
import { COUNTRY_CODES, CountryCodeSchema, countryName, isCountryCode } from './address.schema';
import { ONE_LINE, optionalQuery, requiredLine } from './common.schema';
import { formatDollars } from './money';

export const SHIPPING_METHOD_KINDS = ['flat', 'free-over', 'weight'] as const;
export type ShippingMethodKind = (typeof SHIPPING_METHOD_KINDS)[number];

export const SHIPPING_ZONE_NAME_MAX = 60;
export const SHIPPING_METHOD_NAME_MAX = 60;
export const SHIPPING_ESTIMATE_MAX = 60;
export const SHIPPING_ZONE_PLACES_MAX = 300;
export const SHIPPING_BANDS_MAX = 20;

/** 'GB' or 'US-CA': a country's code, and a region's code of one to three letters or digits. */
const PLACE = /^([A-Z]{2})(?:-([A-Z0-9]{1,3}))?$/;

/** A place as its country and region ('US-CA' is US and CA; 'GB' is GB and null). */
export function parsePlace(place: string): { country: string; region: string | null } {
  const [country = '', region = null] = place.split('-', 2);
  return { country, region: region || null };
}

/** A place as the shop writes it: 'GB', or 'US-CA'. */
export const placeOf = (country: string, region?: string | null) => (region ? `${country}-${region}` : country);

/** A place as the admin reads it: a country by its name ('United Kingdom'), a region by its code ('US-CA'). */
export const placeName = (place: string) => (parsePlace(place).region ? place : countryName(place));

export const PlaceSchema = z
  .string({ message: 'A place is a country code, like GB, or a country and region, like US-CA' })
  .trim()
  .toUpperCase()
  .superRefine((place, ctx) => {
    const match = PLACE.exec(place);
    if (!place) ctx.addIssue({ code: 'custom', message: 'Choose a country' });
    else if (!match)
      ctx.addIssue({ code: 'custom', message: `${place} is not a country code (like GB) or a country and region (like US-CA)` });
    else if (!isCountryCode(match[1]!)) ctx.addIssue({ code: 'custom', message: `${match[1]} is not a known country code` });
  })
  // The rules above as the OpenAPI document can say them: a known country's code, and maybe a region's.
  .meta({ pattern: `^(${COUNTRY_CODES.join('|')})(-[A-Z0-9]{1,3})?$` });

const ZoneFieldsSchema = z.object({
  name: requiredLine('Name', SHIPPING_ZONE_NAME_MAX),
  places: z
    .array(PlaceSchema, { message: 'places must be a list of places' })
    .min(1, 'Add at least one place')
    .max(SHIPPING_ZONE_PLACES_MAX, `A zone holds at most ${SHIPPING_ZONE_PLACES_MAX} places`),
});

function zoneProblems(input: { places?: string[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  input.places?.forEach((place, index) => {
    if (seen.has(place)) ctx.addIssue({ code: 'custom', path: ['places', index], message: `${place} is listed twice` });
    seen.add(place);
  });
}

export const ShippingZoneInputSchema = ZoneFieldsSchema.superRefine(zoneProblems);
export type ShippingZoneInput = z.input<typeof ShippingZoneInputSchema>;
export type ShippingZoneInputParsed = z.output<typeof ShippingZoneInputSchema>;

/** A change: its name, its places (the whole list), or both. */
export const ShippingZoneUpdateSchema = ZoneFieldsSchema.partial().superRefine(zoneProblems);
export type ShippingZoneUpdateParsed = z.output<typeof ShippingZoneUpdateSchema>;

const money = (field: string) =>
  z
    .number({ message: `${field} must be a number` })
    .min(0, `${field} must be 0 or more`)
    .max(100_000, `${field} is too large`)
    .multipleOf(0.01, `${field} must have at most two decimals`);

/** A weight band: parcels up to `upToGrams` (null: of any weight) cost `rate` dollars. */
export const WeightBandInputSchema = z.object({
  upToGrams: z
    .number({ message: 'upToGrams must be a number of grams' })
    .int('upToGrams must be a whole number of grams')
    .min(1, 'upToGrams must be at least 1 g')
    .max(10_000_000, 'upToGrams is too large')
    .nullable(),
  rate: money('rate'),
});
export type WeightBandInput = z.input<typeof WeightBandInputSchema>;

const MethodFieldsSchema = z.object({
  name: requiredLine('Name', SHIPPING_METHOD_NAME_MAX),
  /** What the shopper is told: '3–5 business days'. */
  estimate: z
    .string({ message: 'estimate must be text' })
    .trim()
    .max(SHIPPING_ESTIMATE_MAX, `estimate must be at most ${SHIPPING_ESTIMATE_MAX} characters`)
    .regex(ONE_LINE, 'estimate must be on one line'),
  kind: z.enum(SHIPPING_METHOD_KINDS, { message: 'kind must be flat, free-over or weight' }),
  /** The flat rate; what a free-over method costs under its threshold. Unused by weight. */
  rate: money('rate'),
  /** A free-over method's threshold, on the subtotal after discounts. */
  freeOverAmount: money('freeOverAmount').nullable(),
  /** A weight method's bands, lightest first, the last with no upper weight. */
  bands: z.array(WeightBandInputSchema).max(SHIPPING_BANDS_MAX, `A method has at most ${SHIPPING_BANDS_MAX} weight bands`),
});

/** What a method needs for its kind. */
export interface ShippingMethodRules {
  kind?: ShippingMethodKind;
  rate?: number;
  freeOverAmount?: number | null;
  bands?: { upToGrams: number | null; rate: number }[];
}

/** What is wrong with a method's pricing for its kind, each with its field; none when it prices every parcel. */
export function shippingMethodProblems(method: ShippingMethodRules): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  if ((method.kind === 'flat' || method.kind === 'free-over') && method.rate === undefined)
    problems.push({ path: ['rate'], message: 'rate is required' });
  if (method.kind === 'free-over' && (method.freeOverAmount === undefined || method.freeOverAmount === null))
    problems.push({
      path: ['freeOverAmount'],
      message: 'A free-over method needs its threshold: the subtotal from which shipping is free',
    });
  else if (method.kind === 'free-over' && method.freeOverAmount === 0)
    problems.push({ path: ['freeOverAmount'], message: 'The threshold must be more than 0 (a flat rate of 0 ships free)' });
  if (method.kind === 'weight') {
    const bands = method.bands ?? [];
    if (bands.length === 0) problems.push({ path: ['bands'], message: 'A weight method needs at least one band' });
    bands.forEach((band, index) => {
      const last = index === bands.length - 1;
      const previous = index > 0 ? bands[index - 1]!.upToGrams : undefined;
      if (band.upToGrams === null && !last)
        problems.push({
          path: ['bands', index, 'upToGrams'],
          message: `Only the last band may have no upper weight (band ${index + 1} has none)`,
        });
      else if (band.upToGrams !== null && typeof previous === 'number' && band.upToGrams <= previous)
        problems.push({
          path: ['bands', index, 'upToGrams'],
          message: `Band ${index + 1} must go up to more than ${formatGrams(previous)}, the band before it`,
        });
      if (last && band.upToGrams !== null)
        problems.push({
          path: ['bands', index, 'upToGrams'],
          message: `The last band must have no upper weight: add one for parcels over ${formatGrams(band.upToGrams)}`,
        });
    });
  }
  return problems;
}

function methodProblems(method: ShippingMethodRules, ctx: z.RefinementCtx) {
  for (const problem of shippingMethodProblems(method)) ctx.addIssue({ code: 'custom', ...problem });
}

/**
 * What `shippingMethodProblems` asks of each kind, as the OpenAPI document can say it: a flat
 * rate; a rate and a threshold of more than 0; at least one band. Inside `allOf`, which generated
 * clients read as no change to the object's type.
 */
const FIELDS_BY_KIND = [
  { properties: { kind: { enum: ['flat'] } }, required: ['rate'] },
  {
    properties: { kind: { enum: ['free-over'] }, freeOverAmount: { type: 'number', minimum: 0.01 } },
    required: ['rate', 'freeOverAmount'],
  },
  { properties: { kind: { enum: ['weight'] }, bands: { minItems: 1 } }, required: ['bands'] },
];

/** A new method: its kind's fields are required (a flat rate, a threshold, bands); the others may be left out. */
export const ShippingMethodInputSchema = MethodFieldsSchema.extend({
  estimate: MethodFieldsSchema.shape.estimate.optional(),
  rate: MethodFieldsSchema.shape.rate.optional(),
  freeOverAmount: MethodFieldsSchema.shape.freeOverAmount.optional(),
  bands: MethodFieldsSchema.shape.bands.optional(),
})
  .superRefine(methodProblems)
  .meta({ allOf: [{ anyOf: FIELDS_BY_KIND }] });
export type ShippingMethodInput = z.input<typeof ShippingMethodInputSchema>;
export type ShippingMethodInputParsed = z.output<typeof ShippingMethodInputSchema>;

/**
 * A change: any field. The bands sent are checked among themselves here; the method as it would
 * become, with what is stored, is checked again by the server (a change of kind needs that
 * kind's fields).
 */
export const ShippingMethodUpdateSchema = MethodFieldsSchema.partial().superRefine((method, ctx) => {
  if (method.bands?.length) methodProblems({ kind: 'weight', bands: method.bands }, ctx);
});
export type ShippingMethodUpdateParsed = z.output<typeof ShippingMethodUpdateSchema>;

export const WeightBandSchema = z.object({ upToGrams: z.number().int().nullable(), rate: z.number() });
export type WeightBandView = z.infer<typeof WeightBandSchema>;

/** How a method is priced, in dollars: what the admin's page and the bag show. */
const MethodPricingSchema = z.object({
  kind: z.enum(SHIPPING_METHOD_KINDS),
  rate: z.number(),
  freeOverAmount: z.number().nullable(),
  bands: z.array(WeightBandSchema),
});

/** A method as the admin sees it. */
export const ManagedShippingMethodSchema = MethodPricingSchema.extend({
  _id: z.string(),
  zoneId: z.string(),
  name: z.string(),
  estimate: z.string(),
});
export type ManagedShippingMethod = z.infer<typeof ManagedShippingMethodSchema>;

/** A zone as the admin sees it: its places and its methods, in their order. */
export const ShippingZoneSchema = z.object({
  _id: z.string(),
  name: z.string(),
  places: z.array(z.string()),
  methods: z.array(ManagedShippingMethodSchema),
  createdAt: z.string(),
});
export type ShippingZone = z.infer<typeof ShippingZoneSchema>;

export const ShippingZonesResponseSchema = z.object({ zones: z.array(ShippingZoneSchema) });
export type ShippingZonesResponse = z.infer<typeof ShippingZonesResponseSchema>;
export const ShippingZoneMutationResponseSchema = z.object({ message: z.string(), zone: ShippingZoneSchema });
export type ShippingZoneMutationResponse = z.infer<typeof ShippingZoneMutationResponseSchema>;
export const ShippingMethodMutationResponseSchema = z.object({ message: z.string(), method: ManagedShippingMethodSchema });
export type ShippingMethodMutationResponse = z.infer<typeof ShippingMethodMutationResponseSchema>;

/**
 * GET /api/shipping/methods: where the bag is going. The region is the state or region of the
 * address ('CA', or 'US-CA'); one that is not a region's code matches only the whole country.
 */
export const ShippingMethodsQuerySchema = z.object({
  country: CountryCodeSchema,
  region: optionalQuery(z.string().trim().toUpperCase().max(100, 'region must be at most 100 characters')),
});
export type ShippingMethodsQuery = z.input<typeof ShippingMethodsQuerySchema>;

/** A method the bag may offer: what it is called, how long it takes, and how it is priced. */
export const ShippingOptionSchema = MethodPricingSchema.extend({
  id: z.string(),
  name: z.string(),
  estimate: z.string(),
});
export type ShippingOption = z.infer<typeof ShippingOptionSchema>;

export const ShippingOptionsResponseSchema = z.object({
  /** The methods of the zone that holds the place, in their order. */
  methods: z.array(ShippingOptionSchema),
  /** Whether the shop ships there: false when its zones leave the place out. */
  shipsThere: z.boolean(),
  /** false when the shop has set no zones at all (it then ships as it always has); left out otherwise. */
  zonesConfigured: z.literal(false).optional(),
});
export type ShippingOptionsResponse = z.infer<typeof ShippingOptionsResponseSchema>;

/** '2,000 g'. */
export function formatGrams(grams: number): string {
  return `${String(grams).replace(/\B(?=(\d{3})+$)/g, ',')} g`;
}

/**
 * How a method is priced, in one line: '$4.99', 'Free over $75.00, else $4.99', or
 * 'By weight: up to 500 g $3.00, up to 2,000 g $6.00, over 2,000 g $9.00'.
 */
export function shippingPriceSummary(method: z.infer<typeof MethodPricingSchema>): string {
  if (method.kind === 'free-over')
    return method.freeOverAmount === null
      ? formatDollars(method.rate)
      : `Free over ${formatDollars(method.freeOverAmount)}, else ${formatDollars(method.rate)}`;
  if (method.kind === 'weight') {
    const bands = method.bands.map((band, index) => {
      const previous = method.bands[index - 1]?.upToGrams;
      const weight =
        band.upToGrams !== null
          ? `up to ${formatGrams(band.upToGrams)}`
          : typeof previous === 'number'
            ? `over ${formatGrams(previous)}`
            : 'any weight';
      return `${weight} ${formatDollars(band.rate)}`;
    });
    return `By weight: ${bands.join(', ')}`;
  }
  return formatDollars(method.rate);
}

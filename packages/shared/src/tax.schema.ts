import { z } from 'zod';
import { CountryCodeSchema } from './address.schema';
import { requiredLine, TaxClassSchema } from './common.schema';
import { ANY_COUNTRY, GIFT_CARD_TAX_CLASS, STANDARD_TAX_CLASS, type TaxSettings } from './pricing';

/** The classes a product may take: the table may give each its own rate per place (gift cards pay none without one). */
export const TAX_CLASSES = [STANDARD_TAX_CLASS, 'reduced', 'zero', GIFT_CARD_TAX_CLASS] as const;

export { TaxClassSchema };

/** One row of the tax table. */
export const TaxRateInputSchema = z.object({
  /** ISO 3166-1 alpha-2, or '*' for anywhere. */
  country: z.union([z.literal(ANY_COUNTRY), CountryCodeSchema]),
  /** A state or region code within the country ('CA', 'QC'); empty for the whole country. */
  region: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9]{1,3})?$/, 'A region is its code of one to three letters or digits, e.g. CA')
    .nullish()
    .transform((value) => value || null),
  taxClass: TaxClassSchema.default(STANDARD_TAX_CLASS),
  /** A percentage with up to three decimals. */
  rate: z
    .number({ message: 'Rate must be a number' })
    .min(0, 'Rate must be between 0 and 100')
    .max(100, 'Rate must be between 0 and 100')
    .multipleOf(0.001, 'Rate has at most three decimals'),
  label: requiredLine('Label', 30).default('Tax'),
});
export type TaxRateInput = z.input<typeof TaxRateInputSchema>;

export const TaxSettingsFieldsSchema = z.object({
  /** EU/UK style: shelf prices include tax. */
  pricesIncludeTax: z.boolean(),
  /** Whether shipping is taxed at the destination's standard rate. */
  taxShipping: z.boolean(),
  /** The country a bag is priced for before the shopper picks one. */
  homeCountry: CountryCodeSchema,
});

/** PUT /api/tax: the shop's settings and its whole table, saved together. */
export const TaxTableInputSchema = TaxSettingsFieldsSchema.extend({
  rates: z.array(TaxRateInputSchema).max(500, 'At most 500 rates'),
}).superRefine((input, context) => {
  const seen = new Map<string, number>();
  input.rates.forEach((rate, index) => {
    if (rate.country === ANY_COUNTRY && rate.region)
      context.addIssue({ code: 'custom', path: ['rates', index, 'region'], message: 'A rate for anywhere has no region' });
    const key = `${rate.country}|${rate.region ?? ''}|${rate.taxClass}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else
      context.addIssue({
        code: 'custom',
        path: ['rates', index, 'country'],
        message: `Rows ${first + 1} and ${index + 1} are both the ${rate.taxClass} rate of ${placeLabel(rate.country, rate.region ?? null)}`,
      });
  });
});
export type TaxTableInput = z.input<typeof TaxTableInputSchema>;
export type TaxTableInputParsed = z.output<typeof TaxTableInputSchema>;

export const TaxRateSchema = z.object({
  _id: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  taxClass: z.string(),
  rate: z.number(),
  label: z.string(),
});
export type TaxRate = z.infer<typeof TaxRateSchema>;

export const TaxTableSchema = TaxSettingsFieldsSchema.extend({ rates: z.array(TaxRateSchema) });
export type TaxTable = z.infer<typeof TaxTableSchema>;

/** 'GB', 'US-CA', or 'Anywhere'. */
export function placeLabel(country: string, region: string | null): string {
  if (country === ANY_COUNTRY) return 'anywhere';
  return region ? `${country}-${region}` : country;
}

/** The table as the pricing pipeline reads it. */
export function taxSettingsOf(table: Pick<TaxTable, 'pricesIncludeTax' | 'taxShipping' | 'rates'>): TaxSettings {
  return {
    pricesIncludeTax: table.pricesIncludeTax,
    taxShipping: table.taxShipping,
    rules: table.rates.map((rate) => ({
      country: rate.country,
      region: rate.region,
      taxClass: rate.taxClass,
      percent: rate.rate,
      label: rate.label,
    })),
  };
}

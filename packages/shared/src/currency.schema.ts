/**
 * The currencies a shop presents its prices in. The shop keeps its prices in its base currency
 * (US dollars unless it says otherwise); each other currency it presents is either priced per
 * variant, or derived from the base price at an exchange rate the owner sets, then rounded by
 * that currency's rule. Amounts are integers in the currency's minor unit (cents; yen have none).
 */
import { z } from 'zod';
import { CURRENCIES, CURRENCY_ROUNDINGS, type CurrencyCode } from './currency';

// The tables live in currency.ts, which has no schemas: the pricing pipeline reads them wherever it runs.
export { BASE_CURRENCY, CURRENCIES, CURRENCY_ROUNDINGS, type CurrencyCode, type CurrencyRounding } from './currency';

export const CURRENCY_CODES = Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]];

export const CurrencyCodeSchema = z.enum(CURRENCY_CODES, { message: 'Choose a currency the shop can present' });

export const CurrencyRoundingSchema = z.enum(CURRENCY_ROUNDINGS, { message: 'Choose how prices are rounded' });

/**
 * An exchange rate: how many units of the presented currency one unit of the base currency
 * buys (1 USD = 0.92 EUR is 0.92), with up to eight significant decimals.
 */
export const ExchangeRateSchema = z
  .number({ message: 'Rate must be a number' })
  .positive({ message: 'Rate must be more than 0', abort: true })
  // The smallest rate with eight decimals: anything under it would price everything at nothing.
  .min(0.00000001, 'Rate must be at least 0.00000001')
  .max(1_000_000, 'Rate must be at most 1,000,000')
  .multipleOf(0.00000001, 'Rate has at most eight decimals');

/** A currency as the shop presents it: the base currency has rate 1 and rounding `minor`. */
export const PresentedCurrencySchema = z.object({
  code: CurrencyCodeSchema,
  rate: ExchangeRateSchema,
  rounding: CurrencyRoundingSchema,
});
export type PresentedCurrency = z.infer<typeof PresentedCurrencySchema>;

/** At most this many currencies besides the base: a short list for the shopper to choose from. */
export const MAX_PRESENTED_CURRENCIES = 10;

/** `/api/currencies/{code}`: the currency to add, change or stop presenting. */
export const CurrencyParamsSchema = z.object({ code: CurrencyCodeSchema });

/** PUT /api/currencies/{code}: its rate to the base currency, and how prices worked out at it are rounded. */
export const CurrencyInputSchema = z.object({ rate: ExchangeRateSchema, rounding: CurrencyRoundingSchema });
export type CurrencyInput = z.input<typeof CurrencyInputSchema>;

/** GET /api/currencies: the base currency, and every currency the shop presents, the base first (rate 1, rounding `minor`). */
export const ShopCurrenciesSchema = z.object({ base: CurrencyCodeSchema, currencies: z.array(PresentedCurrencySchema) });
export type ShopCurrencies = z.infer<typeof ShopCurrenciesSchema>;

/** A presented currency as the staff's page lists it: with how many variants have their own price in it, and when it last changed. */
export const ManagedCurrencySchema = PresentedCurrencySchema.extend({ variantPrices: z.number().int(), updatedAt: z.string() });
export type ManagedCurrency = z.infer<typeof ManagedCurrencySchema>;

/** GET /api/currencies/manage: the base currency, and every other currency presented, as saved now. */
export const ManagedCurrenciesSchema = z.object({ base: CurrencyCodeSchema, currencies: z.array(ManagedCurrencySchema) });
export type ManagedCurrencies = z.infer<typeof ManagedCurrenciesSchema>;

export const CurrencyMutationResponseSchema = z.object({ message: z.string(), currency: PresentedCurrencySchema });
export type CurrencyMutationResponse = z.infer<typeof CurrencyMutationResponseSchema>;

/** The most a price in a currency's minor unit may be (the column is a 32-bit integer). */
export const MAX_MINOR_AMOUNT = 1_000_000_000;

/** An amount in a currency's minor unit (cents; yen, which have none, in whole yen): a whole number above 0. */
const minorAmount = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} is a whole number of the currency's minor unit: cents, or yen`)
    .positive(`${label} must be more than 0`)
    .max(MAX_MINOR_AMOUNT, `${label} is too large`);

const variantPart = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .toLowerCase()
    .min(1, { message: `${field} is required`, abort: true })
    .max(30, `${field} must be at most 30 characters`);

/** A variant's own price in a currency the shop presents, the variant named by colour and size as the product editor names it. */
export const VariantPriceInputSchema = z
  .object({
    color: variantPart('color'),
    size: variantPart('size'),
    currency: CurrencyCodeSchema,
    /** In the currency's minor unit: 2300 is €23.00, and ¥2300 in yen. */
    priceCents: minorAmount('Price'),
    /** The price shown struck through beside it, in the same unit; above the price. */
    compareAtCents: minorAmount('Compare-at price')
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((price) => price.compareAtCents === null || price.compareAtCents > price.priceCents, {
    path: ['compareAtCents'],
    message: 'Compare-at price must be more than the price',
  });

/** PUT /api/products/{id}/prices: every own price of the product's variants in other currencies, replacing those it had. */
export const VariantPricesInputSchema = z
  .object({ prices: z.array(VariantPriceInputSchema).max(5000, 'At most 5,000 prices') })
  .superRefine((input, context) => {
    const seen = new Map<string, number>();
    input.prices.forEach((price, index) => {
      const key = `${price.color}|${price.size}|${price.currency}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else
        context.addIssue({
          code: 'custom',
          path: ['prices', index, 'currency'],
          message: `Rows ${first + 1} and ${index + 1} are both the ${price.currency} price of ${price.color}, ${price.size}`,
        });
    });
  });
export type VariantPricesInput = z.input<typeof VariantPricesInputSchema>;
export type VariantPricesInputParsed = z.output<typeof VariantPricesInputSchema>;

export const VariantPriceSchema = z.object({
  color: z.string(),
  size: z.string(),
  currency: CurrencyCodeSchema,
  priceCents: z.number().int(),
  compareAtCents: z.number().int().nullable(),
});
export type VariantPrice = z.infer<typeof VariantPriceSchema>;

/** GET /api/products/{id}/prices: the product's variants' own prices, by colour, size and currency. */
export const VariantPricesSchema = z.object({ prices: z.array(VariantPriceSchema) });
export type VariantPrices = z.infer<typeof VariantPricesSchema>;

export const VariantPricesMutationResponseSchema = VariantPricesSchema.extend({ message: z.string() });
export type VariantPricesMutationResponse = z.infer<typeof VariantPricesMutationResponseSchema>;

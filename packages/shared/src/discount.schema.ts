/**
 * Discount codes: the admin's calls that create, change, pause and delete them, and the bag's
 * price estimate, which applies a code a shopper typed (or says why it does not apply).
 * Money is dollars in answers, as everywhere in the API; percentages are plain numbers (12.5).
 */
import { z } from 'zod';
import { NOT_BLANK } from './common.schema';
import { ShipToSchema } from './address.schema';
import { CreditChoiceShape } from './credit.schema';
import { CheckoutLineSchema } from './order.schema';
import { CurrencyCodeSchema } from './currency.schema';

export const DISCOUNT_KINDS = ['percent', 'amount', 'free-shipping'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_CODE_MAX = 40;

/** A code as the shop keeps and matches it: without surrounding spaces, in capitals. */
export const normalCode = (code: string) => code.trim().toUpperCase();

export const DiscountCodeTextSchema = z
  .string({ message: 'code must be text' })
  .transform(normalCode)
  .pipe(
    z
      .string()
      .min(1, 'code is required')
      .max(DISCOUNT_CODE_MAX, `code must be at most ${DISCOUNT_CODE_MAX} characters`)
      .regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'code may use letters, digits, dashes and underscores'),
  )
  // The rules after the capitals, as the OpenAPI document can say them of what is sent (a pipe shows only its input).
  .meta({ minLength: 1, maxLength: DISCOUNT_CODE_MAX, pattern: '^\\s*[A-Za-z0-9][A-Za-z0-9_-]*\\s*$' });

/** Which lines a code applies to: all, some categories (by handle) or some products (by id). */
export const DiscountScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({
    kind: z.literal('categories'),
    handles: z
      .array(z.string().trim().toLowerCase().min(1, { abort: true }).regex(NOT_BLANK))
      .min(1, 'choose at least one category')
      .max(50),
  }),
  z.object({
    kind: z.literal('products'),
    ids: z
      .array(z.uuid({ message: 'is not a product id' }))
      .min(1, 'choose at least one product')
      .max(200),
  }),
]);

const optionalMoney = (field: string) =>
  z
    .number({ message: `${field} must be a number` })
    .min(0, `${field} must be 0 or more`)
    .max(1_000_000, `${field} is too large`)
    .multipleOf(0.01, `${field} must have at most two decimals`)
    .nullable()
    .optional();

const optionalMoment = (field: string) =>
  z.iso
    .datetime({ offset: true, message: `${field} must be a date and time` })
    .nullable()
    .optional();

const limit = (field: string) =>
  z
    .number({ message: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(1_000_000, `${field} must be at most 1,000,000`)
    .nullable()
    .optional();

const DiscountFieldsSchema = z.object({
  code: DiscountCodeTextSchema,
  kind: z.enum(DISCOUNT_KINDS, { message: 'kind must be percent, amount or free-shipping' }),
  /** A percentage (0.01 to 100) or dollars off; ignored for free shipping. */
  value: z.number({ message: 'value must be a number' }).min(0, 'value must be 0 or more').max(1_000_000, 'value is too large').optional(),
  minSubtotal: optionalMoney('minSubtotal'),
  startsAt: optionalMoment('startsAt'),
  endsAt: optionalMoment('endsAt'),
  usageLimit: limit('usageLimit'),
  perCustomerLimit: limit('perCustomerLimit'),
  appliesTo: DiscountScopeSchema.optional(),
  paused: z.boolean({ message: 'paused must be true or false' }).optional(),
});

/** The rules across a code's fields. */
function discountProblems(
  input: { kind?: DiscountKind; value?: number; startsAt?: string | null; endsAt?: string | null },
  ctx: z.RefinementCtx,
) {
  if (
    input.kind === 'percent' &&
    input.value !== undefined &&
    (input.value <= 0 || input.value > 100 || Math.abs(input.value * 100 - Math.round(input.value * 100)) > 1e-6)
  )
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message: 'a percentage must be more than 0 and at most 100, with at most two decimals',
    });
  if (
    input.kind === 'amount' &&
    input.value !== undefined &&
    (input.value <= 0 || Math.abs(input.value * 100 - Math.round(input.value * 100)) > 1e-6)
  )
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'an amount must be more than 0, with at most two decimals' });
  if ((input.kind === 'percent' || input.kind === 'amount') && input.value === undefined)
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'value is required' });
  if (input.startsAt && input.endsAt && new Date(input.endsAt) <= new Date(input.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be after startsAt' });
}

/**
 * `discountProblems` as the OpenAPI document can say it: a percentage (more than 0, at most 100)
 * or an amount (more than 0) needs its value; free shipping none. Inside `allOf`, which generated
 * clients read as no change to the object's type.
 */
const VALUE_BY_KIND = [
  { properties: { kind: { enum: ['free-shipping'] } } },
  { properties: { kind: { enum: ['percent'] }, value: { minimum: 0.01, maximum: 100, multipleOf: 0.01 } }, required: ['value'] },
  { properties: { kind: { enum: ['amount'] }, value: { minimum: 0.01, multipleOf: 0.01 } }, required: ['value'] },
];

export const DiscountInputSchema = DiscountFieldsSchema.superRefine(discountProblems).meta({ allOf: [{ anyOf: VALUE_BY_KIND }] });
export type DiscountInput = z.input<typeof DiscountInputSchema>;
export type DiscountInputParsed = z.output<typeof DiscountInputSchema>;

/** A change: any field; `kind` and `value` are checked together with what is stored. */
export const DiscountUpdateSchema = DiscountFieldsSchema.partial()
  .superRefine(discountProblems)
  // A change that names no kind is checked with the stored one.
  .meta({ allOf: [{ anyOf: [{ not: { properties: { kind: {} }, required: ['kind'] } }, ...VALUE_BY_KIND] }] });
export type DiscountUpdateParsed = z.output<typeof DiscountUpdateSchema>;

/** A code as the admin sees it: its rules, its uses and the revenue of the paid orders that used it. */
export const DiscountSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number(),
  minSubtotal: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  appliesTo: DiscountScopeSchema,
  paused: z.boolean(),
  /** 'active', 'scheduled', 'expired', 'paused' or 'used up', as of the answer. */
  state: z.enum(['active', 'scheduled', 'expired', 'paused', 'used up']),
  /** Paid orders that used it, and checkouts holding a use. */
  uses: z.number().int(),
  held: z.number().int(),
  /** What those paid orders came to, and what the code took off them. */
  revenue: z.number(),
  discounted: z.number(),
  createdAt: z.string(),
});
export type Discount = z.infer<typeof DiscountSchema>;

export const DiscountsResponseSchema = z.object({ discounts: z.array(DiscountSchema) });
export type DiscountsResponse = z.infer<typeof DiscountsResponseSchema>;
export const DiscountMutationResponseSchema = z.object({ message: z.string(), discount: DiscountSchema });
export type DiscountMutationResponse = z.infer<typeof DiscountMutationResponseSchema>;

/** The bag's lines and a code to try, for the price estimate. */
export const BagPriceRequestSchema = z.object({
  products: z.array(CheckoutLineSchema).max(50, 'At most 50 lines per order'),
  /** A code the shopper typed; empty or left out for none. */
  discountCode: z.string().max(100).optional(),
  ...CreditChoiceShape,
  /** Where it is to go; the shop's own country when left out. */
  shipTo: ShipToSchema.optional(),
  /** The shipping method chosen among the destination's; its zone's first when left out. */
  shippingMethod: z.uuid({ message: 'Choose a shipping method' }).optional(),
  /** The currency the shopper chose, among those the shop presents; the base currency when left out. */
  currency: CurrencyCodeSchema.optional(),
});
export type BagPriceRequest = z.input<typeof BagPriceRequestSchema>;

/**
 * The bag priced as the checkout will price it: amounts in whole units of `currency` (dollars,
 * euros; yen have no minor unit); the code's problem in the shopper's words.
 */
export const BagPriceSchema = z.object({
  /** The currency every amount here is in: the one asked for, or the base currency (always sent). */
  currency: CurrencyCodeSchema.optional(),
  /**
   * What a unit of each line of the request costs, in its order, after the sales: the bag shows
   * its lines at these prices (always sent). Null for a line that cannot be bought as it is.
   */
  linePrices: z.array(z.number().nullable()).optional(),
  subtotal: z.number(),
  discount: z.number(),
  /** The code as applied (in capitals), or null. */
  discountCode: z.string().nullable(),
  /** Why the code typed does not apply; null when it does or none was typed. */
  discountProblem: z.string().nullable(),
  freeShipping: z.boolean(),
  /** What automatic sales took off the lines (the subtotal is after them). */
  saleDiscount: z.number(),
  /** The price depends on where it goes (the shop has shipping zones, or tax rates by place): the bag asks. */
  destinationMatters: z.boolean(),
  /** Where it was priced for. */
  shipTo: z.object({ country: z.string(), region: z.string().nullable() }),
  /** The states or regions of that country with rates of their own: the bag asks for one when there are any. */
  regions: z.array(z.string()),
  /** False when no shipping zone holds the destination: the checkout would refuse it. */
  shipsThere: z.boolean(),
  /** 'We don't ship to {country} yet.', or null. */
  shippingProblem: z.string().nullable(),
  /** The destination's methods, each priced for this bag; empty when the shop has no zones. */
  shippingMethods: z.array(z.object({ id: z.string(), name: z.string(), estimate: z.string(), amount: z.number() })),
  /** The method priced in; null when the shop has no zones or none ships there. */
  shippingMethod: z.string().nullable(),
  shipping: z.number(),
  tax: z.number(),
  taxLabel: z.string(),
  /** Prices include the tax (it is part of the subtotal, not added to it). */
  taxIncluded: z.boolean(),
  total: z.number(),
  /** What gift cards and store credit pay of the total, and the code typed as applied (null for none). */
  credit: z.number(),
  creditCode: z.string().nullable(),
  /** Why the code typed cannot pay; null when it can or none was typed. */
  creditProblem: z.string().nullable(),
  /** What the signed-in customer's own credit holds now (0 for guests): the bag offers to spend it. */
  accountCredit: z.number(),
  /** What is left for the card: the total less the credit. */
  toPay: z.number(),
});
export type BagPrice = z.infer<typeof BagPriceSchema>;

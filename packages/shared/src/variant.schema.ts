/**
 * A product's variants (a colour x size each) and their own facts: SKU, barcode, weight, and a
 * price and compare-at price that override the product's when set.
 */
import { z } from 'zod';
import { sizeLabel } from './constants';
import { toCents, toDollars, type Cents } from './money';

/** How long a SKU may be; letters are kept in capitals, so 'tee-bk-m' and 'TEE-BK-M' are one SKU. */
export const MAX_SKU_LENGTH = 64;

/** A variant's facts as the product answer carries them. Prices in dollars, as the API shows money. */
export const VariantFactsSchema = z.object({
  color: z.string(),
  size: z.string(),
  sku: z.string(),
  barcode: z.string().nullable(),
  /** Grams; null when not given. */
  weight: z.number().int().nullable(),
  /** The variant's own price; null means the product's. */
  price: z.number().nullable(),
  /** The variant's own compare-at price ('Was $40'); null means the product's old price. */
  oldPrice: z.number().nullable(),
  /** Units in stock; null when the product is not stock-tracked. */
  stock: z.number().int().nullable(),
});
export type VariantFacts = z.infer<typeof VariantFactsSchema>;

/**
 * Whether a GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) holds its check digit: the digits before it,
 * weighted 3 and 1 alternately from the right, and the check digit, add up to a multiple of ten.
 */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/**
 * The SKU a variant has until the admin gives it one: the product id's first ten hex digits, the
 * colour and the size, in capitals ('3F2A9C01B7-BLACK-XL'). The database computes the same
 * (shop_default_sku) for every variant written without one.
 */
export function defaultSku(productId: string, color: string, size: string): string {
  const code = (text: string) => text.replace(/[^a-zA-Z0-9]/g, '').toUpperCase();
  return `${productId.replace(/-/g, '').slice(0, 10).toUpperCase()}-${code(color)}-${code(size)}`;
}

const empty = (value: unknown) => (value === '' || value === undefined ? null : value);

export const SkuSchema = z
  .string({ message: 'SKU must be text' })
  .trim()
  .toUpperCase()
  .min(1, 'SKU is required')
  .max(MAX_SKU_LENGTH, `SKU must be at most ${MAX_SKU_LENGTH} characters`)
  .regex(/^[A-Z0-9][A-Z0-9._/-]*$/, 'SKU may use letters, digits, dots, dashes and slashes');

export const BarcodeSchema = z
  .string({ message: 'barcode must be text' })
  .trim()
  .refine(isValidGtin, 'barcode must be a GTIN of 8, 12, 13 or 14 digits whose check digit is right');

const variantMoney = (field: string) =>
  z.coerce
    .number({ message: `${field} must be a number` })
    .positive(`${field} must be more than 0`)
    .max(1_000_000, `${field} is too large`)
    .refine((value) => value >= 0.01 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: `${field} must have at most two decimals`,
    });

/**
 * One variant's facts as the admin sends them, named by colour and size. A field left out stays
 * as it is; null (or '') clears it: no barcode, no weight, the product's price.
 */
export const VariantInputSchema = z.object({
  color: z.string().trim().toLowerCase().min(1, 'color is required').max(30),
  size: z.string().trim().toLowerCase().min(1, 'size is required').max(30),
  sku: SkuSchema.optional(),
  barcode: z.preprocess(empty, BarcodeSchema.nullable()).optional(),
  weight: z
    .preprocess(
      empty,
      z.coerce
        .number({ message: 'weight must be a number of grams' })
        .int('weight must be whole grams')
        .min(0, 'weight must be 0 or more')
        .max(1_000_000, 'weight is too large')
        .nullable(),
    )
    .optional(),
  price: z.preprocess(empty, variantMoney('price').nullable()).optional(),
  oldPrice: z.preprocess(empty, variantMoney('oldPrice').nullable()).optional(),
});
export type VariantInput = z.output<typeof VariantInputSchema>;

/** A variant line as read (an import's preview answers it): the same fields, already checked. */
export const VariantLineSchema = z.object({
  color: z.string(),
  size: z.string(),
  sku: z.string().optional(),
  barcode: z.string().nullable().optional(),
  weight: z.number().int().nullable().optional(),
  price: z.number().nullable().optional(),
  oldPrice: z.number().nullable().optional(),
});

/** A line's variant as a receipt reads it: 'black, M, SKU TEE-BK-M' (no SKU on lines sold before SKUs). */
export function variantLabel(line: { color: string; size: string; sku?: string }): string {
  return [line.color, sizeLabel(line.size), line.sku ? `SKU ${line.sku}` : ''].filter(Boolean).join(', ');
}

/** A variant's stored facts, in cents: what the API keeps and the pricing reads. */
export interface VariantPricing {
  priceCents: Cents | null;
  compareAtCents: Cents | null;
}

/**
 * What a variant sells for, and the compare-at price shown struck through beside it (only when
 * it is above the price): the variant's own, or else the product's.
 */
export function variantOfferCents(
  product: { priceCents: Cents; oldPriceCents: Cents | null },
  variant: VariantPricing | undefined,
): { priceCents: Cents; oldPriceCents: Cents | null } {
  const priceCents = variant?.priceCents ?? product.priceCents;
  const compareAt = variant?.compareAtCents ?? product.oldPriceCents;
  return { priceCents, oldPriceCents: compareAt !== null && compareAt > priceCents ? compareAt : null };
}

/** The same from a product answer (dollars), for a chosen colour and size, or the product's own without one. */
export function variantOffer(
  product: { price: number; oldPrice?: number | null; variants?: readonly VariantFacts[] },
  color: string | undefined,
  size: string | undefined,
): { price: number; oldPrice: number | null } {
  const variant = product.variants?.find((line) => line.color === color && line.size === size);
  const offer = variantOfferCents(
    { priceCents: toCents(product.price), oldPriceCents: product.oldPrice == null ? null : toCents(product.oldPrice) },
    variant && {
      priceCents: variant.price === null ? null : toCents(variant.price),
      compareAtCents: variant.oldPrice === null ? null : toCents(variant.oldPrice),
    },
  );
  return { price: toDollars(offer.priceCents), oldPrice: offer.oldPriceCents === null ? null : toDollars(offer.oldPriceCents) };
}

/** The lowest and the highest price over a product's variants (the product's own when it has none). */
export function priceRangeCents(productPriceCents: Cents, variantPrices: readonly (Cents | null)[]): { min: Cents; max: Cents } {
  const prices = variantPrices.length ? variantPrices.map((price) => price ?? productPriceCents) : [productPriceCents];
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

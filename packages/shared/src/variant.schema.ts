/**
 * A product's variants (a colour x size each) and their own facts: SKU, barcode, weight, and a
 * price and compare-at price that override the product's when set.
 */
import { z } from 'zod';
import { NOT_BLANK } from './common.schema';
import { isValidGtin } from './variant';

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

const empty = (value: unknown) => (value === '' || value === undefined ? null : value);

export const SkuSchema = z
  .string({ message: 'SKU must be text' })
  .trim()
  .toUpperCase()
  .min(1, 'SKU is required')
  .max(MAX_SKU_LENGTH, `SKU must be at most ${MAX_SKU_LENGTH} characters`)
  .regex(/^[A-Z0-9][A-Z0-9._/-]*$/, 'SKU may use letters, digits, dots, dashes and slashes');

const GTIN_RULE = 'barcode must be a GTIN of 8, 12, 13 or 14 digits whose check digit is right';
export const BarcodeSchema = z
  .string({ message: 'barcode must be text' })
  .trim()
  // The digits, as the OpenAPI document shows them; the check digit, which no pattern can say, in the description.
  .regex(/^(\d{8}|\d{12,14})$/, { message: GTIN_RULE, abort: true })
  .refine(isValidGtin, GTIN_RULE)
  .meta({ description: 'A GTIN (EAN, UPC or ITF-14) of 8, 12, 13 or 14 digits, the last one its check digit (GS1 modulo 10).' });

const variantMoney = (field: string) =>
  z.coerce
    .number({ message: `${field} must be a number` })
    .positive(`${field} must be more than 0`)
    .max(1_000_000, `${field} is too large`)
    // With the rule above, at least 0.01.
    .multipleOf(0.01, `${field} must have at most two decimals`);

/**
 * One variant's facts as the admin sends them, named by colour and size. A field left out stays
 * as it is; null (or '') clears it: no barcode, no weight, the product's price.
 */
export const VariantInputSchema = z.object({
  color: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { message: 'color is required', abort: true })
    .regex(NOT_BLANK, 'color is required')
    .max(30),
  size: z.string().trim().toLowerCase().min(1, { message: 'size is required', abort: true }).regex(NOT_BLANK, 'size is required').max(30),
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

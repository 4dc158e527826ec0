/**
 * What a product's variants sell for and how they read, without the schemas: the storefront's
 * first load carries these alone (variant.schema.ts holds the schemas the API and the forms check with).
 */
import { sizeLabel } from './constants';
import { toCents, toDollars, type Cents } from './money';
import type { VariantFacts } from './variant.schema';

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

/** What the admin's variant lines make of a product's variants: each line merged over what is stored. */
import { toCents } from '@shop/shared/money';
import { variantProblems, type ProductProblem } from '@shop/shared/product-rules';
import type { VariantInput } from '@shop/shared/variant.schema';
import type { VariantFactsRow } from '../catalogue';

/** A variant's facts as they are written; an empty SKU gets the default one from the database. */
export interface VariantFactsWrite {
  color: string;
  size: string;
  sku: string;
  barcode: string | null;
  weightGrams: number | null;
  priceCents: number | null;
  compareAtCents: number | null;
}

const cents = (dollars: number | null) => (dollars === null ? null : toCents(dollars));

/** Each line over the stored variant of its colour and size (a field left out stays; a new variant starts bare). */
export function mergedFacts(lines: readonly VariantInput[], stored: readonly VariantFactsRow[]): VariantFactsWrite[] {
  return lines.map((line) => {
    const was = stored.find((variant) => variant.color === line.color && variant.size === line.size);
    return {
      color: line.color,
      size: line.size,
      sku: line.sku ?? was?.sku ?? '',
      barcode: line.barcode === undefined ? (was?.barcode ?? null) : line.barcode,
      weightGrams: line.weight === undefined ? (was?.weightGrams ?? null) : line.weight,
      priceCents: line.price === undefined ? (was?.priceCents ?? null) : cents(line.price),
      compareAtCents: line.oldPrice === undefined ? (was?.compareAtCents ?? null) : cents(line.oldPrice),
    };
  });
}

/** What is wrong with the lines for a product of these colours, sizes and prices (cents). */
export function variantLineProblems(
  lines: readonly VariantInput[],
  product: { colors: readonly string[]; sizes: readonly string[]; priceCents: number; oldPriceCents: number | null },
  stored: readonly VariantFactsRow[],
): ProductProblem[] {
  const merged = mergedFacts(lines, stored);
  return variantProblems(
    lines,
    product.colors,
    product.sizes,
    (line) => merged[lines.indexOf(line)]!.priceCents ?? product.priceCents,
    (line) => merged[lines.indexOf(line)]!.compareAtCents,
  );
}

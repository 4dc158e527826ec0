/**
 * The rules of a product that reach across its fields (the schema checks each field alone):
 * the API applies them before it writes, and the CSV import to show each row's errors first.
 */
import type { StockLineInput } from './product.schema';
import type { VariantInput } from './variant.schema';

export interface ProductProblem {
  /** The field, as the API names it: `oldPrice`, `stock.2.color`. */
  path: string;
  message: string;
}

/** Stock lines must name the product's own colours and sizes, once each. */
export function stockProblems(
  stock: readonly Pick<StockLineInput, 'color' | 'size'>[],
  colors: readonly string[],
  sizes: readonly string[],
): ProductProblem[] {
  const problems: ProductProblem[] = [];
  const seen = new Set<string>();
  stock.forEach((line, index) => {
    const key = `${line.color}/${line.size}`;
    if (!colors.includes(line.color))
      problems.push({ path: `stock.${index}.color`, message: `stock names colour '${line.color}', which the product does not come in` });
    if (!sizes.includes(line.size))
      problems.push({ path: `stock.${index}.size`, message: `stock names size '${line.size}', which the product does not come in` });
    if (seen.has(key)) problems.push({ path: `stock.${index}`, message: `stock lists ${key} twice` });
    seen.add(key);
  });
  return problems;
}

/** Whether these stock lines count any variant's stock: a product whose lines are all uncounted tracks none. */
export function countsStock(stock: readonly StockLineInput[] | null | undefined): boolean {
  return (stock ?? []).some((line) => line.stock !== null);
}

/** An old price, shown struck through, must be above the price. Dollars. */
export function oldPriceProblems(price: number | undefined, oldPrice: number | null | undefined): ProductProblem[] {
  return price !== undefined && oldPrice != null && oldPrice <= price
    ? [{ path: 'oldPrice', message: 'oldPrice must be above price' }]
    : [];
}

/**
 * Variant lines must name the product's own colours and sizes, once each, and give each SKU
 * once; a compare-at price must be above what the variant sells for. Prices in cents.
 */
export function variantProblems(
  variants: readonly VariantInput[],
  colors: readonly string[],
  sizes: readonly string[],
  sellsForCents: (line: VariantInput) => number,
  compareAtCents: (line: VariantInput) => number | null,
): ProductProblem[] {
  const problems: ProductProblem[] = [];
  const seen = new Set<string>();
  const skus = new Set<string>();
  variants.forEach((line, index) => {
    const key = `${line.color}/${line.size}`;
    if (!colors.includes(line.color))
      problems.push({
        path: `variants.${index}.color`,
        message: `variants names colour '${line.color}', which the product does not come in`,
      });
    if (!sizes.includes(line.size))
      problems.push({ path: `variants.${index}.size`, message: `variants names size '${line.size}', which the product does not come in` });
    if (seen.has(key)) problems.push({ path: `variants.${index}`, message: `variants lists ${key} twice` });
    seen.add(key);
    if (line.sku !== undefined) {
      if (skus.has(line.sku)) problems.push({ path: `variants.${index}.sku`, message: `SKU ${line.sku} is given to two variants` });
      skus.add(line.sku);
    }
    const compareAt = compareAtCents(line);
    if (line.oldPrice != null && compareAt !== null && compareAt <= sellsForCents(line))
      problems.push({ path: `variants.${index}.oldPrice`, message: `${key}: oldPrice must be above the variant's price` });
  });
  return problems;
}

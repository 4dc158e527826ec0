import type { Product } from './product.schema';

/**
 * Whether this colour and size can be bought, or (no colour chosen) this size in some colour.
 * Untracked products always can; so can a variant a tracked product does not count (it has no
 * stock line).
 */
export function isVariantAvailable(product: Pick<Product, 'stock' | 'color'>, color: string | undefined, size: string): boolean {
  if (!product.stock) return true;
  const lines = product.stock.filter((variant) => variant.size === size && (color === undefined || variant.color === color));
  const colors = color === undefined ? product.color.length : 1;
  return lines.length < colors || lines.some((variant) => variant.stock > 0);
}

/** The sizes that cannot be bought, in the chosen colour or (none chosen) in any colour. */
export function soldOutSizes(product: Pick<Product, 'stock' | 'sizes' | 'color'>, color?: string): string[] {
  return product.sizes.filter((size) => !isVariantAvailable(product, color, size));
}

/** Whether anything of the product can be bought at all. */
export function isInStock(product: Pick<Product, 'stock' | 'sizes' | 'color'>): boolean {
  return product.sizes.length === 0
    ? !product.stock || product.stock.some((v) => v.stock > 0)
    : soldOutSizes(product).length < product.sizes.length;
}

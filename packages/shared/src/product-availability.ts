import type { Product } from './product.schema';

/** Whether this colour and size can be bought; untracked products always can. */
export function isVariantAvailable(product: Pick<Product, 'stock'>, color: string | undefined, size: string): boolean {
  if (!product.stock) return true;
  return product.stock.some((variant) => variant.size === size && (color === undefined || variant.color === color) && variant.stock > 0);
}

/** The sizes that cannot be bought, in the chosen colour or (none chosen) in any colour. */
export function soldOutSizes(product: Pick<Product, 'stock' | 'sizes'>, color?: string): string[] {
  return product.sizes.filter((size) => !isVariantAvailable(product, color, size));
}

/** Whether anything of the product can be bought at all. */
export function isInStock(product: Pick<Product, 'stock' | 'sizes'>): boolean {
  return product.sizes.length === 0
    ? !product.stock || product.stock.some((v) => v.stock > 0)
    : soldOutSizes(product).length < product.sizes.length;
}

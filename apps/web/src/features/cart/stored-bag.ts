/** What an older app version (or a user) left in the stored bag, checked line by line. */
import { CartItemSchema, type CartItem } from '@shop/shared/cart.schema';

export function storedLines(persisted: unknown): CartItem[] {
  const products = (persisted as { products?: unknown } | null)?.products;
  if (!Array.isArray(products)) return [];
  return products.flatMap((line) => {
    const parsed = CartItemSchema.safeParse(line);
    return parsed.success ? [parsed.data] : [];
  });
}

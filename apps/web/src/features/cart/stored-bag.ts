/** What an older app version (or a user) left in the stored bag, checked line by line. */
import type { CartItem } from '@shop/shared/cart';
import { MIN_CART_QUANTITY } from '@shop/shared/constants';
import { z } from 'zod';

// NOTE: validates what an older app version (or a user) left in storage. A CartItemSchema in
// @shop/shared would let the checkout request reuse it.
const StoredCartItemSchema = z.object({
  _id: z.string().min(1),
  name: z.string(),
  price: z.number().nonnegative(),
  image: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int().min(MIN_CART_QUANTITY),
}) satisfies z.ZodType<CartItem>;

export function storedLines(persisted: unknown): CartItem[] {
  const products = (persisted as { products?: unknown } | null)?.products;
  if (!Array.isArray(products)) return [];
  return products.flatMap((line) => {
    const parsed = StoredCartItemSchema.safeParse(line);
    return parsed.success ? [parsed.data] : [];
  });
}


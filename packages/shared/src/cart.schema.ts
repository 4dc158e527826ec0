import { z } from 'zod';
import { MIN_CART_QUANTITY } from './constants';
import { GiftCardLineSchema } from './gift-card.schema';

/**
 * One line of the bag as the browser keeps it. The bag's type is derived from it, and the web
 * app checks what an older app version (or a user) left in storage against it. Its own module,
 * so that `cart.ts` (on every storefront page) takes only the type and leaves zod out.
 */
export const CartItemSchema = z.object({
  _id: z.string().min(1),
  name: z.string(),
  /** Unit price in dollars, as the API shows it. */
  price: z.number().nonnegative(),
  image: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int().min(MIN_CART_QUANTITY),
  /** The product is final sale (it cannot be exchanged): the bag says so on its line. Absent on older stored lines. */
  finalSale: z.boolean().optional(),
  /** A gift card: its value (the line's price), who it is for, its message and sending day. */
  giftCard: GiftCardLineSchema.optional(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** The most lines a bag holds. */
export const MAX_BAG_LINES = 50;

/** A signed-in shopper's bag, as the browser sends it and the server answers it (PUT and GET /api/bag). */
export const BagSchema = z.object({ products: z.array(CartItemSchema).max(MAX_BAG_LINES, `A bag holds at most ${MAX_BAG_LINES} lines`) });
export type Bag = z.infer<typeof BagSchema>;

/** The bag after the browser's lines joined the account's (POST /api/bag/merge): `dropped` names the lines no longer sold. */
export const MergedBagSchema = BagSchema.extend({ dropped: z.array(z.string()) });
export type MergedBag = z.infer<typeof MergedBagSchema>;

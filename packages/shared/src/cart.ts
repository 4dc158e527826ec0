/**
 * The bag's arithmetic (docs/product.md, the bag) as pure functions over an immutable state.
 * Every function returns a new state with its totals recalculated.
 */
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from './constants';
import type { CartItem } from './cart.schema';
import { giftCardKey } from './gift-card';
import type { LanguageCode } from './languages';

export type { CartItem };

export type NewCartItem = Omit<CartItem, 'quantity'>;

/**
 * The bag: its lines and how many items they hold. Its totals (`cartTotals`, in cart-totals.ts) are worked out by
 * the pricing pipeline where they are shown, from the lines: the bag's count, on every page,
 * does not carry the pipeline into every page's first load.
 */
export interface CartState {
  products: CartItem[];
  selectedItems: number;
}

function withTotals(products: CartItem[]): CartState {
  return { products, selectedItems: products.reduce((sum, item) => sum + item.quantity, 0) };
}

export const emptyCart: CartState = withTotals([]);

export function cartFrom(products: readonly CartItem[]): CartState {
  return withTotals(
    products.map((item) => ({
      ...item,
      quantity: Math.min(MAX_CART_QUANTITY, Math.max(MIN_CART_QUANTITY, Math.trunc(item.quantity) || MIN_CART_QUANTITY)),
    })),
  );
}

/**
 * One string per variant of a product (its id, colour and size): what tells bag lines apart,
 * and what stock is counted by, wherever a map of variants is kept.
 */
export const variantKey = (productId: string, color: string, size: string) => `${productId}|${color}|${size}`;

/** What tells one line of the bag from another: the product, in one colour and one size (a gift card: for one person, value and message). */
export type CartLineKey = Pick<CartItem, '_id' | 'color' | 'size' | 'giftCard'>;

/** Whether two lines are the same product in the same colour and size (and the same gift card). */
export function isSameLine(a: CartLineKey, b: CartLineKey): boolean {
  return a._id === b._id && a.color === b.color && a.size === b.size && giftCardKey(a.giftCard) === giftCardKey(b.giftCard);
}

/** Appends the item with quantity 1; a line with the same id, colour and size is left as is. */
export function addToCart(state: CartState, item: NewCartItem): CartState {
  if (state.products.some((line) => isSameLine(line, item))) return state;
  return withTotals([...state.products, { ...item, quantity: MIN_CART_QUANTITY }]);
}

/** Whether `addToCart` would change the bag (for the 'Item added to cart' toast). */
export function isInCart(state: CartState, item: CartLineKey): boolean {
  return state.products.some((line) => isSameLine(line, item));
}

/**
 * Adds 1 to the one line of that product, colour and size (the same tee in another size is
 * its own line and keeps its quantity); stops at the most one order line may hold.
 */
export function incrementQuantity(state: CartState, key: CartLineKey): CartState {
  return withTotals(
    state.products.map((line) => (isSameLine(line, key) ? { ...line, quantity: Math.min(MAX_CART_QUANTITY, line.quantity + 1) } : line)),
  );
}

/** Takes 1 from the one line of that product, colour and size; never below 1. */
export function decrementQuantity(state: CartState, key: CartLineKey): CartState {
  return withTotals(
    state.products.map((line) => (isSameLine(line, key) ? { ...line, quantity: Math.max(MIN_CART_QUANTITY, line.quantity - 1) } : line)),
  );
}

/** Removes the one line of that product, colour and size; its other colours and sizes stay. */
export function removeFromCart(state: CartState, key: CartLineKey): CartState {
  return withTotals(state.products.filter((line) => !isSameLine(line, key)));
}

/**
 * The colour a line is in: the one the shopper chose, or the product's only colour. '' when the
 * product comes in several and none was chosen: the shopper must choose, the shop never picks one.
 */
export function lineColor(chosen: string, colors: readonly string[]): string {
  return chosen || (colors.length === 1 ? colors[0]! : '');
}

export function clearCart(): CartState {
  return emptyCart;
}

/** What the bag's box before checkout says (unticked by default), word for word as the shopper agrees to it. */
export const CHECKOUT_REMINDER_CONSENT = "Email me one reminder if I don't finish this checkout";

/**
 * The same box's words in each language: the bag shows those of its page's language, and the
 * shop records those of the checkout's language with the consent, as the shopper read them.
 */
export const CHECKOUT_REMINDER_CONSENTS: Record<LanguageCode, string> = {
  en: CHECKOUT_REMINDER_CONSENT,
  fr: 'Envoyez-moi un seul rappel par e-mail si je ne termine pas ce paiement',
};

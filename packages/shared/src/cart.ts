/**
 * The bag's arithmetic (spec section 4) as pure functions over an immutable state.
 * Every function returns a new state with its totals recalculated.
 */
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY, TAX_PERCENT, TAX_RATE } from './constants';
import type { CartItem } from './cart.schema';
import { orderTotals, toCents, toDollars, type OrderTotals, type ShippingRate } from './money';

export type { CartItem };

export type NewCartItem = Omit<CartItem, 'quantity'>;

export interface CartState {
  products: CartItem[];
  selectedItems: number;
  /** Dollars, exact to the cent. */
  totalPrice: number;
  tax: number;
  taxRate: number;
  grandTotal: number;
}

/** The bag's totals; shipping by the shop's rate when it is known (free otherwise, as in the specification). */
export function totalsInCents(products: readonly CartItem[], shipping?: ShippingRate): OrderTotals {
  return orderTotals(
    products.map((item) => ({ unitCents: toCents(item.price), quantity: item.quantity })),
    TAX_PERCENT,
    shipping,
  );
}

function withTotals(products: CartItem[]): CartState {
  const { subtotal, tax, total } = totalsInCents(products);
  return {
    products,
    selectedItems: products.reduce((sum, item) => sum + item.quantity, 0),
    totalPrice: toDollars(subtotal),
    tax: toDollars(tax),
    taxRate: TAX_RATE,
    grandTotal: toDollars(total),
  };
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

function isSameLine(a: NewCartItem, b: NewCartItem): boolean {
  return a._id === b._id && a.color === b.color && a.size === b.size;
}

/** Appends the item with quantity 1; a line with the same id, colour and size is left as is. */
export function addToCart(state: CartState, item: NewCartItem): CartState {
  if (state.products.some((line) => isSameLine(line, item))) return state;
  return withTotals([...state.products, { ...item, quantity: MIN_CART_QUANTITY }]);
}

/** Whether `addToCart` would change the bag (for the 'Item added to cart' toast). */
export function isInCart(state: CartState, item: NewCartItem): boolean {
  return state.products.some((line) => isSameLine(line, item));
}

/** Matches by _id only, as the specification says; stops at the most one order line may hold. */
export function incrementQuantity(state: CartState, id: string): CartState {
  return withTotals(
    state.products.map((line) => (line._id === id ? { ...line, quantity: Math.min(MAX_CART_QUANTITY, line.quantity + 1) } : line)),
  );
}

/** Never goes below 1. Matches by _id only. */
export function decrementQuantity(state: CartState, id: string): CartState {
  return withTotals(
    state.products.map((line) => (line._id === id ? { ...line, quantity: Math.max(MIN_CART_QUANTITY, line.quantity - 1) } : line)),
  );
}

/** Removes by _id. */
export function removeFromCart(state: CartState, id: string): CartState {
  return withTotals(state.products.filter((line) => line._id !== id));
}

export function clearCart(): CartState {
  return emptyCart;
}

/**
 * The bag's totals, worked out by the pricing pipeline from its lines where they are shown (the
 * bag panel): apart from the bag's rules (cart.ts), which every page loads for the bag's count.
 */
import type { CartItem } from './cart.schema';
import { TAX_PERCENT, TAX_RATE } from './constants';
import { toCents, toDollars, type OrderTotals, type ShippingRate } from './money';
import { orderTotals } from './shop-totals';

/** The bag's totals as the specification names them, in dollars exact to the cent. */
export interface CartTotals {
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

/** The bag's totals, recalculated from its lines: the subtotal ('Total'), the tax and what they come to ('Grand Total'). */
export function cartTotals(products: readonly CartItem[]): CartTotals {
  const { subtotal, tax, total } = totalsInCents(products);
  return { totalPrice: toDollars(subtotal), tax: toDollars(tax), taxRate: TAX_RATE, grandTotal: toDollars(total) };
}

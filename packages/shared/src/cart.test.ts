import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartFrom,
  clearCart,
  decrementQuantity,
  emptyCart,
  incrementQuantity,
  isInCart,
  removeFromCart,
  totalsInCents,
  type CartState,
  type NewCartItem,
} from './cart';
import { TAX_RATE } from './constants';

const tee: NewCartItem = { _id: 'p1', name: 'Field Tee', price: 29.99, image: '/uploads/a.webp', color: 'black', size: 'm' };
const hoodie: NewCartItem = { _id: 'p2', name: 'Loop Hoodie', price: 74.5, image: '/uploads/b.webp', color: 'red', size: 'l' };

describe('cart rules', () => {
  it('adds an item with quantity 1 and recalculates the totals', () => {
    const cart = addToCart(emptyCart, tee);
    expect(cart.products).toEqual([{ ...tee, quantity: 1 }]);
    expect(cart.selectedItems).toBe(1);
    expect(cart.totalPrice).toBe(29.99);
    expect(cart.tax).toBe(1.8); // 179.94 cents
    expect(cart.grandTotal).toBe(31.79);
    expect(cart.taxRate).toBe(TAX_RATE);
  });

  it('ignores a second add of the same id, colour and size', () => {
    const once = addToCart(emptyCart, tee);
    expect(isInCart(once, tee)).toBe(true);
    expect(addToCart(once, tee)).toBe(once);
  });

  it('keeps the same product in another size or colour as its own line', () => {
    const cart = addToCart(addToCart(addToCart(emptyCart, tee), { ...tee, size: 'l' }), { ...tee, color: 'red' });
    expect(cart.products).toHaveLength(3);
    expect(cart.selectedItems).toBe(3);
  });

  it('increments and decrements by id, never below 1', () => {
    let cart = addToCart(addToCart(emptyCart, tee), hoodie);
    cart = incrementQuantity(incrementQuantity(cart, 'p1'), 'p1');
    expect(cart.products[0]?.quantity).toBe(3);
    expect(cart.selectedItems).toBe(4);
    cart = decrementQuantity(decrementQuantity(decrementQuantity(decrementQuantity(cart, 'p1'), 'p1'), 'p1'), 'p1');
    expect(cart.products[0]?.quantity).toBe(1);
    expect(cart.products[1]?.quantity).toBe(1);
  });

  it('stops incrementing at 99', () => {
    let cart = addToCart(emptyCart, tee);
    for (let i = 0; i < 120; i++) cart = incrementQuantity(cart, 'p1');
    expect(cart.products[0]?.quantity).toBe(99);
  });

  it('removes by id and clears to zero', () => {
    const cart = addToCart(addToCart(emptyCart, tee), hoodie);
    const removed = removeFromCart(cart, 'p1');
    expect(removed.products.map((line) => line._id)).toEqual(['p2']);
    expect(removed.totalPrice).toBe(74.5);
    expect(clearCart()).toEqual({ products: [], selectedItems: 0, totalPrice: 0, tax: 0, taxRate: TAX_RATE, grandTotal: 0 });
  });

  it('restores a stored bag, mending quantities below 1', () => {
    const cart = cartFrom([
      { ...tee, quantity: 0 },
      { ...hoodie, quantity: 2 },
    ]);
    expect(cart.products.map((line) => line.quantity)).toEqual([1, 2]);
    expect(cart.totalPrice).toBe(29.99 + 2 * 74.5);
  });
});

const priceCents = fc.integer({ min: 1, max: 100_000 });
const item = fc.record({
  _id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
  name: fc.string(),
  price: priceCents.map((cents) => cents / 100),
  image: fc.constant('/x.webp'),
  color: fc.constantFrom('black', 'red', 'blue'),
  size: fc.constantFrom('s', 'm', 'l', 'xl'),
});
const operation = fc.oneof(
  item.map((value) => (cart: CartState) => addToCart(cart, value)),
  fc.constantFrom('a', 'b', 'c', 'd', 'e').map((id) => (cart: CartState) => incrementQuantity(cart, id)),
  fc.constantFrom('a', 'b', 'c', 'd', 'e').map((id) => (cart: CartState) => decrementQuantity(cart, id)),
  fc.constantFrom('a', 'b', 'c', 'd', 'e').map((id) => (cart: CartState) => removeFromCart(cart, id)),
);
const anyCart = fc.array(operation, { maxLength: 40 }).map((ops) => ops.reduce((cart, op) => op(cart), emptyCart));

describe('cart properties', () => {
  it('totals equal the sum of quantity x price in cents', () => {
    fc.assert(
      fc.property(anyCart, (cart) => {
        const expected = cart.products.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
        expect(Math.round(cart.totalPrice * 100)).toBe(expected);
        expect(totalsInCents(cart.products).subtotal).toBe(expected);
        expect(cart.selectedItems).toBe(cart.products.reduce((sum, line) => sum + line.quantity, 0));
      }),
    );
  });

  it('grand total is the total plus 6 % rounded to the cent', () => {
    fc.assert(
      fc.property(anyCart, (cart) => {
        const subtotal = Math.round(cart.totalPrice * 100);
        const tax = Math.round(subtotal * 0.06 + 1e-9);
        expect(Math.round(cart.tax * 100)).toBe(tax);
        expect(Math.round(cart.grandTotal * 100)).toBe(subtotal + tax);
        // Every amount is whole cents.
        for (const amount of [cart.totalPrice, cart.tax, cart.grandTotal]) {
          expect(Math.abs(amount * 100 - Math.round(amount * 100))).toBeLessThan(1e-6);
        }
      }),
    );
  });

  it('a quantity never drops below 1 nor rises above 99', () => {
    fc.assert(
      fc.property(anyCart, (cart) =>
        cart.products.every((line) => Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= 99),
      ),
    );
  });

  it('never holds two lines with the same id, colour and size', () => {
    fc.assert(
      fc.property(anyCart, (cart) => {
        const keys = cart.products.map((line) => `${line._id}|${line.color}|${line.size}`);
        return new Set(keys).size === keys.length;
      }),
    );
  });
});

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
  isSameLine,
  lineColor,
  removeFromCart,
  type CartState,
  type NewCartItem,
} from './cart';
import { cartTotals, totalsInCents } from './cart-totals';
import { TAX_RATE } from './constants';

const tee: NewCartItem = { _id: 'p1', name: 'Field Tee', price: 29.99, image: '/uploads/a.webp', color: 'black', size: 'm' };
const hoodie: NewCartItem = { _id: 'p2', name: 'Loop Hoodie', price: 74.5, image: '/uploads/b.webp', color: 'red', size: 'l' };

describe('cart rules', () => {
  it('adds an item with quantity 1 and recalculates the totals', () => {
    const cart = addToCart(emptyCart, tee);
    expect(cart.products).toEqual([{ ...tee, quantity: 1 }]);
    expect(cart.selectedItems).toBe(1);
    expect(cartTotals(cart.products)).toEqual({ totalPrice: 29.99, tax: 1.8 /* 179.94 cents */, grandTotal: 31.79, taxRate: TAX_RATE });
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

  it('increments and decrements one line, never below 1', () => {
    let cart = addToCart(addToCart(emptyCart, tee), hoodie);
    cart = incrementQuantity(incrementQuantity(cart, tee), tee);
    expect(cart.products[0]?.quantity).toBe(3);
    expect(cart.selectedItems).toBe(4);
    cart = decrementQuantity(decrementQuantity(decrementQuantity(decrementQuantity(cart, tee), tee), tee), tee);
    expect(cart.products[0]?.quantity).toBe(1);
    expect(cart.products[1]?.quantity).toBe(1);
  });

  it('changes only the line of that colour and size: + on the M tee leaves the L tee alone', () => {
    const large = { ...tee, size: 'l' };
    const red = { ...tee, color: 'red' };
    let cart = addToCart(addToCart(addToCart(emptyCart, tee), large), red);
    cart = incrementQuantity(incrementQuantity(cart, tee), tee);
    expect(cart.products.map((line) => line.quantity)).toEqual([3, 1, 1]);
    cart = decrementQuantity(cart, tee);
    expect(cart.products.map((line) => line.quantity)).toEqual([2, 1, 1]);
    cart = removeFromCart(cart, large);
    expect(cart.products.map((line) => [line.color, line.size, line.quantity])).toEqual([
      ['black', 'm', 2],
      ['red', 'm', 1],
    ]);
  });

  it('stops incrementing at 99', () => {
    let cart = addToCart(emptyCart, tee);
    for (let i = 0; i < 120; i++) cart = incrementQuantity(cart, tee);
    expect(cart.products[0]?.quantity).toBe(99);
  });

  it('removes one line and clears to zero', () => {
    const cart = addToCart(addToCart(emptyCart, tee), hoodie);
    const removed = removeFromCart(cart, tee);
    expect(removed.products.map((line) => line._id)).toEqual(['p2']);
    expect(cartTotals(removed.products).totalPrice).toBe(74.5);
    expect(clearCart()).toEqual({ products: [], selectedItems: 0 });
    expect(cartTotals(clearCart().products)).toEqual({ totalPrice: 0, tax: 0, taxRate: TAX_RATE, grandTotal: 0 });
  });

  it("takes a product's only colour, but never picks one of several", () => {
    expect(lineColor('', ['blue'])).toBe('blue');
    expect(lineColor('', ['black', 'red'])).toBe('');
    expect(lineColor('red', ['black', 'red'])).toBe('red');
  });

  it('restores a stored bag, mending quantities below 1', () => {
    const cart = cartFrom([
      { ...tee, quantity: 0 },
      { ...hoodie, quantity: 2 },
    ]);
    expect(cart.products.map((line) => line.quantity)).toEqual([1, 2]);
    expect(cartTotals(cart.products).totalPrice).toBe(29.99 + 2 * 74.5);
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
const lineKey = fc.record({
  _id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
  color: fc.constantFrom('black', 'red', 'blue'),
  size: fc.constantFrom('s', 'm', 'l', 'xl'),
});
const operation = fc.oneof(
  item.map((value) => (cart: CartState) => addToCart(cart, value)),
  lineKey.map((key) => (cart: CartState) => incrementQuantity(cart, key)),
  lineKey.map((key) => (cart: CartState) => decrementQuantity(cart, key)),
  lineKey.map((key) => (cart: CartState) => removeFromCart(cart, key)),
);
const anyCart = fc.array(operation, { maxLength: 40 }).map((ops) => ops.reduce((cart, op) => op(cart), emptyCart));

describe('cart properties', () => {
  it('totals equal the sum of quantity x price in cents', () => {
    fc.assert(
      fc.property(anyCart, (cart) => {
        const expected = cart.products.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
        expect(Math.round(cartTotals(cart.products).totalPrice * 100)).toBe(expected);
        expect(totalsInCents(cart.products).subtotal).toBe(expected);
        expect(cart.selectedItems).toBe(cart.products.reduce((sum, line) => sum + line.quantity, 0));
      }),
    );
  });

  it('grand total is the total plus 6 % rounded to the cent', () => {
    fc.assert(
      fc.property(anyCart, ({ products }) => {
        const cart = cartTotals(products);
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

  it('+, − and Remove change only their own line: every other line is left as it was', () => {
    const change = fc.constantFrom(incrementQuantity, decrementQuantity, removeFromCart);
    fc.assert(
      fc.property(anyCart, lineKey, change, (cart, key, apply) => {
        const after = apply(cart, key);
        const others = (state: CartState) => state.products.filter((line) => !isSameLine(line, key));
        expect(others(after)).toEqual(others(cart));
      }),
    );
  });

  it('+ and − change the line by exactly one within 1 to 99, and Remove takes out only it', () => {
    fc.assert(
      fc.property(anyCart, lineKey, (cart, key) => {
        const before = cart.products.find((line) => isSameLine(line, key));
        const up = incrementQuantity(cart, key).products.find((line) => isSameLine(line, key));
        const down = decrementQuantity(cart, key).products.find((line) => isSameLine(line, key));
        expect(up?.quantity).toBe(before && Math.min(99, before.quantity + 1));
        expect(down?.quantity).toBe(before && Math.max(1, before.quantity - 1));
        expect(removeFromCart(cart, key).products).toHaveLength(cart.products.length - (before ? 1 : 0));
      }),
    );
  });
});

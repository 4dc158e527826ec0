import { describe, expect, it } from 'vitest';
import { isInStock, isVariantAvailable, soldOutSizes } from './product-availability';
import { makeProduct } from './testing/products';

describe('what can be bought', () => {
  const product = makeProduct({
    color: ['black', 'white'],
    sizes: ['s', 'm', 'l'],
    // white M is not counted (no line): always for sale; every other variant but black S is sold out.
    stock: [
      { color: 'black', size: 's', stock: 2 },
      { color: 'black', size: 'm', stock: 0 },
      { color: 'black', size: 'l', stock: 0 },
      { color: 'white', size: 's', stock: 0 },
      { color: 'white', size: 'l', stock: 0 },
    ],
  });

  it('reads a variant the product does not count as always for sale, and a counted one by its stock', () => {
    expect(isVariantAvailable(product, 'white', 'm')).toBe(true);
    expect(isVariantAvailable(product, 'black', 'm')).toBe(false);
    expect(isVariantAvailable(product, 'black', 's')).toBe(true);
    expect(soldOutSizes(product, 'white')).toEqual(['s', 'l']);
    expect(soldOutSizes(product, 'black')).toEqual(['m', 'l']);
    // No colour chosen: a size is for sale when some colour of it is.
    expect(soldOutSizes(product)).toEqual(['l']);
    expect(isInStock(product)).toBe(true);
  });

  it('reads an untracked product as always for sale, and one with every counted variant at 0 as sold out', () => {
    expect(isInStock(makeProduct({ stock: null }))).toBe(true);
    const soldOut = makeProduct({ color: ['black'], sizes: ['m'], stock: [{ color: 'black', size: 'm', stock: 0 }] });
    expect(isInStock(soldOut)).toBe(false);
  });
});

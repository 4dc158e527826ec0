import { describe, expect, it } from 'vitest';
import { fullyTracked, variantStock } from './products';

describe('fullyTracked', () => {
  it('names each colour and size once, in the order first written, beside the stock list', () => {
    const units = { 'red/s': 3, 'black/s': 0, 'red/m': 1 } as const;
    expect(fullyTracked(units)).toEqual({ color: ['red', 'black'], sizes: ['s', 'm'], stock: variantStock(units) });
  });
});

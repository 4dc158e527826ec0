import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars, taxCents, toCents, toDollars } from './money';

describe('money', () => {
  it('converts dollars with two decimals to exact cents', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.07)).toBe(7);
  });

  it('round-trips every cent amount', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => toCents(toDollars(cents)) === cents));
  });

  it('formats as US dollars with two decimals', () => {
    expect(formatCents(1234)).toBe('$12.34');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatDollars(29.9)).toBe('$29.90');
  });

  it('rounds tax half up to the cent', () => {
    expect(taxCents(1000, 6)).toBe(60);
    expect(taxCents(25, 6)).toBe(2); // 1.5 cents
    expect(taxCents(24, 6)).toBe(1); // 1.44 cents
    expect(taxCents(1999, 6)).toBe(120); // 119.94 cents
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars, lineTotalCents, orderTotals, taxCents, toCents, toDollars } from './money';

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

describe('order totals', () => {
  const line = fc.record({ unitCents: fc.integer({ min: 1, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 99 }) });

  it('totals a line as its unit price times its quantity, in whole cents', () => {
    expect(lineTotalCents({ unitCents: 2999, quantity: 3 })).toBe(8997);
    fc.assert(fc.property(line, (priced) => Number.isInteger(lineTotalCents(priced)) && lineTotalCents(priced) >= priced.unitCents));
  });

  it('adds the lines, taxes the subtotal once, and the total is the two together', () => {
    expect(orderTotals([{ unitCents: 2999, quantity: 2 }, { unitCents: 1500, quantity: 1 }], 6)).toEqual({
      subtotal: 7498,
      tax: 450,
      total: 7948,
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.integer({ min: 0, max: 30 }), (lines, percent) => {
        const totals = orderTotals(lines, percent);
        const subtotal = lines.reduce((sum, priced) => sum + lineTotalCents(priced), 0);
        return (
          totals.subtotal === subtotal && totals.tax === taxCents(subtotal, percent) && totals.total === totals.subtotal + totals.tax
        );
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        expect(orderTotals([...lines].reverse(), 6)).toEqual(orderTotals(lines, 6));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars, lineTotalCents, taxCents, toCents, toDollars } from './money';
import { orderTotals, shippingCents } from './shop-totals';

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
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatCents(100_000_000_00)).toBe('$100,000,000.00');
    expect(formatDollars(29.9)).toBe('$29.90');
  });

  it('writes every whole-cent amount as Intl does for en-US dollars', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => formatCents(cents) === intl.format(cents / 100)));
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
    expect(
      orderTotals(
        [
          { unitCents: 2999, quantity: 2 },
          { unitCents: 1500, quantity: 1 },
        ],
        6,
      ),
    ).toEqual({
      subtotal: 7498,
      tax: 450,
      shipping: 0,
      total: 7948,
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.integer({ min: 0, max: 30 }), (lines, percent) => {
        const totals = orderTotals(lines, percent);
        const subtotal = lines.reduce((sum, priced) => sum + lineTotalCents(priced), 0);
        return (
          totals.subtotal === subtotal &&
          totals.tax === taxCents(subtotal, percent) &&
          totals.shipping === 0 &&
          totals.total === totals.subtotal + totals.tax
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

  it('charges a flat rate for shipping, free at or over a subtotal, and adds it after tax', () => {
    const rate = { flatRateCents: 500, freeOverCents: 10_000 };
    expect(orderTotals([{ unitCents: 2999, quantity: 1 }], 6, rate)).toEqual({ subtotal: 2999, tax: 180, shipping: 500, total: 3679 });
    expect(shippingCents(9_999, rate)).toBe(500);
    expect(shippingCents(10_000, rate)).toBe(0);
    expect(shippingCents(0, rate)).toBe(0);
    expect(shippingCents(50_000, { flatRateCents: 500, freeOverCents: null })).toBe(500);
  });

  it('keeps shipping a whole non-negative amount that never changes the tax', () => {
    const rate = fc.record({
      flatRateCents: fc.integer({ min: 0, max: 10_000 }),
      freeOverCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.integer({ min: 0, max: 30 }), rate, (lines, percent, shipping) => {
        const withShipping = orderTotals(lines, percent, shipping);
        const without = orderTotals(lines, percent);
        const free = shipping.freeOverCents !== null && without.subtotal >= shipping.freeOverCents;
        expect(withShipping.tax).toBe(without.tax);
        expect(withShipping.shipping).toBe(without.subtotal === 0 || free ? 0 : shipping.flatRateCents);
        expect(withShipping.total).toBe(without.total + withShipping.shipping);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_CURRENCY,
  convertAmount,
  convertPrice,
  CURRENCY_ROUNDINGS,
  formatMoney,
  fromMinor,
  minorDigits,
  minorPerUnit,
  toBase,
  toMinor,
  type CurrencyCode,
  type CurrencyRounding,
} from './currency';
import { CURRENCIES as SCHEMA_CURRENCIES, PresentedCurrencySchema, type PresentedCurrency } from './currency.schema';

const at = (code: CurrencyCode, rate: number, rounding: CurrencyRounding = 'minor'): PresentedCurrency => ({ code, rate, rounding });

/** Each rule's price for one base price. */
const byRule = (baseCents: number, code: CurrencyCode, rate: number) =>
  Object.fromEntries(CURRENCY_ROUNDINGS.map((rounding) => [rounding, convertPrice(baseCents, at(code, rate, rounding))]));

describe('minor units', () => {
  it('knows each currency’s digits: cents, and none for yen', () => {
    expect([minorDigits('USD'), minorDigits('EUR'), minorDigits('GBP'), minorDigits('JPY')]).toEqual([2, 2, 2, 0]);
    expect([minorPerUnit('EUR'), minorPerUnit('JPY')]).toEqual([100, 1]);
    expect([toMinor(19.99, 'EUR'), toMinor(3026, 'JPY'), toMinor(3025.5, 'JPY')]).toEqual([1999, 3026, 3026]);
    expect([fromMinor(1999, 'EUR'), fromMinor(3026, 'JPY'), fromMinor(-0, 'GBP')]).toEqual([19.99, 3026, 0]);
  });

  it('keeps the schema’s names: the tables are the same ones', () => {
    expect(SCHEMA_CURRENCIES.JPY.digits).toBe(0);
    expect(PresentedCurrencySchema.parse({ code: 'JPY', rate: 151.37, rounding: 'end-99' })).toEqual(at('JPY', 151.37, 'end-99'));
  });
});

describe('a shelf price converted at a rate, by each rule', () => {
  it('rounds 19.99 USD at 0.92 (exactly 18.3908 EUR) by each rule', () => {
    expect(byRule(1999, 'EUR', 0.92)).toEqual({ minor: 1839, whole: 1800, 'end-95': 1895, 'end-99': 1899, 'end-00': 1900 });
  });

  it('rounds 19.99 USD at 0.79 (exactly 15.7921 GBP) by each rule', () => {
    expect(byRule(1999, 'GBP', 0.79)).toEqual({ minor: 1579, whole: 1600, 'end-95': 1595, 'end-99': 1599, 'end-00': 1600 });
  });

  it('prices yen in whole yen: half up for minor and whole, up to the next yen for the endings', () => {
    // 19.99 USD at 151.37 is ¥3,025.8863.
    expect(byRule(1999, 'JPY', 151.37)).toEqual({ minor: 3026, whole: 3026, 'end-95': 3026, 'end-99': 3026, 'end-00': 3026 });
    // 19.90 USD at 150.12 is ¥2,987.388: half up keeps ¥2,987, the endings go up to ¥2,988.
    expect(byRule(1990, 'JPY', 150.12)).toEqual({ minor: 2987, whole: 2987, 'end-95': 2988, 'end-99': 2988, 'end-00': 2988 });
    // 19.99 USD at 150 is ¥2,998.5: half up.
    expect(convertPrice(1999, at('JPY', 150))).toBe(2999);
  });

  it('takes the smallest price at or over the amount ending .95 or .99, and the next whole unit for .00', () => {
    const eur = (baseCents: number, rounding: CurrencyRounding) => convertPrice(baseCents, at('EUR', 1, rounding));
    expect([eur(1895, 'end-95'), eur(1896, 'end-95'), eur(1899, 'end-99'), eur(1900, 'end-99')]).toEqual([1895, 1995, 1899, 1999]);
    expect([eur(1900, 'end-00'), eur(1901, 'end-00'), eur(1234, 'end-00'), eur(1234, 'end-95')]).toEqual([1900, 2000, 1300, 1295]);
    // Under a unit: the first price with that ending.
    expect([eur(50, 'end-95'), eur(50, 'end-99'), eur(50, 'end-00'), eur(50, 'whole'), eur(49, 'whole')]).toEqual([95, 99, 100, 100, 0]);
    // Nothing stays nothing under every rule.
    expect(byRule(0, 'EUR', 0.92)).toEqual({ minor: 0, whole: 0, 'end-95': 0, 'end-99': 0, 'end-00': 0 });
  });

  it('rounds an exact half up, to the minor unit and to the whole unit', () => {
    expect(convertPrice(1, at('EUR', 0.5))).toBe(1);
    expect(convertPrice(1000, at('EUR', 1.25, 'whole'))).toBe(1300);
    expect(convertPrice(1000, at('EUR', 1.249, 'whole'))).toBe(1200);
  });

  it('multiplies exactly, with a rate of eight decimals and where floating point would round down a half', () => {
    // 19.99 USD at 10.12345678 is exactly 202.3679010322 SEK.
    expect(byRule(1999, 'SEK', 10.12345678)).toEqual({ minor: 20237, whole: 20200, 'end-95': 20295, 'end-99': 20299, 'end-00': 20300 });
    // 100 × 1.005 is 100.49999999999999 in floating point; the exact 100.5 cents round up to 1.01 CHF.
    expect(100 * 1.005).toBeLessThan(100.5);
    expect(convertPrice(100, at('CHF', 1.005))).toBe(101);
    expect(convertAmount(100, at('CHF', 1.005))).toBe(101);
    // A large price at the largest rate: still exact.
    expect(convertPrice(99_999_999, at('JPY', 1_000_000))).toBe(999_999_990_000);
    expect(convertPrice(1, at('EUR', 0.00000001))).toBe(0);
  });

  it('leaves the base currency as it is, whatever rate or rule it is given', () => {
    expect(convertPrice(1999, at(BASE_CURRENCY, 1, 'end-99'))).toBe(1999);
    expect(convertPrice(1999, at('USD', 2, 'whole'))).toBe(1999);
    expect(convertAmount(1999, at('USD', 0.5))).toBe(1999);
    expect(toBase(1999, at('USD', 0.5))).toBe(1999);
  });

  it('converts from another base, with its own digits', () => {
    // A shop kept in euros, presenting yen at 164.5: 18.39 EUR is ¥3,025.155.
    expect(convertPrice(1839, at('JPY', 164.5, 'end-99'), 'EUR')).toBe(3026);
    expect(toBase(3026, at('JPY', 164.5), 'EUR')).toBe(1840);
    expect(convertPrice(1839, at('EUR', 3), 'EUR')).toBe(1839);
  });

  it('converts a price below zero as its opposite, negated, and refuses a rate of nothing', () => {
    expect(convertPrice(-1999, at('EUR', 0.92, 'end-99'))).toBe(-1899);
    expect(convertAmount(-1, at('EUR', 0.5))).toBe(-1);
    expect(() => convertPrice(1999, at('EUR', 0))).toThrow(RangeError);
    expect(() => convertAmount(Number.NaN, at('EUR', 0.92))).toThrow(RangeError);
  });

  it('never gives a price under the amount with an ending rule, nor more than one step over it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000_000_000 }),
        fc.constantFrom<CurrencyCode>('EUR', 'GBP', 'JPY'),
        fc.constantFrom<CurrencyRounding>('end-95', 'end-99', 'end-00'),
        (baseCents, rateUnits, code, rounding) => {
          const rate = rateUnits / 1e8;
          const price = convertPrice(baseCents, at(code, rate, rounding));
          const unit = minorPerUnit(code);
          // The exact amount in the presented currency's minor units is exact / 10^10.
          const exact = BigInt(baseCents) * BigInt(rateUnits) * BigInt(unit);
          const scaled = BigInt(price) * 10n ** 10n;
          expect(Number.isInteger(price)).toBe(true);
          expect(scaled >= exact).toBe(true);
          expect(scaled - exact < BigInt(unit) * 10n ** 10n).toBe(true);
          if (unit === 100) expect(price % 100).toBe(rounding === 'end-95' ? 95 : rounding === 'end-99' ? 99 : 0);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('amounts that are not shelf prices, and back to the base', () => {
  it('converts an amount half up to the minor unit, whatever the price rule', () => {
    expect(convertAmount(1999, at('EUR', 0.92, 'end-99'))).toBe(1839);
    expect(convertAmount(1000, at('JPY', 151.37, 'end-00'))).toBe(1514);
    expect(convertAmount(500, at('GBP', 0.79, 'whole'))).toBe(395);
  });

  it('takes an amount back to the base at its rate, half up', () => {
    // 18.39 EUR at 0.92 is 19.9891 USD; ¥3,026 at 151.37 is 19.9907 USD.
    expect(toBase(1839, at('EUR', 0.92))).toBe(1999);
    expect(toBase(3026, at('JPY', 151.37))).toBe(1999);
    expect(toBase(1899, at('EUR', 0.92, 'end-99'))).toBe(2064);
  });

  it('comes back within one minor unit, both ways, in euros and in yen', () => {
    // Within one unit where a minor unit of one is worth at most two of the other: euros at 0.5 to 2, yen at 50 to 200.
    const currencyArb = fc.oneof(
      fc.integer({ min: 50_000_000, max: 200_000_000 }).map((units) => at('EUR', units / 1e8)),
      fc.integer({ min: 5_000_000_000, max: 20_000_000_000 }).map((units) => at('JPY', units / 1e8)),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), currencyArb, (cents, currency) => {
        expect(Math.abs(toBase(convertAmount(cents, currency), currency) - cents)).toBeLessThanOrEqual(1);
        expect(Math.abs(convertAmount(toBase(cents, currency), currency) - cents)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('formatMoney', () => {
  /** Intl's narrow and no-break spaces as plain ones. */
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('writes US dollars as the storefront does', () => {
    expect(formatMoney(123_450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(123_450, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(-500, 'USD')).toBe('-$5.00');
    expect(formatMoney(-0, 'USD')).toBe('$0.00');
  });

  it('writes euros in French with its spaces', () => {
    const written = formatMoney(123_450, 'EUR', 'fr-FR');
    expect(plain(written)).toBe('1 234,50 €');
    // The exact spacing characters are Intl's own.
    expect(written).toBe(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1234.5));
  });

  it('writes yen with no decimals', () => {
    const written = formatMoney(3026, 'JPY', 'ja-JP');
    expect(written).toMatch(/^[¥￥]3,026$/);
    expect(formatMoney(3026, 'JPY')).toBe('¥3,026');
    expect(formatMoney(1839, 'EUR')).toBe('€18.39');
    expect(formatMoney(1579, 'GBP', 'en-GB')).toBe('£15.79');
  });
});

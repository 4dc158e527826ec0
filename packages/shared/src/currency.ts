/**
 * Money in the currencies a shop presents: their minor units, a base price converted at an
 * exchange rate and rounded by the currency's rule, and amounts written for a locale.
 *
 * Exact arithmetic: a rate is held as an integer of hundred-millionths (0.92 is 92,000,000),
 * and the product of an amount and a rate is worked out in BigInt, so that 19.99 USD at 0.92 is
 * exactly 18.3908 EUR before it is rounded, whatever the size of the amount. Every result is an
 * integer of the currency's minor unit (cents; yen have none).
 *
 * Pure, and free of schemas: the pricing pipeline reads it wherever it runs. Nothing here asks
 * Intl for anything until an amount is first written out.
 */
import type { PresentedCurrency } from './currency.schema';

/**
 * The currencies a shop may present, with the digits of their minor unit (ISO 4217). A short
 * list on purpose: those Stripe charges in, that small brands sell in most.
 */
export const CURRENCIES = {
  USD: { digits: 2, name: 'US dollar' },
  EUR: { digits: 2, name: 'Euro' },
  GBP: { digits: 2, name: 'Pound sterling' },
  CAD: { digits: 2, name: 'Canadian dollar' },
  AUD: { digits: 2, name: 'Australian dollar' },
  CHF: { digits: 2, name: 'Swiss franc' },
  SEK: { digits: 2, name: 'Swedish krona' },
  DKK: { digits: 2, name: 'Danish krone' },
  NOK: { digits: 2, name: 'Norwegian krone' },
  JPY: { digits: 0, name: 'Japanese yen' },
} as const satisfies Record<string, { digits: 0 | 2; name: string }>;

export type CurrencyCode = keyof typeof CURRENCIES;

/** The shop's base currency: the one its prices, costs and figures are kept in. */
export const BASE_CURRENCY: CurrencyCode = 'USD';

/** A currency as an order or an answer writes it ('eur', 'EUR'); the base currency for one the shop does not know. */
export function currencyCodeOf(value: string): CurrencyCode {
  const code = value.toUpperCase();
  return code in CURRENCIES ? (code as CurrencyCode) : BASE_CURRENCY;
}

/**
 * How a price derived at a rate is rounded, in the presented currency:
 * - `minor`: to its minor unit (the cent; the yen);
 * - `whole`: to a whole unit ($12.00; JPY prices are always whole);
 * - `end-95` / `end-99`: up to the next price ending .95 / .99 (12.34 → 12.95);
 * - `end-00`: up to the next whole unit (12.34 → 13.00).
 * Only shelf prices are rounded by the rule; amounts worked out from them (a percentage off, tax)
 * are rounded half up to the minor unit, as in the base currency.
 */
export const CURRENCY_ROUNDINGS = ['minor', 'whole', 'end-95', 'end-99', 'end-00'] as const;
export type CurrencyRounding = (typeof CURRENCY_ROUNDINGS)[number];

/** A rate's hundred-millionths: rates have at most eight decimals. */
const RATE_SCALE = 100_000_000n;

/** How many digits a currency's minor unit has: 2 for cents, 0 for yen. */
export function minorDigits(code: CurrencyCode): number {
  return CURRENCIES[code].digits;
}

/** How many minor units make a whole unit: 100 cents a dollar, 1 yen a yen. */
export function minorPerUnit(code: CurrencyCode): number {
  return 10 ** minorDigits(code);
}

/** An amount in whole units (12.34) as an integer of the minor unit (1234; ¥1,234 is 1234), half up. */
export function toMinor(amount: number, code: CurrencyCode): number {
  // NOTE: 19.99 * 100 is 1998.9999999999998 in floating point; rounding fixes it.
  return roundHalfUp(amount * minorPerUnit(code));
}

/** An integer of the minor unit as an amount in whole units (1234 cents is 12.34; 1234 yen is 1234). */
export function fromMinor(minor: number, code: CurrencyCode): number {
  return minor === 0 ? 0 : minor / minorPerUnit(code);
}

/**
 * A shelf price in the base currency's minor units, in the presented currency's: converted at its
 * rate exactly, then rounded by its rule. A zero-decimal currency (JPY) has no decimals to end
 * in: there `end-95`, `end-99` and `end-00` all go up to the next whole unit (¥3,025.89 is
 * ¥3,026), and `minor` and `whole` round half up to it. Nothing stays nothing under every rule;
 * a price below zero converts as its opposite does, negated. The base currency is itself.
 */
export function convertPrice(baseCents: number, currency: PresentedCurrency, base: CurrencyCode = BASE_CURRENCY): number {
  if (currency.code === base) return integer(baseCents);
  return signed(baseCents, (minor) => {
    const { numerator, denominator } = converted(minor, currency, base);
    const unit = BigInt(minorPerUnit(currency.code));
    switch (currency.rounding) {
      case 'minor':
        return divideHalfUp(numerator, denominator);
      case 'whole':
        return divideHalfUp(numerator, denominator * unit) * unit;
      case 'end-95':
      case 'end-99': {
        if (unit === 1n) return divideUp(numerator, denominator);
        // The ending in minor units: 95 or 99 of 100 cents.
        const ending = currency.rounding === 'end-95' ? unit - unit / 20n : unit - unit / 100n;
        const over = numerator - ending * denominator;
        return (over > 0n ? divideUp(over, denominator * unit) : 0n) * unit + ending;
      }
      case 'end-00':
        return divideUp(numerator, denominator * unit) * unit;
    }
  });
}

/**
 * An amount in the base currency's minor units that is not a shelf price (an amount off, a
 * shipping rate, a threshold), in the presented currency's: converted at its rate and rounded
 * half up to its minor unit, whatever its price rule. The base currency is itself.
 */
export function convertAmount(baseCents: number, currency: PresentedCurrency, base: CurrencyCode = BASE_CURRENCY): number {
  if (currency.code === base) return integer(baseCents);
  return signed(baseCents, (minor) => {
    const { numerator, denominator } = converted(minor, currency, base);
    return divideHalfUp(numerator, denominator);
  });
}

/**
 * An amount in the presented currency's minor units, back in the base currency's at the same
 * rate (an order's total at the rate it was priced at, for figures kept in the base currency),
 * rounded half up to the base's minor unit. The base currency is itself.
 */
export function toBase(minor: number, currency: PresentedCurrency, base: CurrencyCode = BASE_CURRENCY): number {
  if (currency.code === base) return integer(minor);
  return signed(minor, (amount) => {
    const numerator = amount * RATE_SCALE * BigInt(minorPerUnit(base));
    const denominator = rateOf(currency) * BigInt(minorPerUnit(currency.code));
    return divideHalfUp(numerator, denominator);
  });
}

let formats: Map<string, Intl.NumberFormat> | undefined;

/**
 * An amount in a currency's minor units as `Intl.NumberFormat(locale, { style: 'currency' })`
 * writes it, with the currency's digits: `$1,234.50` in en-US, `1 234,50 €` in fr-FR, `￥3,026`
 * in ja-JP. Each locale's format of each currency is made once, when first needed.
 */
export function formatMoney(minor: number, code: CurrencyCode, locale = 'en-US'): string {
  const key = `${locale} ${code}`;
  formats ??= new Map();
  let format = formats.get(key);
  if (!format) {
    const digits = minorDigits(code);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(fromMinor(minor, code));
}

/** The rate as an integer of hundred-millionths (0.92 is 92,000,000); more decimals are rounded off. */
function rateOf(currency: PresentedCurrency): bigint {
  const scaled = Number.isFinite(currency.rate) ? Math.round(currency.rate * Number(RATE_SCALE)) : 0;
  if (scaled <= 0) throw new RangeError(`The rate of ${currency.code} must be more than 0, with at most eight decimals.`);
  return BigInt(scaled);
}

/** Base minor units in the presented currency's, exactly: numerator / denominator. */
function converted(minor: bigint, currency: PresentedCurrency, base: CurrencyCode) {
  return {
    numerator: minor * rateOf(currency) * BigInt(minorPerUnit(currency.code)),
    denominator: RATE_SCALE * BigInt(minorPerUnit(base)),
  };
}

/** An amount as a whole number of minor units: a fraction is rounded half up first. */
function integer(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError('An amount must be a finite number.');
  return roundHalfUp(amount);
}

/** Half up, and half away from zero below it, so that an amount and its opposite round alike; never -0. */
function roundHalfUp(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** `convert` of the amount's size, with its sign: below zero converts as its opposite does. */
function signed(amount: number, convert: (minor: bigint) => bigint): number {
  const minor = integer(amount);
  if (minor === 0) return 0;
  const result = Number(convert(BigInt(Math.abs(minor))));
  return minor < 0 && result !== 0 ? -result : result;
}

/** n / d rounded half up, for n >= 0 and d > 0. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/** n / d rounded up, for n >= 0 and d > 0. */
function divideUp(n: bigint, d: bigint): bigint {
  return (n + d - 1n) / d;
}

/** How the currencies page says a currency's name, its rate, its rounding, and what a price becomes in it. */
import { convertPrice, formatMoney } from '@shop/shared/currency';
import {
  BASE_CURRENCY,
  CURRENCIES,
  CURRENCY_ROUNDINGS,
  type CurrencyCode,
  type CurrencyRounding,
  type PresentedCurrency,
} from '@shop/shared/currency.schema';

/** The price every example converts: a $25.00 tee. */
export const EXAMPLE_PRICE_CENTS = 2500;

/** 'Euro (EUR)'. */
export const currencyLabel = (code: CurrencyCode) => `${CURRENCIES[code].name} (${code})`;

/** The rate as it was typed, without trailing zeros or grouping: 0.92, 151.23456789. */
export const rateText = (rate: number) => rate.toLocaleString('en-US', { maximumFractionDigits: 8, useGrouping: false });

/** '1 USD = 0.92 EUR'. */
export const rateSentence = ({ code, rate }: Pick<PresentedCurrency, 'code' | 'rate'>) => `1 ${BASE_CURRENCY} = ${rateText(rate)} ${code}`;

/** Each rounding in words, for a currency with cents; one without (yen) goes to its whole unit under every rule. */
const ROUNDING_WORDS: Record<CurrencyRounding, string> = {
  minor: 'Exact, to the cent',
  whole: 'To the nearest whole amount',
  'end-95': 'Up to the next .95',
  'end-99': 'Up to the next .99',
  'end-00': 'Up to the next whole amount',
};

export function roundingLabel(rounding: CurrencyRounding, code: CurrencyCode): string {
  if (CURRENCIES[code].digits > 0) return ROUNDING_WORDS[rounding];
  return rounding === 'minor' || rounding === 'whole' ? 'To the nearest yen' : 'Up to the next yen';
}

/** The roundings in the order the form offers them. */
export const ROUNDINGS = CURRENCY_ROUNDINGS;

/** What the example tee costs in the currency: '€23.00'. */
export const examplePrice = (currency: PresentedCurrency) => formatMoney(convertPrice(EXAMPLE_PRICE_CENTS, currency), currency.code);

/** '$25.00'. */
export const exampleBasePrice = () => formatMoney(EXAMPLE_PRICE_CENTS, BASE_CURRENCY);

/**
 * The currency a shopper sees prices in (docs/decisions/045): the one they chose, kept in a
 * cookie, while the shop presents it; else, at checkout, the currency of the country the bag
 * ships to (country-currency.ts); else the one of the page's language (French pages in euros);
 * each only while the shop presents it; else the base currency.
 *
 * Pure and tiny: the server render, the browser and the product page's meta decide alike, and
 * every storefront page carries it.
 */
import type { CurrencyCode } from './currency';

/** The cookie that keeps the shopper's choice: a currency code, on every path, for a year. */
export const CURRENCY_COOKIE = 'currency';
export const CURRENCY_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The currency a page's language suggests, by language code: French pages in euros. */
const OF_LANGUAGE: Partial<Record<string, CurrencyCode>> = { fr: 'EUR' };

/**
 * The shopper's currency in `shop` (the list `GET /api/currencies` answers, the base among its
 * currencies): `chosen`, else `suggested` (the bag's destination's), else the language's, the
 * first the shop presents; a code it no longer presents is passed over quietly.
 */
export function shopperCurrency(
  shop: { base: CurrencyCode; currencies: readonly { code: string }[] },
  chosen: string | null | undefined,
  language: string,
  suggested?: string,
): CurrencyCode {
  const wanted = [chosen, suggested, OF_LANGUAGE[language]].find((code) => shop.currencies.some((currency) => currency.code === code));
  return (wanted as CurrencyCode | undefined) ?? shop.base;
}

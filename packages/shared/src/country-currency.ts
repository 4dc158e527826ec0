/**
 * The currency of the country a bag ships to, which the checkout offers a shopper who never chose
 * one (shopper-currency.ts). Apart from shopper-currency.ts so that only the bag, which asks for
 * a country, carries the table.
 */
import type { CurrencyCode } from './currency';

/** The euro area's members, Bulgaria since 2026, and the states that use the euro as their own. */
const EURO = 'AT BE BG HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES AD MC SM VA ME XK'.split(' ');

const OF_COUNTRY: Partial<Record<string, CurrencyCode>> = {
  ...Object.fromEntries(EURO.map((country) => [country, 'EUR'])),
  US: 'USD',
  GB: 'GBP',
  GG: 'GBP',
  JE: 'GBP',
  IM: 'GBP',
  JP: 'JPY',
  CA: 'CAD',
  AU: 'AUD',
  CH: 'CHF',
  LI: 'CHF',
  SE: 'SEK',
  DK: 'DKK',
  FO: 'DKK',
  GL: 'DKK',
  NO: 'NOK',
};

/** The currency of a country (ISO 3166 code), among those a shop may present; undefined for any other. */
export const countryCurrency = (country: string | undefined): CurrencyCode | undefined => (country ? OF_COUNTRY[country] : undefined);

import { describe, expect, it } from 'vitest';
import { countryCurrency } from './country-currency';
import { shopperCurrency } from './shopper-currency';

const shop = {
  base: 'USD' as const,
  currencies: [
    { code: 'USD', rate: 1, rounding: 'minor' },
    { code: 'EUR', rate: 0.92, rounding: 'end-99' },
    { code: 'JPY', rate: 151.37, rounding: 'whole' },
  ],
};

describe('the shopper’s currency', () => {
  it('is the one they chose while the shop presents it, whatever the page’s language or the bag’s destination', () => {
    expect(shopperCurrency(shop, 'JPY', 'en')).toBe('JPY');
    expect(shopperCurrency(shop, 'USD', 'fr', 'EUR')).toBe('USD');
  });

  it('is, without a choice, the destination’s, then the language’s, when the shop presents them; else the base', () => {
    expect(shopperCurrency(shop, null, 'en', countryCurrency('JP'))).toBe('JPY');
    expect(shopperCurrency(shop, null, 'fr')).toBe('EUR');
    expect(shopperCurrency(shop, undefined, 'fr', countryCurrency('GB'))).toBe('EUR');
    expect(shopperCurrency(shop, null, 'en', countryCurrency('GB'))).toBe('USD');
    expect(shopperCurrency(shop, null, 'en')).toBe('USD');
    expect(shopperCurrency({ base: 'USD', currencies: [{ code: 'USD' }] }, null, 'fr')).toBe('USD');
  });

  it('passes over, quietly, a choice the shop does not present, and anything that is not a code', () => {
    expect(shopperCurrency(shop, 'GBP', 'en')).toBe('USD');
    expect(shopperCurrency(shop, 'GBP', 'fr')).toBe('EUR');
    expect(shopperCurrency(shop, 'eur', 'en')).toBe('USD');
  });
});

describe('the currency of a country', () => {
  it('is the euro across the euro area, and each country’s own elsewhere; none for a country of another', () => {
    for (const country of ['FR', 'DE', 'IE', 'BG', 'HR', 'MC']) expect(countryCurrency(country)).toBe('EUR');
    expect([countryCurrency('GB'), countryCurrency('JP'), countryCurrency('CH'), countryCurrency('US')]).toEqual([
      'GBP',
      'JPY',
      'CHF',
      'USD',
    ]);
    expect(countryCurrency('BR')).toBeUndefined();
    expect(countryCurrency(undefined)).toBeUndefined();
  });
});

/**
 * Money as the API shows an order's or a bag's (whole units of its currency: 12.5 euros, 3026
 * yen), written for a locale. Apart from format.ts, which every page loads: only the bag and
 * the order pages write such amounts.
 */
import { toMinor, type CurrencyCode } from '@shop/shared/currency';
import { formatPrice } from './format';

export function formatAmount(amount: number, currency: CurrencyCode, locale: string): string {
  return formatPrice(toMinor(amount, currency), currency, locale);
}

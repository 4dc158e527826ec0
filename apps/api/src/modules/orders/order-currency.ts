/**
 * The currency an order is kept in: its row says it in lower case as the payment provider writes
 * it ('eur'), with the rate it was priced at. Its amounts are in that currency's minor units; the
 * API shows them in whole units of it, and the figures convert them to the base currency at the
 * order's own rate.
 */
import { currencyCodeOf, fromMinor, type CurrencyCode } from '@shop/shared/currency';
import type { PresentedCurrency } from '@shop/shared/currency.schema';
import type { KeptCurrency } from '../../db/kept-currency';

export {
  BASE_ROW_CURRENCY,
  inBaseCents,
  inBaseCentsOfGroups,
  orderCurrency,
  type ForeignAmounts,
  type KeptCurrency,
} from '../../db/kept-currency';

/** An amount in the order's minor units, in whole units of its currency, as the API shows money (12.5 euros; 1200 yen). */
export const wholeUnits = (minor: number, order: KeptCurrency) => fromMinor(minor, currencyCodeOf(order.currency));

/** The currency and rate as an order's row keeps them: 'eur', '0.92000000'. */
export const keptCurrency = (currency: PresentedCurrency | { code: CurrencyCode; rate: number }) => ({
  currency: currency.code.toLowerCase(),
  exchangeRate: currency.rate.toFixed(8),
});

import { currencyCodeOf, toMinor } from '@shop/shared/currency';
import { useLanguage } from '@/i18n/i18n';
import { formatPrice } from '@/lib/format';
import { formatAmount } from '@/lib/money-amount';

/**
 * Writes an order's money (or a checkout's) for the page's locale, in the order's own currency
 * ('eur', as the API names it; docs/decisions/044): `amount`, whole units as the API shows them;
 * `line`, a unit price times a quantity.
 */
export function useOrderMoney(currency: string) {
  const { locale } = useLanguage();
  const code = currencyCodeOf(currency);
  return {
    code,
    amount: (amount: number) => formatAmount(amount, code, locale),
    line: (unitPrice: number, quantity: number) => formatPrice(toMinor(unitPrice, code) * quantity, code, locale),
  };
}

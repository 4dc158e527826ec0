import { PageQueryFields } from '@/components/ui/page-query-fields';
import { useT } from '@/i18n/i18n';
import { useShopperCurrency } from '../shopper-currency';

/**
 * The shopper's currency, among those the shop presents (shown only when it presents more than
 * one). A choice sends the form (at once; with a button without JavaScript): the server keeps it
 * in the cookie and sends the shopper back to the page, every price on it in that currency.
 */
export function CurrencyPicker({ className }: { className?: string }) {
  const t = useT();
  const { code, codes } = useShopperCurrency();
  if (codes.length < 2) return null;
  return (
    <form method="get" className={className}>
      <PageQueryFields except="currency" />
      <label className="flex items-center gap-2">
        {t('footer.currency')}
        <select
          name="currency"
          defaultValue={code}
          onChange={(event) => event.currentTarget.form!.requestSubmit()}
          className="min-h-touch rounded-md border border-white/30 bg-ink px-2 text-paper"
        >
          {codes.map((one) => (
            <option key={one}>{one}</option>
          ))}
        </select>
      </label>
      {/* Only without JavaScript (or before a browser knows the scripting media query). */}
      <button type="submit" className="min-h-touch px-2 text-paper underline underline-offset-4 scripting:hidden">
        {t('footer.currencyChange')}
      </button>
    </form>
  );
}

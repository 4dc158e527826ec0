import { TAX_LABEL } from '@shop/shared/constants';
import { BASE_CURRENCY, toMinor, type CurrencyCode } from '@shop/shared/currency';
import type { OrderTotals } from '@shop/shared/money';
import { cn } from '@/lib/class-names';
import { formatPrice } from '@/lib/format';
import { useLanguage, useLaterMessages, useT } from '@/i18n/i18n';

/**
 * Amounts as the API shows them (`subtotal`, `tax`, `shipping`, `total`), in whole units of
 * `currency` (dollars unless told), in its minor units for `TotalsList`.
 */
export function totalsFromDollars(
  {
    subtotal,
    tax,
    shipping = 0,
    total,
  }: {
    subtotal: number;
    tax: number;
    shipping?: number;
    total: number;
  },
  currency: CurrencyCode = BASE_CURRENCY,
): OrderTotals {
  const minor = (amount: number) => toMinor(amount, currency);
  return { subtotal: minor(subtotal), tax: minor(tax), shipping: minor(shipping), total: minor(total) };
}

/** A code's discount as the API shows it (whole units of `currency`; the code, '' or null without one), for `TotalsList`. */
export function discountFromDollars(
  { discount, discountCode }: { discount: number; discountCode: string | null },
  currency: CurrencyCode = BASE_CURRENCY,
): TotalsDiscount | null {
  return discount > 0 && discountCode ? { code: discountCode, cents: toMinor(discount, currency) } : null;
}

/** What a discount code took off: its row stands between the subtotal and the tax. */
export interface TotalsDiscount {
  code: string;
  /** Integer cents taken off the goods. */
  cents: number;
  /** A free-shipping code takes nothing off the goods: its row says so instead of an amount. */
  freeShipping?: boolean;
}

export interface TotalsListProps {
  /** Integers of the currency's minor unit (cents; whole yen). */
  totals: OrderTotals;
  /** The currency of every amount (US dollars unless told), written for the page's locale. */
  currency?: CurrencyCode;
  /** Shown only when it takes something off (or makes shipping free). */
  discount?: TotalsDiscount | null;
  /** The bag calls the subtotal 'Total' and the total 'Grand Total' (docs/product.md). */
  subtotalLabel?: string;
  totalLabel?: string;
  /** How the order names its tax: 'Tax(6%)' (the default), 'VAT(20%)', 'incl. VAT'. */
  taxLabel?: string;
  /** The prices include the tax: its row follows the total, as part of it, instead of adding to it. */
  taxIncluded?: boolean;
  /** The shipping method's name, when the shopper chose one. */
  shippingLabel?: string | null;
  /**
   * What gift cards or store credit pay of the total (integer cents), and their codes as shown
   * ('GC-…-XR4T'): after the total, its row and the rest, named `restLabel` ('To pay').
   */
  credit?: { cents: number; codes?: readonly string[] } | null;
  restLabel?: string;
  className?: string;
}

/**
 * The subtotal, the tax, shipping when it costs anything, and what they come to, as the bag,
 * the checkout and the order pages show them.
 */
export function TotalsList({
  totals,
  discount,
  subtotalLabel,
  totalLabel,
  taxLabel = TAX_LABEL,
  taxIncluded = false,
  shippingLabel,
  credit,
  restLabel,
  className,
  currency = BASE_CURRENCY,
}: TotalsListProps) {
  useLaterMessages();
  const t = useT();
  const { locale } = useLanguage();
  const money = (minor: number) => formatPrice(minor, currency, locale);
  const taxRow = (
    <div className={cn('flex justify-between', taxIncluded && 'text-muted')}>
      <dt>{taxLabel}</dt>
      <dd className="tabular-nums">{money(totals.tax)}</dd>
    </div>
  );
  return (
    <dl className={cn('space-y-1.5 text-sm', className)}>
      <div className="flex justify-between">
        <dt>{subtotalLabel ?? t('totals.subtotal')}</dt>
        <dd className="tabular-nums">{money(totals.subtotal)}</dd>
      </div>
      {discount && (discount.cents > 0 || discount.freeShipping) ? (
        <div className="flex justify-between">
          <dt>{t('totals.discount', { code: discount.code })}</dt>
          <dd className="tabular-nums">{discount.cents > 0 ? `−${money(discount.cents)}` : t('totals.freeShipping')}</dd>
        </div>
      ) : null}
      {taxIncluded ? null : taxRow}
      {totals.shipping > 0 || shippingLabel ? (
        <div className="flex justify-between gap-4">
          <dt>{shippingLabel ? t('totals.shippingBy', { method: shippingLabel }) : t('totals.shipping')}</dt>
          <dd className="tabular-nums">{totals.shipping > 0 ? money(totals.shipping) : t('totals.free')}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
        <dt>{totalLabel ?? t('totals.total')}</dt>
        <dd className="tabular-nums">{money(totals.total)}</dd>
      </div>
      {taxIncluded ? taxRow : null}
      {credit && credit.cents > 0 ? (
        <>
          <div className="flex justify-between gap-4">
            <dt>{credit.codes?.length ? t('totals.creditCodes', { codes: credit.codes.join(', ') }) : t('bag.credit.label')}</dt>
            <dd className="tabular-nums">−{money(credit.cents)}</dd>
          </div>
          <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
            <dt>{restLabel ?? t('totals.paidByCard')}</dt>
            <dd className="tabular-nums">{money(totals.total - credit.cents)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

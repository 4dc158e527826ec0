import { TAX_LABEL } from '@shop/shared/constants';
import { toCents, type OrderTotals } from '@shop/shared/money';
import { cn } from '@/lib/class-names';
import { formatCents } from '@/lib/format';

/** Dollar amounts as the API shows them (`subtotal`, `tax`, `shipping`, `total`), in cents for `TotalsList`. */
export function totalsFromDollars({
  subtotal,
  tax,
  shipping = 0,
  total,
}: {
  subtotal: number;
  tax: number;
  shipping?: number;
  total: number;
}): OrderTotals {
  return { subtotal: toCents(subtotal), tax: toCents(tax), shipping: toCents(shipping), total: toCents(total) };
}

/** A code's discount as the API shows it (dollars; the code, '' or null without one), for `TotalsList`. */
export function discountFromDollars({ discount, discountCode }: { discount: number; discountCode: string | null }): TotalsDiscount | null {
  return discount > 0 && discountCode ? { code: discountCode, cents: toCents(discount) } : null;
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
  /** Integer cents. */
  totals: OrderTotals;
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
  subtotalLabel = 'Subtotal',
  totalLabel = 'Total',
  taxLabel = TAX_LABEL,
  taxIncluded = false,
  shippingLabel,
  credit,
  restLabel = 'Paid by card',
  className,
}: TotalsListProps) {
  const taxRow = (
    <div className={cn('flex justify-between', taxIncluded && 'text-muted')}>
      <dt>{taxLabel}</dt>
      <dd className="tabular-nums">{formatCents(totals.tax)}</dd>
    </div>
  );
  return (
    <dl className={cn('space-y-1.5 text-sm', className)}>
      <div className="flex justify-between">
        <dt>{subtotalLabel}</dt>
        <dd className="tabular-nums">{formatCents(totals.subtotal)}</dd>
      </div>
      {discount && (discount.cents > 0 || discount.freeShipping) ? (
        <div className="flex justify-between">
          <dt>Discount ({discount.code})</dt>
          <dd className="tabular-nums">{discount.cents > 0 ? `−${formatCents(discount.cents)}` : 'Free shipping'}</dd>
        </div>
      ) : null}
      {taxIncluded ? null : taxRow}
      {totals.shipping > 0 || shippingLabel ? (
        <div className="flex justify-between gap-4">
          <dt>{shippingLabel ? `Shipping: ${shippingLabel}` : 'Shipping'}</dt>
          <dd className="tabular-nums">{totals.shipping > 0 ? formatCents(totals.shipping) : 'Free'}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
        <dt>{totalLabel}</dt>
        <dd className="tabular-nums">{formatCents(totals.total)}</dd>
      </div>
      {taxIncluded ? taxRow : null}
      {credit && credit.cents > 0 ? (
        <>
          <div className="flex justify-between gap-4">
            <dt>Gift card or store credit{credit.codes?.length ? ` (${credit.codes.join(', ')})` : ''}</dt>
            <dd className="tabular-nums">−{formatCents(credit.cents)}</dd>
          </div>
          <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
            <dt>{restLabel}</dt>
            <dd className="tabular-nums">{formatCents(totals.total - credit.cents)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

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

export interface TotalsListProps {
  /** Integer cents. */
  totals: OrderTotals;
  /** The bag calls the subtotal 'Total' and the total 'Grand Total' (docs/product.md). */
  subtotalLabel?: string;
  totalLabel?: string;
  className?: string;
}

/**
 * The subtotal, the tax, shipping when it costs anything, and what they come to, as the bag,
 * the checkout and the order pages show them.
 */
export function TotalsList({ totals, subtotalLabel = 'Subtotal', totalLabel = 'Total', className }: TotalsListProps) {
  return (
    <dl className={cn('space-y-1.5 text-sm', className)}>
      <div className="flex justify-between">
        <dt>{subtotalLabel}</dt>
        <dd className="tabular-nums">{formatCents(totals.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>{TAX_LABEL}</dt>
        <dd className="tabular-nums">{formatCents(totals.tax)}</dd>
      </div>
      {totals.shipping > 0 ? (
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd className="tabular-nums">{formatCents(totals.shipping)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
        <dt>{totalLabel}</dt>
        <dd className="tabular-nums">{formatCents(totals.total)}</dd>
      </div>
    </dl>
  );
}

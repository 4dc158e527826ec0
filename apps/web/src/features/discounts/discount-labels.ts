/** How the admin's table words a discount code: what it takes off, on what conditions, in which state. */
import type { Discount, DiscountKind } from '@shop/shared/discount.schema';
import type { BadgeTone } from '@/components/ui/badge';
import { formatDate, formatDollars, plural } from '@/lib/format';

export const KIND_LABELS: Record<DiscountKind, string> = {
  percent: 'Percentage',
  amount: 'Amount',
  'free-shipping': 'Free shipping',
};

/** '10 %', '$10.00 off' or 'Free shipping'. */
export function discountValueText({ kind, value }: Pick<Discount, 'kind' | 'value'>): string {
  if (kind === 'percent') return `${value} %`;
  if (kind === 'amount') return `${formatDollars(value)} off`;
  return 'Free shipping';
}

/**
 * A code's conditions, one short line each: the minimum subtotal, when it runs, its limits and
 * what it applies to (always said, so that no row reads as having none). `categoryName` names a
 * category by its handle.
 */
export function discountConditions(discount: Discount, categoryName: (handle: string) => string): string[] {
  const lines: string[] = [];
  if (discount.minSubtotal !== null) lines.push(`Orders of ${formatDollars(discount.minSubtotal)} or more`);
  const starts = formatDate(discount.startsAt, 'localDateTime', '');
  const ends = formatDate(discount.endsAt, 'localDateTime', '');
  if (starts && ends) lines.push(`From ${starts} to ${ends}`);
  else if (starts) lines.push(`From ${starts}`);
  else if (ends) lines.push(`Until ${ends}`);
  if (discount.usageLimit !== null) lines.push(`${plural(discount.usageLimit, 'use')} in all`);
  if (discount.perCustomerLimit !== null) lines.push(`${plural(discount.perCustomerLimit, 'use')} per customer`);
  lines.push(scopeText(discount.appliesTo, categoryName));
  return lines;
}

function scopeText(scope: Discount['appliesTo'], categoryName: (handle: string) => string): string {
  switch (scope.kind) {
    case 'all':
      return 'All products';
    case 'categories':
      return `${scope.handles.length === 1 ? 'Category' : 'Categories'}: ${scope.handles.map(categoryName).join(', ')}`;
    case 'products':
      return `${plural(scope.ids.length, 'product')} only`;
  }
}

/** Each state's badge: a running code stands out, one that no longer runs recedes. */
export const STATE_TONES: Record<Discount['state'], BadgeTone> = {
  active: 'success',
  scheduled: 'info',
  paused: 'warning',
  expired: 'neutral',
  'used up': 'neutral',
};

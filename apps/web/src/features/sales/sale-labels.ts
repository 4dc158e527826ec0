/** How the admin's table words a sale: what it takes off, what it applies to, when it runs, in which state. */
import type { Sale, SaleKind } from '@shop/shared/sale.schema';
import type { BadgeTone } from '@/components/ui/badge';
import { formatDate, formatDollars, plural } from '@/lib/format';

export const SALE_KIND_LABELS: Record<SaleKind, string> = {
  percent: 'Percentage',
  amount: 'Amount',
};

/** '20 % off' or '$5.00 off' each item. */
export function saleValueText({ kind, value }: Pick<Sale, 'kind' | 'value'>): string {
  return kind === 'percent' ? `${value} % off` : `${formatDollars(value)} off`;
}

/** What a sale applies to; `categoryName` names a category by its handle. */
export function saleScopeText(scope: Sale['appliesTo'], categoryName: (handle: string) => string): string {
  switch (scope.kind) {
    case 'all':
      return 'All products';
    case 'categories':
      return `${scope.handles.length === 1 ? 'Category' : 'Categories'}: ${scope.handles.map(categoryName).join(', ')}`;
    case 'products':
      return plural(scope.ids.length, 'product');
  }
}

/** When it runs, in the admin's own time zone. */
export function saleWindowText({ startsAt, endsAt }: Pick<Sale, 'startsAt' | 'endsAt'>): string {
  const starts = formatDate(startsAt, 'localDateTime', '');
  const ends = formatDate(endsAt, 'localDateTime', '');
  if (starts && ends) return `From ${starts} to ${ends}`;
  if (starts) return `From ${starts}`;
  if (ends) return `Until ${ends}`;
  return 'No end';
}

/** Each state's badge: a running sale stands out, one that no longer runs recedes. */
export const SALE_STATE_TONES: Record<Sale['state'], BadgeTone> = {
  running: 'success',
  scheduled: 'info',
  paused: 'warning',
  ended: 'neutral',
};

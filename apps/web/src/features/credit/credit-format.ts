import type { CreditKind, CreditMovementKind } from '@shop/shared/credit.schema';
import { formatDollars } from '@/lib/format';

export const KIND_LABELS: Record<CreditKind, string> = { 'store-credit': 'Store credit', 'gift-card': 'Gift card' };

export const MOVEMENT_LABELS: Record<CreditMovementKind, string> = {
  issued: 'Issued',
  spent: 'Spent',
  refunded: 'Refunded',
  adjusted: 'Adjusted',
  expired: 'Expired',
};

/** An amount with its sign written out, so that more and less never rest on colour: '+$10.00', '−$4.50'. */
export function signedDollars(amount: number): string {
  if (amount > 0) return `+${formatDollars(amount)}`;
  if (amount < 0) return `−${formatDollars(-amount)}`;
  return formatDollars(0);
}

import type { Credit, CreditKind } from '@shop/shared/credit.schema';
import { formatDollars, parseDate } from '@/lib/format';

export const KIND_LABELS: Record<CreditKind, string> = { 'store-credit': 'Store credit', 'gift-card': 'Gift card' };

/** An amount with its sign written out, so that more and less never rest on colour: '+$10.00', '−$4.50'. */
export function signedDollars(amount: number): string {
  if (amount > 0) return `+${formatDollars(amount)}`;
  if (amount < 0) return `−${formatDollars(-amount)}`;
  return formatDollars(0);
}

/** Past its expiry (when it has one). */
export function isExpired(credit: Pick<Credit, 'expiresAt'>, now = Date.now()): boolean {
  const expires = parseDate(credit.expiresAt);
  return expires !== null && expires.getTime() <= now;
}

/** Whether a code can be spent: a disabled code is disabled whatever its expiry. */
export type CreditState = 'active' | 'disabled' | 'expired';

export function creditState(credit: Pick<Credit, 'expiresAt' | 'disabled'>): CreditState {
  if (credit.disabled) return 'disabled';
  return isExpired(credit) ? 'expired' : 'active';
}

export const CREDIT_STATE_LABELS: Record<CreditState, string> = { active: 'Active', disabled: 'Disabled', expired: 'Expired' };

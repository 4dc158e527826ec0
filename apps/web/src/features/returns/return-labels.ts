import type { ReturnOutcome, ReturnState } from '@shop/shared/constants';
import { formatDate } from '@/lib/format';

/** Each state as the shop's people and its customers read it. */
export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: 'Requested',
  approved: 'Approved',
  received: 'Items received',
  refunded: 'Refunded',
  credited: 'Credited',
  rejected: 'Rejected',
};

/** What the customer asked for, as the admin's list says it. */
export const OUTCOME_LABELS: Record<ReturnOutcome, string> = {
  refund: 'Refund to card',
  credit: 'Store credit',
};

/** The store credit choice, with the shop's bonus when it gives one: 'Store credit (+10 %)'. */
export function creditChoiceLabel(bonusPercent: number): string {
  return bonusPercent > 0 ? `Store credit (+${bonusPercent} %)` : 'Store credit';
}

/** 'Returns close on Apr 13, 2026.': the last day to ask, in the customer's own calendar. */
export function returnsCloseText(deadline: string): string {
  return `Returns close on ${formatDate(deadline, 'localDate')}.`;
}

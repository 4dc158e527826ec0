import type { ReturnOutcome, ReturnState } from '@shop/shared/constants';
import type { MessageKey } from '@/i18n/i18n';

/** Each state as the shop's people and its customers read it. */
export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: 'Requested',
  approved: 'Approved',
  received: 'Items received',
  refunded: 'Refunded',
  credited: 'Credited',
  rejected: 'Rejected',
};

/** Each state's name in the page's language (the customer's pages). */
export const RETURN_STATE_NAMES: Record<ReturnState, MessageKey> = {
  requested: 'returns.state.requested',
  approved: 'returns.state.approved',
  received: 'returns.state.received',
  refunded: 'returns.state.refunded',
  credited: 'returns.state.credited',
  rejected: 'returns.state.rejected',
};

/** What the customer asked for, as the admin's list says it. */
export const OUTCOME_LABELS: Record<ReturnOutcome, string> = {
  refund: 'Refund to card',
  credit: 'Store credit',
};

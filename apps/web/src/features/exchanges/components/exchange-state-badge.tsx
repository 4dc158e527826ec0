import type { ExchangeState } from '@shop/shared/constants';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useMessages, useT, type MessageKey } from '@/i18n/i18n';

/** Each state as the shop's people read it. */
export const EXCHANGE_STATE_LABELS: Record<ExchangeState, string> = {
  requested: 'Requested',
  approved: 'Approved',
  received: 'Item received',
  shipped: 'Replacement shipped',
  closed: 'Closed',
  rejected: 'Rejected',
};

/** Each state's name in the page's language (the customer's pages). */
export const EXCHANGE_STATE_NAMES: Record<ExchangeState, MessageKey> = {
  requested: 'exchanges.state.requested',
  approved: 'exchanges.state.approved',
  received: 'exchanges.state.received',
  shipped: 'exchanges.state.shipped',
  closed: 'exchanges.state.closed',
  rejected: 'exchanges.state.rejected',
};

const TONES: Record<ExchangeState, BadgeTone> = {
  requested: 'warning',
  approved: 'info',
  received: 'accent',
  shipped: 'accent',
  closed: 'success',
  rejected: 'danger',
};

/** An exchange's state, each in its own colour (always with its words). */
export function ExchangeStateBadge({ status }: { status: ExchangeState }) {
  useMessages('account');
  const t = useT();
  return <Badge tone={TONES[status]}>{t(EXCHANGE_STATE_NAMES[status])}</Badge>;
}

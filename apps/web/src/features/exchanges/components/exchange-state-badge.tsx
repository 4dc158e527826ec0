import type { ExchangeState } from '@shop/shared/constants';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** Each state as the shop's people read it. */
export const EXCHANGE_STATE_LABELS: Record<ExchangeState, string> = {
  requested: 'Requested',
  approved: 'Approved',
  received: 'Item received',
  shipped: 'Replacement shipped',
  closed: 'Closed',
  rejected: 'Rejected',
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
  return <Badge tone={TONES[status]}>{EXCHANGE_STATE_LABELS[status]}</Badge>;
}

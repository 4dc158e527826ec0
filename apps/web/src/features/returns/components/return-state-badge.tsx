import type { ReturnState } from '@shop/shared/constants';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { RETURN_STATE_LABELS } from '../return-labels';

const TONES: Record<ReturnState, BadgeTone> = {
  requested: 'warning',
  approved: 'info',
  received: 'accent',
  refunded: 'success',
  credited: 'success',
  rejected: 'danger',
};

/** A return's state, each in its own colour (always with its words). */
export function ReturnStateBadge({ status }: { status: ReturnState }) {
  return <Badge tone={TONES[status]}>{RETURN_STATE_LABELS[status]}</Badge>;
}

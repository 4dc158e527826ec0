import type { ReturnState } from '@shop/shared/constants';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useMessages, useT } from '@/i18n/i18n';
import { RETURN_STATE_NAMES } from '../return-labels';

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
  useMessages('account');
  const t = useT();
  return <Badge tone={TONES[status]}>{t(RETURN_STATE_NAMES[status])}</Badge>;
}

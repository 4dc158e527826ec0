import type { Credit } from '@shop/shared/credit.schema';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { CREDIT_STATE_LABELS, creditState, type CreditState } from '../credit-format';

const TONES: Record<CreditState, BadgeTone> = { active: 'success', disabled: 'danger', expired: 'neutral' };

/** Whether a code can be spent: 'Active', 'Disabled' or 'Expired', each in its own colour (always with its words). */
export function CreditStateBadge({ credit }: { credit: Pick<Credit, 'expiresAt' | 'disabled'> }) {
  const state = creditState(credit);
  return <Badge tone={TONES[state]}>{CREDIT_STATE_LABELS[state]}</Badge>;
}

import { EXCHANGE_STATES, type ExchangeState } from '@shop/shared/constants';
import { StepMarker, stepNameStyles, type StepState } from '@/components/ui/step-marker';
import { useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';
import { EXCHANGE_STATE_NAMES } from './exchange-state-badge';

const STATE_TEXT: Record<StepState, MessageKey> = {
  complete: 'exchanges.step.complete',
  current: 'exchanges.step.current',
  upcoming: 'exchanges.step.upcoming',
  rejected: 'exchanges.step.rejected',
};

/** The way of an exchange that goes through: requested, approved, item received, replacement shipped, closed. */
const STEPS = EXCHANGE_STATES.filter((state) => state !== 'rejected');

/** The steps on screen: the whole way, or for a rejected exchange its request and then the rejection. */
function stepsOf(status: ExchangeState): { step: ExchangeState; state: StepState }[] {
  if (status === 'rejected') {
    return [
      { step: 'requested', state: 'complete' },
      { step: 'rejected', state: 'rejected' },
    ];
  }
  const current = STEPS.indexOf(status);
  return STEPS.map((step, index) => ({
    step,
    // A closed exchange has nothing left to wait for: its last step is done, not pending.
    state: index < current || status === 'closed' ? 'complete' : index === current ? 'current' : 'upcoming',
  }));
}

/**
 * An exchange's small tracker: each step done, current or still to come; a rejected exchange
 * shows its request and the rejection. A column on phones, a row from 640px.
 */
export function ExchangeTracker({ status, label }: { status: ExchangeState; label?: string }) {
  useMessages('account');
  const t = useT();
  const steps = stepsOf(status);
  return (
    <ol
      aria-label={label ?? t('exchanges.progress')}
      className={cn('grid gap-2', steps.length === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-5')}
    >
      {steps.map(({ step, state }) => (
        <li
          key={step}
          data-state={state}
          // Where the exchange is now, a closed one included.
          aria-current={step === status ? 'step' : undefined}
          className="flex items-center gap-2 text-sm sm:flex-col sm:items-start"
        >
          <StepMarker state={state} size="sm" />
          <span className={stepNameStyles(state)}>
            {t(EXCHANGE_STATE_NAMES[step])}
            <span className="sr-only"> ({t(STATE_TEXT[state])})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

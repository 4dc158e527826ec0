import { EXCHANGE_STATES, type ExchangeState } from '@shop/shared/constants';
import { StepMarker, stepNameStyles, type StepState } from '@/components/ui/step-marker';
import { cn } from '@/lib/class-names';
import { EXCHANGE_STATE_LABELS } from './exchange-state-badge';

const STATE_TEXT: Record<StepState, string> = {
  complete: 'done',
  current: 'current step',
  upcoming: 'not reached yet',
  rejected: 'the exchange stopped here',
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
export function ExchangeTracker({ status, label = 'Exchange progress' }: { status: ExchangeState; label?: string }) {
  const steps = stepsOf(status);
  return (
    <ol aria-label={label} className={cn('grid gap-2', steps.length === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-5')}>
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
            {EXCHANGE_STATE_LABELS[step]}
            <span className="sr-only"> ({STATE_TEXT[state]})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

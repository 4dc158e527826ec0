import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

/** Where a step of a progress tracker (an order's, an exchange's) stands. */
export type StepState = 'complete' | 'current' | 'upcoming' | 'rejected';

const SIZES = {
  sm: { circle: 'size-6', ring: 'ring-2', icon: 'size-3.5', dot: 'size-2' },
  md: { circle: 'size-9 text-sm font-semibold', ring: 'ring-4', icon: 'size-4', dot: 'size-2.5' },
};

/**
 * A step's circle in a progress tracker: a tick once done, a dot while current, a cross where the
 * way stopped, and `children` (a number, say) while still to come. Decorative: the step's name
 * says its state to a screen reader.
 */
export function StepMarker({ state, size, children }: { state: StepState; size: keyof typeof SIZES; children?: ReactNode }) {
  const { circle, ring, icon, dot } = SIZES[size];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative grid shrink-0 place-items-center rounded-full border-2',
        circle,
        state === 'complete' && 'border-ink bg-ink text-paper',
        state === 'current' && cn('border-clay bg-paper text-clay ring-clay-soft', ring),
        state === 'upcoming' && 'border-line bg-paper text-muted',
        state === 'rejected' && 'border-danger bg-danger text-paper',
      )}
    >
      {state === 'complete' ? (
        <Check className={icon} strokeWidth={3} />
      ) : state === 'rejected' ? (
        <X className={icon} strokeWidth={3} />
      ) : state === 'current' ? (
        <span className={cn('rounded-full bg-clay', dot)} />
      ) : (
        children
      )}
    </span>
  );
}

/** The colour of a step's name beside its marker. */
export function stepNameStyles(state: StepState): string {
  return cn('font-medium', state === 'upcoming' && 'text-muted', state === 'current' && 'text-clay', state === 'rejected' && 'text-danger');
}

import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

export interface StatsSkeletonProps {
  /** What loads, for screen readers: 'Loading your totals'. */
  label: string;
  /** Words shown above the placeholders, where the page says it loads ('Loading...'). */
  text?: string;
  /** How many stat cards, in the grid (`className`) that the cards' list will have. */
  count: number;
  className: string;
  cardClassName: string;
  /** The placeholders of what follows the cards: the charts. */
  children: ReactNode;
}

/** A dashboard's totals while they load: its stat cards, then its charts, as placeholders. */
export function StatsSkeleton({ label, text, count, className, cardClassName, children }: StatsSkeletonProps) {
  return (
    <div className="space-y-6" role="status" aria-label={label}>
      {text ? <p className="text-sm text-muted">{text}</p> : null}
      <div className={className}>
        {Array.from({ length: count }, (_, key) => (
          <Skeleton key={key} className={cardClassName} />
        ))}
      </div>
      {children}
    </div>
  );
}

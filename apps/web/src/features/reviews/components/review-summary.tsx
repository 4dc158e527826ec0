import { REVIEW_FITS, RATING_MAX } from '@shop/shared/constants';
import { FIT_LABELS, fitMajority, fitVerdict, type FitCounts } from '@shop/shared/review-fit';
import { Ruler } from 'lucide-react';
import { useId } from 'react';
import { Stars } from '@/components/ui/stars';
import { cn } from '@/lib/class-names';
import { plural } from '@/lib/format';

/**
 * What a product's reviews say at a glance: the mean rating with its stars and count, and, once
 * any review gave a fit, how the fits split (with the majority, when there is one).
 */
export function ReviewSummary({ rating, reviewCount, fit }: { rating: number; reviewCount: number; fit: FitCounts }) {
  const fitVotes = fit.small + fit.true + fit.large;
  return (
    <div className="grid gap-6 rounded-xl bg-sand p-5 sm:grid-cols-[auto_1fr] sm:gap-10 sm:p-6">
      <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-1">
        {/* The stars say the same to a screen reader. */}
        <p aria-hidden="true" className="font-display text-5xl leading-none tabular-nums">
          {rating.toFixed(1)}
          <span className="ml-1 font-sans text-base text-muted">/ {RATING_MAX}</span>
        </p>
        <div className="space-y-1">
          <Stars rating={rating} size="lg" />
          <p className="text-sm text-muted">Based on {plural(reviewCount, 'review')}</p>
        </div>
      </div>
      {fitVotes > 0 ? <FitSummary fit={fit} votes={fitVotes} /> : null}
    </div>
  );
}

function FitSummary({ fit, votes }: { fit: FitCounts; votes: number }) {
  const headingId = useId();
  const verdict = fitVerdict(fit);
  const majority = fitMajority(fit);
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3">
      <div className="space-y-0.5">
        <h3 id={headingId} className="flex items-center gap-2 font-sans text-sm font-semibold tracking-wide text-muted uppercase">
          <Ruler aria-hidden="true" className="size-4" />
          How it fits
        </h3>
        {verdict ? <p className="font-medium">{verdict}</p> : null}
      </div>
      <dl className="max-w-md space-y-1.5 text-sm">
        {REVIEW_FITS.map((value) => (
          <div key={value} className="grid grid-cols-[7rem_1fr] items-center gap-3">
            <dt>{FIT_LABELS[value]}</dt>{' '}
            <dd className="flex items-center gap-3">
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-line">
                <span
                  className={cn('block h-full rounded-full', value === majority ? 'bg-clay' : 'bg-stone')}
                  style={{ width: `${(fit[value] / votes) * 100}%` }}
                />
              </span>
              <span className="w-6 text-right tabular-nums">{fit[value]}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

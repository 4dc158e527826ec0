import { REVIEW_FITS, RATING_MAX, type ReviewFit } from '@shop/shared/constants';
import { fitMajority, type FitCounts } from '@shop/shared/review-fit';
import { Ruler } from 'lucide-react';
import { useId } from 'react';
import { Stars } from '@/components/ui/stars';
import { useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';
import { FIT_NAMES } from './review-details';

/** What most buyers say of the fit, once there is a majority (`fitVerdict`, shared). */
const VERDICTS: Record<ReviewFit, MessageKey> = {
  small: 'reviews.verdict.small',
  true: 'reviews.verdict.true',
  large: 'reviews.verdict.large',
};

/**
 * What a product's reviews say at a glance: the mean rating with its stars and count, and, once
 * any review gave a fit, how the fits split (with the majority, when there is one).
 */
export function ReviewSummary({ rating, reviewCount, fit }: { rating: number; reviewCount: number; fit: FitCounts }) {
  useMessages('reviews');
  const t = useT();
  const fitVotes = fit.small + fit.true + fit.large;
  return (
    <div className="grid gap-6 rounded-xl bg-sand p-5 sm:grid-cols-[auto_1fr] sm:gap-10 sm:p-6">
      <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-1">
        {/* The stars say the same to a screen reader. */}
        <p aria-hidden="true" className="font-display text-5xl leading-none tabular-nums">
          {t('reviews.mean', { rating })}
          <span className="ml-1 font-sans text-base text-muted">/ {RATING_MAX}</span>
        </p>
        <div className="space-y-1">
          <Stars rating={rating} size="lg" />
          <p className="text-sm text-muted">{t('reviews.basedOn', { count: reviewCount })}</p>
        </div>
      </div>
      {fitVotes > 0 ? <FitSummary fit={fit} votes={fitVotes} /> : null}
    </div>
  );
}

function FitSummary({ fit, votes }: { fit: FitCounts; votes: number }) {
  const t = useT();
  const headingId = useId();
  const majority = fitMajority(fit);
  const verdict = majority ? t(VERDICTS[majority]) : null;
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3">
      <div className="space-y-0.5">
        <h3 id={headingId} className="flex items-center gap-2 font-sans text-sm font-semibold tracking-wide text-muted uppercase">
          <Ruler aria-hidden="true" className="size-4" />
          {t('reviews.howItFits')}
        </h3>
        {verdict ? <p className="font-medium">{verdict}</p> : null}
      </div>
      <dl className="max-w-md space-y-1.5 text-sm">
        {REVIEW_FITS.map((value) => (
          <div key={value} className="grid grid-cols-[7rem_1fr] items-center gap-3">
            <dt>{t(FIT_NAMES[value])}</dt>{' '}
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

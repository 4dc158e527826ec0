import type { DayRange } from '@shop/shared/analytics.schema';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/field';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { StatsSkeleton } from '@/components/ui/stats-skeleton';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { formatDay } from '@/lib/format';
import { isQuiet, rangeProblem, readRange } from '../analytics-summary';
import { useAnalyticsReport } from '../api/get-analytics';
import { CheckoutRecoveryCard } from '../components/checkout-recovery-card';
import { AnalyticsReportView } from '../components/analytics-report';

/**
 * `/dashboard/analytics` (staff with 'reports'): the shop's own analytics over a range of days
 * (`?from=&to=`, the last 30 days without them), each figure beside the period before: the funnel
 * from a product viewed to an order paid, the top products, the searches that found nothing, the
 * sites that sent visitors, and the average order. Counted by the shop itself: no cookie, no third party.
 */
export function AnalyticsPage() {
  usePageTitle('Analytics');
  const [searchParams, setSearchParams] = useSearchParams();
  const range = readRange(searchParams);
  const report = useAnalyticsReport(range);
  const choose = (next: DayRange) => setSearchParams({ from: next.from, to: next.to }, { preventScrollReset: true });

  return (
    <DashboardPage
      title="Analytics"
      intro="What visitors did in the shop, as the shop counted it: no cookies, no third party, and nobody who asked not to be tracked. Days are in UTC."
    >
      {/* Keyed by the range shown: the fields start from it whenever it changes (Back, a link). */}
      <RangeForm key={`${range.from}/${range.to}`} range={range} onChoose={choose} />
      <QueryStates
        query={report}
        loading={<AnalyticsSkeleton />}
        failed="Failed to load the analytics!"
        failedDetail="Please check your connection and try again."
      >
        {(data) =>
          isQuiet(data) ? (
            <EmptyState title="Nothing to show">No visits recorded in this period.</EmptyState>
          ) : (
            <AnalyticsReportView report={data} busy={report.isPlaceholderData} />
          )
        }
      </QueryStates>
      {/* Counted from the orders, not the visits: shown whether or not visits were recorded. */}
      <CheckoutRecoveryCard range={range} className="mt-6" />
    </DashboardPage>
  );
}

/** The days of the report: From and To, both included, applied together. */
function RangeForm({ range, onChoose }: { range: DayRange; onChoose: (range: DayRange) => void }) {
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | undefined>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wrong = rangeProblem(draft);
    setProblem(wrong);
    if (!wrong) onChoose(draft);
  };
  return (
    <form
      onSubmit={onSubmit}
      aria-label="Days shown"
      noValidate
      className="mb-6 grid gap-3 sm:grid-cols-[repeat(2,minmax(0,14rem))_auto] sm:items-start"
    >
      <TextField
        label="From"
        type="date"
        required
        value={draft.from}
        max={draft.to || undefined}
        onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
      />
      <TextField
        label="To"
        type="date"
        required
        value={draft.to}
        min={draft.from || undefined}
        error={problem}
        onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
      />
      <Button type="submit" variant="secondary" className="sm:mt-7">
        Show
      </Button>
      <p className="text-sm text-muted sm:col-span-3" aria-live="polite">
        {`Showing ${formatDay(range.from)} to ${formatDay(range.to)}.`}
      </p>
    </form>
  );
}

function AnalyticsSkeleton() {
  return (
    <StatsSkeleton
      label="Loading the analytics"
      text="Loading..."
      count={4}
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
      cardClassName="h-28 rounded-xl"
    >
      <Skeleton className="h-72 rounded-xl" />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </StatsSkeleton>
  );
}

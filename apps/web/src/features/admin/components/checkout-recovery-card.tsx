import type { DayRange } from '@shop/shared/analytics.schema';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/class-names';
import { formatCents, formatCount } from '@/lib/format';
import { changeText, previousPeriod } from '../analytics-summary';
import { useCheckoutRecovery } from '../api/get-checkout-recovery';
import { StatsCard } from './admin-stats-card';

const ROWS = [
  { key: 'abandoned', label: 'Checkouts left unpaid' },
  { key: 'reminded', label: 'Reminded (the shopper asked)' },
  { key: 'recovered', label: 'Recovered: paid after a reminder' },
] as const;

/** Abandoned checkouts over the range: how many, how many were reminded and came back, and what they brought. */
export function CheckoutRecoveryCard({ range, className }: { range: DayRange; className?: string }) {
  const recovery = useCheckoutRecovery(range);
  const period = previousPeriod(range);
  return (
    <StatsCard
      title="Abandoned checkouts"
      description="Checkouts placed in this period and left unpaid; shoppers who ticked the box got one reminder with a link back to their bag."
      busy={recovery.isPlaceholderData}
      className={className}
    >
      {recovery.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : recovery.isError ? (
        <div role="alert" className="space-y-3 text-sm">
          <p className="text-danger">Failed to load the abandoned checkouts.</p>
          <Button variant="secondary" onClick={() => void recovery.refetch()} disabled={recovery.isFetching}>
            Load them again
          </Button>
        </div>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Abandoned checkouts</caption>
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th scope="col" className={CELL}>
                Checkouts
              </th>
              <th scope="col" className={cn(CELL, NUMBER)}>
                This period
              </th>
              <th scope="col" className={cn(CELL, 'text-right')}>
                Change
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={cn(CELL, 'font-normal')}>
                  {row.label}
                </th>
                <td className={cn(CELL, NUMBER)}>{formatCount(recovery.data.current[row.key])}</td>
                <td className={cn(CELL, 'text-right text-muted')}>
                  {changeText(recovery.data.current[row.key], recovery.data.previous[row.key], period)}
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row" className={cn(CELL, 'font-medium')}>
                Revenue recovered
              </th>
              <td className={cn(CELL, NUMBER, 'font-medium')}>{formatCents(recovery.data.current.recoveredCents)}</td>
              <td className={cn(CELL, 'text-right text-muted')}>
                {changeText(recovery.data.current.recoveredCents, recovery.data.previous.recoveredCents, period)}
              </td>
            </tr>
          </tbody>
        </table>
      )}
    </StatsCard>
  );
}

const CELL = 'px-3 py-2 text-left align-top';
const NUMBER = 'text-right tabular-nums';

import type { AnalyticsReport, FunnelTotals, ProductTraffic } from '@shop/shared/analytics.schema';
import { paths } from '@shop/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/class-names';
import { formatCents, formatCount, formatDay } from '@/lib/format';
import { changeText, countChange, formatRate, pointsChange, pointsText, previousPeriod } from '../analytics-summary';
import { StatsCard } from './admin-stats-card';

const STEPS = [
  { key: 'views', label: 'Viewed a product', rate: null },
  { key: 'bag', label: 'Added to the bag', rate: 'viewToBag' },
  { key: 'checkout', label: 'Started checkout', rate: 'bagToCheckout' },
  { key: 'paid', label: 'Paid', rate: 'checkoutToPaid' },
] as const satisfies readonly { key: keyof FunnelTotals; label: string; rate: keyof FunnelTotals | null }[];
/** The steps after the first, each with its share of the step before. */
const LATER_STEPS = STEPS.flatMap((step) => (step.rate ? [{ key: step.key, rate: step.rate }] : []));

/** The whole report, once loaded; `busy` dims it while another range loads. */
export function AnalyticsReportView({ report, busy }: { report: AnalyticsReport; busy: boolean }) {
  const period = previousPeriod(report.range);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <FunnelCard report={report} period={period} busy={busy} />
        <AverageOrderCard report={report} period={period} busy={busy} />
      </div>
      <DaysCard report={report} busy={busy} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <ProductsCard
          title="Most viewed products"
          description={`Products whose page the most visitors saw, with how many of them bought it; changes against the ${period}.`}
          caption="Most viewed products"
          rows={report.topProducts.byViews}
          empty="No product page was viewed in this period."
          period={period}
          busy={busy}
        />
        <ProductsCard
          title="Best converting products"
          description={`Of products seen by at least ${report.topProducts.minViews} visitors, those most often bought by the visitors who saw them; changes against the ${period}.`}
          caption="Best converting products"
          rows={report.topProducts.byConversion}
          empty={`No product was seen by ${report.topProducts.minViews} visitors or more in this period.`}
          period={period}
          busy={busy}
        />
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <StatsCard
          title="Searches with no results"
          description={`What visitors looked for and the shop did not find: words to add to products, or products to stock. Changes against the ${period}.`}
          busy={busy}
        >
          {report.emptySearches.length === 0 ? (
            <p className="text-sm text-muted">Every search found something in this period.</p>
          ) : (
            <SimpleTable caption="Searches with no results" headers={['Search', 'Times searched']}>
              {report.emptySearches.map((search) => (
                <tr key={search.query}>
                  <th scope="row" className={cn(CELL, 'font-normal break-words')}>
                    {search.query}
                  </th>
                  <td className={cn(CELL, NUMBER)}>
                    <span className="block">{formatCount(search.count)}</span>
                    <Change shown={countChange(search.count, search.previousCount)} period={period} />
                  </td>
                </tr>
              ))}
            </SimpleTable>
          )}
        </StatsCard>
        <StatsCard
          title="Referrers"
          description={`The other sites that sent visitors to the shop; changes against the ${period}.`}
          busy={busy}
        >
          {report.referrers.length === 0 ? (
            <p className="text-sm text-muted">No other site sent visitors in this period.</p>
          ) : (
            <SimpleTable caption="Referrers" headers={['Site', 'Visitors']}>
              {report.referrers.map((referrer) => (
                <tr key={referrer.domain}>
                  <th scope="row" className={cn(CELL, 'font-normal [overflow-wrap:anywhere]')}>
                    {referrer.domain}
                  </th>
                  <td className={cn(CELL, NUMBER)}>
                    <span className="block">{formatCount(referrer.visitors)}</span>
                    <Change shown={countChange(referrer.visitors, referrer.previousVisitors)} period={period} />
                  </td>
                </tr>
              ))}
            </SimpleTable>
          )}
        </StatsCard>
      </div>
    </div>
  );
}

const CELL = 'px-3 py-2 text-left align-top';
const NUMBER = 'text-right tabular-nums';

/**
 * A figure's change against the period before, under it: '+12%', 'new', '−1.5 pts', in words
 * (never by colour), and told whole to a screen reader ('+12% vs previous 30 days'). Null: nothing to compare.
 */
function Change({ shown, period }: { shown: string | null; period: string }) {
  return (
    <span className="block text-xs text-muted">
      {shown === null ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">{`Nothing to compare in the ${period}`}</span>
        </>
      ) : (
        <>
          {shown}
          <span className="sr-only">{shown === 'new' ? `: none in the ${period}` : ` vs ${period}`}</span>
        </>
      )}
    </span>
  );
}

/** A step's share of the step before it on one day, under its visitors. */
function StepRate({ ratio }: { ratio: number | null }) {
  return (
    <span className="block text-xs text-muted">
      {ratio === null ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">Nobody at the step before</span>
        </>
      ) : (
        <>
          {formatRate(ratio)}
          <span className="sr-only"> of the step before</span>
        </>
      )}
    </span>
  );
}

function SimpleTable({ caption, headers, children }: { caption: string; headers: readonly string[]; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-xs font-semibold tracking-[0.12em] text-muted uppercase">
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={cn(CELL, index > 0 && 'text-right')}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

/** The four steps over the period: visitors, the change against the period before, and the share that went on. */
function FunnelCard({ report, period, busy }: { report: AnalyticsReport; period: string; busy: boolean }) {
  const { totals, previousTotals } = report.funnel;
  const widest = Math.max(1, ...STEPS.map((step) => totals[step.key]));
  return (
    <StatsCard title="Funnel" description="Visitors at each step, and the share of the step before who went on." busy={busy}>
      <SimpleTable caption="The funnel over the period" headers={['Step', 'Visitors', 'From the step before']}>
        {STEPS.map((step) => {
          const visitors = totals[step.key];
          return (
            <tr key={step.key}>
              <th scope="row" className={cn(CELL, 'font-normal')}>
                <span className="block font-medium">{step.label}</span>
                <span aria-hidden="true" className="mt-1.5 block h-2 overflow-hidden rounded-full bg-sand">
                  <span className="block h-full rounded-full bg-clay" style={{ width: `${(visitors / widest) * 100}%` }} />
                </span>
              </th>
              <td className={cn(CELL, NUMBER)}>
                <span className="block font-medium">{formatCount(visitors)}</span>
                <span className="block text-xs text-muted">{changeText(visitors, previousTotals[step.key], period)}</span>
              </td>
              <td className={cn(CELL, NUMBER)}>
                {step.rate ? (
                  <>
                    <span className="block font-medium">{formatRate(totals[step.rate])}</span>
                    <span className="block text-xs text-muted">{pointsText(totals[step.rate], previousTotals[step.rate], period)}</span>
                  </>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
            </tr>
          );
        })}
      </SimpleTable>
      <p className="mt-4 text-sm">
        <span className="font-medium">{formatRate(totals.viewToPaid)}</span> of the visitors who viewed a product paid (
        {pointsText(totals.viewToPaid, previousTotals.viewToPaid, period)}).
      </p>
    </StatsCard>
  );
}

function AverageOrderCard({ report, period, busy }: { report: AnalyticsReport; period: string; busy: boolean }) {
  const { current, previous } = report.averageOrderCents;
  return (
    <StatsCard title="Average order" description="What a paid order came to, on average." busy={busy}>
      <p className="font-display text-3xl tabular-nums">{current === null ? 'No orders paid' : formatCents(current)}</p>
      <p className="mt-1 text-sm text-muted">
        {changeText(current, previous, period)}
        {previous !== null ? ` (${formatCents(previous)})` : ''}
      </p>
    </StatsCard>
  );
}

/** Every day of the range, oldest first: visitors at each step, and the share of the step before who went on (as the funnel's). */
function DaysCard({ report, busy }: { report: AnalyticsReport; busy: boolean }) {
  const days = report.funnel.days;
  const widest = Math.max(1, ...days.map((day) => day.views));
  return (
    <StatsCard
      title="Day by day"
      description="Visitors at each step of the funnel, each day, and the share of the step before who went on."
      busy={busy}
    >
      <div className="relative max-h-[28rem] overflow-y-auto" tabIndex={0} role="region" aria-label="Day by day, scrollable">
        <SimpleTable
          caption="Visitors at each step, day by day"
          headers={['Day', 'Viewed a product', 'Added to the bag', 'Started checkout', 'Paid']}
        >
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row" className={cn(CELL, 'font-normal whitespace-nowrap')}>
                {formatDay(day.day)}
              </th>
              <td className={cn(CELL, NUMBER)}>
                <span className="flex items-center justify-end gap-2">
                  <span aria-hidden="true" className="hidden h-2 w-24 overflow-hidden rounded-full bg-sand sm:block">
                    <span className="ml-auto block h-full rounded-full bg-clay" style={{ width: `${(day.views / widest) * 100}%` }} />
                  </span>
                  {formatCount(day.views)}
                </span>
              </td>
              {LATER_STEPS.map((step) => (
                <td key={step.key} className={cn(CELL, NUMBER)}>
                  <span className="block">{formatCount(day[step.key])}</span>
                  <StepRate ratio={day[step.rate]} />
                </td>
              ))}
            </tr>
          ))}
        </SimpleTable>
      </div>
    </StatsCard>
  );
}

function ProductsCard({
  title,
  description,
  caption,
  rows,
  empty,
  period,
  busy,
}: {
  title: string;
  description: string;
  caption: string;
  rows: readonly ProductTraffic[];
  empty: string;
  /** 'previous 30 days': what the changes are against. */
  period: string;
  busy: boolean;
}) {
  return (
    <StatsCard title={title} description={description} busy={busy}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <SimpleTable caption={caption} headers={['Product', 'Viewers', 'Buyers', 'Conversion']}>
          {rows.map((row) => (
            <tr key={row.productId}>
              <th scope="row" className={cn(CELL, 'font-normal break-words')}>
                <Link to={paths.product(row.handle || row.productId)} className="underline-offset-2 hover:underline">
                  {row.name}
                </Link>
              </th>
              <td className={cn(CELL, NUMBER)}>
                <span className="block">{formatCount(row.views)}</span>
                <Change shown={countChange(row.views, row.previous.views)} period={period} />
              </td>
              <td className={cn(CELL, NUMBER)}>{formatCount(row.paid)}</td>
              <td className={cn(CELL, NUMBER)}>
                <span className="block">{formatRate(row.conversion)}</span>
                <Change shown={pointsChange(row.conversion, row.previous.conversion)} period={period} />
              </td>
            </tr>
          ))}
        </SimpleTable>
      )}
    </StatsCard>
  );
}

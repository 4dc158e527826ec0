import { can } from '@shop/shared/can';
import type { AdminStats } from '@shop/shared/stats.schema';
import { DollarSign, Package, ShoppingBag, Users } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { StatsSkeleton } from '@/components/ui/stats-skeleton';
import { useUser } from '@/features/auth/auth-store';
import { MailNotDelivered } from '@/features/mail/components/mail-not-delivered';
import { useSettings } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { formatCount, formatDollars } from '@/lib/format';
import { earningsSummary, monthlyEarnings, readStatsYear, shopMix, shopMixSummary, statsYears } from '../admin-stats-summary';
import { useAdminStats } from '../api/get-admin-stats';
import { AttentionCard, LowStockCard, MostWantedCard } from '../components/admin-stats-alerts';
import { StatsCard } from '../components/admin-stats-card';
import { SizeSwapsCard } from '../components/size-swaps-card';
import { BestSellersCard, UnitsSoldCard } from '../components/admin-stats-sales';
import { YearSwitch } from '../components/admin-stats-year-switch';
import { StaffTwoFactorOptional } from '../components/staff-two-factor-optional';
import { StaffWelcome } from '../components/staff-welcome';

const loadCharts = () => import('../components/admin-stats-charts');
const ShopMixChart = lazy(() => loadCharts().then((module) => ({ default: module.ShopMixChart })));
const MonthlyEarningsChart = lazy(() => loadCharts().then((module) => ({ default: module.MonthlyEarningsChart })));

/**
 * `/dashboard/admin`: the shop's totals and mix of records; a year's earnings, units sold and
 * best sellers (the year in `?year=`, this year without it); what runs low and what needs looking at.
 * A staff member who may not see the figures ('reports') is welcomed with their sections instead,
 * and the figures are not asked for.
 */
export function AdminDashboardPage() {
  const user = useUser();
  // The guard above renders this page only for a signed-in admin.
  if (!can(user, 'reports')) return user ? <StaffWelcome user={user} /> : null;
  return <ShopFigures />;
}

function ShopFigures() {
  usePageTitle('Admin Dashboard');
  const user = useUser();
  const { year, setYear } = useStatsYear();
  const { data: settings, isPending: settingsPending } = useSettings();
  const testMode = settings?.paymentProvider === 'test';
  const stats = useAdminStats(year, { includeTest: testMode, enabled: !settingsPending });

  return (
    <DashboardPage
      title="Admin Dashboard"
      intro={user ? `Welcome back, ${user.username}! Here is how the shop is doing.` : 'Here is how the shop is doing.'}
    >
      <StaffTwoFactorOptional user={user} />
      {settings && !settings.mailDelivers ? <MailNotDelivered linkToOutbox={can(user, 'settings')} /> : null}
      <QueryStates
        query={stats}
        loading={<ShopStatsSkeleton />}
        failed="Failed to load stats!"
        failedDetail="Please check your connection and try again."
      >
        {(data) =>
          data === null ? (
            <EmptyState title="No stats found">The shop&apos;s totals will show here once there is something to count.</EmptyState>
          ) : (
            <StatsOverview stats={data} year={year} onYearChange={setYear} busy={stats.isPlaceholderData} />
          )
        }
      </QueryStates>
    </DashboardPage>
  );
}

/** The year asked for in the URL (undefined: this year); choosing this year leaves the URL clean. */
function useStatsYear() {
  const [searchParams, setSearchParams] = useSearchParams();
  const year = readStatsYear(searchParams.get('year'));
  const setYear = (next: number) =>
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        if (next === new Date().getUTCFullYear()) copy.delete('year');
        else copy.set('year', String(next));
        return copy;
      },
      { preventScrollReset: true },
    );
  return { year, setYear };
}

function StatsOverview({
  stats,
  year,
  onYearChange,
  busy,
}: {
  stats: AdminStats;
  year: number | undefined;
  onYearChange: (year: number) => void;
  busy: boolean;
}) {
  // The earnings are counted in UTC months, so 'this year' is the UTC one too.
  const thisYear = new Date().getUTCFullYear();
  const shownYear = year ?? thisYear;
  return (
    <div className="space-y-6">
      {/* The answer says what it counted: a shop in test mode counts its test orders, a live one leaves them out. */}
      <p className="text-sm text-muted">{stats.includesTestOrders ? 'Including test orders.' : 'Test orders are not counted.'}</p>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard icon={DollarSign} label="Total Earning" value={formatDollars(stats.totalEarnings)} />
        <StatCard icon={ShoppingBag} label="All Orders" value={formatCount(stats.totalOrders)} />
        <StatCard icon={Users} label="All Users" value={formatCount(stats.totalUsers)} />
        <StatCard icon={Package} label="Total Products" value={formatCount(stats.totalProducts)} />
      </ul>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ShopMixCard stats={stats} />
        <EarningsCard
          stats={stats}
          thisYear={thisYear}
          busy={busy}
          yearSwitch={<YearSwitch year={shownYear} years={statsYears(stats.firstYear, thisYear, shownYear)} onChange={onYearChange} />}
        />
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <UnitsSoldCard stats={stats} thisYear={thisYear} busy={busy} />
        <BestSellersCard stats={stats} thisYear={thisYear} busy={busy} />
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <AttentionCard stats={stats} />
        <LowStockCard stats={stats} />
        <MostWantedCard stats={stats} />
        <SizeSwapsCard />
      </div>
    </div>
  );
}

function ShopMixCard({ stats }: { stats: AdminStats }) {
  const slices = shopMix(stats);
  const empty = slices.every((slice) => slice.value === 0);
  return (
    <StatsCard title="Orders, products, reviews and users">
      <figure aria-label={shopMixSummary(stats)} className="flex flex-col items-center gap-6 sm:flex-row xl:flex-col 2xl:flex-row">
        <div aria-hidden="true" className="size-52 shrink-0">
          {empty ? (
            <div className="grid size-full place-items-center rounded-full border-[1.75rem] border-sand text-center text-sm text-muted">
              Nothing yet
            </div>
          ) : (
            <Suspense fallback={<Skeleton className="size-full rounded-full" />}>
              <ShopMixChart stats={stats} />
            </Suspense>
          )}
        </div>
        {/* The legend is the chart's text: every slice with its number. */}
        <figcaption className="w-full min-w-0">
          <ul className="grid grid-cols-2 gap-3">
            {slices.map((slice) => (
              <li key={slice.key} className="flex items-center gap-2.5 rounded-lg bg-paper px-3 py-2">
                <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: slice.color }} />
                <span className="min-w-0">
                  <span className="block text-xs text-muted">{slice.label}</span>
                  <span className="block font-medium tabular-nums">{formatCount(slice.value)}</span>
                </span>
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
    </StatsCard>
  );
}

function EarningsCard({
  stats,
  thisYear,
  busy,
  yearSwitch,
}: {
  stats: AdminStats;
  thisYear: number;
  busy: boolean;
  yearSwitch: ReactNode;
}) {
  const summary = earningsSummary(stats, thisYear);
  return (
    <StatsCard title="Monthly earnings" actions={yearSwitch} busy={busy}>
      <figure aria-label={`Line chart of the earnings of each month of ${stats.year}, January to December. ${summary}`}>
        <div aria-hidden="true" className="h-64 sm:h-72">
          <Suspense fallback={<Skeleton className="h-full w-full" />}>
            <MonthlyEarningsChart stats={stats} />
          </Suspense>
        </div>
        <figcaption className="mt-3 text-sm text-muted">{summary}</figcaption>
        <table className="sr-only">
          <caption>Earnings by month of {stats.year}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Earnings</th>
            </tr>
          </thead>
          <tbody>
            {monthlyEarnings(stats).map((entry) => (
              <tr key={entry.month}>
                <th scope="row">{entry.name}</th>
                <td>{formatDollars(entry.earnings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </StatsCard>
  );
}

function ShopStatsSkeleton() {
  return (
    <StatsSkeleton
      label="Loading the shop's totals"
      text="Loading..."
      count={4}
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
      cardClassName="h-32 rounded-xl sm:h-[5.5rem]"
    >
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </StatsSkeleton>
  );
}

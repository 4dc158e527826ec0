import type { UserStats } from '@shop/shared/auth.schema';
import { paths } from '@shop/shared/routes';
import { CreditCard, Package, Star } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, Navigate } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { StatsSkeleton } from '@/components/ui/stats-skeleton';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useLanguage, useMessages, useT } from '@/i18n/i18n';
import { formatCount, formatDollars } from '@/lib/format';
import { useUserStats } from '../api/get-user-stats';
import { GuestOrdersCard } from '../components/guest-orders-card';

const UserStatsChart = lazy(() => import('../components/user-stats-chart').then((module) => ({ default: module.UserStatsChart })));

export function DashboardHomePage() {
  useMessages('account');
  const t = useT();
  usePageTitle(t('dashboard.title'));
  const user = useUser();
  // Admins have their own dashboard; the guard renders this page only for a signed-in user.
  if (!user) return null;
  if (user.role === 'admin') return <Navigate to={paths.admin} replace />;
  return <UserDashboard email={user.email} username={user.username} verified={user.emailVerified} />;
}

function UserDashboard({ email, username, verified }: { email: string; username: string; verified: boolean }) {
  const t = useT();
  const stats = useUserStats(email);
  return (
    <DashboardPage title={t('dashboard.welcome', { username })} intro={t('dashboard.intro')}>
      <GuestOrdersCard email={email} verified={verified} />
      <QueryStates
        query={stats}
        loading={<YourStatsSkeleton />}
        failed={<EmptyState title={t('dashboard.noData')}>{t('dashboard.noDataDetail')}</EmptyState>}
      >
        {(data) => <StatsOverview stats={data} />}
      </QueryStates>
    </DashboardPage>
  );
}

function StatsOverview({ stats }: { stats: UserStats }) {
  const t = useT();
  const { locale } = useLanguage();
  const empty = stats.totalPayments === 0 && stats.totalReviews === 0 && stats.totalPurchasedProducts === 0;
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 sm:grid-cols-3">
        <StatCard icon={CreditCard} label={t('dashboard.stats.payments')} value={formatDollars(stats.totalPayments)} />
        <StatCard icon={Star} label={t('dashboard.stats.reviews')} value={formatCount(stats.totalReviews, locale)} />
        <StatCard icon={Package} label={t('dashboard.stats.products')} value={formatCount(stats.totalPurchasedProducts, locale)} />
      </ul>
      <section aria-labelledby="stats-chart-title" className="rounded-xl border border-line bg-white p-4 sm:p-6">
        <h2 id="stats-chart-title" className="mb-4 text-xl">
          {t('dashboard.atAGlance')}
        </h2>
        {empty ? (
          <div className="flex flex-col items-center gap-4 py-10 text-center">
            <p className="text-muted">{t('dashboard.nothingToChart')}</p>
            <Link to={paths.shop} className={buttonStyles({ variant: 'secondary' })}>
              {t('account.browseShop')}
            </Link>
          </div>
        ) : (
          <figure
            aria-label={t('dashboard.chart.label', {
              payments: formatDollars(stats.totalPayments),
              reviews: stats.totalReviews,
              products: stats.totalPurchasedProducts,
            })}
          >
            <div className="h-64 sm:h-72">
              <Suspense fallback={<Skeleton className="h-full w-full" />}>
                <UserStatsChart stats={stats} />
              </Suspense>
            </div>
            <figcaption className="mt-3 text-xs text-muted">{t('dashboard.chart.caption')}</figcaption>
          </figure>
        )}
      </section>
    </div>
  );
}

function YourStatsSkeleton() {
  const t = useT();
  return (
    <StatsSkeleton
      label={t('dashboard.loadingTotals')}
      count={3}
      className="grid gap-4 sm:grid-cols-3"
      cardClassName="h-[5.5rem] rounded-xl"
    >
      <Skeleton className="h-80 rounded-xl" />
    </StatsSkeleton>
  );
}

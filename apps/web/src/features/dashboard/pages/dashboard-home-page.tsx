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
import { formatCount, formatDollars } from '@/lib/format';
import { useUserStats } from '../api/get-user-stats';
import { GuestOrdersCard } from '../components/guest-orders-card';

const UserStatsChart = lazy(() => import('../components/user-stats-chart').then((module) => ({ default: module.UserStatsChart })));

export function DashboardHomePage() {
  usePageTitle('Dashboard');
  const user = useUser();
  // Admins have their own dashboard; the guard renders this page only for a signed-in user.
  if (!user) return null;
  if (user.role === 'admin') return <Navigate to={paths.admin} replace />;
  return <UserDashboard email={user.email} username={user.username} verified={user.emailVerified} />;
}

function UserDashboard({ email, username, verified }: { email: string; username: string; verified: boolean }) {
  const stats = useUserStats(email);
  return (
    <DashboardPage title={`Welcome, ${username}!`} intro="Here is an overview of your shopping so far.">
      <GuestOrdersCard email={email} verified={verified} />
      <QueryStates
        query={stats}
        loading={<YourStatsSkeleton />}
        failed={
          <EmptyState title="No data available.">Your totals will show here once we can load them. Try again in a moment.</EmptyState>
        }
      >
        {(data) => <StatsOverview stats={data} />}
      </QueryStates>
    </DashboardPage>
  );
}

function StatsOverview({ stats }: { stats: UserStats }) {
  const empty = stats.totalPayments === 0 && stats.totalReviews === 0 && stats.totalPurchasedProducts === 0;
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 sm:grid-cols-3">
        <StatCard icon={CreditCard} label="Total Payments" value={formatDollars(stats.totalPayments)} />
        <StatCard icon={Star} label="Total Reviews" value={formatCount(stats.totalReviews)} />
        <StatCard icon={Package} label="Total Purchased Products" value={formatCount(stats.totalPurchasedProducts)} />
      </ul>
      <section aria-labelledby="stats-chart-title" className="rounded-xl border border-line bg-white p-4 sm:p-6">
        <h2 id="stats-chart-title" className="mb-4 text-xl">
          At a glance
        </h2>
        {empty ? (
          <div className="flex flex-col items-center gap-4 py-10 text-center">
            <p className="text-muted">Nothing to chart yet. Your first order and review will show up here.</p>
            <Link to={paths.shop} className={buttonStyles({ variant: 'secondary' })}>
              Browse the shop
            </Link>
          </div>
        ) : (
          <figure
            aria-label={`Bar chart: payments ${formatDollars(stats.totalPayments)}, ${stats.totalReviews} reviews, ${stats.totalPurchasedProducts} purchased products`}
          >
            <div className="h-64 sm:h-72">
              <Suspense fallback={<Skeleton className="h-full w-full" />}>
                <UserStatsChart stats={stats} />
              </Suspense>
            </div>
            <figcaption className="mt-3 text-xs text-muted">
              Payments in dollars on the left scale; reviews and purchased products as counts on the right.
            </figcaption>
          </figure>
        )}
      </section>
    </div>
  );
}

function YourStatsSkeleton() {
  return (
    <StatsSkeleton label="Loading your totals" count={3} className="grid gap-4 sm:grid-cols-3" cardClassName="h-[5.5rem] rounded-xl">
      <Skeleton className="h-80 rounded-xl" />
    </StatsSkeleton>
  );
}

import type { Order } from '@shop/shared/order.schema';
import { paths } from '@shop/shared/routes';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { PagedResults } from '@/components/ui/list-states';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { useUser } from '@/features/auth/auth-store';
import { useUserStats } from '@/features/dashboard/api/get-user-stats';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { formatDate, formatDollars, plural } from '@/lib/format';
import { useMyOrdersPage } from '../hooks/use-my-orders-page';
import { NoOrdersYet } from '../components/no-orders-yet';
import { PaymentStatusBadge } from '../components/order-status-badge';

/** `/dashboard/payments`: the total spent and every payment, order by order, a page at a time. */
export function PaymentsPage() {
  usePageTitle('Total Payments');
  const { query: orders, view, setPage } = useMyOrdersPage();
  const user = useUser();
  // The server's own sum of every paid order, whichever page is on screen (a flagged payment is still being checked).
  const stats = useUserStats(user?.email);

  return (
    <DashboardPage title="Total Payments">
      <QueryStates
        query={orders}
        loading={
          <SkeletonRows
            label="Loading your payments"
            className="space-y-4"
            lead="h-28 rounded-xl"
            rows={3}
            rowClassName="h-16 rounded-lg"
          />
        }
        failed="We could not load your payments."
      >
        {(data) => (
          <div className="space-y-8">
            <section aria-labelledby="total-spent" className="rounded-xl bg-ink px-6 py-6 text-paper sm:px-8">
              <h2 id="total-spent" className="text-sm font-semibold tracking-[0.12em] text-paper/80 uppercase font-sans">
                Total Spent
              </h2>
              {stats.data ? (
                <p className="mt-2 font-display text-4xl tabular-nums md:text-5xl">{formatDollars(stats.data.totalPayments)}</p>
              ) : stats.isPending ? (
                <Skeleton className="mt-2 h-10 w-40 bg-paper/20 md:h-12" />
              ) : (
                <p className="mt-2 text-paper/90">
                  The total could not be loaded.{' '}
                  <button type="button" className="underline underline-offset-2" onClick={() => void stats.refetch()}>
                    Try again
                  </button>
                </p>
              )}
              <p className="mt-1 text-sm text-paper/80">{plural(data.totalOrders, 'order')}</p>
            </section>

            {data.totalOrders === 0 ? (
              <NoOrdersYet title="No payments yet" />
            ) : (
              <section aria-labelledby="payments-list">
                <h2 id="payments-list" className="mb-3 text-xl">
                  Payments
                </h2>
                <PagedResults view={view} noun="payments" label="Payments pages" stale={orders.isPlaceholderData} onPageChange={setPage}>
                  <ul className="divide-y divide-line rounded-xl border border-line bg-white">
                    {data.orders.map((order) => (
                      <PaymentRow key={order._id} order={order} />
                    ))}
                  </ul>
                </PagedResults>
              </section>
            )}
          </div>
        )}
      </QueryStates>
    </DashboardPage>
  );
}

function PaymentRow({ order }: { order: Order }) {
  const when = order.paidAt ?? order.createdAt;
  return (
    <li className="px-4 py-4 sm:px-5">
      <div className="flex items-center justify-between gap-4">
        <p className="text-lg font-semibold tabular-nums">{formatDollars(order.amount)}</p>
        <PaymentStatusBadge status={order.paymentStatus} />
      </div>
      <p className="mt-1 text-sm text-muted">
        <time dateTime={when}>{formatDate(when, 'localDateTime')}</time>
        {' · '}
        <Link to={paths.order(order.orderId)} className="font-mono underline underline-offset-4 hover:text-ink">
          {order.orderId}
        </Link>
        {' · '}
        <span className="whitespace-nowrap">Order {order.status}</span>
      </p>
      {order.paymentStatus === 'refunded' ? (
        <p className="mt-1 text-xs text-muted">
          Refunded{order.refundedAt ? ` on ${formatDate(order.refundedAt, 'localDate')}` : ''}: not counted in the total.
        </p>
      ) : order.paymentStatus === 'partially_refunded' ? (
        <p className="mt-1 text-xs text-muted">{formatDollars(order.refunded)} refunded: the total counts what was kept.</p>
      ) : order.paymentStatus === 'paid' ? null : (
        <p className="mt-1 text-xs text-danger">Not counted in the total until it is checked.</p>
      )}
    </li>
  );
}

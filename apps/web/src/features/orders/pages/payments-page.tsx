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
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { formatDate, formatDollars } from '@/lib/format';
import { useOrderMoney } from '../order-money';
import { useMyOrdersPage } from '../hooks/use-my-orders-page';
import { NoOrdersYet } from '../components/no-orders-yet';
import { ORDER_STATUS_NAMES, PaymentStatusBadge } from '../components/order-status-badge';

/** `/dashboard/payments`: the total spent and every payment, order by order, a page at a time. */
export function PaymentsPage() {
  useMessages('account');
  const t = useT();
  usePageTitle(t('dashboard.stats.payments'));
  const { query: orders, view, setPage } = useMyOrdersPage();
  const user = useUser();
  // The server's own sum of every paid order, whichever page is on screen (a flagged payment is still being checked).
  const stats = useUserStats(user?.email);

  return (
    <DashboardPage title={t('dashboard.stats.payments')}>
      <QueryStates
        query={orders}
        loading={
          <SkeletonRows
            label={t('orders.payments.loading')}
            className="space-y-4"
            lead="h-28 rounded-xl"
            rows={3}
            rowClassName="h-16 rounded-lg"
          />
        }
        failed={t('orders.payments.loadFailed')}
      >
        {(data) => (
          <div className="space-y-8">
            <section aria-labelledby="total-spent" className="rounded-xl bg-ink px-6 py-6 text-paper sm:px-8">
              <h2 id="total-spent" className="text-sm font-semibold tracking-[0.12em] text-paper/80 uppercase font-sans">
                {t('orders.payments.totalSpent')}
              </h2>
              {stats.data ? (
                <p className="mt-2 font-display text-4xl tabular-nums md:text-5xl">{formatDollars(stats.data.totalPayments)}</p>
              ) : stats.isPending ? (
                <Skeleton className="mt-2 h-10 w-40 bg-paper/20 md:h-12" />
              ) : (
                <p className="mt-2 text-paper/90">
                  {t('orders.payments.totalFailed')}{' '}
                  <button type="button" className="underline underline-offset-2" onClick={() => void stats.refetch()}>
                    {t('ui.tryAgain')}
                  </button>
                </p>
              )}
              <p className="mt-1 text-sm text-paper/80">{t('orders.count', { count: data.totalOrders })}</p>
            </section>

            {data.totalOrders === 0 ? (
              <NoOrdersYet title={t('orders.payments.empty')} />
            ) : (
              <section aria-labelledby="payments-list">
                <h2 id="payments-list" className="mb-3 text-xl">
                  {t('orders.payments.title')}
                </h2>
                <PagedResults
                  view={view}
                  noun="payments"
                  label={t('orders.payments.pages')}
                  showing={t('orders.payments.showing', { from: view.from, to: view.to, total: view.total })}
                  stale={orders.isPlaceholderData}
                  onPageChange={setPage}
                >
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
  const t = useT();
  const locale = useFormatLocale();
  // In the order's own currency (docs/decisions/044).
  const money = useOrderMoney(order.currency);
  const when = order.paidAt ?? order.createdAt;
  return (
    <li className="px-4 py-4 sm:px-5">
      <div className="flex items-center justify-between gap-4">
        <p className="text-lg font-semibold tabular-nums">{money.amount(order.amount)}</p>
        <PaymentStatusBadge status={order.paymentStatus} />
      </div>
      <p className="mt-1 text-sm text-muted">
        <time dateTime={when}>{formatDate(when, 'localDateTime', undefined, locale)}</time>
        {' · '}
        <Link to={paths.order(order.orderId)} className="font-mono underline underline-offset-4 hover:text-ink">
          {order.orderId}
        </Link>
        {' · '}
        <span className="whitespace-nowrap">{t('orders.payments.orderStatus', { status: t(ORDER_STATUS_NAMES[order.status]) })}</span>
      </p>
      {order.paymentStatus === 'refunded' ? (
        <p className="mt-1 text-xs text-muted">
          {order.refundedAt
            ? t('orders.payments.refundedOn', { day: formatDate(order.refundedAt, 'localDate', undefined, locale) })
            : t('orders.payments.refunded')}
        </p>
      ) : order.paymentStatus === 'partially_refunded' ? (
        <p className="mt-1 text-xs text-muted">{t('orders.payments.partlyRefunded', { amount: money.amount(order.refunded) })}</p>
      ) : order.paymentStatus === 'paid' ? null : (
        <p className="mt-1 text-xs text-danger">{t('orders.payments.notCounted')}</p>
      )}
    </li>
  );
}

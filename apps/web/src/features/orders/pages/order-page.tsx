import { isPaid } from '@shop/shared/constants';
import type { Order } from '@shop/shared/order.schema';
import { paths } from '@shop/shared/routes';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/features/auth/auth-store';
import { LineChange } from '@/features/exchanges/components/line-change';
import { OrderExchangeSection } from '@/features/exchanges/components/order-exchange-section';
import { OrderReturnSection } from '@/features/returns/components/order-return-section';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { useOrder } from '../api/get-order';
import { OrderLines } from '../components/order-lines';
import { OrderRefunds } from '../components/order-refunds';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/order-status-badge';
import { OrderTracker } from '../components/order-tracker';
import { OrderShipments } from '../components/order-shipments';
import { OrderCard, OrderFact } from '../components/order-card';
import { ShippingAddress } from '../components/shipping-address';

/**
 * Order detail (`/orders/:orderId`, by order reference or id): the order id, its status, the
 * four-step tracker with when each step was reached and each parcel's tracking link, what was
 * bought and where it ships. Only the customer, an admin or a guest with the order's tracking
 * link gets it; anything else says 'No orders!'.
 */
export function OrderPage() {
  useMessages('account');
  const t = useT();
  const locale = useFormatLocale();
  const { orderId = '' } = useParams();
  const [searchParams] = useSearchParams();
  usePageTitle(t('orders.order.title', { id: orderId }));
  const user = useUser();
  // A guest's tracking link carries the token that opens this one order.
  const token = searchParams.get('token') || undefined;
  const order = useOrder(orderId, token);
  const back =
    user?.role === 'admin' ? { to: paths.manageOrders, label: 'All orders' } : { to: paths.userOrders, label: t('orders.caption') };

  return (
    <div className="mx-auto w-full max-w-4xl px-5 py-10 md:py-14">
      {user ? (
        <Link to={back.to} className="mb-6 inline-flex min-h-touch items-center gap-2 text-sm text-muted hover:text-ink">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      ) : null}
      <header className="mb-8 space-y-2">
        <p className="text-xs font-semibold tracking-[0.25em] text-clay uppercase">{t('orders.order.details')}</p>
        <h1 className="font-mono text-3xl break-all md:text-4xl">{order.data?.orderId ?? orderId}</h1>
      </header>

      <QueryStates
        query={order}
        loading={<OrderSkeleton />}
        failed={
          <EmptyState
            role="alert"
            title={t('orders.order.none')}
            actions={
              <>
                {user ? (
                  <Link to={paths.userOrders} className={buttonStyles({ variant: 'secondary' })}>
                    {t('orders.caption')}
                  </Link>
                ) : (
                  <Link to={paths.login} className={buttonStyles({ variant: 'secondary' })}>
                    {t('orders.order.signIn')}
                  </Link>
                )}
                <Button variant="ghost" onClick={() => void order.refetch()}>
                  {t('ui.tryAgain')}
                </Button>
              </>
            }
          >
            {t('orders.order.notFoundDetail')}
          </EmptyState>
        }
      >
        {(data) => (
          <div className="space-y-6">
            <OrderCard>
              <dl className="grid grid-cols-2 gap-4 text-sm lg:grid-cols-4">
                <OrderFact label={t('orders.order.id')}>
                  <span className="font-mono font-semibold break-all">{data.orderId}</span>
                </OrderFact>
                <OrderFact label={t('orders.column.status')}>
                  <OrderStatusBadge status={data.status} />
                </OrderFact>
                <OrderFact label={t('orders.order.placed')}>
                  {formatDate(data.paidAt ?? data.createdAt, 'localDateTime', undefined, locale)}
                </OrderFact>
                <OrderFact label={t('orders.order.payment')}>
                  <PaymentStatusBadge status={data.paymentStatus} />
                </OrderFact>
              </dl>
            </OrderCard>

            <OrderCard title={t('orders.order.status')}>
              <OrderTracker order={data} label={t('orders.order.tracker')} />
              <OrderShipments orderId={data._id} token={token} />
              <OrderExchangeSection orderId={data._id} token={token} shipped={shipped(data.status)} />
              {/* Only when the shop takes returns (for a refund or store credit); otherwise it is exchange-only. */}
              <OrderReturnSection orderId={data._id} token={token} shipped={shipped(data.status)} />
            </OrderCard>

            <OrderCard title={t('orders.order.items')}>
              <OrderLines order={data} />
              {data.email ? <p className="mt-4 text-sm text-muted">{t('orders.order.receiptTo', { email: data.email })}</p> : null}
              {/* Until it ships, a paid order's sizes can be changed in one step. */}
              {isPaid(data.paymentStatus) && (data.status === 'pending' || data.status === 'processing') ? (
                <LineChange orderId={data._id} token={token} onChanged={() => void order.refetch()} />
              ) : null}
            </OrderCard>

            <OrderRefunds order={data} />

            {data.shippingAddress ? (
              <OrderCard>
                <ShippingAddress address={data.shippingAddress} />
              </OrderCard>
            ) : null}
          </div>
        )}
      </QueryStates>
    </div>
  );
}

/** An order that has left the shop: it may be exchanged or returned. */
const shipped = (status: Order['status']) => status === 'shipped' || status === 'completed';

function OrderSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('orders.order.loading')} className="space-y-6">
      <Skeleton className="h-24 rounded-xl" />
      <Skeleton className="h-56 rounded-xl" />
      <Skeleton className="h-48 rounded-xl" />
    </div>
  );
}

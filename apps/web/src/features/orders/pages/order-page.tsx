import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useOrder } from '../api/get-order';
import { OrderLines } from '../components/order-lines';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/order-status-badge';
import { OrderTracker } from '../components/order-tracker';
import { formatDateTime } from '../order-format';

/**
 * Order detail (`/orders/:orderId`, by order reference or id): the order id, its status, the
 * four-step tracker with when each step was reached, and what was bought. Only the customer
 * or an admin gets it; anything else says 'No orders!'.
 */
export function OrderPage() {
  const { orderId = '' } = useParams();
  usePageTitle(`Order ${orderId}`);
  const user = useUser();
  const order = useOrder(orderId);
  const back = user?.role === 'admin' ? { to: '/dashboard/manage-orders', label: 'All orders' } : { to: '/dashboard/orders', label: 'Your orders' };

  return (
    <div className="mx-auto w-full max-w-4xl px-5 py-10 md:py-14">
      {user ? (
        <Link to={back.to} className="mb-6 inline-flex min-h-touch items-center gap-2 text-sm text-muted hover:text-ink">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      ) : null}
      <header className="mb-8 space-y-2">
        <p className="text-xs font-semibold tracking-[0.25em] text-clay uppercase">Order details</p>
        <h1 className="font-mono text-3xl break-all md:text-4xl">{order.data?.orderId ?? orderId}</h1>
      </header>

      {order.isPending ? (
        <OrderSkeleton />
      ) : order.isError ? (
        <div role="alert" className="rounded-xl border border-dashed border-stone bg-sand px-6 py-10 text-center">
          <p className="font-display text-2xl">No orders!</p>
          <p className="mx-auto mt-2 max-w-md text-muted">
            We could not find this order for your account. Check the order id, or find it among your orders.
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            {user ? (
              <Link to="/dashboard/orders" className={buttonStyles({ variant: 'secondary' })}>
                Your orders
              </Link>
            ) : (
              <Link to="/login" className={buttonStyles({ variant: 'secondary' })}>
                Sign In
              </Link>
            )}
            <Button variant="ghost" onClick={() => void order.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-6">
          <Card>
            <dl className="grid grid-cols-2 gap-4 text-sm lg:grid-cols-4">
              <Fact label="Order Id">
                <span className="font-mono font-semibold break-all">{order.data.orderId}</span>
              </Fact>
              <Fact label="Status">
                <OrderStatusBadge status={order.data.status} />
              </Fact>
              <Fact label="Placed">{formatDateTime(order.data.paidAt ?? order.data.createdAt)}</Fact>
              <Fact label="Payment">
                <PaymentStatusBadge status={order.data.paymentStatus} />
              </Fact>
            </dl>
          </Card>

          <Card title="Order status">
            <OrderTracker order={order.data} label="Order tracker" />
          </Card>

          <Card title="Items">
            <OrderLines order={order.data} />
            {order.data.email ? <p className="mt-4 text-sm text-muted">Receipt sent to {order.data.email}</p> : null}
          </Card>
        </div>
      )}
    </div>
  );
}

function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-line bg-white p-5 sm:p-6">
      {title ? <h2 className="mb-5 text-xl">{title}</h2> : null}
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function OrderSkeleton() {
  return (
    <div role="status" aria-label="Loading the order" className="space-y-6">
      <Skeleton className="h-24 rounded-xl" />
      <Skeleton className="h-56 rounded-xl" />
      <Skeleton className="h-48 rounded-xl" />
    </div>
  );
}

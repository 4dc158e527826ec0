import type { Order } from '@shop/shared/order.schema';
import { paths } from '@shop/shared/routes';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { DataTable, type Column } from '@/components/ui/table';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { formatDate, formatDollars, plural } from '@/lib/format';
import { useCustomerOrders } from '../api/get-customer-orders';
import { NoOrdersYet } from '../components/no-orders-yet';
import { OrderStatusBadge } from '../components/order-status-badge';

/** The signed-in customer's orders (`/dashboard/orders`), newest first. */
export function UserOrdersPage() {
  usePageTitle('Your Orders');
  const user = useUser();
  const orders = useCustomerOrders(user?.email);

  return (
    <DashboardPage title="Your Orders" intro={orders.data?.length ? plural(orders.data.length, 'order') : undefined}>
      {orders.isPending ? (
        <OrdersSkeleton />
      ) : orders.isError ? (
        <LoadFailed title="No Order Found." onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <NoOrdersYet title="No orders yet">When you buy something, it shows here with its delivery status.</NoOrdersYet>
      ) : (
        <DataTable caption="Your orders" rows={orders.data} columns={COLUMNS} />
      )}
    </DashboardPage>
  );
}

const COLUMNS: Column<Order>[] = [
  { label: '#', className: 'text-muted tabular-nums', cell: (_order, index) => index + 1 },
  { label: 'Order ID', cell: (order) => <span className="font-mono font-medium">{order.orderId}</span> },
  { label: 'Date', cell: (order) => <time dateTime={order.createdAt}>{formatDate(order.createdAt, 'localDate')}</time> },
  { label: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
  { label: 'Total', className: 'tabular-nums', cell: (order) => formatDollars(order.amount) },
  {
    label: 'View',
    cell: (order) => (
      <Link
        to={paths.order(order.orderId)}
        aria-label={`view order ${order.orderId}`}
        className="inline-flex min-h-touch items-center font-medium text-clay underline underline-offset-4 hover:text-ink"
      >
        view order
      </Link>
    ),
  },
];

function OrdersSkeleton() {
  return (
    <div role="status" aria-label="Loading your orders" className="space-y-3">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-14 rounded-lg" />
      ))}
    </div>
  );
}

import type { Order } from '@shop/shared/order.schema';
import { paths } from '@shop/shared/routes';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ListStates } from '@/components/ui/list-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { DataTable, type Column } from '@/components/ui/table';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { formatDate, formatDollars, plural } from '@/lib/format';
import { useMyOrdersPage } from '../hooks/use-my-orders-page';
import { NoOrdersYet } from '../components/no-orders-yet';
import { OrderStatusBadge } from '../components/order-status-badge';

/** The signed-in customer's orders (`/dashboard/orders`), newest first, a page at a time (the page is in the URL). */
export function UserOrdersPage() {
  usePageTitle('Your Orders');
  const list = useMyOrdersPage();
  const { view } = list;

  return (
    <DashboardPage title="Your Orders" intro={view.total > 0 ? plural(view.total, 'order') : undefined}>
      <ListStates
        list={list}
        noun="orders"
        loading={<SkeletonRows label="Loading your orders" rows={4} rowClassName="h-14 rounded-lg" />}
        failed="No Order Found."
        empty={<NoOrdersYet title="No orders yet">When you buy something, it shows here with its delivery status.</NoOrdersYet>}
      >
        {(data) => <DataTable caption="Your orders" rows={data.orders} columns={columnsFrom(view.from)} />}
      </ListStates>
    </DashboardPage>
  );
}

/** The table's columns; `#` counts on from the page's first row, so page 2 starts at 21. */
const columnsFrom = (first: number): Column<Order>[] => [
  { label: '#', className: 'text-muted tabular-nums', cell: (_order, index) => first + index },
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

import { formatDollars } from '@shop/shared/money';
import type { Order } from '@shop/shared/order.schema';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button, buttonStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useCustomerOrders } from '../api/get-customer-orders';
import { OrderStatusBadge } from '../components/order-status-badge';
import { formatDate } from '../order-format';

const COLUMNS = ['#', 'Order ID', 'Date', 'Status', 'Total', 'View'] as const;

/** The signed-in customer's orders (`/dashboard/orders`), newest first. */
export function UserOrdersPage() {
  usePageTitle('Your Orders');
  const user = useUser();
  const orders = useCustomerOrders(user?.email);

  return (
    <DashboardPage title="Your Orders" intro={orders.data?.length ? `${orders.data.length} ${orders.data.length === 1 ? 'order' : 'orders'}` : undefined}>
      {orders.isPending ? (
        <OrdersSkeleton />
      ) : orders.isError ? (
        <div role="alert" className="rounded-xl border border-danger/30 bg-danger-soft px-6 py-8 text-center text-danger">
          <p className="font-medium">No Order Found.</p>
          <Button variant="secondary" className="mt-4" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </div>
      ) : orders.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone bg-sand px-6 py-10 text-center">
          <p className="font-display text-2xl">No orders yet</p>
          <p className="mx-auto mt-2 max-w-md text-muted">When you buy something, it shows here with its delivery status.</p>
          <Link to="/shop" className={buttonStyles({ className: 'mt-5' })}>
            Browse the shop
          </Link>
        </div>
      ) : (
        <OrdersTable orders={orders.data} />
      )}
    </DashboardPage>
  );
}

function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <Table caption="Your orders">
      <TableHead columns={COLUMNS} />
      <TableBody>
        {orders.map((order, index) => (
          <TableRow key={order._id}>
            <TableCell label="#" className="text-muted tabular-nums">
              {index + 1}
            </TableCell>
            <TableCell label="Order ID">
              <span className="font-mono font-medium">{order.orderId}</span>
            </TableCell>
            <TableCell label="Date">
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
            </TableCell>
            <TableCell label="Status">
              <OrderStatusBadge status={order.status} />
            </TableCell>
            <TableCell label="Total" className="tabular-nums">
              {formatDollars(order.amount)}
            </TableCell>
            <TableCell label="View">
              <Link
                to={`/orders/${encodeURIComponent(order.orderId)}`}
                aria-label={`view order ${order.orderId}`}
                className="inline-flex min-h-touch items-center font-medium text-clay underline underline-offset-4 hover:text-ink"
              >
                view order
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function OrdersSkeleton() {
  return (
    <div role="status" aria-label="Loading your orders" className="space-y-3">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-14 rounded-lg" />
      ))}
    </div>
  );
}

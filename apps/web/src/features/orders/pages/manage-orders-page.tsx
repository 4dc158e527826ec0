import { DEFAULT_PAGE_SIZE, ORDER_STATUSES, type OrderStatus } from '@shop/shared/constants';
import type { Order } from '@shop/shared/order.schema';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button, buttonStyles } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { cn } from '@/lib/class-names';
import { pageRange, useClampedPage, useUrlPaging } from '@/lib/use-url-paging';
import { useOrders } from '../api/get-orders';
import { DeleteOrderDialog } from '../components/delete-order-dialog';
import { EditOrderStatusModal } from '../components/edit-order-status-modal';
import { OrderStatusBadge } from '../components/order-status-badge';
import { formatDateTime } from '../order-format';

const COLUMNS = ['Order Id', 'Customer', 'Status', 'Date', 'Actions'] as const;
export const MANAGE_ORDERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

function readStatus(value: string | null): OrderStatus | undefined {
  return ORDER_STATUSES.find((status) => status === value);
}

/** `/dashboard/manage-orders` (admin): every paid order, newest change first, with its actions. */
export function ManageOrdersPage() {
  usePageTitle('Manage Orders');
  const paging = useUrlPaging('status');
  const status = readStatus(paging.filter);
  const { page } = paging;
  const orders = useOrders({ status, page, limit: MANAGE_ORDERS_PAGE_SIZE });
  const [editing, setEditing] = useState<Order | null>(null);
  const [deleting, setDeleting] = useState<Order | null>(null);

  const total = orders.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / MANAGE_ORDERS_PAGE_SIZE));
  const shownPage = useClampedPage(paging, totalPages, Boolean(orders.data) && !orders.isPlaceholderData);
  const { from, to } = pageRange(shownPage, MANAGE_ORDERS_PAGE_SIZE, total);

  return (
    <DashboardPage
      title="Manage Orders"
      intro={
        orders.data
          ? `${total} ${total === 1 ? 'order' : 'orders'}${status ? ` ${status}` : ''}`
          : 'Every paid order of the shop.'
      }
      actions={
        <SelectField
          label="Filter by status"
          className="w-48"
          value={status ?? ''}
          onChange={(event) => paging.setFilter(readStatus(event.target.value) ?? '')}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
      }
    >
      {orders.isPending ? (
        <div role="status" aria-label="Loading orders" className="space-y-3">
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-14 rounded-lg" />
          ))}
        </div>
      ) : orders.isError ? (
        <div
          role="alert"
          className="rounded-xl border border-danger/30 bg-danger-soft px-6 py-8 text-center text-danger"
        >
          <p className="font-medium">Error loading orders.</p>
          <Button variant="secondary" className="mt-4" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </div>
      ) : orders.data.orders.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone bg-sand px-6 py-10 text-center">
          <p className="font-display text-2xl">No orders found</p>
          <p className="mx-auto mt-2 max-w-md text-muted">
            {status ? `No order is ${status} right now.` : 'Paid orders will appear here as soon as they come in.'}
          </p>
          {status ? (
            <Button variant="secondary" className="mt-5" onClick={() => paging.setFilter('')}>
              Show all orders
            </Button>
          ) : null}
        </div>
      ) : (
        <div
          className={cn('space-y-5 transition-opacity', orders.isPlaceholderData && 'opacity-60')}
          aria-busy={orders.isPlaceholderData || undefined}
        >
          <OrdersTable orders={orders.data.orders} onEdit={setEditing} onDelete={setDeleting} />
          <p className="text-center text-sm text-muted">
            Showing {from} to {to} of {total} orders
          </p>
          <Pagination page={shownPage} totalPages={totalPages} onPageChange={paging.setPage} label="Orders pages" />
        </div>
      )}
      <EditOrderStatusModal order={editing} onClose={() => setEditing(null)} />
      <DeleteOrderDialog order={deleting} onClose={() => setDeleting(null)} />
    </DashboardPage>
  );
}

function OrdersTable({
  orders,
  onEdit,
  onDelete,
}: {
  orders: Order[];
  onEdit: (order: Order) => void;
  onDelete: (order: Order) => void;
}) {
  return (
    <Table caption="Orders">
      <TableHead columns={COLUMNS} />
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order._id}>
            <TableCell label="Order Id">
              <span className="font-mono font-medium whitespace-nowrap">{order.orderId}</span>
            </TableCell>
            <TableCell label="Customer">
              <span className="[overflow-wrap:anywhere]">{order.email ?? 'Guest'}</span>
            </TableCell>
            <TableCell label="Status">
              <OrderStatusBadge status={order.status} />
            </TableCell>
            <TableCell label="Date">
              <time dateTime={order.updatedAt} className="tabular-nums">
                {formatDateTime(order.updatedAt)}
              </time>
            </TableCell>
            <TableCell label="Actions">
              <span className="inline-flex flex-wrap justify-end md:justify-start lg:flex-nowrap">
                <Link
                  to={`/orders/${encodeURIComponent(order.orderId)}`}
                  aria-label={`View ${order.orderId}`}
                  className={buttonStyles({ variant: 'ghost', size: 'sm' })}
                >
                  <Eye aria-hidden="true" className="size-4" />
                  View
                </Link>
                <Button variant="ghost" size="sm" onClick={() => onEdit(order)} aria-label={`Edit ${order.orderId}`}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </Button>
                <Button
                  variant="ghost-danger"
                  size="sm"
                  onClick={() => onDelete(order)}
                  aria-label={`Delete ${order.orderId}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

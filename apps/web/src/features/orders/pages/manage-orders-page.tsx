import { DEFAULT_PAGE_SIZE, ORDER_STATUSES, type OrderStatus } from '@shop/shared/constants';
import type { Order } from '@shop/shared/order.schema';
import { paths } from '@shop/shared/routes';
import { useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/field';
import { LoadFailed } from '@/components/ui/load-failed';
import { PagedResults } from '@/components/ui/paged-results';
import { Badge } from '@/components/ui/badge';
import { RowActions } from '@/components/ui/row-actions';
import { Skeleton } from '@/components/ui/skeleton';
import { DataTable, type Column } from '@/components/ui/table';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { formatDate, plural } from '@/lib/format';
import { useListPage, useUrlPaging } from '@/lib/use-url-paging';
import { useDeleteOrder } from '../api/delete-order';
import { useOrders } from '../api/get-orders';
import { EditOrderStatusModal } from '../components/edit-order-status-modal';
import { OrderStatusBadge } from '../components/order-status-badge';

export const MANAGE_ORDERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
const NEEDS_ATTENTION = 'attention';

function readStatus(value: string | null): OrderStatus | undefined {
  return ORDER_STATUSES.find((status) => status === value);
}

/** `/dashboard/manage-orders` (admin): every paid order, newest change first, with its actions. */
export function ManageOrdersPage() {
  usePageTitle('Manage Orders');
  const paging = useUrlPaging('status');
  const status = readStatus(paging.filter);
  // Paid orders that could not be filled (oversold, or a payment that does not match).
  const attention = paging.filter === NEEDS_ATTENTION;
  const { page } = paging;
  const orders = useOrders({ status, attention: attention || undefined, page, limit: MANAGE_ORDERS_PAGE_SIZE });
  const [editing, setEditing] = useState<Order | null>(null);
  const [deleting, setDeleting] = useState<Order | null>(null);
  const deleteOrder = useDeleteOrder();

  const view = useListPage(paging, MANAGE_ORDERS_PAGE_SIZE, { total: orders.data?.total, isPlaceholderData: orders.isPlaceholderData });

  return (
    <DashboardPage
      title="Manage Orders"
      intro={orders.data ? `${plural(view.total, 'order')}${status ? ` ${status}` : ''}` : 'Every paid order of the shop.'}
      actions={
        <SelectField
          label="Filter by status"
          className="w-48"
          value={attention ? NEEDS_ATTENTION : (status ?? '')}
          options={ORDER_STATUSES}
          onChange={(event) =>
            paging.setFilter(event.target.value === NEEDS_ATTENTION ? NEEDS_ATTENTION : (readStatus(event.target.value) ?? ''))
          }
        >
          <option value="">All statuses</option>
          <option value={NEEDS_ATTENTION}>Needs attention</option>
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
        <LoadFailed title="Error loading orders." onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <EmptyState
          title="No orders found"
          actions={
            status ? (
              <Button variant="secondary" onClick={() => paging.setFilter('')}>
                Show all orders
              </Button>
            ) : null
          }
        >
          {status ? `No order is ${status} right now.` : 'Paid orders will appear here as soon as they come in.'}
        </EmptyState>
      ) : (
        <PagedResults view={view} noun="orders" label="Orders pages" stale={orders.isPlaceholderData} onPageChange={paging.setPage}>
          <OrdersTable orders={orders.data.orders} onEdit={setEditing} onDelete={setDeleting} />
        </PagedResults>
      )}
      <EditOrderStatusModal order={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        item={deleting}
        title="Delete order?"
        describe={(target) => (
          <>
            Order <span className="font-mono font-medium text-ink">{target.orderId}</span> of {target.email ?? 'a guest'} will be removed
            for good. This cannot be undone.
          </>
        )}
        mutation={deleteOrder}
        successMessage="Order deleted successfully"
        failureMessage="Failed to delete the order."
        onClose={() => setDeleting(null)}
      />
    </DashboardPage>
  );
}

function OrdersTable({ orders, onEdit, onDelete }: { orders: Order[]; onEdit: (order: Order) => void; onDelete: (order: Order) => void }) {
  const columns: Column<Order>[] = [
    {
      label: 'Order Id',
      cell: (order) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="font-mono font-medium whitespace-nowrap">{order.orderId}</span>
          {order.provider === 'test' ? <Badge tone="warning">TEST</Badge> : null}
          {order.paymentStatus === 'flagged' ? <Badge tone="danger">Needs attention</Badge> : null}
        </span>
      ),
    },
    { label: 'Customer', cell: (order) => <span className="[overflow-wrap:anywhere]">{order.email ?? 'Guest'}</span> },
    { label: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
    {
      label: 'Date',
      cell: (order) => (
        <time dateTime={order.updatedAt} className="tabular-nums">
          {formatDate(order.updatedAt, 'localDateTime')}
        </time>
      ),
    },
    {
      label: 'Actions',
      cell: (order) => (
        <RowActions
          name={order.orderId}
          viewTo={paths.adminOrder(order._id)}
          onEdit={() => onEdit(order)}
          onDelete={() => onDelete(order)}
        />
      ),
    },
  ];
  return <DataTable caption="Orders" rows={orders} columns={columns} />;
}

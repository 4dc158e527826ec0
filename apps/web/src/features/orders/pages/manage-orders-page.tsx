import {
  ADMIN_SEARCH_MAX,
  DEFAULT_PAGE_SIZE,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@shop/shared/constants';
import type { Order } from '@shop/shared/order.schema';
import { can } from '@shop/shared/can';
import { paths } from '@shop/shared/routes';
import { useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ListStates } from '@/components/ui/list-states';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DateTime } from '@/components/ui/date-time';
import { FilterSelect } from '@/components/ui/filter-select';
import { Badge } from '@/components/ui/badge';
import { RowActions } from '@/components/ui/row-actions';
import { SearchBox } from '@/components/ui/search-box';
import { DataTable, type Column } from '@/components/ui/table';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { plural } from '@/lib/format';
import { readChoice } from '@/lib/read-choice';
import { usePagedList, useUrlPaging } from '@/lib/use-paged-list';
import { useDeleteOrder } from '../api/delete-order';
import { useOrders } from '../api/get-orders';
import { EditOrderStatusModal } from '../components/edit-order-status-modal';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/order-status-badge';

export const MANAGE_ORDERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** The URL's keys besides `status` and `page`. */
const PAYMENT_KEY = 'payment';
const SEARCH_KEY = 'search';
/** The old link to the flagged orders (`?status=attention`) still opens them. */
const NEEDS_ATTENTION = 'attention';

/** The payment filter's choices, as the owner reads them; without one, the paid, flagged and refunded orders. */
const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  flagged: 'Needs attention',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  expired: 'Checkout expired',
};
const PAYMENT_CHOICES: PaymentStatus[] = ['paid', 'flagged', 'partially_refunded', 'refunded', 'pending', 'failed', 'expired'];

/**
 * `/dashboard/manage-orders` (admin): the paid orders, newest change first, filtered by status
 * and payment and searched by reference or email (all in the URL), with their actions.
 */
export function ManageOrdersPage() {
  usePageTitle('Manage Orders');
  const paging = useUrlPaging('status');
  const status = readChoice(ORDER_STATUSES, paging.filter);
  // `flagged`: paid orders that could not be filled (oversold, or a payment that does not match).
  const paymentStatus =
    readChoice(PAYMENT_STATUSES, paging.param(PAYMENT_KEY)) ?? (paging.filter === NEEDS_ATTENTION ? 'flagged' : undefined);
  const search = paging.param(SEARCH_KEY).trim();
  const { page } = paging;
  const orders = useOrders({ status, paymentStatus, search: search || undefined, page, limit: MANAGE_ORDERS_PAGE_SIZE });
  const [editing, setEditing] = useState<Order | null>(null);
  const [deleting, setDeleting] = useState<Order | null>(null);
  const deleteOrder = useDeleteOrder();
  // Moving an order on and deleting one is fulfilment ('orders.fulfil'); reading them is not.
  const fulfiller = can(useUser(), 'orders.fulfil');
  const filtered = Boolean(status || paymentStatus || search);

  const list = usePagedList(paging, MANAGE_ORDERS_PAGE_SIZE, orders, (data) => ({ total: data.total }));

  // Leaving the old `?status=attention` link keeps its meaning in the payment filter.
  const legacy: Record<string, string> = paging.filter === NEEDS_ATTENTION ? { status: '', [PAYMENT_KEY]: paymentStatus ?? '' } : {};
  const setStatus = (value: OrderStatus | '') => paging.setParams({ ...legacy, status: value });
  const setPayment = (value: PaymentStatus | '') => paging.setParams({ status: status ?? '', [PAYMENT_KEY]: value });
  const setSearch = (text: string) => paging.setParams({ ...legacy, [SEARCH_KEY]: text }, { replace: true });
  const showAll = () => paging.setParams({ status: '', [PAYMENT_KEY]: '', [SEARCH_KEY]: '' });

  return (
    <DashboardPage
      title="Manage Orders"
      intro={orders.data ? `${plural(list.view.total, 'order')}${filtered ? ' found' : ''}` : 'Every paid order of the shop.'}
    >
      <div className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_12rem] lg:items-end">
        <SearchBox
          label="Search orders"
          placeholder="Order id or email"
          value={search}
          maxLength={ADMIN_SEARCH_MAX}
          onSearch={setSearch}
          className="sm:col-span-2 lg:col-span-1"
        />
        <FilterSelect label="Status" value={status} options={ORDER_STATUSES} allLabel="All statuses" onChange={setStatus} />
        <FilterSelect
          label="Payment"
          value={paymentStatus}
          options={PAYMENT_CHOICES}
          labelOf={(choice) => PAYMENT_LABELS[choice]}
          allLabel="All paid orders"
          onChange={setPayment}
        />
      </div>

      <ListStates
        list={list}
        noun="orders"
        rowClassName="h-14 rounded-lg"
        empty={{
          title: 'No orders found',
          children: search
            ? `No order matches “${search}”${status || paymentStatus ? ' with these filters' : ''}. Try part of the order id or the email.`
            : filtered
              ? 'No order matches these filters right now.'
              : 'Paid orders will appear here as soon as they come in.',
        }}
        onClear={filtered ? showAll : undefined}
      >
        {(data) => (
          <OrdersTable orders={data.orders} onEdit={fulfiller ? setEditing : undefined} onDelete={fulfiller ? setDeleting : undefined} />
        )}
      </ListStates>
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

/** Without `onEdit` and `onDelete` each row offers View only. */
function OrdersTable({
  orders,
  onEdit,
  onDelete,
}: {
  orders: Order[];
  onEdit?: (order: Order) => void;
  onDelete?: (order: Order) => void;
}) {
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
    { label: 'Payment', cell: (order) => <PaymentStatusBadge status={order.paymentStatus} /> },
    {
      label: 'Date',
      cell: (order) => <DateTime value={order.updatedAt} format="localDateTime" />,
    },
    {
      label: 'Actions',
      variant: 'actions',
      cell: (order) => (
        <RowActions
          name={order.orderId}
          viewTo={paths.adminOrder(order._id)}
          onEdit={onEdit && (() => onEdit(order))}
          onDelete={onDelete && (() => onDelete(order))}
        />
      ),
    },
  ];
  return <DataTable caption="Orders" rows={orders} columns={columns} />;
}

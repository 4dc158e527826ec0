import { currencyCodeOf } from '@shop/shared/currency';
import type { Order } from '@shop/shared/order.schema';
import { paths } from '@shop/shared/routes';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ListStates } from '@/components/ui/list-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { DataTable, type Column } from '@/components/ui/table';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useFormatLocale, useMessages, useT, type Translate } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { formatAmount } from '@/lib/money-amount';
import { useMyOrdersPage } from '../hooks/use-my-orders-page';
import { NoOrdersYet } from '../components/no-orders-yet';
import { OrderStatusBadge } from '../components/order-status-badge';

/** The signed-in customer's orders (`/dashboard/orders`), newest first, a page at a time (the page is in the URL). */
export function UserOrdersPage() {
  useMessages('account');
  const t = useT();
  const locale = useFormatLocale();
  usePageTitle(t('orders.title'));
  const list = useMyOrdersPage();
  const { view } = list;

  return (
    <DashboardPage title={t('orders.title')} intro={view.total > 0 ? t('orders.count', { count: view.total }) : undefined}>
      <ListStates
        list={list}
        noun="orders"
        texts={{
          loading: t('orders.loading'),
          failed: t('orders.notFound'),
          label: t('orders.pages'),
          showing: ({ from, to, total }) => t('orders.showing', { from, to, total }),
        }}
        loading={<SkeletonRows label={t('orders.loading')} rows={4} rowClassName="h-14 rounded-lg" />}
        failed={t('orders.notFound')}
        empty={<NoOrdersYet title={t('orders.empty')}>{t('orders.emptyDetail')}</NoOrdersYet>}
      >
        {(data) => <DataTable caption={t('orders.caption')} rows={data.orders} columns={columnsFrom(view.from, t, locale)} />}
      </ListStates>
    </DashboardPage>
  );
}

/** The table's columns; `#` counts on from the page's first row, so page 2 starts at 21. */
const columnsFrom = (first: number, t: Translate, locale: string | undefined): Column<Order>[] => [
  { label: '#', className: 'text-muted tabular-nums', cell: (_order, index) => first + index },
  { label: t('orders.column.id'), cell: (order) => <span className="font-mono font-medium">{order.orderId}</span> },
  {
    label: t('orders.column.date'),
    cell: (order) => <time dateTime={order.createdAt}>{formatDate(order.createdAt, 'localDate', undefined, locale)}</time>,
  },
  { label: t('orders.column.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
  {
    label: t('orders.column.total'),
    className: 'tabular-nums',
    cell: (order) =>
      // In the order's own currency (docs/decisions/044).
      formatAmount(order.amount, currencyCodeOf(order.currency), locale ?? 'en-US'),
  },
  {
    label: t('orders.column.view'),
    cell: (order) => (
      <Link
        to={paths.order(order.orderId)}
        aria-label={t('orders.viewNamed', { id: order.orderId })}
        className="inline-flex min-h-touch items-center font-medium text-clay underline underline-offset-4 hover:text-ink"
      >
        {t('orders.viewOrder')}
      </Link>
    ),
  },
];

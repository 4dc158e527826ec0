import { EXCHANGE_NEXT_ACTIONS, EXCHANGE_STATES, type ExchangeAction } from '@shop/shared/constants';
import { EXCHANGE_ADMIN_PAGE_SIZE, type Exchange } from '@shop/shared/exchange.schema';
import { can } from '@shop/shared/can';
import { paths } from '@shop/shared/routes';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ListStates } from '@/components/ui/list-states';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { FilterSelect } from '@/components/ui/filter-select';
import { DataTable, type Column } from '@/components/ui/table';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { plural } from '@/lib/format';
import { useChoiceFilter, usePagedList } from '@/lib/use-paged-list';
import { useAdminExchanges } from '../api/admin-get-exchanges';
import { useMoveExchange } from '../api/admin-move-exchange';
import { ReceiveExchangeDialog, RejectExchangeDialog, takeExchangeStep } from '../components/admin-exchange-dialogs';
import { EXCHANGE_STATE_LABELS, ExchangeStateBadge } from '../components/exchange-state-badge';
import { variantLabel } from '../exchange-format';

export const MANAGE_EXCHANGES_PAGE_SIZE = EXCHANGE_ADMIN_PAGE_SIZE;

/** Each action's button: its words and its weight. */
const ACTION_BUTTONS: Record<ExchangeAction, { label: string; variant: ButtonVariant }> = {
  approve: { label: 'Approve', variant: 'secondary' },
  reject: { label: 'Reject', variant: 'ghost-danger' },
  receive: { label: 'Mark received', variant: 'secondary' },
  ship: { label: 'Mark shipped', variant: 'secondary' },
  close: { label: 'Close', variant: 'secondary' },
};

/**
 * `/dashboard/exchanges` (admin): the exchanges customers asked for, newest first, filtered by
 * state (in the URL), each with the next steps its state allows.
 */
export function ManageExchangesPage() {
  usePageTitle('Exchanges');
  const { paging, choice: status, select, clear } = useChoiceFilter('status', EXCHANGE_STATES);
  const exchanges = useAdminExchanges({ status, page: paging.page, limit: MANAGE_EXCHANGES_PAGE_SIZE });
  const move = useMoveExchange();
  const [rejecting, setRejecting] = useState<Exchange | null>(null);
  const [receiving, setReceiving] = useState<Exchange | null>(null);

  const list = usePagedList(paging, MANAGE_EXCHANGES_PAGE_SIZE, exchanges, (data) => ({ total: data.total, totalPages: data.totalPages }));

  const act = (exchange: Exchange, action: ExchangeAction) => {
    if (action === 'reject') return setRejecting(exchange);
    if (action === 'receive') return setReceiving(exchange);
    if (move.isPending) return;
    void takeExchangeStep(move, exchange, { id: exchange._id, action });
  };
  const busyId = move.isPending ? move.variables.id : null;
  // Every move is the 'exchanges' permission's, as the API checks it.
  const mayMove = can(useUser(), 'exchanges');

  return (
    <DashboardPage
      title="Exchanges"
      intro={
        exchanges.data
          ? `${plural(list.view.total, 'exchange')}${status ? ` · ${EXCHANGE_STATE_LABELS[status]}` : ''}`
          : 'The exchanges customers asked for, newest first.'
      }
    >
      <div className="mb-5 sm:max-w-xs">
        <FilterSelect {...select} label="State" labelOf={(state) => EXCHANGE_STATE_LABELS[state]} allLabel="All" />
      </div>

      <ListStates
        list={list}
        noun="exchanges"
        rowClassName="h-20 rounded-lg"
        empty={
          status
            ? {
                title: 'No exchanges in this state',
                children: <>No exchange is {EXCHANGE_STATE_LABELS[status].toLowerCase()} right now.</>,
              }
            : {
                title: 'No exchanges yet',
                icon: <ArrowLeftRight aria-hidden="true" className="size-8 text-clay" />,
                children: 'Exchanges appear here as soon as customers ask for one from their order.',
              }
        }
        onClear={clear}
      >
        {(data) => <ExchangesTable exchanges={data.exchanges} busyId={busyId} onAction={mayMove ? act : undefined} />}
      </ListStates>
      <RejectExchangeDialog exchange={rejecting} onClose={() => setRejecting(null)} />
      <ReceiveExchangeDialog exchange={receiving} onClose={() => setReceiving(null)} />
    </DashboardPage>
  );
}

function ExchangesTable({
  exchanges,
  busyId,
  onAction,
}: {
  exchanges: Exchange[];
  /** The exchange whose step is on its way: its buttons rest. */
  busyId: string | null;
  /** Without it the rows offer no steps. */
  onAction?: (exchange: Exchange, action: ExchangeAction) => void;
}) {
  const columns: Column<Exchange>[] = [
    {
      label: 'RA number',
      cell: (exchange) => (
        <span className="inline-flex flex-col items-end gap-1 md:items-start">
          <span className="font-mono font-medium whitespace-nowrap">{exchange.raNumber}</span>
          <DateTime value={exchange.createdAt} format="medium" className="text-sm whitespace-nowrap text-muted" />
        </span>
      ),
    },
    {
      label: 'Order',
      cell: (exchange) => (
        <span className="inline-flex flex-col items-end gap-1 md:items-start">
          <Link
            to={paths.adminOrder(exchange.orderId)}
            className="font-mono whitespace-nowrap underline underline-offset-4 hover:text-clay"
          >
            {exchange.orderRef}
          </Link>
          <span className="text-sm text-muted [overflow-wrap:anywhere]">{exchange.email ?? 'Guest'}</span>
        </span>
      ),
    },
    {
      label: 'Items and reason',
      className: 'max-md:flex-col max-md:items-stretch max-md:gap-1',
      cell: (exchange) => (
        <ul className="space-y-1 text-left">
          {exchange.lines.map((line) => (
            <li key={line._id}>
              <span className="font-medium">
                {line.quantity} × {line.name}
              </span>
              <span className="block text-sm text-muted">
                {variantLabel(line.from)}
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> for </span>
                {variantLabel(line.to)}
              </span>
            </li>
          ))}
          <li className="text-sm break-words whitespace-pre-line">
            <span className="text-muted">Reason: </span>
            {exchange.reason}
          </li>
          {exchange.rejectionReason ? <li className="text-sm break-words text-danger">Rejected: {exchange.rejectionReason}</li> : null}
        </ul>
      ),
    },
    {
      label: 'State',
      cell: (exchange) => (
        <span className="inline-flex flex-col items-end gap-1 md:items-start">
          <ExchangeStateBadge status={exchange.status} />
          {exchange.restocked ? <span className="text-xs text-muted">Back in stock</span> : null}
        </span>
      ),
    },
    {
      label: 'Actions',
      variant: 'actions',
      cell: (exchange) => {
        const actions = EXCHANGE_NEXT_ACTIONS[exchange.status];
        if (!onAction || actions.length === 0) return null;
        return (
          <span className="inline-flex flex-wrap justify-end gap-2 md:justify-start">
            {actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={ACTION_BUTTONS[action].variant}
                disabled={busyId === exchange._id}
                aria-label={`${ACTION_BUTTONS[action].label} ${exchange.raNumber}`}
                onClick={() => onAction(exchange, action)}
              >
                {ACTION_BUTTONS[action].label}
              </Button>
            ))}
          </span>
        );
      },
    },
  ];
  return <DataTable caption="Exchanges" rows={exchanges} columns={columns} />;
}

import { RETURN_NEXT_ACTIONS, RETURN_STATES, type ReturnAction } from '@shop/shared/constants';
import { can } from '@shop/shared/can';
import type { Permission } from '@shop/shared/permissions';
import { paths } from '@shop/shared/routes';
import { RETURN_ADMIN_PAGE_SIZE, type Return } from '@shop/shared/return.schema';
import { Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListStates } from '@/components/ui/list-states';
import { DataTable, type Column } from '@/components/ui/table';
import { useUser } from '@/features/auth/auth-store';
import { variantLabel } from '@/features/exchanges/exchange-format';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { formatDollars, plural } from '@/lib/format';
import { formatAmount } from '@/lib/money-amount';
import { useChoiceFilter, usePagedList } from '@/lib/use-paged-list';
import { useAdminReturns } from '../api/admin-get-returns';
import { useMoveReturn } from '../api/admin-move-return';
import { useReturnPolicy } from '../api/return-policy';
import {
  CreditReturnDialog,
  ReceiveReturnDialog,
  RefundReturnDialog,
  RejectReturnDialog,
  takeReturnStep,
} from '../components/admin-return-dialogs';
import { ReturnPolicySection } from '../components/return-policy-form';
import { ReturnStateBadge } from '../components/return-state-badge';
import { OUTCOME_LABELS, RETURN_STATE_LABELS } from '../return-labels';

export const MANAGE_RETURNS_PAGE_SIZE = RETURN_ADMIN_PAGE_SIZE;

/** Each action's button: its words and its weight. */
const RETURN_ACTION_BUTTONS: Record<ReturnAction, { label: string; variant: ButtonVariant }> = {
  approve: { label: 'Approve', variant: 'secondary' },
  reject: { label: 'Reject', variant: 'ghost-danger' },
  receive: { label: 'Mark received', variant: 'secondary' },
  refund: { label: 'Refund', variant: 'secondary' },
  credit: { label: 'Give store credit', variant: 'secondary' },
};

/** What each move needs, as the API checks it: money going back is a refund's. */
const RETURN_ACTION_PERMISSIONS: Record<ReturnAction, Permission> = {
  approve: 'exchanges',
  reject: 'exchanges',
  receive: 'exchanges',
  refund: 'refunds',
  credit: 'refunds',
};

/** The moves that ask first, in a dialog of their own. */
type DialogAction = Exclude<ReturnAction, 'approve'>;

/**
 * `/dashboard/returns` (admin): the return policy (off, the shop is exchange-only), then the
 * returns customers asked for, newest first, filtered by state (in the URL), each with the next
 * steps its state allows (`RETURN_NEXT_ACTIONS`).
 */
export function ManageReturnsPage() {
  usePageTitle('Returns');
  const { paging, choice: status, select, clear } = useChoiceFilter('status', RETURN_STATES);
  const returns = useAdminReturns({ status, page: paging.page, limit: MANAGE_RETURNS_PAGE_SIZE });
  const policy = useReturnPolicy();
  const move = useMoveReturn();
  const [open, setOpen] = useState<{ action: DialogAction; requested: Return } | null>(null);
  const listHeadingId = useId();
  const user = useUser();
  const allowed = (action: ReturnAction) => can(user, RETURN_ACTION_PERMISSIONS[action]);

  const list = usePagedList(paging, MANAGE_RETURNS_PAGE_SIZE, returns, (data) => ({ total: data.total, totalPages: data.totalPages }));

  const act = (requested: Return, action: ReturnAction) => {
    if (action !== 'approve') return setOpen({ action, requested });
    if (move.isPending) return;
    void takeReturnStep(move, requested, { id: requested._id, action });
  };
  const busyId = move.isPending ? move.variables.id : null;
  const dialog = (action: DialogAction) => (open?.action === action ? open.requested : null);
  const close = () => setOpen(null);

  return (
    <DashboardPage
      title="Returns"
      intro="Items customers send back for a refund to their card or for store credit, and the policy they are taken under."
    >
      <div className="space-y-10">
        <ReturnPolicySection editable={can(user, 'settings')} />

        <section aria-labelledby={listHeadingId} className="space-y-5">
          <div className="space-y-1">
            <h2 id={listHeadingId} className="text-xl">
              Return requests
            </h2>
            <p className="text-sm text-muted">
              {returns.data ? `${plural(list.view.total, 'return')}${status ? ` · ${RETURN_STATE_LABELS[status]}` : ''}` : 'Newest first.'}
            </p>
          </div>
          <div className="sm:max-w-xs">
            <FilterSelect {...select} label="State" labelOf={(state) => RETURN_STATE_LABELS[state]} allLabel="All" />
          </div>

          <ListStates
            list={list}
            noun="returns"
            rowClassName="h-20 rounded-lg"
            empty={
              status
                ? {
                    title: 'No returns in this state',
                    children: <>No return is {RETURN_STATE_LABELS[status].toLowerCase()} right now.</>,
                  }
                : {
                    title: 'No returns yet',
                    icon: <Undo2 aria-hidden="true" className="size-8 text-clay" />,
                    children: 'Returns appear here as soon as customers ask for one from their order, while the shop takes returns.',
                  }
            }
            onClear={clear}
          >
            {(data) => <ReturnsTable returns={data.returns} busyId={busyId} allowed={allowed} onAction={act} />}
          </ListStates>
        </section>
      </div>
      <RejectReturnDialog requested={dialog('reject')} onClose={close} />
      <ReceiveReturnDialog requested={dialog('receive')} onClose={close} />
      <RefundReturnDialog requested={dialog('refund')} onClose={close} />
      <CreditReturnDialog requested={dialog('credit')} bonusPercent={policy.data?.creditBonusPercent} onClose={close} />
    </DashboardPage>
  );
}

/** What came of a return: what the customer asked for and, once settled, what was refunded or credited. */
function Outcome({ requested }: { requested: Return }) {
  return (
    <span className="inline-flex flex-col items-end gap-1 md:items-start">
      <span>
        <span className="sr-only">Asked for: </span>
        {OUTCOME_LABELS[requested.outcome]}
      </span>
      {requested.refunded !== null ? (
        <span className="text-sm text-muted">{formatAmount(requested.refunded, requested.currency, 'en-US')} refunded</span>
      ) : null}
      {requested.credited !== null ? (
        <span className="text-sm text-muted">
          {formatDollars(requested.credited)} credited
          {requested.creditCode ? <span className="block font-mono">{requested.creditCode}</span> : null}
        </span>
      ) : null}
    </span>
  );
}

function ReturnsTable({
  returns,
  busyId,
  allowed,
  onAction,
}: {
  returns: Return[];
  /** The return whose step is on its way: its buttons rest. */
  busyId: string | null;
  /** Whether the staff member may take a step: the others are not offered. */
  allowed: (action: ReturnAction) => boolean;
  onAction: (requested: Return, action: ReturnAction) => void;
}) {
  const columns: Column<Return>[] = [
    {
      label: 'RMA number',
      cell: (requested) => (
        <span className="inline-flex flex-col items-end gap-1 md:items-start">
          <span className="font-mono font-medium whitespace-nowrap">{requested.rmaNumber}</span>
          <DateTime value={requested.createdAt} format="medium" className="text-sm whitespace-nowrap text-muted" />
        </span>
      ),
    },
    {
      label: 'Order',
      cell: (requested) => (
        <span className="inline-flex flex-col items-end gap-1 md:items-start">
          <Link
            to={paths.adminOrder(requested.orderId)}
            className="font-mono whitespace-nowrap underline underline-offset-4 hover:text-clay"
          >
            {requested.orderRef}
          </Link>
          <span className="text-sm text-muted [overflow-wrap:anywhere]">{requested.email ?? 'Guest'}</span>
        </span>
      ),
    },
    {
      label: 'Items and reason',
      className: 'max-md:flex-col max-md:items-stretch max-md:gap-1',
      cell: (requested) => (
        <ul className="space-y-1 text-left">
          {requested.lines.map((line) => (
            <li key={line._id}>
              <span className="font-medium">
                {line.quantity} × {line.name}
              </span>
              {variantLabel(line) ? <span className="block text-sm text-muted">{variantLabel(line)}</span> : null}
            </li>
          ))}
          <li className="text-sm break-words whitespace-pre-line">
            <span className="text-muted">Reason: </span>
            {requested.reason}
          </li>
          {requested.fit ? (
            <li className="text-sm">
              <span className="text-muted">The size: </span>
              {requested.fit === 'too-small' ? 'too small' : 'too large'}
            </li>
          ) : null}
          {requested.rejectionReason ? <li className="text-sm break-words text-danger">Rejected: {requested.rejectionReason}</li> : null}
        </ul>
      ),
    },
    { label: 'Outcome', cell: (requested) => <Outcome requested={requested} /> },
    {
      label: 'State',
      cell: (requested) => (
        <span className="inline-flex flex-col items-end gap-1 md:items-start">
          <ReturnStateBadge status={requested.status} />
          {requested.restocked ? <span className="text-xs text-muted">Back in stock</span> : null}
        </span>
      ),
    },
    {
      label: 'Actions',
      variant: 'actions',
      cell: (requested) => {
        const actions = RETURN_NEXT_ACTIONS[requested.status].filter(allowed);
        if (actions.length === 0) return null;
        return (
          <span className="inline-flex flex-wrap justify-end gap-2 md:justify-start">
            {actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={RETURN_ACTION_BUTTONS[action].variant}
                disabled={busyId === requested._id}
                aria-label={`${RETURN_ACTION_BUTTONS[action].label} ${requested.rmaNumber}`}
                onClick={() => onAction(requested, action)}
              >
                {RETURN_ACTION_BUTTONS[action].label}
              </Button>
            ))}
          </span>
        );
      },
    },
  ];
  return <DataTable caption="Returns" rows={returns} columns={columns} />;
}

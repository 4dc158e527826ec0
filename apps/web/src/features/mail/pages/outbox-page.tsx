import { DEFAULT_PAGE_SIZE } from '@shop/shared/constants';
import { OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from '@shop/shared/mail.schema';
import { RotateCw } from 'lucide-react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ListStates } from '@/components/ui/list-states';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { FilterSelect } from '@/components/ui/filter-select';
import { DataTable, type Column } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { formatDate, plural } from '@/lib/format';
import { useChoiceFilter, usePagedList } from '@/lib/use-paged-list';
import { useOutbox } from '../api/get-outbox';
import { useResendMail } from '../api/resend-mail';
import { MailNotDelivered } from '../components/mail-not-delivered';

export const OUTBOX_PAGE_SIZE = DEFAULT_PAGE_SIZE;

const TONES: Record<OutboxStatus, BadgeTone> = { queued: 'info', sending: 'accent', sent: 'success', failed: 'danger' };

/** `/dashboard/outbox` (admin): every message the shop sent or will send, newest first; a failed one can be sent again. */
export function OutboxPage() {
  usePageTitle('Outbox');
  const { paging, choice: status, select, clear } = useChoiceFilter('status', OUTBOX_STATUSES);
  const outbox = useOutbox({ status, page: paging.page, limit: OUTBOX_PAGE_SIZE });
  const resend = useResendMail();

  const list = usePagedList(paging, OUTBOX_PAGE_SIZE, outbox, (data) => ({ total: data.total }));
  const counts = outbox.data?.counts;

  const onResend = (message: OutboxMessage) =>
    resend.mutate(message._id, {
      onSuccess: () => toast.success(`“${message.subject}” is queued again.`),
      onError: (error) => toast.error(apiErrorDetail(error) ?? 'Could not queue the message again.'),
    });

  const columns: Column<OutboxMessage>[] = [
    { label: 'To', cell: (message) => <span className="[overflow-wrap:anywhere]">{message.to}</span> },
    { label: 'Subject', cell: (message) => message.subject },
    { label: 'Status', cell: (message) => <Badge tone={TONES[message.status]}>{message.status}</Badge> },
    { label: 'Tries', className: 'tabular-nums', cell: (message) => message.attempts },
    {
      label: 'Queued',
      cell: (message) => <DateTime value={message.createdAt} format="localDateTime" className="whitespace-nowrap" />,
    },
    {
      label: 'Last error',
      cell: (message) =>
        message.lastError && message.status !== 'sent' ? (
          <span className="text-danger [overflow-wrap:anywhere]">
            {message.lastError}
            {message.nextAttemptAt ? (
              <span className="block text-muted">Next try {formatDate(message.nextAttemptAt, 'localDateTime')}</span>
            ) : null}
          </span>
        ) : (
          '—'
        ),
    },
    {
      label: 'Actions',
      variant: 'actions',
      cell: (message) =>
        message.status === 'failed' ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Resend “${message.subject}” to ${message.to}`}
            disabled={resend.isPending && resend.variables === message._id}
            onClick={() => onResend(message)}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            Resend
          </Button>
        ) : null,
    },
  ];

  return (
    <DashboardPage
      title="Outbox"
      intro={
        counts
          ? `${plural(counts.sent, 'message')} sent, ${counts.queued + counts.sending} waiting, ${counts.failed} failed`
          : 'Every message the shop sends: order confirmations, status changes, refunds, contact messages.'
      }
      actions={<FilterSelect {...select} label="Filter by status" className="w-48" allLabel="All messages" />}
    >
      {outbox.data?.transport === 'log' ? <MailNotDelivered /> : null}
      <ListStates
        list={list}
        noun="messages"
        name="Outbox"
        rowClassName="h-14 rounded-lg"
        empty={
          status
            ? { title: `No ${status} messages`, children: 'Nothing in the outbox has this status right now.' }
            : { title: 'No mail yet', children: 'Order confirmations and other messages will appear here.' }
        }
        onClear={clear}
      >
        {(data) => <DataTable caption="Outbox" rows={data.messages} columns={columns} />}
      </ListStates>
    </DashboardPage>
  );
}

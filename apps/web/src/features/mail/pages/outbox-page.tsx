import { DEFAULT_PAGE_SIZE } from '@shop/shared/constants';
import { OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from '@shop/shared/mail.schema';
import { RotateCw } from 'lucide-react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { FilteredEmptyState } from '@/components/ui/filtered-empty-state';
import { SelectField } from '@/components/ui/field';
import { ListStates } from '@/components/ui/list-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { DataTable, type Column } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { formatDate, plural } from '@/lib/format';
import { readChoice } from '@/lib/read-choice';
import { useListPage, useUrlPaging } from '@/lib/use-url-paging';
import { useOutbox } from '../api/get-outbox';
import { useResendMail } from '../api/resend-mail';
import { MailNotDelivered } from '../components/mail-not-delivered';

export const OUTBOX_PAGE_SIZE = DEFAULT_PAGE_SIZE;

const TONES: Record<OutboxStatus, BadgeTone> = { queued: 'info', sending: 'accent', sent: 'success', failed: 'danger' };

const readStatus = (value: string): OutboxStatus | undefined => readChoice(OUTBOX_STATUSES, value);

/** `/dashboard/outbox` (admin): every message the shop sent or will send, newest first; a failed one can be sent again. */
export function OutboxPage() {
  usePageTitle('Outbox');
  const paging = useUrlPaging('status');
  const status = readStatus(paging.filter);
  const outbox = useOutbox({ status, page: paging.page, limit: OUTBOX_PAGE_SIZE });
  const resend = useResendMail();

  const view = useListPage(paging, OUTBOX_PAGE_SIZE, { total: outbox.data?.total, isPlaceholderData: outbox.isPlaceholderData });
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
      actions={
        <SelectField
          label="Filter by status"
          className="w-48"
          value={status ?? ''}
          options={OUTBOX_STATUSES}
          onChange={(event) => paging.setFilter(readStatus(event.target.value) ?? '')}
        >
          <option value="">All messages</option>
        </SelectField>
      }
    >
      {outbox.data?.transport === 'log' ? <MailNotDelivered /> : null}
      <ListStates
        query={outbox}
        loading={<SkeletonRows label="Loading the outbox" rowClassName="h-14 rounded-lg" />}
        failed="Error loading the outbox."
        isEmpty={(data) => data.messages.length === 0}
        empty={
          <FilteredEmptyState
            title={status ? `No ${status} messages` : 'No mail yet'}
            clearLabel="Show all messages"
            onClear={status ? () => paging.setFilter('') : undefined}
          >
            {status ? 'Nothing in the outbox has this status right now.' : 'Order confirmations and other messages will appear here.'}
          </FilteredEmptyState>
        }
        view={view}
        noun="messages"
        label="Outbox pages"
        onPageChange={paging.setPage}
      >
        {(data) => <DataTable caption="Outbox" rows={data.messages} columns={columns} />}
      </ListStates>
    </DashboardPage>
  );
}

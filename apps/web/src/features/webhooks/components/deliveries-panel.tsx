import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from '@shop/shared/webhooks.schema';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { DataTable, type Column } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { formatDate } from '@/lib/format';
import { useResendWebhookDelivery, useWebhookDeliveries } from '../api/webhooks';

export const DELIVERY_TONES: Record<WebhookDeliveryStatus, BadgeTone> = {
  pending: 'info',
  sending: 'accent',
  succeeded: 'success',
  failed: 'danger',
};

/** One endpoint's deliveries, newest first: the event, how it went, the answer and the attempts; each can be sent again. */
export function DeliveriesPanel({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpoint._id, page);
  const resend = useResendWebhookDelivery();

  const onResend = (delivery: WebhookDelivery) =>
    resend.mutate(delivery._id, {
      onSuccess: () => toast.success(`${delivery.eventType} is queued again.`),
      onError: (error) => toast.error(apiErrorDetail(error) ?? 'Could not queue the delivery again.'),
    });

  const columns: Column<WebhookDelivery>[] = [
    { label: 'Event', variant: 'lead', cell: (delivery) => <code className="font-mono text-sm">{delivery.eventType}</code> },
    { label: 'Status', cell: (delivery) => <Badge tone={DELIVERY_TONES[delivery.status]}>{delivery.status}</Badge> },
    {
      label: 'Answer',
      cell: (delivery) => (
        <span className="block [overflow-wrap:anywhere]">
          {delivery.responseStatus ?? '—'}
          {delivery.error && delivery.status !== 'succeeded' ? <span className="block text-xs text-danger">{delivery.error}</span> : null}
          {delivery.nextAttemptAt ? (
            <span className="block text-xs text-muted">Next try {formatDate(delivery.nextAttemptAt, 'localDateTime')}</span>
          ) : null}
        </span>
      ),
    },
    { label: 'Attempts', className: 'tabular-nums', cell: (delivery) => delivery.attempts },
    {
      label: 'Time',
      cell: (delivery) => (
        <DateTime value={delivery.lastAttemptAt ?? delivery.createdAt} format="localDateTime" className="whitespace-nowrap" />
      ),
    },
    {
      label: 'Actions',
      variant: 'actions',
      cell: (delivery) =>
        delivery.status === 'sending' ? null : (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Resend ${delivery.eventType} of ${formatDate(delivery.createdAt, 'localDateTime')}`}
            disabled={resend.isPending && resend.variables === delivery._id}
            onClick={() => onResend(delivery)}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            Resend
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="webhook-deliveries-heading" className="mt-10 space-y-4">
      <h2 id="webhook-deliveries-heading" className="text-xl break-words">
        Deliveries to {endpoint.url}
      </h2>
      <QueryStates
        query={deliveries}
        loading={<SkeletonRows label="Loading deliveries" rowClassName="h-12 rounded-lg" />}
        failed="Error loading the deliveries."
        failedDetail="Please check your connection and try again."
      >
        {(data) =>
          data.deliveries.length === 0 ? (
            <EmptyState>No deliveries yet. Send a test event to try the endpoint.</EmptyState>
          ) : (
            <>
              <DataTable caption={`Deliveries to ${endpoint.url}`} rows={data.deliveries} columns={columns} />
              {data.totalPages > 1 ? (
                <Pagination page={data.page} totalPages={data.totalPages} onPageChange={setPage} label="Deliveries pages" />
              ) : null}
            </>
          )
        }
      </QueryStates>
    </section>
  );
}

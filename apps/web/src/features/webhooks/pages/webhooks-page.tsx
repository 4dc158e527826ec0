import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@shop/shared/webhooks.schema';
import { KeyRound, List, Pencil, Plus, Power, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { DataTable, type Column } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { plural } from '@/lib/format';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
} from '../api/webhooks';
import { DeliveriesPanel, DELIVERY_TONES } from '../components/deliveries-panel';
import { EndpointFormModal } from '../components/endpoint-form-modal';
import { SecretModal } from '../components/secret-modal';

/** What the owner is asked to confirm: deleting an endpoint, or replacing its secret. */
type Confirming = { kind: 'delete' | 'rotate'; endpoint: WebhookEndpoint } | null;

/**
 * `/dashboard/webhooks` (settings): the endpoints the shop posts its events to, signed (Standard
 * Webhooks): each with its events, whether it is on, and how its last delivery went. Added,
 * edited, turned off and on, given a new secret, tried with a test event and deleted here; an
 * endpoint's deliveries are listed below it, each of which can be sent again.
 */
export function WebhooksPage() {
  usePageTitle('Webhooks');
  const endpoints = useWebhookEndpoints();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = endpoints.data?.find((endpoint) => endpoint._id === selectedId) ?? null;
  const empty = endpoints.data?.length === 0;

  const showSecret = ({ endpoint, secret: shown }: WebhookEndpointWithSecret) => setSecret({ url: endpoint.url, secret: shown });
  const addButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" className="size-4" />
      Add endpoint
    </Button>
  );

  return (
    <DashboardPage
      title="Webhooks"
      intro={
        endpoints.data && !empty
          ? `${plural(endpoints.data.length, 'endpoint')}. Each event is signed with the endpoint's secret and sent at least once, retried for about a day.`
          : 'Send the shop’s events (orders paid, exchanges, products, stock running low…) to a warehouse, accounting or email platform.'
      }
      actions={empty ? undefined : addButton}
    >
      <QueryStates
        query={endpoints}
        loading={<SkeletonRows label="Loading webhook endpoints" rowClassName="h-16 rounded-lg" />}
        failed="Error loading the webhook endpoints."
        failedDetail="Please check your connection and try again."
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState actions={addButton}>No webhook endpoints yet.</EmptyState>
          ) : (
            <EndpointsTable
              endpoints={data}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onEdit={setEditing}
              onConfirm={(kind, endpoint) => setConfirming({ kind, endpoint })}
            />
          )
        }
      </QueryStates>
      {selected ? <DeliveriesPanel key={selected._id} endpoint={selected} /> : null}
      <EndpointFormModal
        open={editing !== null}
        endpoint={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onCreated={showSecret}
      />
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
      <ConfirmEndpointDialog
        key={confirming ? `${confirming.kind}-${confirming.endpoint._id}` : 'none'}
        confirming={confirming}
        onClose={() => setConfirming(null)}
        onRotated={showSecret}
        onDeleted={(id) => setSelectedId((current) => (current === id ? null : current))}
      />
    </DashboardPage>
  );
}

function EndpointsTable({
  endpoints,
  selectedId,
  onSelect,
  onEdit,
  onConfirm,
}: {
  endpoints: WebhookEndpoint[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onConfirm: (kind: 'delete' | 'rotate', endpoint: WebhookEndpoint) => void;
}) {
  const columns: Column<WebhookEndpoint>[] = [
    {
      label: 'Endpoint',
      variant: 'lead',
      cell: (endpoint) => (
        <span className="block min-w-0">
          <code className="block font-mono text-sm break-all">{endpoint.url}</code>
          {endpoint.description ? <span className="block text-sm text-muted">{endpoint.description}</span> : null}
        </span>
      ),
    },
    {
      label: 'Events',
      cell: (endpoint) => (
        <span className="block text-sm" title={endpoint.events.join(', ')}>
          {endpoint.events.length <= 3
            ? endpoint.events.join(', ')
            : `${endpoint.events.slice(0, 3).join(', ')} and ${endpoint.events.length - 3} more`}
        </span>
      ),
    },
    {
      label: 'State',
      cell: (endpoint) => (
        <span className="block">
          <Badge tone={endpoint.enabled ? 'success' : 'danger'}>{endpoint.enabled ? 'enabled' : 'disabled'}</Badge>
          {endpoint.disabledReason ? <span className="block text-xs text-danger">{endpoint.disabledReason}</span> : null}
        </span>
      ),
    },
    {
      label: 'Last delivery',
      cell: (endpoint) =>
        endpoint.lastDelivery ? (
          <span className="block">
            <Badge tone={DELIVERY_TONES[endpoint.lastDelivery.status]}>{endpoint.lastDelivery.status}</Badge>
            <span className="block text-xs text-muted">
              {endpoint.lastDelivery.responseStatus ?? 'no answer'} · <DateTime value={endpoint.lastDelivery.at} format="localDateTime" />
            </span>
          </span>
        ) : (
          'None yet'
        ),
    },
    {
      label: 'Actions',
      variant: 'actions',
      cell: (endpoint) => (
        <EndpointActions
          endpoint={endpoint}
          selected={endpoint._id === selectedId}
          onSelect={onSelect}
          onEdit={onEdit}
          onConfirm={onConfirm}
        />
      ),
    },
  ];
  return <DataTable caption="Webhook endpoints" rows={endpoints} columns={columns} />;
}

function EndpointActions({
  endpoint,
  selected,
  onSelect,
  onEdit,
  onConfirm,
}: {
  endpoint: WebhookEndpoint;
  selected: boolean;
  onSelect: (id: string) => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onConfirm: (kind: 'delete' | 'rotate', endpoint: WebhookEndpoint) => void;
}) {
  const update = useUpdateWebhookEndpoint();
  const test = useSendWebhookTest();
  const toggle = () =>
    update.mutate(
      { id: endpoint._id, enabled: !endpoint.enabled },
      {
        onSuccess: (saved) => toast.success(saved.enabled ? 'The endpoint is on.' : 'The endpoint is off: events wait for it.'),
        onError: (error) => toast.error(apiErrorDetail(error) ?? 'Could not change the endpoint.'),
      },
    );
  const sendTest = () =>
    test.mutate(endpoint._id, {
      onSuccess: () => {
        toast.success('A test event is on its way.');
        onSelect(endpoint._id);
      },
      onError: (error) => toast.error(apiErrorDetail(error) ?? 'Could not send a test event.'),
    });
  return (
    <span className="inline-flex flex-wrap justify-end gap-1 md:justify-start">
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={selected}
        aria-label={`Deliveries to ${endpoint.url}`}
        onClick={() => onSelect(endpoint._id)}
      >
        <List aria-hidden="true" className="size-4" />
        Deliveries
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Send a test event to ${endpoint.url}`}
        disabled={test.isPending || !endpoint.enabled}
        onClick={sendTest}
      >
        <Send aria-hidden="true" className="size-4" />
        Send test event
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Edit ${endpoint.url}`} onClick={() => onEdit(endpoint)}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${endpoint.enabled ? 'Disable' : 'Enable'} ${endpoint.url}`}
        disabled={update.isPending}
        onClick={toggle}
      >
        <Power aria-hidden="true" className="size-4" />
        {endpoint.enabled ? 'Disable' : 'Enable'}
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Rotate the secret of ${endpoint.url}`} onClick={() => onConfirm('rotate', endpoint)}>
        <KeyRound aria-hidden="true" className="size-4" />
        Rotate secret
      </Button>
      <Button variant="ghost-danger" size="sm" aria-label={`Delete ${endpoint.url}`} onClick={() => onConfirm('delete', endpoint)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
    </span>
  );
}

/** Asks before deleting an endpoint or replacing its secret (the receiver must be given the new one). */
function ConfirmEndpointDialog({
  confirming,
  onClose,
  onRotated,
  onDeleted,
}: {
  confirming: Confirming;
  onClose: () => void;
  onRotated: (answer: WebhookEndpointWithSecret) => void;
  onDeleted: (id: string) => void;
}) {
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const endpoint = confirming?.endpoint;
  const deleting = confirming?.kind === 'delete';
  const onConfirm = () => {
    if (!endpoint) return;
    if (deleting) {
      remove.mutate(endpoint._id, {
        onSuccess: () => {
          toast.success('The endpoint is deleted.');
          onDeleted(endpoint._id);
          onClose();
        },
        onError: (error) => toast.error(apiErrorDetail(error) ?? 'Could not delete the endpoint.'),
      });
    } else {
      rotate.mutate(endpoint._id, {
        onSuccess: (answer) => {
          onClose();
          onRotated(answer);
        },
        onError: (error) => toast.error(apiErrorDetail(error) ?? 'Could not make a new secret.'),
      });
    }
  };
  return (
    <ConfirmDialog
      open={confirming !== null}
      onClose={onClose}
      title={deleting ? 'Delete webhook endpoint?' : 'Make a new signing secret?'}
      description={
        deleting ? (
          <>
            <span className="font-medium text-ink break-all">{endpoint?.url}</span> receives nothing more, and its deliveries are deleted.
            This cannot be undone.
          </>
        ) : (
          <>
            The current secret of <span className="font-medium text-ink break-all">{endpoint?.url}</span> stops working at once: give the
            receiver the new one.
          </>
        )
      }
      pending={remove.isPending || rotate.isPending}
      confirmLabel={deleting ? 'Delete' : 'Rotate secret'}
      pendingLabel={deleting ? 'Deleting…' : 'Rotating…'}
      variant={deleting ? 'danger' : 'primary'}
      onConfirm={onConfirm}
    />
  );
}

import { WebhookEndpointInputSchema, type WebhookEndpoint, type WebhookEndpointWithSecret } from '@shop/shared/webhooks.schema';
import { useState, type FormEvent } from 'react';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from '../api/webhooks';
import { EventCheckboxes } from './event-checkboxes';

type Errors = Partial<Record<'url' | 'description' | 'events', string>>;

/**
 * Adds an endpoint (`endpoint` null) or changes one: its URL, what it is for, and the events it
 * receives. A new endpoint's signing secret goes to `onCreated`, to be shown once.
 */
export function EndpointFormModal({
  open,
  endpoint,
  onClose,
  onCreated,
}: {
  open: boolean;
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (created: WebhookEndpointWithSecret) => void;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={endpoint ? 'Edit endpoint' : 'Add endpoint'}
      description="The shop posts each event it is subscribed to, signed, to this URL."
      dismissible={!pending}
      className="sm:max-w-2xl"
    >
      <EndpointForm key={endpoint?._id ?? 'new'} endpoint={endpoint} onDone={onClose} onCreated={onCreated} onPendingChange={setPending} />
    </Modal>
  );
}

function EndpointForm({
  endpoint,
  onDone,
  onCreated,
  onPendingChange,
}: {
  endpoint: WebhookEndpoint | null;
  onDone: () => void;
  onCreated: (created: WebhookEndpointWithSecret) => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const checked = WebhookEndpointInputSchema.safeParse({ url, description, events });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onPendingChange(true);
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint._id, ...checked.data });
        toast.success('The endpoint is saved.');
      } else {
        onCreated(await create.mutateAsync(checked.data));
        toast.success('The endpoint is added.');
      }
      onDone();
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors({ url: fields.url, description: fields.description, events: fields.events });
      setFailure(apiErrorDetail(error) ?? 'Please try again.');
    } finally {
      onPendingChange(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={pending}>
      {failure ? <FormAlert title={endpoint ? 'Could not save the endpoint.' : 'Could not add the endpoint.'} detail={failure} /> : null}
      <TextField
        label="URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.com/webhooks"
        hint="An https address on the internet; private and local addresses are refused."
        value={url}
        onChange={(change) => setUrl(change.target.value)}
        error={errors.url}
      />
      <TextAreaField
        label="Description (optional)"
        rows={2}
        hint="What receives it: the warehouse, the accounting system…"
        value={description}
        onChange={(change) => setDescription(change.target.value)}
        error={errors.description}
      />
      <EventCheckboxes value={events} onChange={setEvents} error={errors.events} />
      <FormActions
        pending={pending}
        submitLabel={endpoint ? 'Save' : 'Add endpoint'}
        pendingLabel={endpoint ? 'Saving…' : 'Adding…'}
        onCancel={onDone}
        className="border-t border-line pt-5"
      />
    </form>
  );
}

import type { WebhookDelivery, WebhookEndpoint } from '@shop/shared/webhooks.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin } from '@/test/users';

const SECRET = `whsec_${'A'.repeat(43)}=`;

const endpointOf = (id: string, extra: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  _id: id,
  url: `https://hooks.example/${id}`,
  description: '',
  events: ['order.paid'],
  enabled: true,
  disabledAt: null,
  disabledReason: null,
  createdAt: '2026-03-14T10:00:00.000Z',
  updatedAt: '2026-03-14T10:00:00.000Z',
  lastDelivery: null,
  ...extra,
});

const deliveryOf = (id: string, extra: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  _id: id,
  eventId: `event-${id}`,
  eventType: 'order.paid',
  status: 'failed',
  attempts: 8,
  responseStatus: 500,
  responseBody: 'down',
  error: 'Answered 500',
  durationMs: 40,
  createdAt: '2026-03-14T10:00:00.000Z',
  lastAttemptAt: '2026-03-15T10:00:00.000Z',
  nextAttemptAt: null,
  ...extra,
});

/** The webhooks API over a list of endpoints, as the server answers it (the secret only on create and rotate). */
function webhooksApi(initial: WebhookEndpoint[], deliveries: WebhookDelivery[] = [], refuse?: 'GET'): ApiHandler {
  const endpoints = [...initial];
  return ({ method, path, body }) => {
    if (method === 'GET' && path === '/webhooks/endpoints') {
      if (refuse === 'GET') return Response.json({ message: 'Internal Server Error' }, { status: 500 });
      return Response.json({ endpoints });
    }
    if (method === 'POST' && path === '/webhooks/endpoints') {
      const input = body as { url: string; description: string; events: string[] };
      const endpoint = endpointOf('new', input);
      endpoints.push(endpoint);
      return Response.json({ endpoint, secret: SECRET }, { status: 201 });
    }
    const deliveriesMatch = /^\/webhooks\/endpoints\/(.+)\/deliveries$/.exec(path);
    if (method === 'GET' && deliveriesMatch) {
      return Response.json({ deliveries, totalDeliveries: deliveries.length, page: 1, limit: 20, totalPages: 1 });
    }
    const resend = /^\/webhooks\/deliveries\/(.+)\/resend$/.exec(path);
    if (method === 'POST' && resend) {
      const index = deliveries.findIndex((delivery) => delivery._id === resend[1]);
      deliveries[index] = { ...deliveries[index]!, status: 'pending', attempts: 0 };
      return Response.json({ message: 'The delivery is queued again.', delivery: deliveries[index] });
    }
    const one = /^\/webhooks\/endpoints\/([^/]+)$/.exec(path);
    if (method === 'PATCH' && one) {
      const index = endpoints.findIndex((endpoint) => endpoint._id === one[1]);
      endpoints[index] = { ...endpoints[index]!, ...(body as object) };
      return Response.json({ endpoint: endpoints[index] });
    }
    return undefined;
  };
}

describe('the webhooks page', () => {
  it('lists the endpoints with their events, state and last delivery', async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/webhooks', {
      api: webhooksApi([
        endpointOf('warehouse', {
          description: 'Warehouse',
          events: ['order.paid', 'order.refunded'],
          lastDelivery: { status: 'succeeded', responseStatus: 200, at: '2026-03-14T10:00:00.000Z' },
        }),
        endpointOf('books', { enabled: false, disabledReason: 'Every delivery failed for a day' }),
      ]),
    });
    expect(document.title).toMatch(/^Webhooks \|/);
    const [warehouse, books] = within(await screen.findByRole('table', { name: 'Webhook endpoints' }))
      .getAllByRole('row')
      .slice(1);
    expect(warehouse).toHaveTextContent('https://hooks.example/warehouse');
    expect(warehouse).toHaveTextContent('Warehouse');
    expect(warehouse).toHaveTextContent('order.paid, order.refunded');
    expect(warehouse).toHaveTextContent('succeeded');
    expect(books).toHaveTextContent('disabled');
    expect(books).toHaveTextContent('Every delivery failed for a day');
    expect(within(books!).getByRole('button', { name: 'Send a test event to https://hooks.example/books' })).toBeDisabled();
  });

  it('adds an endpoint with a group of events, and shows its secret once, to copy', async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderApp('/dashboard/webhooks', { api: webhooksApi([]) });
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    // Nothing chosen: the form says so before asking the server.
    await user.type(within(dialog).getByLabelText('URL'), 'https://hooks.example/in');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Choose at least one event')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'All of exchange.*' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'order.paid' }));
    expect(within(dialog).getByRole('checkbox', { name: 'exchange.approved' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByLabelText('Secret')).toHaveValue(SECRET);
    expect(within(secret).getByRole('note')).toHaveTextContent('shown only now');
    const [call] = callsTo(fetchMock, 'POST', '/webhooks/endpoints');
    expect(call!.body).toEqual({
      url: 'https://hooks.example/in',
      description: '',
      events: [
        'order.paid',
        'exchange.requested',
        'exchange.approved',
        'exchange.received',
        'exchange.shipped',
        'exchange.closed',
        'exchange.rejected',
      ],
    });
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it("shows an endpoint's deliveries and sends a failed one again", async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderApp('/dashboard/webhooks', {
      api: webhooksApi([endpointOf('warehouse')], [deliveryOf('d1')]),
    });
    await user.click(await screen.findByRole('button', { name: 'Deliveries to https://hooks.example/warehouse' }));
    const table = await screen.findByRole('table', { name: 'Deliveries to https://hooks.example/warehouse' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('order.paid');
    expect(row).toHaveTextContent('Answered 500');
    await user.click(within(row!).getByRole('button', { name: /^Resend order\.paid/ }));
    expect(await screen.findByText('order.paid is queued again.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/webhooks/deliveries/d1/resend')).toHaveLength(1);
  });

  it('turns an endpoint off, and says when the list cannot be loaded', async () => {
    signIn(testAdmin);
    const { user, fetchMock, unmount } = await renderApp('/dashboard/webhooks', { api: webhooksApi([endpointOf('warehouse')]) });
    await user.click(await screen.findByRole('button', { name: 'Disable https://hooks.example/warehouse' }));
    expect(await screen.findByText('The endpoint is off: events wait for it.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/webhooks/endpoints/warehouse')[0]!.body).toEqual({ enabled: false });
    unmount();

    await renderApp('/dashboard/webhooks', { api: webhooksApi([], [], 'GET') });
    expect(await screen.findByText('Error loading the webhook endpoints.')).toBeInTheDocument();
  });
});

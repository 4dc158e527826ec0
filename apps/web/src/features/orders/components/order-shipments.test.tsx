import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { formatDate } from '@/lib/format';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { signIn, testUser } from '@/test/users';
import { anOrder } from '../testing/order-fixtures';
import { aShipment, FIELD_LINE, HARBOR_LINE, shipmentsAnswer } from '../testing/shipment-fixtures';
import { OrderShipments } from './order-shipments';

const order = anOrder();
const parcels = [
  aShipment(),
  aShipment({
    id: 'shipment-2',
    carrier: 'royal-mail',
    carrierName: 'Royal Mail',
    trackingNumber: 'AB123456789GB',
    trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
    lines: [
      { lineId: FIELD_LINE, name: 'Field Tee', color: 'black', size: 'm', quantity: 1 },
      { lineId: HARBOR_LINE, name: 'Harbor Tee', color: 'blue', size: 'l', quantity: 1 },
    ],
    shippedAt: '2025-03-17T08:00:00.000Z',
  }),
];

function Page({ token }: { token?: string }) {
  usePageTitle('Order');
  return (
    <>
      <h1>Order</h1>
      <OrderShipments orderId={order._id} token={token} />
    </>
  );
}

const renderShipments = (api: ApiHandler, token?: string) =>
  renderPage(<Page token={token} />, { route: '/orders/:orderId', path: `/orders/${order.orderId}`, api });

describe("an order's shipments, under its tracker", () => {
  it('lists each parcel with its carrier, its tracking number as a link to the carrier in a new tab, when it left and what it holds', async () => {
    await renderShipments(({ method, path }) =>
      method === 'GET' && path === `/orders/${order._id}/shipments` ? Response.json(shipmentsAnswer(parcels)) : undefined,
    );
    const list = await screen.findByRole('list', { name: 'Shipments of this order' });
    expect(screen.getByRole('heading', { name: 'Tracking' })).toBeInTheDocument();

    const first = within(list).getByRole('article', { name: 'Parcel 1' });
    expect(first).toHaveTextContent('Parcel 1 · UPS');
    expect(first).toHaveTextContent(formatDate('2025-03-16T16:45:00.000Z', 'localDateTime'));
    const link = within(first).getByRole('link', { name: /^1Z999AA10123456784/ });
    expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(/^1Z999AA10123456784 ?\(track with UPS, opens in a new tab\)$/);
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Field Tee (black, M) × 1']);

    const second = within(list).getByRole('article', { name: 'Parcel 2' });
    expect(second).toHaveTextContent('Royal Mail');
    expect(within(second).getByRole('link', { name: /^AB123456789GB/ })).toHaveAttribute(
      'href',
      'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
    );
    expect(within(second).getAllByRole('listitem')).toHaveLength(2);
  });

  it('asks with the guest’s tracking token, and shows nothing before anything has shipped', async () => {
    const { fetchMock } = await renderShipments(
      ({ method, path }) =>
        method === 'GET' && path === `/orders/${order._id}/shipments` ? Response.json(shipmentsAnswer([])) : undefined,
      'guest-token',
    );
    await waitFor(() => expect(callsTo(fetchMock, 'GET', `/orders/${order._id}/shipments`)).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET', `/orders/${order._id}/shipments`)[0]!.url.searchParams.get('token')).toBe('guest-token');
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading the shipments' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Tracking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('never makes a link of an address that is not https', async () => {
    await renderShipments(({ path }) =>
      path === `/orders/${order._id}/shipments`
        ? Response.json(shipmentsAnswer([aShipment({ trackingUrl: 'javascript:alert(1)' })]))
        : undefined,
    );
    const parcel = await screen.findByRole('article', { name: 'Parcel 1' });
    expect(parcel).toHaveTextContent('1Z999AA10123456784');
    expect(within(parcel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the tracking could not be loaded, and tries again', async () => {
    let fail = true;
    const { user } = await renderShipments(({ path }) =>
      path === `/orders/${order._id}/shipments`
        ? fail
          ? Response.json({ message: 'Busy' }, { status: 503 })
          : Response.json(shipmentsAnswer(parcels))
        : undefined,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The tracking of this order could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Shipments of this order' })).toBeInTheDocument();
  });
});

describe('the order page', () => {
  it("shows a guest the parcels' tracking under the tracker, through the tracking link", async () => {
    const api: ApiHandler = ({ method, path, url }) => {
      if (method !== 'GET' || url.searchParams.get('token') !== 'good-token') return undefined;
      if (path === `/orders/order/${order.orderId}`) return Response.json(order);
      if (path === `/orders/${order._id}/shipments`) return Response.json(shipmentsAnswer(parcels));
      return undefined;
    };
    await renderApp(`/orders/${order.orderId}?token=good-token`, { api });
    const status = await screen.findByRole('region', { name: 'Order status' });
    expect(within(status).getByRole('list', { name: 'Order tracker' })).toBeInTheDocument();
    const shipments = await within(status).findByRole('list', { name: 'Shipments of this order' });
    expect(
      within(shipments)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
    ]);
  });

  it('shows the signed-in customer the same', async () => {
    signIn(testUser);
    await renderApp(`/orders/${order.orderId}`, {
      api: ({ method, path }) => {
        if (method === 'GET' && path === `/orders/order/${order.orderId}`) return Response.json(order);
        if (method === 'GET' && path === `/orders/${order._id}/shipments`) return Response.json(shipmentsAnswer([aShipment()]));
        return undefined;
      },
    });
    const status = await screen.findByRole('region', { name: 'Order status' });
    const parcel = await within(status).findByRole('article', { name: 'Parcel 1' });
    // One parcel needs no number.
    expect(parcel).not.toHaveTextContent('Parcel 1 ·');
    expect(within(parcel).getByRole('link', { name: /^1Z999AA10123456784/ })).toHaveAttribute('target', '_blank');
  });
});

import type { Order } from '@shop/shared/order.schema';
import type { Shipment } from '@shop/shared/shipment.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderAdminPage, renderPage } from '@/test/render-page';
import { signIn, testStaff } from '@/test/users';
import { AdminOrderPage } from '../pages/admin-order-page';
import { anOrder } from '../testing/order-fixtures';
import { aShipment, FIELD_LINE, HARBOR_LINE, shipmentsAnswer } from '../testing/shipment-fixtures';

const SHIPMENTS = '/orders/id-1/shipments';

/**
 * The admin's order `id-1` with these parcels; `ship` answers a new shipment (by default as the
 * API would, counting it as shipped from then on).
 */
function orderApi({
  order = anOrder({ _id: 'id-1', status: 'processing', attention: null }),
  parcels = [] as Shipment[],
  ship,
}: { order?: Order; parcels?: Shipment[]; ship?: () => Response } = {}): ApiHandler {
  const shipped = [...parcels];
  return ({ method, path, body }) => {
    if (method === 'GET' && path === '/orders/order/id-1') return Response.json(order);
    if (method === 'GET' && path === SHIPMENTS) return Response.json(shipmentsAnswer(shipped));
    if (method === 'POST' && path === SHIPMENTS) {
      if (ship) return ship();
      const input = body as { carrier: string; trackingNumber: string; lines: { lineId: string; quantity: number }[] };
      const shipment = aShipment({
        id: `shipment-${shipped.length + 1}`,
        trackingNumber: input.trackingNumber,
        trackingUrl: `https://www.ups.com/track?tracknum=${input.trackingNumber}`,
        lines: input.lines.map((line) => ({ ...line, name: 'Field Tee', color: 'black', size: 'm' })),
      });
      shipped.push(shipment);
      return Response.json({ message: 'Shipment created.', shipment }, { status: 201 });
    }
    return undefined;
  };
}

const renderOrder = (api: ApiHandler) =>
  renderAdminPage(<AdminOrderPage />, { route: '/dashboard/orders/:id', path: '/dashboard/orders/id-1', api });

async function openShipDialog(api: ApiHandler) {
  const rendered = await renderOrder(api);
  const section = await screen.findByRole('region', { name: 'Shipments' });
  await rendered.user.click(await within(section).findByRole('button', { name: 'Ship' }));
  return { ...rendered, section, dialog: screen.getByRole('dialog', { name: 'Ship ORD-7K2M9PQA' }) };
}

describe("the admin order page's shipments", () => {
  it('lists the parcels with their tracking links, and how much has shipped', async () => {
    await renderOrder(orderApi({ parcels: [aShipment()] }));
    const section = await screen.findByRole('region', { name: 'Shipments' });
    expect(await within(section).findByText('1 of 3 items shipped.')).toBeInTheDocument();
    const link = within(section).getByRole('link', { name: /^1Z999AA10123456784/ });
    expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(section).getByRole('button', { name: 'Ship' })).toBeInTheDocument();
  });

  it('ships what is left by default, with the carrier and the tracking number, and shows the new parcel', async () => {
    const api = orderApi({ parcels: [aShipment()] });
    const { user, dialog, section, fetchMock } = await openShipDialog(api);

    // One of the two Field Tees has left already; the Harbor Tee has not.
    expect(within(dialog).getByRole('combobox', { name: 'Field Tee (black, M)' })).toHaveValue('1');
    expect(within(dialog).getByText('1 of 2 already shipped')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Harbor Tee (blue, L)' })).toHaveValue('1');
    expect(within(dialog).getByRole('combobox', { name: 'Carrier' })).toHaveValue('usps');
    expect(within(dialog).queryByRole('textbox', { name: 'Tracking URL pattern' })).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Carrier' }), 'UPS');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), '1Z999AA10123456785');
    expect(
      within(dialog).getByText(/The customer’s link: https:\/\/www\.ups\.com\/track\?tracknum=1Z999AA10123456785/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', SHIPMENTS)[0]?.body).toEqual({
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456785',
      lines: [
        { lineId: FIELD_LINE, quantity: 1 },
        { lineId: HARBOR_LINE, quantity: 1 },
      ],
    });
    expect(await within(section).findByRole('article', { name: 'Parcel 2' })).toHaveTextContent('1Z999AA10123456785');
    // The order itself is asked again: its status may have moved to shipped.
    expect(callsTo(fetchMock, 'GET', '/orders/order/id-1').length).toBeGreaterThan(1);
  });

  it('ships only the quantities chosen', async () => {
    const { user, dialog, fetchMock } = await openShipDialog(orderApi());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Field Tee (black, M)' }), '1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Harbor Tee (blue, L)' }), '0');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), '9400111899223197428490');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', SHIPMENTS)).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', SHIPMENTS)[0]?.body).toEqual({
      carrier: 'usps',
      trackingNumber: '9400111899223197428490',
      lines: [{ lineId: FIELD_LINE, quantity: 1 }],
    });
  });

  it('asks another carrier for its URL pattern, and checks the form before sending', async () => {
    const { user, dialog, fetchMock } = await openShipDialog(orderApi());
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(within(dialog).getByText('Tracking number is required')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Carrier' }), 'Other');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'PF 123');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(within(dialog).getByText('A URL pattern is required for another carrier')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking URL pattern' }), 'http://parcels.example/{{number}');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(within(dialog).getByText('The URL pattern must be an https:// address containing {number}')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Field Tee (black, M)' }), '0');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Harbor Tee (blue, L)' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(within(dialog).getByText('Choose at least one item to ship')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', SHIPMENTS)).toHaveLength(0);

    const pattern = within(dialog).getByRole('textbox', { name: 'Tracking URL pattern' });
    await user.clear(pattern);
    await user.type(pattern, 'https://parcels.example/track?n={{number}');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Harbor Tee (blue, L)' }), '1');
    expect(within(dialog).getByText(/The customer’s link: https:\/\/parcels\.example\/track\?n=PF%20123/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', SHIPMENTS)).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', SHIPMENTS)[0]?.body).toEqual({
      carrier: 'other',
      trackingNumber: 'PF 123',
      customUrlPattern: 'https://parcels.example/track?n={number}',
      lines: [{ lineId: HARBOR_LINE, quantity: 1 }],
    });
  });

  it("keeps the dialog open with the server's reason when the shipment is refused", async () => {
    const message = 'Only 1 of Field Tee (black, M) is left to ship';
    const { user, dialog } = await openShipDialog(
      orderApi({ ship: () => Response.json({ message, errors: [{ path: 'lines.0.quantity', message }] }, { status: 400 }) }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), '1Z1');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The shipment could not be saved.');
    expect(alert).toHaveTextContent(message);
    expect(within(dialog).getByRole('textbox', { name: 'Tracking number' })).toHaveValue('1Z1');
  });

  it('offers no Ship once everything has shipped, nor for an order not paid', async () => {
    const all = aShipment({
      lines: [
        { lineId: FIELD_LINE, name: 'Field Tee', color: 'black', size: 'm', quantity: 2 },
        { lineId: HARBOR_LINE, name: 'Harbor Tee', color: 'blue', size: 'l', quantity: 1 },
      ],
    });
    const { unmount } = await renderOrder(orderApi({ parcels: [all] }));
    const section = await screen.findByRole('region', { name: 'Shipments' });
    expect(await within(section).findByText('3 of 3 items shipped.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
    unmount();

    await renderOrder(orderApi({ order: anOrder({ _id: 'id-1', paymentStatus: 'refunded', attention: null }) }));
    const refunded = await screen.findByRole('region', { name: 'Shipments' });
    expect(await within(refunded).findByText(/Only a paid order can be shipped\./)).toBeInTheDocument();
    expect(within(refunded).queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
  });

  it('leaves the Edit Order Status modal to the orders list: this page has no status change of its own', async () => {
    await renderOrder(orderApi());
    await screen.findByRole('region', { name: 'Shipments' });
    expect(screen.queryByRole('button', { name: /status/i })).not.toBeInTheDocument();
  });

  it('offers Ship only to staff who may fulfil orders, and Refund only to those who may refund', async () => {
    const renderAs = (handle: 'fulfilment' | 'support') => {
      signIn(testStaff(handle));
      return renderPage(<AdminOrderPage />, { route: '/dashboard/orders/:id', path: '/dashboard/orders/id-1', api: orderApi() });
    };
    const fulfilment = await renderAs('fulfilment');
    const section = await screen.findByRole('region', { name: 'Shipments' });
    expect(await within(section).findByRole('button', { name: 'Ship' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    fulfilment.unmount();

    await renderAs('support');
    const read = await screen.findByRole('region', { name: 'Shipments' });
    expect(await within(read).findByText('Nothing shipped yet.')).toBeInTheDocument();
    expect(within(read).queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    // The packing slip is for anyone who may see the order.
    expect(screen.getByRole('button', { name: 'Packing slip' })).toBeInTheDocument();
  });
});

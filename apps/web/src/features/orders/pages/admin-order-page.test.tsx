import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { signIn, testAdmin } from '@/test/users';
import { anOrder } from '../testing/order-fixtures';
import { AdminOrderPage } from './admin-order-page';

const order = anOrder({ _id: 'id-1', attention: null });

function orderApi(
  refund: () => Response = () => Response.json({ message: 'Order refunded', order: { ...order, paymentStatus: 'refunded' } }),
): ApiHandler {
  return ({ method, path }) => {
    if (method === 'GET' && path === '/orders/order/id-1') return Response.json(order);
    if (method === 'POST' && path === '/orders/id-1/refund') return refund();
    return undefined;
  };
}

const renderOrder = (api: ApiHandler) =>
  renderPage(<AdminOrderPage />, { route: '/dashboard/orders/:id', path: '/dashboard/orders/id-1', api });

describe("the admin's order page", () => {
  it('shows the lines, the payment and its provider, the status history with times, the address and a printable packing slip', async () => {
    signIn(testAdmin);
    await renderOrder(orderApi());
    expect(await screen.findByRole('heading', { level: 1, name: /^ORD-7K2M9PQA/ })).toBeInTheDocument();
    expect(screen.getByText('TEST')).toBeInTheDocument();
    expect(screen.getByText('Test mode (no money moved)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Items' })).getByText('Field Tee')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Status history' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('12 Harbor Street');

    const slip = screen.getByRole('region', { name: 'Packing slip', hidden: true });
    const rows = within(slip).getAllByRole('row', { hidden: true });
    expect(
      within(rows[1]!)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Field Tee', 'FIELD-BLACK-M', 'M', 'black', '2']);
    expect(slip).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('button', { name: 'Packing slip' })).toBeInTheDocument();
  });

  it('puts a line changed before shipping in the status history, by its time', async () => {
    const changed = anOrder({
      _id: 'id-1',
      lineChanges: [
        {
          name: 'Field Tee',
          quantity: 2,
          from: { color: 'black', size: 'm' },
          to: { color: 'black', size: 'l' },
          at: '2025-03-15T08:00:00.000Z',
        },
      ],
    });
    signIn(testAdmin);
    await renderOrder(({ method, path }) => (method === 'GET' && path === '/orders/order/id-1' ? Response.json(changed) : undefined));
    const history = await screen.findByRole('region', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['pending', 'Field Tee changed from black, M to black, L', 'processing', 'shipped']);
  });

  it('refunds everything left by default, in one press, with the amount on the button and a request id', async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderOrder(orderApi());
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund ORD-7K2M9PQA?' });
    expect(dialog).toHaveTextContent('$142.55 is left to refund.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $142.55' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/orders/id-1/refund')[0]?.body).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      reason: '',
      lines: [
        { orderLineId: order.products[0]!.orderLineId, quantity: 2, restock: false },
        { orderLineId: order.products[1]!.orderLineId, quantity: 1, restock: false },
      ],
      shipping: false,
    });
  });

  it('refunds one unit of a line with its share, back in stock, with a reason; and sends the same request id when retried', async () => {
    signIn(testAdmin);
    let answers = 0;
    const { user, fetchMock } = await renderOrder(
      orderApi(() =>
        answers++ === 0
          ? Response.json({ message: 'Stripe did not make the refund, so nothing was refunded. Please try again.' }, { status: 502 })
          : Response.json({ message: 'Refund made', order: { ...order, paymentStatus: 'partially_refunded' } }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Units of Harbor Tee to refund' }), '0');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Units of Field Tee to refund' }), '1');
    const fieldTee = within(dialog).getAllByRole('listitem')[0]!;
    await user.click(within(fieldTee).getByRole('switch', { name: 'Put back in stock' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Torn seam');
    // Half of the line's $73.14, as the server works it out.
    await user.click(within(dialog).getByRole('button', { name: 'Refund $36.57' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Stripe did not make the refund');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $36.57' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const [first, second] = callsTo(fetchMock, 'POST', '/orders/id-1/refund').map((call) => call.body as { requestId: string });
    expect(second).toEqual({
      requestId: first!.requestId,
      reason: 'Torn seam',
      lines: [{ orderLineId: order.products[0]!.orderLineId, quantity: 1, restock: true }],
      shipping: false,
    });
  });

  it('refunds an amount alone, and says what is wrong with one that is too large before sending it', async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderOrder(orderApi());
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('radio', { name: 'An amount' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount ($)' });
    await user.type(amount, '150');
    expect(dialog).toHaveTextContent('Only $142.55 is left to refund.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only $142.55 is left to refund.');
    expect(callsTo(fetchMock, 'POST', '/orders/id-1/refund')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12.50' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/orders/id-1/refund')[0]?.body).toMatchObject({ amount: 12.5, reason: '' });
  });

  it('shows an order in another currency in dollars at its rate, and refunds it in its own currency: yen without decimals', async () => {
    signIn(testAdmin);
    const inYen = {
      ...order,
      currency: 'jpy',
      rate: 151.37,
      amount: 15642,
      subtotal: 15642,
      tax: 0,
      shipping: 0,
      products: order.products.map((line, index) => ({ ...line, total: index === 0 ? 15642 : 0, price: index === 0 ? 15642 : 0 })),
    };
    const { user, fetchMock } = await renderOrder(({ method, path }) => {
      if (method === 'GET' && path === '/orders/order/id-1') return Response.json(inYen);
      if (method === 'POST' && path === '/orders/id-1/refund') return Response.json({ message: 'Refunded', order: inYen });
      return undefined;
    });
    // ¥15,642 at 151.37 yen to the dollar is $103.34, as the figures count it.
    const inDollars = (await screen.findByText('In USD')).parentElement!;
    expect(inDollars).toHaveTextContent('$103.34');
    expect(inDollars).toHaveTextContent('1 USD = 151.37 JPY');

    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('¥15,642 is left to refund.');
    await user.click(within(dialog).getByRole('radio', { name: 'An amount' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (JPY)' });
    await user.type(amount, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the amount to refund, in JPY, with no decimals.');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ¥500' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/orders/id-1/refund')[0]?.body).toMatchObject({ amount: 500 }));
  });

  it('lists each refund with its lines, its reason and who made it, and what is refunded in all', async () => {
    const refunded = anOrder({
      _id: 'id-1',
      paymentStatus: 'partially_refunded',
      refunded: 36.57,
      products: anOrder().products.map((line, index) => (index === 0 ? { ...line, refundedQuantity: 1 } : line)),
      refunds: [
        {
          id: 'r1',
          amount: 36.57,
          toCredit: 0,
          shipping: false,
          lines: [{ orderLineId: 'l1', name: 'Field Tee', color: 'black', size: 'm', quantity: 1, amount: 36.57, restocked: true }],
          reason: 'Torn seam',
          by: 'Admin Ada',
          at: '2025-03-17T10:00:00.000Z',
        },
      ],
    });
    signIn(testAdmin);
    const { user } = await renderOrder(({ method, path }) =>
      method === 'GET' && path === '/orders/order/id-1' ? Response.json(refunded) : undefined,
    );
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('$36.57 refunded');
    expect(refunds).toHaveTextContent('1 × Field Tee (black, M): $36.57 · 1 unit back in stock');
    expect(refunds).toHaveTextContent('Reason: Torn seam');
    expect(refunds).toHaveTextContent('By Admin Ada');
    expect(refunds).toHaveTextContent('Refunded in all: $36.57 of $142.55');
    expect(screen.getByText('Partially refunded')).toBeInTheDocument();
    // What is left can still be refunded: the unit already back is not offered again.
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('combobox', { name: 'Units of Field Tee to refund' })).toHaveDisplayValue('1');
    expect(dialog).toHaveTextContent('$105.98 is left to refund.');
  });

  it("keeps the dialog open with the server's reason when the refund is refused", async () => {
    signIn(testAdmin);
    const { user } = await renderOrder(
      orderApi(() => Response.json({ message: 'This order has already been refunded.' }, { status: 409 })),
    );
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $142.55' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order has already been refunded.');
  });
});

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

  it('refunds after asking, putting the items back in stock when told to', async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderOrder(orderApi());
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund ORD-7K2M9PQA?' });
    await user.click(within(dialog).getByRole('switch', { name: 'Put the items back in stock' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/orders/id-1/refund')[0]?.body).toEqual({ restock: true });
  });

  it("keeps the dialog open with the server's reason when the refund is refused", async () => {
    signIn(testAdmin);
    const { user } = await renderOrder(
      orderApi(() => Response.json({ message: 'This order has already been refunded.' }, { status: 409 })),
    );
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order has already been refunded.');
  });
});

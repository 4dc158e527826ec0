import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import type { ApiHandler } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { signIn, testUser } from '@/test/users';
import { anOrder } from '../testing/order-fixtures';
import { UserOrdersPage } from './user-orders-page';

const ordersPath = `/orders/${encodeURIComponent(testUser.email)}`;

function ordersAnswer(response: () => Response | Promise<Response>): ApiHandler {
  return ({ method, path }) => (method === 'GET' && path === ordersPath ? response() : undefined);
}

const renderOrders = (api: ApiHandler) => renderPage(<UserOrdersPage />, { route: '/dashboard/orders', path: '/dashboard/orders', api });

describe('the orders list', () => {
  it('shows a table of #, Order ID, Date, Status (a badge) and Total, with a link to view each order', async () => {
    signIn(testUser);
    const second = anOrder({ _id: 'o2', orderId: 'ORD-22222222', status: 'pending', amount: 21.19, createdAt: '2025-04-01T12:00:00.000Z' });
    await renderOrders(ordersAnswer(() => Response.json({ orders: [second, anOrder()] })));

    const table = await screen.findByRole('table', { name: 'Your orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Order ID', 'Date', 'Status', 'Total', 'View']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(first).toHaveTextContent('1');
    expect(first).toHaveTextContent('ORD-22222222');
    expect(first).toHaveTextContent(formatDate('2025-04-01T12:00:00.000Z', 'localDate'));
    expect(first).toHaveTextContent('pending');
    expect(first).toHaveTextContent('$21.19');
    expect(within(first).getByRole('link', { name: 'view order ORD-22222222' })).toHaveAttribute('href', '/orders/ORD-22222222');
    expect(rows[1]).toHaveTextContent('$142.55');
    expect(rows[1]).toHaveTextContent('shipped');
  });

  it("says 'No Order Found.' when the orders cannot be loaded", async () => {
    signIn(testUser);
    await renderOrders(ordersAnswer(() => Response.json({ message: 'Internal Server Error' }, { status: 500 })));
    expect(await screen.findByText('No Order Found.')).toBeInTheDocument();
  });

  it('says there are no orders yet, with a way to the shop', async () => {
    signIn(testUser);
    await renderOrders(ordersAnswer(() => Response.json({ orders: [] })));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });

  it('shows a skeleton while the orders load', async () => {
    signIn(testUser);
    await renderOrders(ordersAnswer(() => new Promise<Response>(() => {})));
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeInTheDocument();
  });
});

import type { Order } from '@shop/shared/order.schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { pagedAnswer, pagingButtons } from '@/test/paging';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { signIn, testUser } from '@/test/users';
import { anOrder } from '../testing/order-fixtures';
import { UserOrdersPage } from './user-orders-page';
import { textsByRole } from '@/test/texts';
import { answerGet } from '@/test/list-api';
import { skeletonThenEmpty } from '@/test/list-page';

// The session says whose orders: no email travels in the path.
const ordersPath = '/orders/mine';

/** The page of `orders` a request asks for, as the server answers it. */
const ordersPage = (orders: Order[]) => (url: URL) => pagedAnswer('orders', 'totalOrders', orders, url);

const renderOrders = (api: ApiHandler, path = '/dashboard/orders') =>
  renderPage(<UserOrdersPage />, { route: '/dashboard/orders', path, api });

describe('the orders list', () => {
  it('shows a table of #, Order ID, Date, Status (a badge) and Total, with a link to view each order', async () => {
    signIn(testUser);
    const second = anOrder({ _id: 'o2', orderId: 'ORD-22222222', status: 'pending', amount: 21.19, createdAt: '2025-04-01T12:00:00.000Z' });
    await renderOrders(answerGet(ordersPath, ordersPage([second, anOrder()])));

    const table = await screen.findByRole('table', { name: 'Your orders' });
    expect(textsByRole(table, 'columnheader')).toEqual(['#', 'Order ID', 'Date', 'Status', 'Total', 'View']);
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
    await renderOrders(answerGet(ordersPath, () => Response.json({ message: 'Internal Server Error' }, { status: 500 })));
    expect(await screen.findByText('No Order Found.')).toBeInTheDocument();
  });

  it('says there are no orders yet, with a way to the shop, after a skeleton while loading', async () => {
    signIn(testUser);
    await skeletonThenEmpty(renderOrders, {
      holds: (call) => call.path === ordersPath,
      api: answerGet(ordersPath, ordersPage([])),
      loading: 'Loading your orders',
      empty: 'No orders yet',
    });
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });

  it('shows 20 orders a page, numbered on across pages, and pages with Previous, the numbers and Next', async () => {
    signIn(testUser);
    const many = Array.from({ length: 23 }, (_, index) =>
      anOrder({ _id: `o${index + 1}`, orderId: `ORD-${String(index + 1).padStart(8, '0')}` }),
    );
    const { user, fetchMock, router } = await renderOrders(answerGet(ordersPath, ordersPage(many)));
    expect(await screen.findByText('Showing 1 to 20 of 23 orders')).toBeInTheDocument();
    // The count is the server's total, not the page's.
    expect(screen.getByText('23 orders')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Your orders' })).getAllByRole('row')).toHaveLength(21);

    await user.click(pagingButtons('Orders pages').next());
    expect(await screen.findByText('Showing 21 to 23 of 23 orders')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Your orders' }))
      .getAllByRole('row')
      .slice(1);
    // The # column counts on from page 1 (its cell also holds the column's name for phones).
    expect(rows.map((row) => /\d+$/.exec(within(row).getAllByRole('cell')[0]?.textContent ?? '')?.[0])).toEqual(['21', '22', '23']);
    expect(rows[0]).toHaveTextContent('ORD-00000021');
    expect(router.state.location.search).toBe('?page=2');
    const asked = callsTo(fetchMock, 'GET', ordersPath).at(-1)?.url;
    expect(asked?.searchParams.get('page')).toBe('2');
    expect(asked?.searchParams.get('limit')).toBe('20');
    // No request carries the customer's email.
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes(testUser.email))).toEqual([]);
  });
});

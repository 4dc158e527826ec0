import type { Order } from '@shop/shared/order.schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { pagedAnswer, pagingButtons } from '@/test/paging';
import { renderPage } from '@/test/render-page';
import { signIn, testUser } from '@/test/users';
import { anOrder } from '../testing/order-fixtures';
import { PaymentsPage } from './payments-page';

// The session says whose: no email travels in the paths.
const ORDERS = '/orders/mine';
const STATS = '/stats/user-stats/mine';
const ordersPage = (orders: Order[], url: URL) => pagedAnswer('orders', 'totalOrders', orders, url);
/** The payments on screen (the pagination below them is a list too). */
const paymentRows = () =>
  within(within(screen.getByRole('region', { name: 'Payments' })).getAllByRole('list')[0]!).getAllByRole('listitem');

/** The page of a signed-in customer with these orders, and the server's sum of the paid ones. */
function renderPayments(orders: Order[], totalPayments: number) {
  signIn(testUser);
  return renderPage(<PaymentsPage />, {
    route: '/dashboard/payments',
    path: '/dashboard/payments',
    api: ({ path, url }) =>
      path === ORDERS
        ? ordersPage(orders, url)
        : path === STATS
          ? Response.json({ totalPayments, totalReviews: 0, totalPurchasedProducts: orders.length })
          : undefined,
  });
}

describe('the payments page', () => {
  it("shows 'Total Payments', the total spent on paid orders with two decimals, and every payment with its date and status", async () => {
    const orders = [
      anOrder({ _id: 'o1', orderId: 'ORD-11111111', amount: 142.55, status: 'completed', paidAt: '2025-03-14T10:00:00.000Z' }),
      anOrder({ _id: 'o2', orderId: 'ORD-22222222', amount: 20, status: 'pending', paidAt: '2025-04-01T08:15:00.000Z' }),
      anOrder({ _id: 'o3', orderId: 'ORD-33333333', amount: 99.99, status: 'pending', paymentStatus: 'flagged' }),
    ];
    await renderPayments(orders, 162.55);

    expect(screen.getByRole('heading', { level: 1, name: 'Total Payments' })).toBeInTheDocument();
    // The server's sum of the paid orders, not one the page works out.
    const total = await screen.findByRole('region', { name: 'Total Spent' });
    expect(await within(total).findByText('$162.55')).toBeInTheDocument();

    const payments = paymentRows();
    expect(payments).toHaveLength(3);
    expect(payments[0]).toHaveTextContent('$142.55');
    expect(payments[0]).toHaveTextContent(formatDate('2025-03-14T10:00:00.000Z', 'localDateTime'));
    expect(payments[0]).toHaveTextContent('paid');
    expect(payments[0]).toHaveTextContent('Order completed');
    expect(payments[1]).toHaveTextContent('$20.00');
    expect(payments[1]).toHaveTextContent('Order pending');
    expect(payments[2]).toHaveTextContent('flagged');
    expect(payments[2]).toHaveTextContent('Not counted in the total');
  });

  it('says when the total cannot be loaded, and loads it again on request', async () => {
    signIn(testUser);
    let statsCalls = 0;
    const { user } = await renderPage(<PaymentsPage />, {
      route: '/dashboard/payments',
      path: '/dashboard/payments',
      api: ({ path, url }) => {
        if (path === ORDERS) return ordersPage([], url);
        if (path !== STATS) return undefined;
        statsCalls += 1;
        return statsCalls === 1
          ? Response.json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 })
          : Response.json({ totalPayments: 12.5, totalReviews: 0, totalPurchasedProducts: 1 });
      },
    });
    const total = await screen.findByRole('region', { name: 'Total Spent' });
    expect(await within(total).findByText(/The total could not be loaded/)).toBeInTheDocument();
    await user.click(within(total).getByRole('button', { name: 'Try again' }));
    expect(await within(total).findByText('$12.50')).toBeInTheDocument();
  });

  it('shows $0.00 when nothing has been paid yet', async () => {
    await renderPayments([], 0);
    expect(await within(await screen.findByRole('region', { name: 'Total Spent' })).findByText('$0.00')).toBeInTheDocument();
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
  });

  it('pages through the payments, 20 at a time, while the total spent stays the one of every order', async () => {
    const orders = Array.from({ length: 23 }, (_, index) =>
      anOrder({ _id: `o${index + 1}`, orderId: `ORD-${String(index + 1).padStart(8, '0')}`, amount: 10 }),
    );
    const { user, router } = await renderPayments(orders, 230);
    const total = await screen.findByRole('region', { name: 'Total Spent' });
    expect(await within(total).findByText('$230.00')).toBeInTheDocument();
    expect(total).toHaveTextContent('23 orders');
    expect(await screen.findByText('Showing 1 to 20 of 23 payments')).toBeInTheDocument();
    expect(paymentRows()).toHaveLength(20);

    await user.click(pagingButtons('Payments pages').next());
    expect(await screen.findByText('Showing 21 to 23 of 23 payments')).toBeInTheDocument();
    const payments = paymentRows();
    expect(payments).toHaveLength(3);
    expect(payments[0]).toHaveTextContent('ORD-00000021');
    expect(router.state.location.search).toBe('?page=2');
    // Still the server's sum of every paid order, not of the page on screen.
    expect(within(total).getByText('$230.00')).toBeInTheDocument();
    expect(total).toHaveTextContent('23 orders');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { renderPage } from '@/test/render-page';
import { signIn, testUser } from '@/test/users';
import { anOrder } from '../testing/order-fixtures';
import { PaymentsPage } from './payments-page';

describe('the payments page', () => {
  it("shows 'Total Payments', the total spent on paid orders with two decimals, and every payment with its date and status", async () => {
    signIn(testUser);
    const orders = [
      anOrder({ _id: 'o1', orderId: 'ORD-11111111', amount: 142.55, status: 'completed', paidAt: '2025-03-14T10:00:00.000Z' }),
      anOrder({ _id: 'o2', orderId: 'ORD-22222222', amount: 20, status: 'pending', paidAt: '2025-04-01T08:15:00.000Z' }),
      anOrder({ _id: 'o3', orderId: 'ORD-33333333', amount: 99.99, status: 'pending', paymentStatus: 'flagged' }),
    ];
    await renderPage(<PaymentsPage />, {
      route: '/dashboard/payments',
      path: '/dashboard/payments',
      api: ({ path }) =>
        path === `/orders/${encodeURIComponent(testUser.email)}`
          ? Response.json({ orders })
          : path === `/stats/user-stats/${encodeURIComponent(testUser.email)}`
            ? Response.json({ totalPayments: 162.55, totalReviews: 0, totalPurchasedProducts: 3 })
            : undefined,
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Total Payments' })).toBeInTheDocument();
    // The server's sum of the paid orders, not one the page works out.
    const total = await screen.findByRole('region', { name: 'Total Spent' });
    expect(await within(total).findByText('$162.55')).toBeInTheDocument();

    const payments = within(screen.getByRole('region', { name: 'Payments' })).getAllByRole('listitem');
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
      api: ({ path }) => {
        if (path === `/orders/${encodeURIComponent(testUser.email)}`) return Response.json({ orders: [] });
        if (path !== `/stats/user-stats/${encodeURIComponent(testUser.email)}`) return undefined;
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
    signIn(testUser);
    await renderPage(<PaymentsPage />, {
      route: '/dashboard/payments',
      path: '/dashboard/payments',
      api: ({ path }) =>
        path === `/orders/${encodeURIComponent(testUser.email)}`
          ? Response.json({ orders: [] })
          : path === `/stats/user-stats/${encodeURIComponent(testUser.email)}`
            ? Response.json({ totalPayments: 0, totalReviews: 0, totalPurchasedProducts: 0 })
            : undefined,
    });
    expect(await within(await screen.findByRole('region', { name: 'Total Spent' })).findByText('$0.00')).toBeInTheDocument();
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
  });
});

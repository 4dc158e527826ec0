import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';

const GUEST_ORDERS_HEADING = 'These orders were placed with your email';

const ORDERS = [
  { _id: '3f2b7a9e-0c1d-4e5f-8a9b-0c1d2e3f4a5b', orderId: 'ORD-GUEST001', createdAt: '2025-03-14T10:00:00.000Z', total: 36.79 },
  { _id: '4a3c8b0f-1d2e-4f60-9b0c-1d2e3f4a5b6c', orderId: 'ORD-GUEST002', createdAt: '2025-02-01T10:00:00.000Z', total: 12.5 },
];

/** The dashboard's API: the totals always load; the guest orders and the claim answer as given. */
function dashboardApi(guestOrders: () => Response | Promise<Response>, claim?: () => Response): ApiHandler {
  let claimed = false;
  return ({ method, path }) => {
    if (path === '/stats/user-stats/mine') return Response.json({ totalPayments: 0, totalReviews: 0, totalPurchasedProducts: 0 });
    if (method === 'GET' && path === '/auth/guest-orders') return claimed ? Response.json({ count: 0, orders: [] }) : guestOrders();
    if (method === 'POST' && path === '/auth/guest-orders/claim' && claim) {
      const answer = claim();
      claimed = answer.ok;
      return answer;
    }
    return undefined;
  };
}

describe('the guest orders card on the dashboard', () => {
  it('lists the guest orders placed with the email and adds them to the account when asked', async () => {
    signIn(testUser);
    const { user, fetchMock } = await renderApp('/dashboard', {
      api: dashboardApi(
        () => Response.json({ count: 2, orders: ORDERS }),
        () => Response.json({ message: '2 orders were added to your account.', claimed: 2 }),
      ),
    });
    const card = (await screen.findByRole('heading', { level: 2, name: GUEST_ORDERS_HEADING })).closest('section')!;
    expect(card).toHaveTextContent('ORD-GUEST001');
    expect(card).toHaveTextContent('$36.79');
    expect(card).toHaveTextContent('ORD-GUEST002');
    await user.click(screen.getByRole('button', { name: 'Add these orders to my account' }));
    expect(callsTo(fetchMock, 'POST', '/auth/guest-orders/claim')[0]?.body).toEqual({ orderIds: ORDERS.map((order) => order._id) });
    expect(await screen.findByText('2 orders were added to your account.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: GUEST_ORDERS_HEADING })).not.toBeInTheDocument());
  });

  it('says why when the orders could not be added, and keeps the card', async () => {
    signIn(testUser);
    const { user } = await renderApp('/dashboard', {
      api: dashboardApi(
        () => Response.json({ count: 1, orders: ORDERS.slice(0, 1) }),
        () => Response.json({ message: 'Please verify your email before adding orders to your account.' }, { status: 403 }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Add this order to my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not add these orders to your account.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please verify your email before adding orders to your account.');
    expect(screen.getByRole('heading', { name: GUEST_ORDERS_HEADING })).toBeInTheDocument();
  });

  it('is hidden when there are none', async () => {
    signIn(testUser);
    await renderApp('/dashboard', { api: dashboardApi(() => Response.json({ count: 0, orders: [] })) });
    expect(await screen.findByText('Total Payments')).toBeInTheDocument();
    expect(screen.queryByText(GUEST_ORDERS_HEADING)).not.toBeInTheDocument();
  });

  it('is not asked for before the email is verified', async () => {
    signIn({ ...testUser, emailVerified: false });
    const { fetchMock } = await renderApp('/dashboard', { api: dashboardApi(() => Response.json({ count: 1, orders: ORDERS })) });
    expect(await screen.findByText('Total Payments')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/auth/guest-orders')).toHaveLength(0);
    expect(screen.queryByText(GUEST_ORDERS_HEADING)).not.toBeInTheDocument();
  });

  it('offers to try again when the orders could not be checked', async () => {
    signIn(testUser);
    await renderApp('/dashboard', { api: dashboardApi(() => Response.json({ message: 'Internal Server Error' }, { status: 500 })) });
    expect(await screen.findByText('We could not check for orders placed with your email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

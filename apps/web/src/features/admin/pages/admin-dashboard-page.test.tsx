import type { AdminStats } from '@shop/shared/stats.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiHandler } from '@/test/render-app';
import { renderAdminPage } from '@/test/render-page';
import { stubResizeObserver } from '@/test/resize-observer';
import { AdminDashboardPage } from './admin-dashboard-page';

const stats: AdminStats = {
  totalEarnings: 12345.6,
  totalOrders: 42,
  totalUsers: 17,
  totalProducts: 30,
  totalReviews: 9,
  monthlyEarnings: Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    earnings: index === 2 ? 5000 : index * 100,
  })),
};

function statsAnswer(response: () => Response | Promise<Response>): ApiHandler {
  return ({ method, path }) => (method === 'GET' && path === '/stats/admin-stats' ? response() : undefined);
}

const render = (api: ApiHandler) => renderAdminPage(<AdminDashboardPage />, { route: '/dashboard/admin', path: '/dashboard/admin', api });

describe('the admin dashboard', () => {
  it('greets the admin and shows the four totals, the pie of records and the monthly earnings', async () => {
    stubResizeObserver();
    await render(statsAnswer(() => Response.json(stats)));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, grace!/)).toBeInTheDocument();

    expect((await screen.findByText('Total Earning')).nextElementSibling).toHaveTextContent('$12,345.60');
    expect(screen.getByText('All Orders').nextElementSibling).toHaveTextContent('42');
    expect(screen.getByText('All Users').nextElementSibling).toHaveTextContent('17');
    expect(screen.getByText('Total Products').nextElementSibling).toHaveTextContent('30');

    expect(screen.getByRole('figure', { name: 'Pie chart: 42 orders, 30 products, 9 reviews, 17 users' })).toBeInTheDocument();
    const earnings = screen.getByRole('figure', {
      name: /^Line chart of the earnings of each month, January to December\./,
    });
    expect(earnings).toHaveTextContent('$11,400.00 earned this year; the best month was March with $5,000.00.');
    const months = within(screen.getByRole('table', { name: 'Earnings by month' })).getAllByRole('rowheader');
    expect(months.map((cell) => cell.textContent)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    await waitFor(() => expect(document.querySelectorAll('.recharts-responsive-container')).toHaveLength(2), {
      timeout: 8000,
    });
  }, 15_000);

  it("says 'Loading...' while the totals load", async () => {
    await render(statsAnswer(() => new Promise<Response>(() => {})));
    expect(screen.getByRole('status', { name: "Loading the shop's totals" })).toHaveTextContent('Loading...');
  });

  it("says 'No stats found' when the answer is empty", async () => {
    await render(statsAnswer(() => Response.json({})));
    expect(await screen.findByText('No stats found')).toBeInTheDocument();
    expect(screen.queryByText('Total Earning')).not.toBeInTheDocument();
  });

  it("says 'Failed to load stats!' when the totals cannot be loaded, and tries again on request", async () => {
    let fail = true;
    const { user } = await render(
      statsAnswer(() =>
        fail
          ? Response.json({ message: 'Internal Server Error' }, { status: 500 })
          : Response.json({ ...stats, totalOrders: 0, totalProducts: 0, totalReviews: 0, totalUsers: 0 }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load stats!');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByText('All Orders')).nextElementSibling).toHaveTextContent('0');
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });
});

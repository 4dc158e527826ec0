import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, type ApiHandler } from '@/test/render-app';
import { stubResizeObserver } from '@/test/resize-observer';
import { signIn, testAdmin, testUser } from '@/test/users';

function statsAnswer(response: () => Response | Promise<Response>): ApiHandler {
  return ({ path }) => (path === '/stats/user-stats/mine' ? response() : undefined);
}

describe('the dashboard home', () => {
  it('greets the user and shows the three totals and a bar chart of them', async () => {
    stubResizeObserver();
    signIn(testUser);
    await renderApp('/dashboard', {
      api: statsAnswer(() => Response.json({ totalPayments: 123.4, totalReviews: 4, totalPurchasedProducts: 7 })),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, ada!' })).toBeInTheDocument();
    expect((await screen.findByText('Total Payments')).nextElementSibling).toHaveTextContent('$123.40');
    expect(screen.getByText('Total Reviews').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Total Purchased Products').nextElementSibling).toHaveTextContent('7');
    expect(screen.getByRole('figure', { name: 'Bar chart: payments $123.40, 4 reviews, 7 purchased products' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.recharts-responsive-container')).not.toBeNull(), { timeout: 8000 });
  }, 15_000);

  it('shows a skeleton while the totals load', async () => {
    signIn(testUser);
    await renderApp('/dashboard', { api: statsAnswer(() => new Promise<Response>(() => {})) });
    expect(screen.getByRole('status', { name: 'Loading your totals' })).toBeInTheDocument();
  });

  it("says 'No data available.' when the totals cannot be loaded", async () => {
    signIn(testUser);
    await renderApp('/dashboard', { api: statsAnswer(() => Response.json({ message: 'Internal Server Error' }, { status: 500 })) });
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
  });

  it('sends an admin to the admin dashboard', async () => {
    signIn(testAdmin);
    const { router } = await renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});

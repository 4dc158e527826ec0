import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin, testUser } from '@/test/users';

const usersList: ApiHandler = ({ method, path }) =>
  method === 'GET' && path === '/auth/users' ? Response.json([testAdmin, testUser]) : undefined;

/** Waits past the point where a second toast would have appeared. */
async function expectShownOnce(text: string) {
  await screen.findByText(text);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getAllByText(text)).toHaveLength(1);
}

describe('the dashboard guards', () => {
  it("send a signed-out visitor to /login with 'You must be logged in!' once, remembering the page", async () => {
    const { router } = await renderApp('/dashboard/orders?page=2', { strict: true });
    await expectShownOnce('You must be logged in!');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/dashboard/orders', search: '?page=2', hash: '' } });
  });

  it("send a user away from an admin page with 'You are not authorized to access this page!' once", async () => {
    signIn(testUser);
    const { router } = await renderApp('/dashboard/admin', { strict: true });
    await expectShownOnce('You are not authorized to access this page!');
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['admin', 'add-product', 'manage-products', 'update-product/p1', 'users', 'manage-orders'])(
    'keep /dashboard/%s for admins',
    async (page) => {
      signIn(testUser);
      const { router } = await renderApp(`/dashboard/${page}`);
      await screen.findByText('You are not authorized to access this page!');
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('let a user into the user pages, with the user sidebar', async () => {
    signIn(testUser);
    const { router } = await renderApp('/dashboard/orders');
    expect(router.state.location.pathname).toBe('/dashboard/orders');
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(sidebar).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/dashboard/orders',
      '/dashboard/payments',
      '/dashboard/profile',
      '/dashboard/reviews',
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('let an admin into the admin pages, with the admin sidebar', async () => {
    signIn(testAdmin);
    const { router } = await renderApp('/dashboard/users', { api: usersList });
    expect(router.state.location.pathname).toBe('/dashboard/users');
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(sidebar).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/admin',
      '/dashboard/add-product',
      '/dashboard/manage-products',
      '/dashboard/users',
      '/dashboard/manage-orders',
    ]);
    await screen.findByRole('table');
  });

  it("turn the visitor away when the session ends while on a page (a 401 anywhere)", async () => {
    signIn(testUser);
    const { router } = await renderApp('/dashboard', {
      api: ({ path }) => (path.startsWith('/stats/') ? Response.json({ message: 'Sign in first' }, { status: 401 }) : undefined),
    });
    await screen.findByText('You must be logged in!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});

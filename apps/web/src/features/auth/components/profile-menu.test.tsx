import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore, USER_STORAGE_KEY } from '@/features/auth/auth-store';
import { callsTo, renderApp } from '@/test/render-app';
import { signIn, testAdmin, testUser } from '@/test/users';

function menuEntries() {
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => [item.textContent, item.getAttribute('href')]);
}

describe('the profile menu', () => {
  it('lists Dashboard, Profile, Payments, Orders and Logout for a user', async () => {
    signIn(testUser);
    const { user } = await renderApp('/');
    const button = await screen.findByRole('button', { name: 'Your account' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menuEntries()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Profile', '/dashboard/profile'],
      ['Payments', '/dashboard/payments'],
      ['Orders', '/dashboard/orders'],
      ['Logout', null],
    ]);
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
  });

  it('lists Dashboard, Manage Items, All Orders, Add Product and Logout for an admin', async () => {
    signIn(testAdmin);
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Your account' }));
    expect(menuEntries()).toEqual([
      ['Dashboard', '/dashboard/admin'],
      ['Manage Items', '/dashboard/manage-products'],
      ['All Orders', '/dashboard/manage-orders'],
      ['Add Product', '/dashboard/add-product'],
      ['Logout', null],
    ]);
  });

  it('moves with the arrow keys and closes on Esc, returning focus to the button', async () => {
    signIn(testUser);
    const { user } = await renderApp('/');
    const button = await screen.findByRole('button', { name: 'Your account' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    signIn(testUser);
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Your account' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the chosen page and closes', async () => {
    signIn(testUser);
    const { user, router } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Your account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/profile');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("logs out on the server, forgets the user, says 'Logged out successfully' and goes to /", async () => {
    signIn(testUser);
    const { user, router, fetchMock } = await renderApp('/dashboard/profile', {
      api: ({ method, path }) => (method === 'POST' && path === '/auth/logout' ? Response.json({ message: 'Logged out' }) : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Your account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: /best material/ });
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetchMock, 'POST', '/auth/logout')).toHaveLength(1);
    expect(useAuthStore.getState().user).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    // Leaving the guarded page first means its guard never complains.
    await waitFor(() => expect(screen.queryByText('You must be logged in!')).not.toBeInTheDocument());
  });
});

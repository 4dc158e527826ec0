import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readStoredUser, useAuthStore, USER_STORAGE_KEY } from '@/features/auth/auth-store';
import { useCartStore } from '@/features/cart/cart-store';
import { renderApp } from '@/test/render-app';
import { testUser } from '@/test/users';

const tee = { _id: 'p1', name: 'Oat Tee', price: 25, image: '/uploads/oat.webp', color: 'beige', size: 'm' };

describe('the top navigation', () => {
  it('links Home, Shop, Pages and Contact and shows the shop name from the settings', async () => {
    await renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Pages', '/pages'],
      ['Contact', '/contact'],
    ] as const) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Test Threads' })).toHaveAttribute('href', '/');
  });

  it("shows 'Drip Studio' while the settings are loading", async () => {
    await renderApp('/', { settings: 'pending' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Drip Studio' })).toBeInTheDocument();
    expect(screen.getByText('© 2025 Drip Studio. All rights reserved.')).toBeInTheDocument();
  });

  it('shows a login icon linking to /login when signed out', async () => {
    await renderApp('/');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Your account' })).not.toBeInTheDocument();
  });

  it('shows a profile menu button instead when a user is in local storage', async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(testUser));
    useAuthStore.setState({ user: await readStoredUser() });

    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Your account' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows the number of items in the bag on the bag icon', async () => {
    useCartStore.getState().add(tee);
    useCartStore.getState().increment(tee);
    useCartStore.getState().add({ ...tee, _id: 'p2', name: 'Ink Tee' });

    await renderApp('/');
    const bag = screen.getByRole('button', { name: 'Open bag, 3 items' });
    expect(within(bag).getByTestId('bag-count')).toHaveTextContent('3');
  });

  it('opens a phone menu that exposes all four links and closes after choosing one', async () => {
    const { user, router } = await renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    const links = within(menu as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/shop', '/pages', '/contact']);

    await user.click(within(menu as HTMLElement).getByRole('link', { name: 'Contact' }));
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

import { ANNOUNCEMENT_COOKIE, CLOSE_ANNOUNCEMENT_PARAM } from '@shop/shared/site-content';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { siteContentAnswer } from '../testing/site-content-api';

const SALE = { id: 'free-shipping', text: 'Free shipping over $75 this week', link: '/shop?category=womens' };

afterEach(() => {
  // The cookie a closed announcement leaves is the browser's, not a module's: put it back.
  document.cookie = `${ANNOUNCEMENT_COOKIE}=; path=/; max-age=0`;
});

describe('the announcement bar', () => {
  it('shows on every storefront page with its link, closes, and stays closed on the next visit', async () => {
    for (const path of ['/', '/shop', '/contact']) {
      const { unmount } = await renderApp(path, { api: siteContentAnswer({ announcement: SALE }) });
      // Its code loads apart, only when there is an announcement.
      const bar = await screen.findByRole('region', { name: 'Announcement' });
      expect(within(bar).getByRole('link', { name: SALE.text })).toHaveAttribute('href', '/shop?category=womens');
      unmount();
    }

    const { user, unmount } = await renderApp('/shop?category=mens', { api: siteContentAnswer({ announcement: SALE }) });
    const close = await screen.findByRole('button', { name: 'Close the announcement' });
    // Without JavaScript, the button sends a GET form to this page; the server keeps the cookie.
    expect(close).toHaveAttribute('type', 'submit');
    expect(close).toHaveAttribute('name', CLOSE_ANNOUNCEMENT_PARAM);
    expect(close).toHaveAttribute('value', SALE.id);
    const form = close.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    // It carries the page's own query, which the server sends the visitor back with.
    expect([...new FormData(form, close)]).toEqual([
      ['category', 'mens'],
      [CLOSE_ANNOUNCEMENT_PARAM, SALE.id],
    ]);
    await user.click(close);
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${ANNOUNCEMENT_COOKIE}=free-shipping`);
    unmount();

    // A reload, even with an answer kept from before it was closed.
    await renderApp('/shop', { api: siteContentAnswer({ announcement: SALE }) });
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('shows a new announcement to a visitor who closed the one before', async () => {
    document.cookie = `${ANNOUNCEMENT_COOKIE}=free-shipping; path=/`;
    await renderApp('/', { api: siteContentAnswer({ announcement: { id: 'new-arrivals', text: 'New linen arrivals', link: null } }) });
    const bar = await screen.findByRole('region', { name: 'Announcement' });
    expect(bar).toHaveTextContent('New linen arrivals');
    expect(within(bar).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens an https link as a plain link', async () => {
    await renderApp('/', {
      api: siteContentAnswer({ announcement: { id: 'journal', text: 'Read the journal', link: 'https://journal.example.com/' } }),
    });
    expect(await screen.findByRole('link', { name: 'Read the journal' })).toHaveAttribute('href', 'https://journal.example.com/');
  });

  it('is not there when there is no announcement, nor when the site content cannot be loaded', async () => {
    const { unmount } = await renderApp('/', { api: siteContentAnswer() });
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    unmount();
    await renderApp('/');
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    // The footer is the shop's default meanwhile.
    expect(screen.getByRole('navigation', { name: 'Company' })).toBeInTheDocument();
  });
});

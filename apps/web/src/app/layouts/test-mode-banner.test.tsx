import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testSettings } from '@/test/render-app';

describe('the test mode banner', () => {
  it('says on every storefront page that no real payments are taken while the shop is in test mode', async () => {
    for (const path of ['/', '/shop', '/contact']) {
      const { unmount } = await renderApp(path);
      expect(await screen.findByRole('note', { name: 'Test mode' })).toHaveTextContent('Test mode: no real payments are taken');
      unmount();
    }
  });

  it('is not there when the shop takes real payments', async () => {
    await renderApp('/', {
      api: ({ path }) => (path === '/settings' ? Response.json({ ...testSettings, paymentProvider: 'stripe' }) : undefined),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Test mode' })).not.toBeInTheDocument();
  });
});

describe("the header's Search", () => {
  it('is on every page and leads to /search with the field focused', async () => {
    const { user, router } = await renderApp('/contact');
    await user.click(within(screen.getAllByRole('banner')[0]!).getByRole('link', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/search');
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    // The focus is given by an effect, which React may run a moment after the box is drawn.
    await waitFor(() => expect(box).toHaveFocus());
  });
});

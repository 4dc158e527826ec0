import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('the content pages', () => {
  it.each([
    ['/about', 'About the studio', 'About'],
    ['/help', 'The benefits of cotton shirts', 'Why Cotton'],
    ['/services', 'Web Services', 'Web Services'],
    ['/design', 'Design', 'Design'],
    ['/photography', 'Photography', 'Photography'],
    ['/pages', 'Our Visual Story', 'Our Visual Story'],
    ['/terms', 'Terms and Conditions', 'Terms and Conditions'],
  ])('%s has the one heading “%s” and the tab title “%s | <shop>”', async (path, heading, title) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${title} | Test Threads`);
  });
});

describe('the pages the owner writes, at /pages/{handle}', () => {
  it.each([
    ['/pages/refund-policy', 'Refund Policy', 'We offer exchanges only; we do not give refunds.'],
    ['/pages/privacy', 'Privacy Policy', 'They keep no IP address and no user agent.'],
    ['/pages/about', 'About the studio', 'The first run was forty shirts, printed by hand'],
  ])('%s shows its one heading “%s” and its words', async (path, heading, sentence) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${heading} | Test Threads`);
    expect(screen.getByRole('main')).toHaveTextContent(sentence);
  });

  it('shows the shop’s 404 page for a handle nobody wrote', async () => {
    await renderApp('/pages/no-such-page');
    expect(screen.getByRole('heading', { level: 2, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Test Threads');
  });

  it('shows an owner’s page as the server sent it, and its links to the shop move within the app', async () => {
    const { user, router } = await renderApp('/pages/size-guide', {
      api: ({ method, path }) =>
        method === 'GET' && path === '/pages/size-guide'
          ? Response.json({
              handle: 'size-guide',
              title: 'Size guide',
              html: '<section aria-labelledby="fit"><h2 id="fit">How our tees fit</h2><p>See <a href="/shop">the shop</a>.</p></section>',
              seoDescription: '',
              updatedAt: '2026-01-01T00:00:00.000Z',
            })
          : undefined,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Size guide' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How our tees fit' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'the shop' }));
    expect(router.state.location.pathname).toBe('/shop');
  });
});

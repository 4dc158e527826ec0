/**
 * The owner's words as the server renders them and the browser hydrates them: the announcement
 * bar and the saved hero are in the page's HTML (no layout shift, nothing injected after load),
 * and hydration matches it, the bar's own code arriving after the rest.
 */
import type { HomePageContent, SiteContent } from '@shop/shared/site-content.schema';
import { DEFAULT_FOOTER } from '@shop/shared/site-footer';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRoutes, routes } from '@/app/router';
import { setApiFetch } from '@/lib/api-client';
import { mockApi, testSettings, type ApiHandler } from '@/test/render-app';
import { expectLateHydration, lateHydrationDone } from './late-hydration';
import { preloadPages } from './page-routes';
import { hydrateQueries, readSsrState, SSR_STATE_ELEMENT_ID } from './ssr-state';

const siteContent: SiteContent = {
  announcement: { id: 'free-shipping', text: 'Free shipping over $75 this week', link: '/shop' },
  footer: { ...DEFAULT_FOOTER, columns: [{ title: 'Help', links: [{ label: 'Shipping', to: '/help#shipping' }] }] },
};
const home: HomePageContent = {
  hero: { eyebrow: '', headline: 'Linen for long days', buttonText: 'See the drop', image: '', imageAlt: '', images: [] },
  categoryTiles: ['mens'],
  studioTiles: [],
  featured: [],
};

const api: ApiHandler = ({ method, path }) => {
  if (method !== 'GET') return undefined;
  if (path === '/settings') return Response.json(testSettings);
  if (path === '/site-content') return Response.json(siteContent);
  if (path === '/site-content/home') return Response.json(home);
  return undefined;
};

const serverFetch = (async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  return (
    (await api({ method: 'GET', path: url.pathname.replace(/^\/api/, ''), url, body: undefined })) ?? Response.json({}, { status: 404 })
  );
}) as typeof fetch;

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the owner’s words in the server-rendered page', () => {
  it('are in the HTML of the home page, the announcement bar at the top, and hydrate without a mismatch', async () => {
    const { render } = await import('./entry-server');
    setApiFetch(() => serverFetch);
    const page = await render({ url: 'http://localhost/', fetch: serverFetch });
    setApiFetch(() => fetch);
    if (page.kind !== 'page') throw new Error('the home page is not server-rendered');

    expect(page.html).toContain('aria-label="Announcement"');
    expect(page.html).toContain('Free shipping over $75 this week');
    expect(page.html.indexOf('Free shipping over $75 this week')).toBeLessThan(page.html.indexOf('Linen for long days'));
    expect(page.html).toContain('<h1 class="text-3xl leading-tight text-balance sm:text-4xl lg:text-5xl">Linen for long days</h1>');
    expect(page.html).toContain('aria-label="Help"');
    expect(page.html).not.toContain('Providing you with the best material');
    expect(page.html).not.toContain('>Womens<');

    mockApi({ api });
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${page.state}</script><div id="root">${page.html}</div>`;
    const container = document.getElementById('root')!;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    hydrateQueries(queryClient, readSsrState(document)!);
    expectLateHydration(container);
    await preloadPages(routes, new URL(window.location.href));
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    await act(() => lateHydrationDone());
    expect(mismatches).toEqual([]);

    // The bar answers once its code has arrived: closing it remembers it.
    await userEvent.click(screen.getByRole('button', { name: 'Close the announcement' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument());
    expect(document.cookie).toContain('shop_announcement_closed=free-shipping');
  });

  it('leaves the announcement out, and no trace of it, when there is none', async () => {
    const { render } = await import('./entry-server');
    const none: typeof fetch = async (input) =>
      new URL(String(input), 'http://localhost').pathname === '/api/site-content'
        ? Response.json({ ...siteContent, announcement: null })
        : serverFetch(input);
    setApiFetch(() => none);
    const page = await render({ url: 'http://localhost/contact', fetch: none });
    setApiFetch(() => fetch);
    if (page.kind !== 'page') throw new Error('the contact page is not server-rendered');
    expect(page.html).not.toContain('Announcement');
    expect(page.html).not.toContain('data-hydrates-late');
  });
});

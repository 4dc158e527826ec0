/**
 * A product link that chooses the variant (`/shop/{handle}?color=&size=`, as the restock mail and
 * the wishlist write it), as the server renders it and the browser hydrates it: the colour and
 * size are chosen in the HTML already, and hydration matches them.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRoutes, routes } from '@/app/router';
import { makeProduct } from '@/features/catalogue/testing/catalogue-fixtures';
import { setApiFetch } from '@/lib/api-client';
import { mockApi, testSettings, type ApiHandler } from '@/test/render-app';
import { preloadPages } from './page-routes';
import { hydrateQueries, readSsrState, SSR_STATE_ELEMENT_ID } from './ssr-state';

/** Black is sold out in M: the shopper waits for it. */
const tee = makeProduct({
  _id: 'p1',
  handle: 'heavy-tee',
  name: 'Heavy Cotton Tee',
  color: ['black', 'blue'],
  sizes: ['s', 'm'],
  stock: [
    { color: 'black', size: 's', stock: 3 },
    { color: 'black', size: 'm', stock: 0 },
    { color: 'blue', size: 's', stock: 2 },
    { color: 'blue', size: 'm', stock: 5 },
  ],
});

const api: ApiHandler = ({ method, path }) => {
  if (method !== 'GET') return undefined;
  if (path === '/products/heavy-tee') return Response.json({ product: tee, reviews: [] });
  if (path === '/products/related/heavy-tee') return Response.json({ products: [] });
  if (path === '/reviews') return Response.json({ reviews: [], totalReviews: 0, totalPages: 0, page: 1, limit: 10 });
  if (path === '/settings') return Response.json(testSettings);
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
  window.history.replaceState(null, '', '/');
});

async function serverRenderThenHydrate(path: string) {
  const { render } = await import('./entry-server');
  setApiFetch(() => serverFetch);
  const page = await act(() => render({ url: `http://localhost${path}`, fetch: serverFetch }));
  setApiFetch(() => fetch);
  if (page.kind !== 'page') throw new Error('the product page is not server-rendered');
  mockApi({ api });
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${page.state}</script><div id="root">${page.html}</div>`;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  hydrateQueries(queryClient, readSsrState(document)!);
  await preloadPages(routes, new URL(window.location.href));
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      document.getElementById('root')!,
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
  expect(mismatches).toEqual([]);
  return page.html;
}

describe('a product link that chooses the variant', () => {
  it('has the colour and size chosen in the server’s HTML, and the way to wait for a sold-out size', async () => {
    const html = await serverRenderThenHydrate('/shop/heavy-tee?color=blue&size=s');
    expect(html).toMatch(/<option value="blue" selected="">/);
    expect(html).toMatch(/<option value="s" selected="">/);
    expect(screen.getByLabelText('Color')).toHaveValue('blue');
    expect(screen.getByLabelText('Size')).toHaveValue('s');
    expect(screen.queryByRole('button', { name: "Email me when it's back" })).not.toBeInTheDocument();
  });

  it("offers 'Email me when it's back' in the HTML for a colour with a sold-out size, and ignores what the product does not offer", async () => {
    const html = await serverRenderThenHydrate('/shop/heavy-tee?color=black&size=xxl');
    expect(html).toContain('Email me when it&#x27;s back');
    expect(screen.getByLabelText('Color')).toHaveValue('black');
    expect(screen.getByLabelText('Size')).toHaveValue('');
    expect(screen.getByRole('button', { name: "Email me when it's back" })).toHaveAttribute('aria-expanded', 'false');
  });
});

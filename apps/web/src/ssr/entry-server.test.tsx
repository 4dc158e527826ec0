/**
 * The product page as the server renders it (entry-server.tsx) and the browser hydrates it (as
 * main.tsx does): the first page of reviews is in the HTML, and hydration matches it for a
 * signed-in shopper too, whose votes arrive afterwards. A mismatch would reach onRecoverableError.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRoutes, routes } from '@/app/router';
import { useAuthStore } from '@/features/auth/auth-store';
import { listResponse, makeProduct } from '@/features/catalogue/testing/catalogue-fixtures';
import { makeReview } from '@/features/reviews/testing/review-fixtures';
import { setApiFetch } from '@/lib/api-client';
import { callsTo, mockApi, testSettings, type ApiHandler } from '@/test/render-app';
import { testUser } from '@/test/users';
import { preloadPages } from './page-routes';
import { hydrateQueries, readSsrState, SSR_STATE_ELEMENT_ID } from './ssr-state';

const tee = makeProduct({ _id: 'p1', name: 'Heavy Cotton Tee', reviewCount: 1, fit: { small: 0, true: 3, large: 0 } });
const review = makeReview({ _id: 'r-maya', comment: 'Soft <b>and</b> thick.', helpfulCount: 2 });

const api: ApiHandler = ({ method, path }) => {
  if (method !== 'GET') return undefined;
  if (path === '/products') return Response.json(listResponse(10));
  if (path === '/products/p1') return Response.json({ product: tee, reviews: [review] });
  if (path === '/products/related/p1') return Response.json({ products: [] });
  if (path === '/settings') return Response.json(testSettings);
  // The signed-in viewer's own list: it says they found the review helpful.
  if (path === '/reviews')
    return Response.json({ reviews: [{ ...review, helpfulByMe: true }], totalReviews: 1, totalPages: 1, page: 1, limit: 10 });
  return undefined;
};

/** The server's fetch: the same fake API, for a relative URL. */
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

async function serverRenderThenHydrate() {
  const { render } = await import('./entry-server');
  // NOTE: the server and the browser share the app's modules here: the server render's API calls
  // go to `serverFetch` (entry-server sets its provider only when first imported), then the
  // browser's to the mocked `fetch`.
  setApiFetch(() => serverFetch);
  const page = await render({ url: 'http://localhost/shop/p1', fetch: serverFetch });
  setApiFetch(() => fetch);
  if (page.kind !== 'page') throw new Error('the product page is not server-rendered');
  const fetchMock = mockApi({ api });
  window.history.replaceState(null, '', '/shop/p1');
  document.body.innerHTML = `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${page.state}</script><div id="root">${page.html}</div>`;
  const container = document.getElementById('root')!;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  hydrateQueries(queryClient, readSsrState(document)!);
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
  expect(mismatches).toEqual([]);
  return { html: page.html, fetchMock };
}

describe('the server-rendered product page', () => {
  it('holds the first page of reviews and the fit summary in its HTML, the comment escaped', async () => {
    const { html, fetchMock } = await serverRenderThenHydrate();
    expect(html).toContain('All comments');
    expect(html).toContain('Soft &lt;b&gt;and&lt;/b&gt; thick.');
    expect(html).toContain('Most buyers say: true to size');
    expect(html).toContain('Helpful (2)');
    // Signed out, the browser asks for nothing more about the reviews.
    expect(callsTo(fetchMock, 'GET', '/reviews')).toHaveLength(0);
    expect(screen.getByText('Soft <b>and</b> thick.')).toBeInTheDocument();
  });

  it('hydrates for a signed-in shopper, then shows their helpful votes', async () => {
    const { fetchMock } = await serverRenderThenHydrate();
    const section = screen.getByRole('heading', { level: 2, name: 'All comments' }).closest('section')!;
    expect(within(section).getByRole('button', { name: 'Helpful (2)' })).toHaveAttribute('aria-pressed', 'false');

    // As main.tsx does once hydration has committed: the stored user comes in.
    act(() => useAuthStore.setState({ user: testUser }));
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Helpful (2)' })).toHaveAttribute('aria-pressed', 'true'));
    expect(callsTo(fetchMock, 'GET', '/reviews').map(({ url }) => url.search)).toEqual(['?productId=p1&sort=helpful&page=1']);
  });
});

describe('the server-rendered shop', () => {
  it('holds the filters as radio groups in a GET form to the shop, with a submit button for browsers without JavaScript', async () => {
    const { render } = await import('./entry-server');
    // NOTE: the render loads the shop page's code, which the browser's router (the same modules
    // here) may also be waiting for: its wake-up comes inside act().
    const page = await act(() => render({ url: 'http://localhost/shop?category=kids&sort=rating', fetch: serverFetch }));
    if (page.kind !== 'page') throw new Error('the shop is not server-rendered');
    const form = /<form\b[^>]*>((?:(?!<\/form>).)*Apply(?:(?!<\/form>).)*)<\/form>/s.exec(page.html);
    const formTag = /^<form\b[^>]*>/.exec(form?.[0] ?? '')?.[0];
    expect(formTag).toContain('method="get"');
    expect(formTag).toContain('action="/shop"');
    const fields = form?.[1] ?? '';
    for (const legend of ['Category', 'Color', 'Size', 'Price range'])
      expect(fields).toMatch(new RegExp(`<fieldset><legend[^>]*>${legend}</legend>`));
    const inputs = [...fields.matchAll(/<input\b[^>]*>/g)].map(([tag]) => {
      const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
      return `${attribute('type')} ${attribute('name')}=${attribute('value')}${attribute('checked') === undefined ? '' : ' checked'}`;
    });
    expect(inputs).toContain('radio category=kids checked');
    expect(inputs).toContain('radio category=all');
    expect(inputs).toContain('radio color=all checked');
    expect(inputs).toContain('radio size=xl');
    expect(inputs).toContain('radio price= checked');
    expect(inputs).toContain('radio price=50-100');
    expect(fields).toContain('<input type="hidden" name="sort" value="rating"/>');
    expect(fields).toMatch(/<button type="submit"[^>]*>Apply<\/button>/);
  });

  it('redirects what the form sends to the tidy address a filter change makes in the browser', async () => {
    const { render } = await import('./entry-server');
    const sent = 'category=all&color=black&size=all&price=50-100&sort=rating';
    expect(await render({ url: `http://localhost/shop?${sent}`, fetch: serverFetch })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/shop?color=black&minPrice=50&maxPrice=100&sort=rating',
    });
    expect(await render({ url: 'http://localhost/shop?category=all&color=all&size=all&price=', fetch: serverFetch })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/shop',
    });
    expect((await render({ url: 'http://localhost/shop?color=black&minPrice=50&maxPrice=100', fetch: serverFetch })).kind).toBe('page');
  });
});

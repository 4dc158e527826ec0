/**
 * The shopper's currency as the server renders a page and the browser hydrates it (docs/decisions/045):
 * a page asked for with the `currency` cookie is in that currency (its catalogue asked in it, its
 * prices written in it, the picker showing it), French pages are in euros when the shopper never
 * chose, and hydration matches the server's HTML.
 */
import { languageOf } from '@shop/shared/languages';
import type { ProductListResponse } from '@shop/shared/product.schema';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRoutes, routes } from '@/app/router';
import { listResponse, makeProduct } from '@/features/catalogue/testing/catalogue-fixtures';
import { CatalogueProvider, loadCatalogue } from '@/i18n/i18n';
import { setApiFetch } from '@/lib/api-client';
import { mockApi, testSettings, type ApiCall, type ApiHandler } from '@/test/render-app';
import { expectLateHydration, lateHydrationDone } from './late-hydration';
import { preloadPages } from './page-routes';
import { hydrateQueries, readSsrState, SSR_STATE_ELEMENT_ID } from './ssr-state';

/** $29.99; €27.99 where the euro is asked for (0.92, up to .99). */
const tee = makeProduct({ _id: 'p1', handle: 'field-tee', name: 'Field Tee', price: 29.99, minPrice: 29.99, maxPrice: 29.99 });
const inEuros = { currency: 'EUR' as const, price: 2799, minPrice: 2799, maxPrice: 2799 };

const calls: ApiCall[] = [];
const api: ApiHandler = (call) => {
  const { method, path, url } = call;
  if (method !== 'GET') return undefined;
  calls.push(call);
  const euros = url.searchParams.get('currency') === 'EUR';
  if (path === '/settings') return Response.json(testSettings);
  if (path === '/currencies')
    return Response.json({
      base: 'USD',
      currencies: [
        { code: 'USD', rate: 1, rounding: 'minor' },
        { code: 'EUR', rate: 0.92, rounding: 'end-99' },
      ],
    });
  if (path === '/products') {
    const answer: ProductListResponse = { ...listResponse(1, 1, 12), products: [euros ? { ...tee, presented: inEuros } : tee] };
    return Response.json(answer);
  }
  if (path === '/products/field-tee') return Response.json({ product: euros ? { ...tee, presented: inEuros } : tee, reviews: [] });
  if (path === '/products/related/field-tee') return Response.json({ products: [] });
  if (path === '/reviews') return Response.json({ reviews: [], totalReviews: 0, totalPages: 0, page: 1, limit: 10 });
  return undefined;
};

const serverFetch = (async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  return (
    (await api({ method: 'GET', path: url.pathname.replace(/^\/api/, ''), url, body: undefined })) ?? Response.json({}, { status: 404 })
  );
}) as typeof fetch;

async function renderOnServer(path: string, currency?: string) {
  const { render } = await import('./entry-server');
  calls.length = 0;
  setApiFetch(() => serverFetch);
  const page = await act(() => render({ url: `http://localhost${path}`, fetch: serverFetch, currency }));
  setApiFetch(() => fetch);
  if (page.kind !== 'page') throw new Error(`${path} is not server-rendered`);
  return page;
}

/** The currency the server asked the catalogue's `path` in (null for none). */
const askedIn = (path: string) => calls.find((call) => call.path === path)?.url.searchParams.get('currency');

/** Spaces as plain ones: Intl writes no-break spaces in French. */
const plain = (html: string) => html.replace(/[\u00a0\u202f]/g, ' ');

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.cookie = 'currency=; max-age=0; path=/';
  window.history.replaceState(null, '', '/');
});

describe('a page in the shopper’s currency', () => {
  it('renders /shop in the currency the cookie chose: the catalogue asked in it, its prices and the picker in it', async () => {
    const page = await renderOnServer('/shop', 'EUR');
    expect(askedIn('/products')).toBe('EUR');
    expect(page.html).toContain('€27.99');
    expect(page.html).not.toContain('$29.99');
    expect(page.html).toContain('<option selected="">EUR</option>');
  });

  it('renders /shop in US dollars without a choice, and with one the shop does not present', async () => {
    for (const currency of [undefined, 'GBP', 'eur']) {
      const page = await renderOnServer('/shop', currency);
      expect(askedIn('/products')).toBeNull();
      expect(page.html).toContain('$29.99');
    }
  });

  it('renders /fr/shop in euros when the shopper never chose, as French writes them, and in dollars when they chose them', async () => {
    const french = await renderOnServer('/fr/shop');
    expect(askedIn('/products')).toBe('EUR');
    expect(plain(french.html)).toContain('27,99 €');
    const dollars = await renderOnServer('/fr/shop', 'USD');
    expect(askedIn('/products')).toBeNull();
    expect(plain(dollars.html)).toContain('29,99 $US');
  });

  it('renders a product page in euros, and the browser hydrates it without a mismatch', async () => {
    const page = await renderOnServer('/shop/field-tee', 'EUR');
    expect(askedIn('/products/field-tee')).toBe('EUR');
    expect(askedIn('/products/related/field-tee')).toBe('EUR');
    expect(page.html).toContain('€27.99');

    document.cookie = 'currency=EUR; path=/';
    mockApi({ api });
    window.history.replaceState(null, '', '/shop/field-tee');
    document.body.innerHTML = `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${page.state}</script><div id="root">${page.html}</div>`;
    const container = document.getElementById('root')!;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    hydrateQueries(queryClient, readSsrState(document)!);
    expectLateHydration(container);
    await preloadPages(routes, new URL(window.location.href));
    const catalogue = await loadCatalogue(languageOf('en')!);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <BrowserRouter>
              <CatalogueProvider catalogue={catalogue}>
                <AppRoutes />
              </CatalogueProvider>
            </BrowserRouter>
          </AppProviders>
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    await act(() => lateHydrationDone());
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Field Tee' })).toBeInTheDocument();
    expect(screen.getAllByText('€27.99').length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  });
});

/**
 * The brand's own words on the French pages (docs/decisions/046): the server render asks the
 * catalogue, the colours and the pages in the page's language (`?lang=fr`), and the browser
 * hydrates from those answers under the same keys, asking nothing again; the English pages ask
 * without a language, as before.
 */
import { languageOf } from '@shop/shared/languages';
import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRoutes, routes } from '@/app/router';
import { makeProduct } from '@/features/catalogue/testing/catalogue-fixtures';
import { CatalogueProvider, loadCatalogue } from '@/i18n/i18n';
import { setApiFetch } from '@/lib/api-client';
import { mockApi, testSettings, type ApiHandler } from '@/test/render-app';
import { preloadPages } from './page-routes';
import { hydrateQueries, readSsrState, SSR_STATE_ELEMENT_ID } from './ssr-state';

const french = languageOf('fr')!;

const english = makeProduct({ _id: 'p1', name: 'Heavy Cotton Tee', description: 'A boxy tee in heavy cotton.', categoryName: 'Mens' });
const inFrench = { ...english, name: 'T-shirt en coton épais', description: 'Un t-shirt ample en coton épais.', categoryName: 'Homme' };

/** The shop's API, answering in French where `?lang=fr` asks for it; every call it was asked. */
function translatingApi() {
  const asked: string[] = [];
  const api: ApiHandler = ({ method, path, url }) => {
    if (method !== 'GET') return undefined;
    asked.push(`${path}${url.search}`);
    const fr = url.searchParams.get('lang') === 'fr';
    if (path === '/settings') return Response.json(testSettings);
    if (path === '/products/p1') return Response.json({ product: fr ? inFrench : english, reviews: [] });
    if (path === '/products/related/p1') return Response.json({ products: [] });
    if (path === '/colors')
      return Response.json({ colors: [{ _id: 'c1', handle: 'black', name: fr ? 'Noir' : 'Black', hex: '#1f1b17', image: '' }] });
    if (path === '/pages/about') {
      return Response.json({
        handle: 'about',
        title: fr ? 'À propos' : 'About the studio',
        html: fr ? '<p>Notre histoire.</p>' : '<p>Our story.</p>',
        seoDescription: '',
        updatedAt: '2026-01-01T00:00:00.000Z',
      });
    }
    return undefined;
  };
  const serverFetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    return (
      (await api({ method: 'GET', path: url.pathname.replace(/^\/api/, ''), url, body: undefined })) ?? Response.json({}, { status: 404 })
    );
  }) as typeof fetch;
  return { api, serverFetch, asked };
}

async function renderOnServer(url: string, serverFetch: typeof fetch) {
  const { render } = await import('./entry-server');
  setApiFetch(() => serverFetch);
  const page = await act(() => render({ url, fetch: serverFetch }));
  setApiFetch(() => fetch);
  if (page.kind !== 'page') throw new Error(`${url} is not server-rendered`);
  return page;
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the French pages show the brand’s own words in French', () => {
  it('renders /fr/shop/{handle} with the French name, description, category and colour, asked with ?lang=fr', async () => {
    const { serverFetch, asked } = translatingApi();
    const page = await renderOnServer('http://localhost/fr/shop/p1', serverFetch);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>T-shirt en coton épais<\/h1>/);
    expect(page.html).toContain('Un t-shirt ample en coton épais.');
    expect(page.html).toContain('Noir');
    expect(page.html).not.toContain('Heavy Cotton Tee');
    expect(asked).toEqual(expect.arrayContaining(['/products/p1?lang=fr', '/products/related/p1?lang=fr', '/colors?lang=fr']));
  });

  it('asks the English page without a language, as before', async () => {
    const { serverFetch, asked } = translatingApi();
    const page = await renderOnServer('http://localhost/shop/p1', serverFetch);
    expect(page.html).toMatch(/<h1[^>]*>Heavy Cotton Tee<\/h1>/);
    expect(asked.filter((call) => call.includes('lang='))).toEqual([]);
  });

  it('renders a French page of the owner’s in French', async () => {
    const { serverFetch, asked } = translatingApi();
    const page = await renderOnServer('http://localhost/fr/about', serverFetch);
    expect(page.html).toContain('Notre histoire.');
    expect(asked).toContain('/pages/about?lang=fr');
  });

  it('hydrates /fr/shop/{handle} from the same answers, under the same keys, asking nothing again', async () => {
    const { api, serverFetch } = translatingApi();
    const page = await renderOnServer('http://localhost/fr/shop/p1', serverFetch);
    const fetchMock = mockApi({ api });
    window.history.replaceState(null, '', '/fr/shop/p1');
    document.body.innerHTML = `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${page.state}</script><div id="root">${page.html}</div>`;
    const container = document.getElementById('root')!;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    hydrateQueries(queryClient, readSsrState(document)!);
    const catalogue = await loadCatalogue(french);
    await preloadPages(routes, new URL('http://localhost/shop/p1'), catalogue);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <BrowserRouter basename={french.prefix}>
              <CatalogueProvider catalogue={catalogue}>
                <AppRoutes />
              </CatalogueProvider>
            </BrowserRouter>
          </AppProviders>
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    const askedAgain = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => /\/api\/(products|colors)/.test(url));
    expect(askedAgain).toEqual([]);
  });
});

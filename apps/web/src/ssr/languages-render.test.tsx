/**
 * The shop in French as the server renders it and the browser hydrates it: the same pages under
 * /fr, in French, their links kept in French, and hydration matching the server's HTML.
 */
import { languageOf } from '@shop/shared/languages';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRoutes, routes } from '@/app/router';
import { listResponse } from '@/features/catalogue/testing/catalogue-fixtures';
import { CatalogueProvider, loadCatalogue } from '@/i18n/i18n';
import { setApiFetch } from '@/lib/api-client';
import { mockApi, testSettings, type ApiHandler } from '@/test/render-app';
import { expectLateHydration, lateHydrationDone } from './late-hydration';
import { preloadPages } from './page-routes';
import { hydrateQueries, readSsrState, SSR_STATE_ELEMENT_ID } from './ssr-state';

const french = languageOf('fr')!;

const api: ApiHandler = ({ method, path }) => {
  if (method !== 'GET') return undefined;
  if (path === '/settings') return Response.json(testSettings);
  if (path === '/products') return Response.json(listResponse(3, 1, 12));
  return undefined;
};

const serverFetch = (async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  return (
    (await api({ method: 'GET', path: url.pathname.replace(/^\/api/, ''), url, body: undefined })) ?? Response.json({}, { status: 404 })
  );
}) as typeof fetch;

async function renderOnServer(url: string) {
  const { render } = await import('./entry-server');
  setApiFetch(() => serverFetch);
  const page = await render({ url, fetch: serverFetch });
  setApiFetch(() => fetch);
  if (page.kind !== 'page') throw new Error(`${url} is not server-rendered`);
  return page;
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the shop in French', () => {
  it('renders /fr/shop in French, with the French messages and links kept under /fr', async () => {
    const page = await renderOnServer('http://localhost/fr/shop');
    expect(page.status).toBe(200);
    expect(page.messages).toEqual(['src/i18n/catalogues/fr.json', 'src/i18n/catalogues/fr.json?browse']);
    expect(page.head.title).toBe(`Boutique | ${testSettings.name}`);
    expect(page.html).toMatch(/<h1[^>]*>Boutique<\/h1>/);
    expect(page.html).toContain('Tous les t-shirts');
    expect(page.html).toContain('Trier par');
    expect(page.html).toContain('3 articles en stock');
    expect(page.html).not.toContain('Sort by');
    expect(page.html).not.toContain('items on stock');
    // Every link of the shop stays in French; the switcher goes to the English page.
    const hrefs = [...page.html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map(([, href]) => href!);
    const inShop = hrefs.filter((href) => href.startsWith('/'));
    expect(inShop.filter((href) => !href.startsWith('/fr')).sort()).toEqual(['/shop']);
    expect(page.html).toMatch(/<a href="\/shop" hrefLang="en" lang="en"[^>]*>English<\/a>/);
    expect(inShop.filter((href) => /^\/fr\/shop\/[^/?]+$/.test(href))).toHaveLength(3);
    expect(page.html).toMatch(/<form\b[^>]*action="\/fr\/shop"/);
  });

  it('renders /shop in English, with the English messages', async () => {
    const page = await renderOnServer('http://localhost/shop');
    expect(page.messages).toEqual(['src/i18n/catalogues/en.json', 'src/i18n/catalogues/en.json?browse']);
    expect(page.html).toContain('Sort by');
    expect(page.html).toMatch(/<a href="\/fr\/shop" hrefLang="fr" lang="fr"[^>]*>Français<\/a>/);
  });

  it("renders /fr/contact in French, with its part of the French messages listed with the page's modules", async () => {
    const page = await renderOnServer('http://localhost/fr/contact');
    expect(page.messages).toEqual(['src/i18n/catalogues/fr.json', 'src/i18n/catalogues/fr.json?pages']);
    expect(page.head.title).toBe(`Contact | ${testSettings.name}`);
    expect(page.html).toContain('Envoyez-nous un message');
    expect(page.html).toMatch(/<label[^>]*>NOM<\/label>/);
    expect(page.html).toContain('ENVOYER');
    expect(page.html).not.toContain('Send us a message');
  });

  it('keeps a query in the French address when it redirects to the tidy one', async () => {
    const { render } = await import('./entry-server');
    const page = await render({ url: 'http://localhost/fr/shop?category=all&sort=rating', fetch: serverFetch });
    expect(page).toEqual({ kind: 'redirect', status: 302, location: '/fr/shop?sort=rating' });
  });

  it('hydrates /fr/shop in French without a mismatch', async () => {
    const page = await renderOnServer('http://localhost/fr/shop');
    mockApi({ api });
    window.history.replaceState(null, '', '/fr/shop');
    document.body.innerHTML = `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${page.state}</script><div id="root">${page.html}</div>`;
    const container = document.getElementById('root')!;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    hydrateQueries(queryClient, readSsrState(document)!);
    expectLateHydration(container);
    await preloadPages(routes, new URL('http://localhost/shop'));
    const catalogue = await loadCatalogue(french);
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
    await act(() => lateHydrationDone());
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Boutique' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir le panier, 0 article' })).toBeInTheDocument();
  });
});

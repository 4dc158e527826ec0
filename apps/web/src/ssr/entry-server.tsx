/**
 * The storefront's server render, loaded by the API process (apps/api/src/plugins/web-app.ts).
 * It asks the shop's own API for what the matched routes show, renders the page to HTML and
 * hands over the query cache the browser hydrates from. Pages not marked `serverRendered`
 * (dashboards, checkout, sign-in) are left to the browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { languageOfPath, unprefixPath, wordsLanguage } from '@shop/shared/languages';
import { shopperCurrency } from '@shop/shared/shopper-currency';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes, routes } from '@/app/router';
import { keepCurrencyChoice, shopCurrenciesQueryOptions } from '@/features/currencies/shopper-currency';
import { catalogueModule, CatalogueProvider, loadCatalogue } from '@/i18n/i18n';
import { ApiError, setApiFetch } from '@/lib/api-client';
import { collectDocumentHead, DocumentHeadContext, type DocumentHead } from './document-head';
import { matchPage, messagesOfPages } from './page-routes';
import { serializeSsrState } from './ssr-state';

export interface RenderRequest {
  /** The page's absolute URL. */
  url: string;
  /** Answers the page's API calls (in process, on the shop's server). */
  fetch: typeof fetch;
  /** The shopper's currency cookie: the page shows its prices in that currency while the shop presents it. */
  currency?: string;
}

export type RenderResult =
  /** The page renders in the browser: send the app's shell. */
  | { kind: 'client' }
  /** The page lives at another address (`location`, a path and query). */
  | { kind: 'redirect'; status: number; location: string }
  /** `module`: the page's module as the build's manifest names it. */
  | {
      kind: 'page';
      status: number;
      html: string;
      state: string;
      head: DocumentHead;
      module?: string;
      /** The modules of the page's language's messages (its parts the page shows too), as the build's manifest names them. */
      messages: string[];
    };

// Each render's API calls go through its own fetch, whatever else renders at the same time.
const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiFetch(() => {
  const fetchOfRequest = requestFetch.getStore();
  if (!fetchOfRequest) throw new Error('An API call was made outside a server render');
  return fetchOfRequest;
});

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url);
  // The language is the address's: the route table is the same under its prefix (the router's basename).
  const language = languageOfPath(url.pathname);
  const matched = matchPage(routes, new URL(`${unprefixPath(url.pathname)}${url.search}`, url.origin));
  if (!matched?.leaf.handle.serverRendered) return { kind: 'client' };
  const canonical = (await matched.leaf.handle.canonicalParams?.(url.searchParams))?.toString();
  if (canonical !== undefined && canonical !== url.searchParams.toString()) {
    return { kind: 'redirect', status: 302, location: `${url.pathname}${canonical ? `?${canonical}` : ''}` };
  }

  // NOTE: no retries on the server: a failed call renders the page's error state at once, and
  // the browser tries again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What the page prices is asked for in the shopper's currency: the currencies the shop presents come first.
  const chosen = /^[A-Z]{3}$/.test(request.currency ?? '') ? request.currency! : null;
  keepCurrencyChoice(queryClient, chosen);
  const shop = await requestFetch.run(request.fetch, () => queryClient.fetchQuery(shopCurrenciesQueryOptions).catch(() => undefined));
  const currency = shop && shopperCurrency(shop, chosen, language.code);
  const priced = { currency: currency === shop?.base ? undefined : currency };
  const [catalogue] = await Promise.all([
    loadCatalogue(language, { whole: true }),
    requestFetch.run(request.fetch, () =>
      Promise.all(
        matched.matches.flatMap(({ handle, data }) => [
          ...(handle.prefetch?.(queryClient, { ...data, ...priced, lang: wordsLanguage(language) }) ?? []),
          ...(handle.preload ? [handle.preload()] : []),
        ]),
      ),
    ),
  ]);

  const head: DocumentHead = {};
  // NOTE: renderToString, not a stream: the data is in the cache and the page's code is loaded,
  // so nothing suspends, and a stream would add inline scripts the CSP refuses.
  const html = renderToString(
    <StrictMode>
      <DocumentHeadContext.Provider value={collectDocumentHead(head)}>
        <AppProviders queryClient={queryClient}>
          <StaticRouter basename={language.prefix || undefined} location={`${url.pathname}${url.search}`}>
            <CatalogueProvider catalogue={catalogue}>
              <AppRoutes />
            </CatalogueProvider>
          </StaticRouter>
        </AppProviders>
      </DocumentHeadContext.Provider>
    </StrictMode>,
  );
  return {
    kind: 'page',
    status: statusOf(matched.leaf.leafPath, queryClient),
    html,
    state: serializeSsrState(queryClient),
    head,
    module: matched.leaf.handle.module,
    messages: [
      catalogueModule(language),
      ...messagesOfPages(routes, new URL(`${unprefixPath(url.pathname)}${url.search}`, url.origin)).map((part) =>
        catalogueModule(language, part),
      ),
    ],
  };
}

/** 404 for an unknown path, and for a product that does not exist (or whose id is malformed). */
function statusOf(leafPath: string | undefined, queryClient: QueryClient): number {
  if (leafPath === '*') return 404;
  const missing = queryClient
    .getQueryCache()
    .findAll({ queryKey: ['products', 'detail'] })
    .some(({ state }) => state.error instanceof ApiError && (state.error.status === 404 || state.error.status === 400));
  return missing ? 404 : 200;
}

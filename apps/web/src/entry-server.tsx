/**
 * The storefront's server render, loaded by the API process (apps/api/src/plugins/web-app.ts).
 * It runs the matched routes' loaders against the shop's own API, renders the page to HTML and
 * hands over the state the browser needs to hydrate it. Pages not marked `serverRendered`
 * (dashboards, checkout, sign-in) are left to the browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRoutes, type ShopRouteHandle } from './app/router';
import { serializeSsrState } from './app/ssr-state';
import { ApiError, setApiFetch } from './lib/api-client';
import { collectDocumentHead, DocumentHeadContext, type DocumentHead } from './lib/document-head';

export interface RenderRequest {
  /** The page's absolute URL. */
  url: string;
  /** Answers the page's API calls (in process, on the shop's server). */
  fetch: typeof fetch;
  signal?: AbortSignal;
}

export type RenderResult =
  /** The page renders in the browser: send the app's shell. */
  | { kind: 'client' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; state: string; head: DocumentHead };

// Each render's API calls go through its own fetch, whatever else renders at the same time.
const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiFetch(() => {
  const fetchOfRequest = requestFetch.getStore();
  if (!fetchOfRequest) throw new Error('An API call was made outside a server render');
  return fetchOfRequest;
});

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url);
  // NOTE: no retries on the server: a failed call renders the page's error state at once, and
  // the browser tries again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes = createRoutes({ queryClient, awaitData: true });
  const leaf = matchRoutes(routes, url.pathname)?.at(-1);
  if (!leaf || !(leaf.route.handle as ShopRouteHandle | undefined)?.serverRendered) return { kind: 'client' };
  const leafPath = leaf.route.path;

  return requestFetch.run(request.fetch, async () => {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url, { signal: request.signal }));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const head: DocumentHead = {};
    // NOTE: renderToString, not a stream: the data is in the cache and the page's code is
    // loaded, so nothing suspends, and a stream would add inline scripts the CSP refuses.
    const html = renderToString(
      <StrictMode>
        <DocumentHeadContext.Provider value={collectDocumentHead(head)}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </DocumentHeadContext.Provider>
      </StrictMode>,
    );
    const state = serializeSsrState(queryClient, {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    });
    return { kind: 'page', status: statusOf(leafPath, queryClient), html, state, head };
  });
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

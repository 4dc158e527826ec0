import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useAuthStore } from '@/features/auth/auth-store';
import { restoreBag } from '@/features/cart/cart-store';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, createRoutes } from './app/router';
import { hydrateQueries, readSsrState } from './app/ssr-state';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const routes = createRoutes({ queryClient });
const ssrState = readSsrState(document);

if (ssrState) {
  // The server rendered this page for any visitor: the same empty bag and signed-out header.
  // Hydration starts from exactly that, then the browser's own bag and user come in.
  hydrateQueries(queryClient, ssrState);
  await loadLazyRoutes(routes, window.location);
  hydrateRoot(root, app(createAppRouter(routes, ssrState.router)));
  void restoreBrowserState();
} else {
  // Guarded pages render here: they must know the user from their first render.
  await restoreBrowserState();
  createRoot(root).render(app(createAppRouter(routes)));
}

function app(router: ReturnType<typeof createAppRouter>) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <MarkInteractive />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Marks the document once React has taken over the server's HTML: until then a click does
 * nothing. Journeys wait for it (e2e/support/test.ts).
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}

/** The bag and the signed-in user this browser kept, read only after a server render hydrated. */
async function restoreBrowserState() {
  await Promise.all([useAuthStore.getState().restoreUser(), restoreBag()]);
}

/**
 * The code of the pages on screen, fetched before hydrating: hydration must render what the
 * server rendered, not a loading state.
 */
async function loadLazyRoutes(routeObjects: RouteObject[], location: Location) {
  const lazyMatches = matchRoutes(routeObjects, location)?.filter((match) => typeof match.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

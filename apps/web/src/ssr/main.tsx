import { languageOfPath, unprefixPath } from '@shop/shared/languages';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { useAuthStore } from '@/features/auth/auth-store';
import { bagChangesSinceLoad, restoreBag } from '@/features/cart/cart-store';
import { syncBagWithAccount } from '@/features/cart/account-bag-sync';
import { startWishlist } from '@/features/wishlist/wishlist-store';
import { AppProviders, createQueryClient } from '@/app/providers';
import { AppRoutes, routes } from '@/app/router';
import { CatalogueProvider, loadCatalogue, loadMessages } from '@/i18n/i18n';
import { messagesOfPages, preloadPages } from './page-routes';
import { hydrateQueries, readSsrState } from './ssr-state';
import { expectLateHydration, lateHydrationDone } from './late-hydration';
import '@/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const ssrState = readSsrState(document);
// The page's language is its address's, for the whole document: the router serves the same pages
// under its prefix (its basename), and the language switcher loads the other language's page anew.
// Its messages came with the page's modules (the server lists them), so this waits for nothing.
const language = languageOfPath(window.location.pathname);
const catalogue = await loadCatalogue(language);

if (ssrState) {
  // The server rendered this page for any visitor: the same empty bag and signed-out header.
  // Hydration starts from exactly that (with the page's code loaded, so nothing suspends),
  // then the browser's own bag and user come in.
  hydrateQueries(queryClient, ssrState);
  expectLateHydration(root);
  await preloadPages(
    routes,
    new URL(`${unprefixPath(window.location.pathname)}${window.location.search}`, window.location.origin),
    catalogue,
  );
  // NOTE: hydrating in a transition lets React work in short slices, so a phone paints and
  // answers input in between instead of sitting through one long task. The browser's own bag
  // and user come in once hydration has committed: a change to them during a sliced hydration
  // would not match the server's HTML.
  startTransition(() => {
    hydrateRoot(
      root,
      app(() => void restoreBrowserState()),
    );
  });
} else {
  expectLateHydration(root);
  // Guarded pages render here: they must know the user from their first render. The page's
  // messages come meanwhile (its code follows from its first render).
  const url = new URL(`${unprefixPath(window.location.pathname)}${window.location.search}`, window.location.origin);
  await Promise.all([restoreBrowserState(), loadMessages(catalogue, messagesOfPages(routes, url))]);
  createRoot(root).render(app());
}

function app(onInteractive?: () => void) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* NOTE: a wrapper, not a sibling of the router: a sibling would shift every useId below
            it away from the server's (entry-server.tsx renders the router alone), and an id the
            browser renders later (the phone menu's) would not match the server's aria-controls. */}
        <MarkInteractive onInteractive={onInteractive}>
          <BrowserRouter basename={language.prefix || undefined}>
            <CatalogueProvider catalogue={catalogue}>
              <AppRoutes />
            </CatalogueProvider>
          </BrowserRouter>
        </MarkInteractive>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Marks the document once React has taken over the server's HTML, including the parts whose
 * code loads late (late-hydration.ts): until then a click does nothing. Journeys wait for
 * it (e2e/support/test.ts).
 */
function MarkInteractive({ onInteractive, children }: { onInteractive?: () => void; children: ReactNode }) {
  useEffect(() => {
    if ('interactive' in document.documentElement.dataset) return;
    void lateHydrationDone().then(() => {
      if ('interactive' in document.documentElement.dataset) return;
      document.documentElement.dataset.interactive = '';
      onInteractive?.();
    });
  }, [onInteractive]);
  return children;
}

/** The bag, the wishlist and the signed-in user this browser kept, read only after a server render hydrated. */
async function restoreBrowserState() {
  await Promise.all([restoreBag(), useAuthStore.getState().restoreUser()]);
  // NOTE: the page is interactive before the account is known: a line added meanwhile (even
  // before the stored bag was read back, which the bag's own storage keeps) is this browser's
  // newest, saved to the account rather than replaced by it.
  syncBagWithAccount({ changedSinceLoad: bagChangesSinceLoad() > 0, lang: language.code });
  // The hearts: the guest's saved items, or the account's (a guest's merged into it at sign-in).
  startWishlist();
}

import { PAGE_PATTERNS } from '@shop/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type Params, type RouteObject } from 'react-router';
import { productQueryOptions } from '@/features/catalog/api/get-product';
import { productsQueryOptions, searchListQuery } from '@/features/catalog/api/get-products';
import { relatedProductsQueryOptions } from '@/features/catalog/api/get-related-products';
import { readShopFilters, toProductListQuery } from '@/features/catalog/shop-filters';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { RequireAdmin, RequireUser } from './guards/require-user';
import { AccountLayout } from './layouts/account-layout';
import { RootLayout } from './layouts/root-layout';

export interface RouteData {
  params: Params;
  searchParams: URLSearchParams;
}

/** What the app knows about a route beyond its element. */
export interface ShopRouteHandle {
  /** The server renders this page to HTML; every other page renders in the browser. */
  serverRendered?: boolean;
  /**
   * The page's module as the build's manifest names it (the one its route loads), so that the
   * server can have the browser fetch the page's code together with the app's.
   */
  module?: string;
  /** Asks the query cache for what the page shows (the server waits for it before rendering). */
  prefetch?: (queryClient: QueryClient, route: RouteData) => Promise<unknown>[];
  /** Loads the page's code, so that it renders at once instead of suspending. */
  preload?: () => Promise<void>;
}

/**
 * Every page's module, by its path from the web app's root: `src/features/<feature>/pages/<name>-page.tsx`,
 * which exports `<Name>Page`. Each loads on its own, on first visit (a chunk of its own).
 */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>('/src/features/*/pages/*-page.tsx');

/** `content/pages/about-page` → `AboutPage`: the name a page module exports its page under. */
const pageExport = (module: string) =>
  (module.split('/').at(-1) ?? '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * A component whose code loads on first visit, so the first load carries only the page on screen.
 * Once preloaded (by the server before rendering, by the browser before hydrating) it renders
 * at once; otherwise it suspends until its code arrives.
 */
function lazyComponent<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let Loaded: ComponentType | undefined;
  const preload = async () => {
    Loaded ??= (await load())[name];
    if (!Loaded) throw new Error(`The module exports no ${name}`);
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { element: <Page />, preload };
}

const lazyLayout = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazyComponent(load, name).element;

/**
 * The route of the page in `src/features/<page>.tsx` (e.g. `content/pages/about-page`); no path
 * makes it its parent's index.
 */
function route(path: string | undefined, page: string, handle: Omit<ShopRouteHandle, 'preload' | 'module'> = {}): RouteObject {
  const module = `src/features/${page}.tsx`;
  const load = PAGE_MODULES[`/${module}`];
  if (!load) throw new Error(`No page module at ${module}`);
  const { element, preload } = lazyComponent(load, pageExport(page));
  const withHandle = { element, handle: { ...handle, module, preload } satisfies ShopRouteHandle };
  return path === undefined ? { index: true, ...withHandle } : { path, ...withHandle };
}

/** The server renders this page to HTML. */
const storefront = { serverRendered: true };

/** Under /dashboard: any signed-in user, with the admin pages behind a second guard. */
const dashboardRoutes: RouteObject[] = [
  {
    element: lazyLayout(() => import('./layouts/dashboard-layout'), 'DashboardLayout'),
    children: [
      route(undefined, 'dashboard/pages/dashboard-home-page'),
      route(PAGE_PATTERNS.userOrders, 'orders/pages/user-orders-page'),
      route(PAGE_PATTERNS.payments, 'orders/pages/payments-page'),
      route(PAGE_PATTERNS.profile, 'profile/pages/profile-page'),
      route(PAGE_PATTERNS.userReviews, 'reviews/pages/user-reviews-page'),
      {
        element: <RequireAdmin />,
        children: [
          route(PAGE_PATTERNS.admin, 'admin/pages/admin-dashboard-page'),
          route(PAGE_PATTERNS.addProduct, 'admin/pages/add-product-page'),
          route(PAGE_PATTERNS.manageProducts, 'admin/pages/manage-products-page'),
          route(PAGE_PATTERNS.updateProduct, 'admin/pages/update-product-page'),
          route(PAGE_PATTERNS.manageUsers, 'users/pages/manage-users-page'),
          route(PAGE_PATTERNS.manageOrders, 'orders/pages/manage-orders-page'),
          route(PAGE_PATTERNS.adminOrder, 'orders/pages/admin-order-page'),
          route(PAGE_PATTERNS.exchanges, 'exchanges/pages/manage-exchanges-page'),
          route(PAGE_PATTERNS.manageReviews, 'reviews/pages/manage-reviews-page'),
          route(PAGE_PATTERNS.messages, 'messages/pages/messages-page'),
          route(PAGE_PATTERNS.outbox, 'mail/pages/outbox-page'),
          route(PAGE_PATTERNS.audit, 'audit/pages/audit-log-page'),
        ],
      },
      route(PAGE_PATTERNS.dashboardNotFound, 'not-found/pages/not-found-page'),
    ],
  },
];

/**
 * The app's pages. Their paths come from the shared table of pages, which the server reads too
 * (to answer 404 for any other path); child paths are absolute, as the table writes them.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    handle: {
      prefetch: (queryClient) => [queryClient.prefetchQuery(settingsQueryOptions)],
    } satisfies ShopRouteHandle,
    children: [
      route(undefined, 'home/pages/home-page', storefront),
      route(PAGE_PATTERNS.shop, 'catalog/pages/shop-page', {
        ...storefront,
        prefetch: (queryClient, { searchParams }) => [
          queryClient.prefetchQuery(productsQueryOptions(toProductListQuery(readShopFilters(searchParams)))),
        ],
      }),
      route(PAGE_PATTERNS.product, 'catalog/pages/product-page', {
        ...storefront,
        prefetch: (queryClient, { params }) => [
          queryClient.prefetchQuery(productQueryOptions(params.id ?? '')),
          queryClient.prefetchQuery(relatedProductsQueryOptions(params.id ?? '')),
          // The reviews' code loads apart from the page's (lazy-reviews-section.tsx); the server
          // waits for it too, so that the HTML holds the first page of reviews.
          import('@/features/catalog/components/lazy-reviews-section').then((module) => module.preloadReviewsSection()),
        ],
      }),
      route(PAGE_PATTERNS.search, 'catalog/pages/search-page', {
        ...storefront,
        prefetch: (queryClient, { searchParams }) => {
          const q = (searchParams.get('q') ?? '').trim();
          return q ? [queryClient.prefetchQuery(productsQueryOptions(searchListQuery(q)))] : [];
        },
      }),
      route(PAGE_PATTERNS.visualStory, 'content/pages/visual-story-page', storefront),
      route(PAGE_PATTERNS.contact, 'contact/pages/contact-page', storefront),
      route(PAGE_PATTERNS.about, 'content/pages/about-page', storefront),
      route(PAGE_PATTERNS.design, 'content/pages/design-page', storefront),
      route(PAGE_PATTERNS.photography, 'content/pages/photography-page', storefront),
      route(PAGE_PATTERNS.services, 'content/pages/services-page', storefront),
      route(PAGE_PATTERNS.terms, 'content/pages/terms-page', storefront),
      route(PAGE_PATTERNS.help, 'content/pages/help-page', storefront),
      route(PAGE_PATTERNS.success, 'orders/pages/success-page'),
      {
        path: PAGE_PATTERNS.order,
        element: <RequireUser orTrackingToken />,
        children: [route(undefined, 'orders/pages/order-page')],
      },
      { path: PAGE_PATTERNS.dashboard, element: <RequireUser />, children: dashboardRoutes },
      route('*', 'not-found/pages/not-found-page', storefront),
    ],
  },
  {
    element: <AccountLayout />,
    children: [
      route(PAGE_PATTERNS.login, 'auth/pages/login-page'),
      route(PAGE_PATTERNS.register, 'auth/pages/register-page'),
      route(PAGE_PATTERNS.verifyEmail, 'auth/pages/verify-email-page'),
      route(PAGE_PATTERNS.forgotPassword, 'auth/pages/forgot-password-page'),
      route(PAGE_PATTERNS.resetPassword, 'auth/pages/reset-password-page'),
      // The TEST MODE hosted checkout stands apart from the shop, as a provider's page would.
      route(PAGE_PATTERNS.checkout, 'orders/pages/checkout-page'),
    ],
  },
];

/** The app's pages at the router's location. */
export function AppRoutes() {
  return useRoutes(routes);
}

export interface MatchedPage {
  handle: ShopRouteHandle;
  data: RouteData;
  /** The deepest route's path ('*' for an unknown path). */
  leafPath: string | undefined;
}

/** The routes matching a URL, from the root to the page. */
export function matchPage(url: URL): { matches: MatchedPage[]; leaf: MatchedPage } | null {
  const matches = matchRoutes(routes, url.pathname);
  if (!matches) return null;
  const pages = matches.map(({ route: matched, params }) => ({
    handle: (matched.handle ?? {}) as ShopRouteHandle,
    data: { params, searchParams: url.searchParams },
    leafPath: matched.path,
  }));
  return { matches: pages, leaf: pages.at(-1)! };
}

/** Loads the code of every page on screen at `url`, so that it renders without suspending. */
export async function preloadPages(url: URL): Promise<void> {
  await Promise.all((matchPage(url)?.matches ?? []).map(({ handle }) => handle.preload?.()));
}

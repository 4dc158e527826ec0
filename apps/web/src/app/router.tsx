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
   * The page's module as the build's manifest names it (the one its route imports), so that the
   * server can have the browser fetch the page's code together with the app's.
   */
  module?: string;
  /** Asks the query cache for what the page shows (the server waits for it before rendering). */
  prefetch?: (queryClient: QueryClient, route: RouteData) => Promise<unknown>[];
  /** Loads the page's code, so that it renders at once instead of suspending. */
  preload?: () => Promise<void>;
}

/**
 * A page whose code loads on first visit, so the first load carries only the page on screen.
 * Once preloaded (by the server before rendering, by the browser before hydrating) it renders
 * at once; otherwise it suspends until its code arrives.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let Loaded: ComponentType | undefined;
  const preload = async () => {
    Loaded ??= (await load())[name];
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

const lazyLayout = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => page(load, name).element;

function route(
  path: string | undefined,
  { element, preload }: ReturnType<typeof page>,
  handle: Omit<ShopRouteHandle, 'preload'> = {},
): RouteObject {
  const withHandle = { element, handle: { ...handle, preload } satisfies ShopRouteHandle };
  return path === undefined ? { index: true, ...withHandle } : { path, ...withHandle };
}

const storefront = (module: string) => ({ serverRendered: true, module });

/** Under /dashboard: any signed-in user, with the admin pages behind a second guard. */
const dashboardRoutes: RouteObject[] = [
  {
    element: lazyLayout(() => import('./layouts/dashboard-layout'), 'DashboardLayout'),
    children: [
      route(undefined, page(() => import('@/features/dashboard/pages/dashboard-home-page'), 'DashboardHomePage')),
      route('orders', page(() => import('@/features/orders/pages/user-orders-page'), 'UserOrdersPage')),
      route('payments', page(() => import('@/features/orders/pages/payments-page'), 'PaymentsPage')),
      route('profile', page(() => import('@/features/profile/pages/profile-page'), 'ProfilePage')),
      route('reviews', page(() => import('@/features/reviews/pages/user-reviews-page'), 'UserReviewsPage')),
      {
        element: <RequireAdmin />,
        children: [
          route('admin', page(() => import('@/features/admin/pages/admin-dashboard-page'), 'AdminDashboardPage')),
          route('add-product', page(() => import('@/features/admin/pages/add-product-page'), 'AddProductPage')),
          route('manage-products', page(() => import('@/features/admin/pages/manage-products-page'), 'ManageProductsPage')),
          route('update-product/:id', page(() => import('@/features/admin/pages/update-product-page'), 'UpdateProductPage')),
          route('users', page(() => import('@/features/users/pages/manage-users-page'), 'ManageUsersPage')),
          route('manage-orders', page(() => import('@/features/orders/pages/manage-orders-page'), 'ManageOrdersPage')),
        ],
      },
      route('*', page(() => import('@/features/not-found/pages/not-found-page'), 'NotFoundPage')),
    ],
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    handle: {
      prefetch: (queryClient) => [queryClient.prefetchQuery(settingsQueryOptions)],
    } satisfies ShopRouteHandle,
    children: [
      route(undefined, page(() => import('@/features/home/pages/home-page'), 'HomePage'), storefront('src/features/home/pages/home-page.tsx')),
      route('shop', page(() => import('@/features/catalog/pages/shop-page'), 'ShopPage'), {
        ...storefront('src/features/catalog/pages/shop-page.tsx'),
        prefetch: (queryClient, { searchParams }) => [
          queryClient.prefetchQuery(productsQueryOptions(toProductListQuery(readShopFilters(searchParams)))),
        ],
      }),
      route('shop/:id', page(() => import('@/features/catalog/pages/product-page'), 'ProductPage'), {
        ...storefront('src/features/catalog/pages/product-page.tsx'),
        prefetch: (queryClient, { params }) => [
          queryClient.prefetchQuery(productQueryOptions(params.id ?? '')),
          queryClient.prefetchQuery(relatedProductsQueryOptions(params.id ?? '')),
        ],
      }),
      route('search', page(() => import('@/features/catalog/pages/search-page'), 'SearchPage'), {
        ...storefront('src/features/catalog/pages/search-page.tsx'),
        prefetch: (queryClient, { searchParams }) => {
          const q = (searchParams.get('q') ?? '').trim();
          return q ? [queryClient.prefetchQuery(productsQueryOptions(searchListQuery(q)))] : [];
        },
      }),
      route('pages', page(() => import('@/features/content/pages/visual-story-page'), 'VisualStoryPage'), storefront('src/features/content/pages/visual-story-page.tsx')),
      route('contact', page(() => import('@/features/contact/pages/contact-page'), 'ContactPage'), storefront('src/features/contact/pages/contact-page.tsx')),
      route('about', page(() => import('@/features/content/pages/about-page'), 'AboutPage'), storefront('src/features/content/pages/about-page.tsx')),
      route('design', page(() => import('@/features/content/pages/design-page'), 'DesignPage'), storefront('src/features/content/pages/design-page.tsx')),
      route('photography', page(() => import('@/features/content/pages/photography-page'), 'PhotographyPage'), storefront('src/features/content/pages/photography-page.tsx')),
      route('services', page(() => import('@/features/content/pages/services-page'), 'ServicesPage'), storefront('src/features/content/pages/services-page.tsx')),
      route('terms', page(() => import('@/features/content/pages/terms-page'), 'TermsPage'), storefront('src/features/content/pages/terms-page.tsx')),
      route('help', page(() => import('@/features/content/pages/help-page'), 'HelpPage'), storefront('src/features/content/pages/help-page.tsx')),
      route('success', page(() => import('@/features/orders/pages/success-page'), 'SuccessPage')),
      {
        path: 'orders/:orderId',
        element: <RequireUser />,
        children: [route(undefined, page(() => import('@/features/orders/pages/order-page'), 'OrderPage'))],
      },
      { path: 'dashboard', element: <RequireUser />, children: dashboardRoutes },
      route('*', page(() => import('@/features/not-found/pages/not-found-page'), 'NotFoundPage'), storefront('src/features/not-found/pages/not-found-page.tsx')),
    ],
  },
  {
    element: <AccountLayout />,
    children: [
      route('login', page(() => import('@/features/auth/pages/login-page'), 'LoginPage')),
      route('register', page(() => import('@/features/auth/pages/register-page'), 'RegisterPage')),
      // The TEST MODE hosted checkout stands apart from the shop, as a provider's page would.
      route('checkout/:sessionId', page(() => import('@/features/orders/pages/checkout-page'), 'CheckoutPage')),
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

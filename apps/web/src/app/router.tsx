import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { productQueryOptions } from '@/features/catalog/api/get-product';
import { productsQueryOptions, searchListQuery } from '@/features/catalog/api/get-products';
import { relatedProductsQueryOptions } from '@/features/catalog/api/get-related-products';
import { readShopFilters, toProductListQuery } from '@/features/catalog/shop-filters';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { RequireAdmin, RequireUser } from './guards/require-user';
import { AccountLayout } from './layouts/account-layout';
import { PageFallback, RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

/** Route `handle` of the pages the server renders to HTML; every other page renders in the browser. */
export interface ShopRouteHandle {
  serverRendered?: boolean;
}

const serverRendered: ShopRouteHandle = { serverRendered: true };

/** A page whose code loads on first visit, so the first load carries only the page on screen. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

export interface RouteOptions {
  queryClient: QueryClient;
  /**
   * Whether a route's loader waits for its data: on the server it must (the HTML holds the
   * content); in the browser the page shows its own loading state and navigation stays instant.
   */
  awaitData?: boolean;
}

/** The app's routes; the storefront's loaders ask the query cache for what their page shows. */
export function createRoutes({ queryClient, awaitData = false }: RouteOptions): RouteObject[] {
  const prefetch =
    (ask: (args: LoaderFunctionArgs) => Promise<unknown>[]) =>
    async (args: LoaderFunctionArgs): Promise<null> => {
      const asked = Promise.all(ask(args));
      if (awaitData) await asked;
      return null;
    };
  const storefront = (route: RouteObject): RouteObject => ({ ...route, handle: serverRendered });

  /** Under /dashboard: any signed-in user, with the admin pages behind a second guard. */
  const dashboardRoutes: RouteObject[] = [
    {
      lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
      children: [
        { index: true, lazy: page(() => import('@/features/dashboard/pages/dashboard-home-page'), 'DashboardHomePage') },
        { path: 'orders', lazy: page(() => import('@/features/orders/pages/user-orders-page'), 'UserOrdersPage') },
        { path: 'payments', lazy: page(() => import('@/features/orders/pages/payments-page'), 'PaymentsPage') },
        { path: 'profile', lazy: page(() => import('@/features/profile/pages/profile-page'), 'ProfilePage') },
        { path: 'reviews', lazy: page(() => import('@/features/reviews/pages/user-reviews-page'), 'UserReviewsPage') },
        {
          element: <RequireAdmin />,
          children: [
            { path: 'admin', lazy: page(() => import('@/features/admin/pages/admin-dashboard-page'), 'AdminDashboardPage') },
            { path: 'add-product', lazy: page(() => import('@/features/admin/pages/add-product-page'), 'AddProductPage') },
            {
              path: 'manage-products',
              lazy: page(() => import('@/features/admin/pages/manage-products-page'), 'ManageProductsPage'),
            },
            {
              path: 'update-product/:id',
              lazy: page(() => import('@/features/admin/pages/update-product-page'), 'UpdateProductPage'),
            },
            { path: 'users', lazy: page(() => import('@/features/users/pages/manage-users-page'), 'ManageUsersPage') },
            {
              path: 'manage-orders',
              lazy: page(() => import('@/features/orders/pages/manage-orders-page'), 'ManageOrdersPage'),
            },
          ],
        },
        { path: '*', lazy: page(() => import('@/features/not-found/pages/not-found-page'), 'NotFoundPage') },
      ],
    },
  ];

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: PageFallback,
      loader: prefetch(() => [queryClient.prefetchQuery(settingsQueryOptions)]),
      // The shop's settings never change while the app runs.
      shouldRevalidate: () => false,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            storefront({ index: true, lazy: page(() => import('@/features/home/pages/home-page'), 'HomePage') }),
            storefront({
              path: 'shop',
              lazy: page(() => import('@/features/catalog/pages/shop-page'), 'ShopPage'),
              loader: prefetch(({ request }) => {
                const query = toProductListQuery(readShopFilters(new URL(request.url).searchParams));
                return [queryClient.prefetchQuery(productsQueryOptions(query))];
              }),
            }),
            storefront({
              path: 'shop/:id',
              lazy: page(() => import('@/features/catalog/pages/product-page'), 'ProductPage'),
              loader: prefetch(({ params }) => {
                const id = params.id ?? '';
                return [
                  queryClient.prefetchQuery(productQueryOptions(id)),
                  queryClient.prefetchQuery(relatedProductsQueryOptions(id)),
                ];
              }),
            }),
            storefront({
              path: 'search',
              lazy: page(() => import('@/features/catalog/pages/search-page'), 'SearchPage'),
              loader: prefetch(({ request }) => {
                const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
                return q ? [queryClient.prefetchQuery(productsQueryOptions(searchListQuery(q)))] : [];
              }),
            }),
            storefront({ path: 'pages', lazy: page(() => import('@/features/content/pages/visual-story-page'), 'VisualStoryPage') }),
            storefront({ path: 'contact', lazy: page(() => import('@/features/contact/pages/contact-page'), 'ContactPage') }),
            storefront({ path: 'about', lazy: page(() => import('@/features/content/pages/about-page'), 'AboutPage') }),
            storefront({ path: 'design', lazy: page(() => import('@/features/content/pages/design-page'), 'DesignPage') }),
            storefront({
              path: 'photography',
              lazy: page(() => import('@/features/content/pages/photography-page'), 'PhotographyPage'),
            }),
            storefront({ path: 'services', lazy: page(() => import('@/features/content/pages/services-page'), 'ServicesPage') }),
            storefront({ path: 'terms', lazy: page(() => import('@/features/content/pages/terms-page'), 'TermsPage') }),
            storefront({ path: 'help', lazy: page(() => import('@/features/content/pages/help-page'), 'HelpPage') }),
            { path: 'success', lazy: page(() => import('@/features/orders/pages/success-page'), 'SuccessPage') },
            {
              path: 'orders/:orderId',
              element: <RequireUser />,
              children: [{ index: true, lazy: page(() => import('@/features/orders/pages/order-page'), 'OrderPage') }],
            },
            { path: 'dashboard', element: <RequireUser />, children: dashboardRoutes },
            storefront({ path: '*', lazy: page(() => import('@/features/not-found/pages/not-found-page'), 'NotFoundPage') }),
          ],
        },
      ],
    },
    {
      errorElement: <RouteError />,
      element: <AccountLayout />,
      HydrateFallback: PageFallback,
      children: [
        { path: 'login', lazy: page(() => import('@/features/auth/pages/login-page'), 'LoginPage') },
        { path: 'register', lazy: page(() => import('@/features/auth/pages/register-page'), 'RegisterPage') },
        // The TEST MODE hosted checkout stands apart from the shop, as a provider's page would.
        { path: 'checkout/:sessionId', lazy: page(() => import('@/features/orders/pages/checkout-page'), 'CheckoutPage') },
      ],
    },
  ];
}

export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}

import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AccountLayout } from './layouts/account-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

/** A route element whose code loads on first visit, so the first load stays small. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return <Page />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: lazyPage(() => import('@/features/home/pages/home-page'), 'HomePage') },
          { path: 'shop', element: lazyPage(() => import('@/features/catalog/pages/shop-page'), 'ShopPage') },
          { path: 'shop/:id', element: lazyPage(() => import('@/features/catalog/pages/product-page'), 'ProductPage') },
          { path: 'search', element: lazyPage(() => import('@/features/catalog/pages/search-page'), 'SearchPage') },
          { path: 'pages', element: lazyPage(() => import('@/features/content/pages/visual-story-page'), 'VisualStoryPage') },
          { path: 'contact', element: lazyPage(() => import('@/features/contact/pages/contact-page'), 'ContactPage') },
          { path: 'about', element: lazyPage(() => import('@/features/content/pages/about-page'), 'AboutPage') },
          { path: 'design', element: lazyPage(() => import('@/features/content/pages/design-page'), 'DesignPage') },
          { path: 'photography', element: lazyPage(() => import('@/features/content/pages/photography-page'), 'PhotographyPage') },
          { path: 'services', element: lazyPage(() => import('@/features/content/pages/services-page'), 'ServicesPage') },
          { path: 'terms', element: lazyPage(() => import('@/features/content/pages/terms-page'), 'TermsPage') },
          { path: 'help', element: lazyPage(() => import('@/features/content/pages/help-page'), 'HelpPage') },
          { path: 'success', element: lazyPage(() => import('@/features/orders/pages/success-page'), 'SuccessPage') },
          { path: 'orders/:orderId', element: lazyPage(() => import('@/features/orders/pages/order-page'), 'OrderPage') },
          // TODO(dashboard): guarded user and admin areas with their own sidebar layout.
          { path: 'dashboard/*', element: lazyPage(() => import('@/features/dashboard/pages/dashboard-page'), 'DashboardPage') },
          { path: '*', element: lazyPage(() => import('@/features/not-found/pages/not-found-page'), 'NotFoundPage') },
        ],
      },
    ],
  },
  {
    errorElement: <RouteError />,
    element: <AccountLayout />,
    children: [
      { path: 'login', element: lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage') },
      { path: 'register', element: lazyPage(() => import('@/features/auth/pages/register-page'), 'RegisterPage') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAdmin, RequireUser } from './guards/require-user';
import { AccountLayout } from './layouts/account-layout';
import { DashboardLayout } from './layouts/dashboard-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

/** A route element whose code loads on first visit, so the first load stays small. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return <Page />;
}

/** Under /dashboard: any signed-in user, with the admin pages behind a second guard. */
const dashboardRoutes: RouteObject[] = [
  {
    element: <DashboardLayout />,
    children: [
      {
        index: true,
        element: lazyPage(() => import('@/features/dashboard/pages/dashboard-home-page'), 'DashboardHomePage'),
      },
      { path: 'orders', element: lazyPage(() => import('@/features/orders/pages/user-orders-page'), 'UserOrdersPage') },
      { path: 'payments', element: lazyPage(() => import('@/features/orders/pages/payments-page'), 'PaymentsPage') },
      { path: 'profile', element: lazyPage(() => import('@/features/profile/pages/profile-page'), 'ProfilePage') },
      { path: 'reviews', element: lazyPage(() => import('@/features/reviews/pages/user-reviews-page'), 'UserReviewsPage') },
      {
        element: <RequireAdmin />,
        children: [
          {
            path: 'admin',
            element: lazyPage(() => import('@/features/admin/pages/admin-dashboard-page'), 'AdminDashboardPage'),
          },
          {
            path: 'add-product',
            element: lazyPage(() => import('@/features/admin/pages/add-product-page'), 'AddProductPage'),
          },
          {
            path: 'manage-products',
            element: lazyPage(() => import('@/features/admin/pages/manage-products-page'), 'ManageProductsPage'),
          },
          {
            path: 'update-product/:id',
            element: lazyPage(() => import('@/features/admin/pages/update-product-page'), 'UpdateProductPage'),
          },
          {
            path: 'users',
            element: lazyPage(() => import('@/features/users/pages/manage-users-page'), 'ManageUsersPage'),
          },
          {
            path: 'manage-orders',
            element: lazyPage(() => import('@/features/orders/pages/manage-orders-page'), 'ManageOrdersPage'),
          },
        ],
      },
      { path: '*', element: lazyPage(() => import('@/features/not-found/pages/not-found-page'), 'NotFoundPage') },
    ],
  },
];

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
          {
            path: 'pages',
            element: lazyPage(() => import('@/features/content/pages/visual-story-page'), 'VisualStoryPage'),
          },
          { path: 'contact', element: lazyPage(() => import('@/features/contact/pages/contact-page'), 'ContactPage') },
          { path: 'about', element: lazyPage(() => import('@/features/content/pages/about-page'), 'AboutPage') },
          { path: 'design', element: lazyPage(() => import('@/features/content/pages/design-page'), 'DesignPage') },
          {
            path: 'photography',
            element: lazyPage(() => import('@/features/content/pages/photography-page'), 'PhotographyPage'),
          },
          {
            path: 'services',
            element: lazyPage(() => import('@/features/content/pages/services-page'), 'ServicesPage'),
          },
          { path: 'terms', element: lazyPage(() => import('@/features/content/pages/terms-page'), 'TermsPage') },
          { path: 'help', element: lazyPage(() => import('@/features/content/pages/help-page'), 'HelpPage') },
          { path: 'success', element: lazyPage(() => import('@/features/orders/pages/success-page'), 'SuccessPage') },
          {
            path: 'orders/:orderId',
            element: <RequireUser />,
            children: [
              { index: true, element: lazyPage(() => import('@/features/orders/pages/order-page'), 'OrderPage') },
            ],
          },
          { path: 'dashboard', element: <RequireUser />, children: dashboardRoutes },
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
      // The TEST MODE hosted checkout stands apart from the shop, as a provider's page would.
      {
        path: 'checkout/:sessionId',
        element: lazyPage(() => import('@/features/orders/pages/checkout-page'), 'CheckoutPage'),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

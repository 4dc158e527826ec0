import { PAGE_PATTERNS } from '@shop/shared/routes';
import { useRoutes, type RouteObject } from 'react-router';
import { collectionListQuery, collectionPageOf, collectionQueryOptions } from '@/features/catalogue/api/get-collection';
import { productQueryOptions } from '@/features/catalogue/api/get-product';
import { shopColorsQueryOptions } from '@/features/catalogue/api/get-shop-options';
import { productsQueryOptions, searchListQuery } from '@/features/catalogue/api/get-products';
import { relatedProductsQueryOptions } from '@/features/catalogue/api/get-related-products';
import { canonicalShopParams, readShopFilters, toProductListQuery } from '@/features/catalogue/shop-filters';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { ADMIN_PAGE_PERMISSIONS, type AdminPageName } from '@/features/admin/admin-pages';
import { lazyLayout, page, route, storefront, type ShopRouteHandle } from '@/ssr/page-routes';
import { RequireAdmin, RequirePermission, RequireUser } from './guards/require-user';
import { AccountLayout } from './layouts/account-layout';
import { RootLayout } from './layouts/root-layout';

/** A staff page, behind the permission the table of admin pages gives it. */
function adminRoute(name: AdminPageName, loaded: ReturnType<typeof page>): RouteObject {
  return {
    element: <RequirePermission permission={ADMIN_PAGE_PERMISSIONS[name]} />,
    children: [route(PAGE_PATTERNS[name], loaded)],
  };
}

/**
 * Under /dashboard: any signed-in user, with the admin pages behind a second guard, and each
 * of them but the dashboard's home behind its permission.
 */
const dashboardRoutes: RouteObject[] = [
  {
    element: lazyLayout(() => import('./layouts/dashboard-layout'), 'DashboardLayout'),
    children: [
      route(
        undefined,
        page(() => import('@/features/dashboard/pages/dashboard-home-page'), 'DashboardHomePage'),
      ),
      route(
        PAGE_PATTERNS.userOrders,
        page(() => import('@/features/orders/pages/user-orders-page'), 'UserOrdersPage'),
      ),
      route(
        PAGE_PATTERNS.payments,
        page(() => import('@/features/orders/pages/payments-page'), 'PaymentsPage'),
      ),
      route(
        PAGE_PATTERNS.profile,
        page(() => import('@/features/profile/pages/profile-page'), 'ProfilePage'),
      ),
      route(
        PAGE_PATTERNS.userReviews,
        page(() => import('@/features/reviews/pages/user-reviews-page'), 'UserReviewsPage'),
      ),
      route(
        PAGE_PATTERNS.addresses,
        page(() => import('@/features/addresses/pages/addresses-page'), 'AddressesPage'),
      ),
      route(
        PAGE_PATTERNS.storeCredit,
        page(() => import('@/features/credit/pages/store-credit-page'), 'StoreCreditPage'),
      ),
      route(
        PAGE_PATTERNS.wishlist,
        page(() => import('@/features/wishlist/pages/wishlist-page'), 'WishlistPage'),
      ),
      {
        element: <RequireAdmin />,
        children: [
          // Every staff member's home: without 'reports' it welcomes them rather than showing the figures.
          route(
            PAGE_PATTERNS.admin,
            page(() => import('@/features/admin/pages/admin-dashboard-page'), 'AdminDashboardPage'),
          ),
          adminRoute(
            'analytics',
            page(() => import('@/features/admin/pages/analytics-page'), 'AnalyticsPage'),
          ),
          adminRoute(
            'addProduct',
            page(() => import('@/features/admin/pages/add-product-page'), 'AddProductPage'),
          ),
          adminRoute(
            'manageProducts',
            page(() => import('@/features/admin/pages/manage-products-page'), 'ManageProductsPage'),
          ),
          adminRoute(
            'updateProduct',
            page(() => import('@/features/admin/pages/update-product-page'), 'UpdateProductPage'),
          ),
          adminRoute(
            'manageCategories',
            page(() => import('@/features/categories/pages/manage-categories-page'), 'ManageCategoriesPage'),
          ),
          adminRoute(
            'manageColors',
            page(() => import('@/features/shop-options/pages/manage-colors-page'), 'ManageColorsPage'),
          ),
          adminRoute(
            'manageSizeSets',
            page(() => import('@/features/shop-options/pages/manage-size-sets-page'), 'ManageSizeSetsPage'),
          ),
          adminRoute(
            'manageUsers',
            page(() => import('@/features/users/pages/manage-users-page'), 'ManageUsersPage'),
          ),
          adminRoute(
            'manageOrders',
            page(() => import('@/features/orders/pages/manage-orders-page'), 'ManageOrdersPage'),
          ),
          adminRoute(
            'manageDiscounts',
            page(() => import('@/features/discounts/pages/manage-discounts-page'), 'ManageDiscountsPage'),
          ),
          adminRoute(
            'manageSales',
            page(() => import('@/features/sales/pages/manage-sales-page'), 'ManageSalesPage'),
          ),
          adminRoute(
            'manageShipping',
            page(() => import('@/features/shipping/pages/manage-shipping-page'), 'ManageShippingPage'),
          ),
          adminRoute(
            'manageTax',
            page(() => import('@/features/tax/pages/manage-tax-page'), 'ManageTaxPage'),
          ),
          adminRoute(
            'adminOrder',
            page(() => import('@/features/orders/pages/admin-order-page'), 'AdminOrderPage'),
          ),
          adminRoute(
            'exchanges',
            page(() => import('@/features/exchanges/pages/manage-exchanges-page'), 'ManageExchangesPage'),
          ),
          adminRoute(
            'returns',
            page(() => import('@/features/returns/pages/manage-returns-page'), 'ManageReturnsPage'),
          ),
          adminRoute(
            'manageCredits',
            page(() => import('@/features/credit/pages/manage-credits-page'), 'ManageCreditsPage'),
          ),
          adminRoute(
            'manageReviews',
            page(() => import('@/features/reviews/pages/manage-reviews-page'), 'ManageReviewsPage'),
          ),
          adminRoute(
            'messages',
            page(() => import('@/features/messages/pages/messages-page'), 'MessagesPage'),
          ),
          adminRoute(
            'outbox',
            page(() => import('@/features/mail/pages/outbox-page'), 'OutboxPage'),
          ),
          adminRoute(
            'staff',
            page(() => import('@/features/staff/pages/staff-page'), 'StaffPage'),
          ),
          adminRoute(
            'audit',
            page(() => import('@/features/audit/pages/audit-log-page'), 'AuditLogPage'),
          ),
        ],
      },
      route(
        PAGE_PATTERNS.dashboardNotFound,
        page(() => import('@/features/not-found/pages/not-found-page'), 'NotFoundPage'),
      ),
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
      // The shop's colours paint every swatch (product cards, the filter, the product page).
      prefetch: (queryClient) => [queryClient.prefetchQuery(settingsQueryOptions), queryClient.prefetchQuery(shopColorsQueryOptions)],
    } satisfies ShopRouteHandle,
    children: [
      route(
        undefined,
        page(() => import('@/features/home/pages/home-page'), 'HomePage'),
        storefront,
      ),
      route(
        PAGE_PATTERNS.shop,
        page(() => import('@/features/catalogue/pages/shop-page'), 'ShopPage'),
        {
          ...storefront,
          // The filter form, sent without JavaScript, names every field, even those left at all.
          canonicalParams: canonicalShopParams,
          prefetch: (queryClient, { searchParams }) => [
            queryClient.prefetchQuery(productsQueryOptions(toProductListQuery(readShopFilters(searchParams)))),
          ],
        },
      ),
      route(
        PAGE_PATTERNS.product,
        page(() => import('@/features/catalogue/pages/product-page'), 'ProductPage'),
        {
          ...storefront,
          prefetch: (queryClient, { params }) => [
            queryClient.prefetchQuery(productQueryOptions(params.id ?? '')),
            queryClient.prefetchQuery(relatedProductsQueryOptions(params.id ?? '')),
            // The reviews' code loads apart from the page's (lazy-reviews-section.tsx); the server
            // waits for it too, so that the HTML holds the first page of reviews.
            import('@/features/catalogue/components/lazy-reviews-section').then((module) => module.preloadReviewsSection()),
          ],
        },
      ),
      route(
        PAGE_PATTERNS.collection,
        page(() => import('@/features/catalogue/pages/collection-page'), 'CollectionPage'),
        {
          ...storefront,
          prefetch: (queryClient, { params, searchParams }) => {
            const handle = params.handle ?? '';
            const page = collectionPageOf(searchParams.get('page'));
            return [
              queryClient.prefetchQuery(collectionQueryOptions(handle)),
              queryClient.prefetchQuery(productsQueryOptions(collectionListQuery(handle, page))),
            ];
          },
        },
      ),
      route(
        PAGE_PATTERNS.search,
        page(() => import('@/features/catalogue/pages/search-page'), 'SearchPage'),
        {
          ...storefront,
          prefetch: (queryClient, { searchParams }) => {
            const q = (searchParams.get('q') ?? '').trim();
            return q ? [queryClient.prefetchQuery(productsQueryOptions(searchListQuery(q)))] : [];
          },
        },
      ),
      route(
        PAGE_PATTERNS.visualStory,
        page(() => import('@/features/content/pages/visual-story-page'), 'VisualStoryPage'),
        storefront,
      ),
      route(
        PAGE_PATTERNS.contact,
        page(() => import('@/features/contact/pages/contact-page'), 'ContactPage'),
        storefront,
      ),
      route(
        PAGE_PATTERNS.about,
        page(() => import('@/features/content/pages/about-page'), 'AboutPage'),
        storefront,
      ),
      route(
        PAGE_PATTERNS.design,
        page(() => import('@/features/content/pages/design-page'), 'DesignPage'),
        storefront,
      ),
      route(
        PAGE_PATTERNS.photography,
        page(() => import('@/features/content/pages/photography-page'), 'PhotographyPage'),
        storefront,
      ),
      route(
        PAGE_PATTERNS.services,
        page(() => import('@/features/content/pages/services-page'), 'ServicesPage'),
        storefront,
      ),
      route(
        PAGE_PATTERNS.terms,
        page(() => import('@/features/content/pages/terms-page'), 'TermsPage'),
        storefront,
      ),
      route(
        PAGE_PATTERNS.help,
        page(() => import('@/features/content/pages/help-page'), 'HelpPage'),
        storefront,
      ),
      route(
        PAGE_PATTERNS.giftCardBalance,
        page(() => import('@/features/credit/pages/gift-card-balance-page'), 'GiftCardBalancePage'),
        storefront,
      ),
      route(
        PAGE_PATTERNS.restoreBag,
        page(() => import('@/features/cart/pages/restore-bag-page'), 'RestoreBagPage'),
      ),
      route(
        PAGE_PATTERNS.success,
        page(() => import('@/features/orders/pages/success-page'), 'SuccessPage'),
      ),
      // Not server-rendered: what a mail's link stops is the shopper's own, and no search engine's.
      route(
        PAGE_PATTERNS.unsubscribe,
        page(() => import('@/features/mail/pages/unsubscribe-page'), 'UnsubscribePage'),
      ),
      {
        path: PAGE_PATTERNS.order,
        element: <RequireUser orTrackingToken />,
        children: [
          route(
            undefined,
            page(() => import('@/features/orders/pages/order-page'), 'OrderPage'),
          ),
        ],
      },
      { path: PAGE_PATTERNS.dashboard, element: <RequireUser />, children: dashboardRoutes },
      route(
        '*',
        page(() => import('@/features/not-found/pages/not-found-page'), 'NotFoundPage'),
        storefront,
      ),
    ],
  },
  {
    element: <AccountLayout />,
    children: [
      route(
        PAGE_PATTERNS.login,
        page(() => import('@/features/auth/pages/login-page'), 'LoginPage'),
      ),
      route(
        PAGE_PATTERNS.register,
        page(() => import('@/features/auth/pages/register-page'), 'RegisterPage'),
      ),
      route(
        PAGE_PATTERNS.verifyEmail,
        page(() => import('@/features/auth/pages/verify-email-page'), 'VerifyEmailPage'),
      ),
      route(
        PAGE_PATTERNS.forgotPassword,
        page(() => import('@/features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
      ),
      route(
        PAGE_PATTERNS.resetPassword,
        page(() => import('@/features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
      ),
      route(
        PAGE_PATTERNS.acceptInvitation,
        page(() => import('@/features/staff/pages/join-staff-page'), 'JoinStaffPage'),
      ),
      // The TEST MODE hosted checkout stands apart from the shop, as a provider's page would.
      route(
        PAGE_PATTERNS.checkout,
        page(() => import('@/features/orders/pages/checkout-page'), 'CheckoutPage'),
      ),
    ],
  },
];

/** The app's pages at the router's location. */
export function AppRoutes() {
  return useRoutes(routes);
}

import type { LanguageCode } from '@shop/shared/languages';
import { PAGE_PATTERNS } from '@shop/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { useRoutes, type RouteObject } from 'react-router';
import { productQueryOptions } from '@/features/catalogue/api/get-product';
import { shopColorsQueryOptions } from '@/features/catalogue/api/get-shop-options';
import { productsQueryOptions, searchListQuery } from '@/features/catalogue/api/get-products';
import { relatedProductsQueryOptions } from '@/features/catalogue/api/get-related-products';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { siteContentQueryOptions } from '@/features/site-content/api/get-site-content';
import { preloadAnnouncementBar } from '@/features/site-content/components/lazy-announcement-bar';
import { preloadCurrencyPicker } from '@/features/currencies/components/lazy-currency-picker';
import { ADMIN_PAGE_PERMISSIONS, type AdminPageName } from '@/features/admin/admin-pages';
import { lazyLayout, page, route, storefront, type ShopRouteHandle } from '@/ssr/page-routes';
import { RequireAdmin, RequirePermission, RequireUser } from './guards/require-user';
import { AccountLayout } from './layouts/account-layout';
import { RootLayout } from './layouts/root-layout';

/**
 * Asks for the owner's Markdown pages a page shows. Only the server prefetches: the import keeps
 * their query out of the browser's first load.
 */
async function prefetchContentPages(queryClient: QueryClient, lang: LanguageCode | undefined, ...handles: string[]) {
  const { contentPageQueryOptions } = await import('@/features/content/api/get-content-page');
  await Promise.all(handles.map((handle) => queryClient.prefetchQuery(contentPageQueryOptions(handle, lang))));
}

/** A staff page, behind the permission the table of admin pages gives it. */
function adminRoute(name: AdminPageName, loaded: ReturnType<typeof page>): RouteObject {
  return {
    element: <RequirePermission permission={ADMIN_PAGE_PERMISSIONS[name]} />,
    children: [route(PAGE_PATTERNS[name], loaded, account)],
  };
}

/**
 * The pages that show the messages of the account's part (signing in, the dashboards, the
 * checkout, an order; `MESSAGE_PARTS`): they load with the page's code.
 */
const account = { messages: ['account'] } as const;

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
        account,
      ),
      route(
        PAGE_PATTERNS.userOrders,
        page(() => import('@/features/orders/pages/user-orders-page'), 'UserOrdersPage'),
        account,
      ),
      route(
        PAGE_PATTERNS.payments,
        page(() => import('@/features/orders/pages/payments-page'), 'PaymentsPage'),
        account,
      ),
      route(
        PAGE_PATTERNS.profile,
        page(() => import('@/features/profile/pages/profile-page'), 'ProfilePage'),
        account,
      ),
      route(
        PAGE_PATTERNS.userReviews,
        page(() => import('@/features/reviews/pages/user-reviews-page'), 'UserReviewsPage'),
        account,
      ),
      route(
        PAGE_PATTERNS.addresses,
        page(() => import('@/features/addresses/pages/addresses-page'), 'AddressesPage'),
        account,
      ),
      route(
        PAGE_PATTERNS.storeCredit,
        page(() => import('@/features/credit/pages/store-credit-page'), 'StoreCreditPage'),
        account,
      ),
      route(
        PAGE_PATTERNS.wishlist,
        page(() => import('@/features/wishlist/pages/wishlist-page'), 'WishlistPage'),
        account,
      ),
      {
        element: <RequireAdmin />,
        children: [
          // Every staff member's home: without 'reports' it welcomes them rather than showing the figures.
          route(
            PAGE_PATTERNS.admin,
            page(() => import('@/features/admin/pages/admin-dashboard-page'), 'AdminDashboardPage'),
            account,
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
            'manageCurrencies',
            page(() => import('@/features/currencies/pages/manage-currencies-page'), 'ManageCurrenciesPage'),
          ),
          adminRoute(
            'managePages',
            page(() => import('@/features/content/pages/manage-pages-page'), 'ManagePagesPage'),
          ),
          adminRoute(
            'newContentPage',
            page(() => import('@/features/content/pages/edit-content-page-page'), 'NewContentPagePage'),
          ),
          adminRoute(
            'editContentPage',
            page(() => import('@/features/content/pages/edit-content-page-page'), 'EditContentPagePage'),
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
            'storefront',
            page(() => import('@/features/site-content/pages/storefront-page'), 'StorefrontPage'),
          ),
          adminRoute(
            'outbox',
            page(() => import('@/features/mail/pages/outbox-page'), 'OutboxPage'),
          ),
          adminRoute(
            'manageWebhooks',
            page(() => import('@/features/webhooks/pages/webhooks-page'), 'WebhooksPage'),
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
        { messages: ['account', 'pages'] },
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
      // The shop's colours paint every swatch (product cards, the filter, the product page); the
      // announcement bar and the currency picker (their code loaded apart) and the footer are on every page.
      prefetch: (queryClient, { lang }) => [
        queryClient.prefetchQuery(settingsQueryOptions),
        queryClient.prefetchQuery(shopColorsQueryOptions(lang)),
        queryClient.prefetchQuery(siteContentQueryOptions),
        preloadAnnouncementBar(),
        preloadCurrencyPicker(),
      ],
    } satisfies ShopRouteHandle,
    children: [
      route(
        undefined,
        page(() => import('@/features/home/pages/home-page'), 'HomePage'),
        {
          ...storefront,
          messages: ['browse'],
          // Its query comes with the page's code, so that it stays out of every other page's first load.
          prefetch: (queryClient, { currency, lang }) => [
            import('@/features/home/pages/home-page').then((module) =>
              queryClient.prefetchQuery(module.homeContentQueryOptions(currency, lang)),
            ),
          ],
        },
      ),
      route(
        PAGE_PATTERNS.shop,
        page(() => import('@/features/catalogue/pages/shop-page'), 'ShopPage'),
        {
          ...storefront,
          messages: ['browse'],
          // The filter form, sent without JavaScript, names every field, even those left at all.
          // (The filters' code is imported here, as only the server calls these: it comes with the shop page.)
          canonicalParams: async (searchParams) => (await import('@/features/catalogue/shop-filters')).canonicalShopParams(searchParams),
          prefetch: (queryClient, { searchParams, currency, lang }) => [
            import('@/features/catalogue/shop-filters').then(({ readShopFilters, toProductListQuery }) =>
              queryClient.prefetchQuery(productsQueryOptions({ ...toProductListQuery(readShopFilters(searchParams)), currency, lang })),
            ),
          ],
        },
      ),
      route(
        PAGE_PATTERNS.product,
        page(() => import('@/features/catalogue/pages/product-page'), 'ProductPage'),
        {
          ...storefront,
          prefetch: (queryClient, { params, currency, lang }) => [
            queryClient.prefetchQuery(productQueryOptions(params.id ?? '', currency, lang)),
            queryClient.prefetchQuery(relatedProductsQueryOptions(params.id ?? '', currency, lang)),
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
          messages: ['browse'],
          // Its queries come with the page's code, as the shop's do.
          prefetch: (queryClient, { params, searchParams, currency, lang }) => [
            import('@/features/catalogue/api/get-collection').then(({ collectionListQuery, collectionPageOf, collectionQueryOptions }) => {
              const handle = params.handle ?? '';
              const page = collectionPageOf(searchParams.get('page'));
              return Promise.all([
                queryClient.prefetchQuery(collectionQueryOptions(handle, lang)),
                queryClient.prefetchQuery(productsQueryOptions({ ...collectionListQuery(handle, page), currency, lang })),
              ]);
            }),
          ],
        },
      ),
      route(
        PAGE_PATTERNS.search,
        page(() => import('@/features/catalogue/pages/search-page'), 'SearchPage'),
        {
          ...storefront,
          messages: ['browse'],
          prefetch: (queryClient, { searchParams, currency, lang }) => {
            const q = (searchParams.get('q') ?? '').trim();
            return q ? [queryClient.prefetchQuery(productsQueryOptions({ ...searchListQuery(q), currency, lang }))] : [];
          },
        },
      ),
      route(
        PAGE_PATTERNS.visualStory,
        page(() => import('@/features/content/pages/visual-story-page'), 'VisualStoryPage'),
        { ...storefront, messages: ['pages'] },
      ),
      route(
        PAGE_PATTERNS.contact,
        page(() => import('@/features/contact/pages/contact-page'), 'ContactPage'),
        { ...storefront, messages: ['pages'] },
      ),
      route(
        PAGE_PATTERNS.about,
        page(() => import('@/features/content/pages/about-page'), 'AboutPage'),
        { ...storefront, messages: ['pages'], prefetch: (queryClient, { lang }) => [prefetchContentPages(queryClient, lang, 'about')] },
      ),
      route(
        PAGE_PATTERNS.design,
        page(() => import('@/features/content/pages/design-page'), 'DesignPage'),
        { ...storefront, messages: ['pages'] },
      ),
      route(
        PAGE_PATTERNS.photography,
        page(() => import('@/features/content/pages/photography-page'), 'PhotographyPage'),
        { ...storefront, messages: ['pages'] },
      ),
      route(
        PAGE_PATTERNS.services,
        page(() => import('@/features/content/pages/services-page'), 'ServicesPage'),
        { ...storefront, messages: ['pages'] },
      ),
      route(
        PAGE_PATTERNS.terms,
        page(() => import('@/features/content/pages/terms-page'), 'TermsPage'),
        {
          ...storefront,
          messages: ['pages'],
          // The Terms page's words, then the Refund and Privacy policies' as its #refund and #privacy sections.
          prefetch: (queryClient, { lang }) => [prefetchContentPages(queryClient, lang, 'terms', 'refund-policy', 'privacy')],
        },
      ),
      route(
        PAGE_PATTERNS.help,
        page(() => import('@/features/content/pages/help-page'), 'HelpPage'),
        { ...storefront, messages: ['pages'], prefetch: (queryClient, { lang }) => [prefetchContentPages(queryClient, lang, 'help')] },
      ),
      route(
        PAGE_PATTERNS.contentPage,
        page(() => import('@/features/content/pages/content-page-page'), 'ContentPagePage'),
        {
          ...storefront,
          messages: ['pages'],
          prefetch: (queryClient, { params, lang }) => [prefetchContentPages(queryClient, lang, params.handle ?? '')],
        },
      ),
      route(
        PAGE_PATTERNS.giftCardBalance,
        page(() => import('@/features/credit/pages/gift-card-balance-page'), 'GiftCardBalancePage'),
        { ...storefront, messages: ['pages'] },
      ),
      // Not server-rendered with its items: a guest's list is in their browser alone.
      route(
        PAGE_PATTERNS.guestWishlist,
        page(() => import('@/features/wishlist/pages/guest-wishlist-page'), 'GuestWishlistPage'),
        account,
      ),
      route(
        PAGE_PATTERNS.restoreBag,
        page(() => import('@/features/cart/pages/restore-bag-page'), 'RestoreBagPage'),
        account,
      ),
      route(
        PAGE_PATTERNS.success,
        page(() => import('@/features/orders/pages/success-page'), 'SuccessPage'),
        account,
      ),
      // Not server-rendered: what a mail's link stops is the shopper's own, and no search engine's.
      route(
        PAGE_PATTERNS.unsubscribe,
        page(() => import('@/features/mail/pages/unsubscribe-page'), 'UnsubscribePage'),
        account,
      ),
      {
        path: PAGE_PATTERNS.order,
        element: <RequireUser orTrackingToken />,
        children: [
          route(
            undefined,
            page(() => import('@/features/orders/pages/order-page'), 'OrderPage'),
            { messages: ['account', 'later'] },
          ),
        ],
      },
      { path: PAGE_PATTERNS.dashboard, element: <RequireUser />, children: dashboardRoutes },
      route(
        '*',
        page(() => import('@/features/not-found/pages/not-found-page'), 'NotFoundPage'),
        { ...storefront, messages: ['pages'] },
      ),
    ],
  },
  {
    element: <AccountLayout />,
    children: [
      route(
        PAGE_PATTERNS.login,
        page(() => import('@/features/auth/pages/login-page'), 'LoginPage'),
        account,
      ),
      route(
        PAGE_PATTERNS.register,
        page(() => import('@/features/auth/pages/register-page'), 'RegisterPage'),
        account,
      ),
      route(
        PAGE_PATTERNS.verifyEmail,
        page(() => import('@/features/auth/pages/verify-email-page'), 'VerifyEmailPage'),
        account,
      ),
      route(
        PAGE_PATTERNS.forgotPassword,
        page(() => import('@/features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
        account,
      ),
      route(
        PAGE_PATTERNS.resetPassword,
        page(() => import('@/features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
        account,
      ),
      route(
        PAGE_PATTERNS.acceptInvitation,
        page(() => import('@/features/staff/pages/join-staff-page'), 'JoinStaffPage'),
        account,
      ),
      // The TEST MODE hosted checkout stands apart from the shop, as a provider's page would.
      route(
        PAGE_PATTERNS.checkout,
        page(() => import('@/features/orders/pages/checkout-page'), 'CheckoutPage'),
        { messages: ['account', 'later'] },
      ),
    ],
  },
];

/** The app's pages at the router's location. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Every page of the web app, written once. The router takes its patterns from here, links take
 * their paths from `paths`, the server answers a path that no page matches with HTTP 404 (the
 * app still renders its own 404 page; decision 002) and lists the public pages in the sitemap.
 */

import { languageOfPath, unprefixPath } from './languages';

/**
 * Each page's path as the router matches it: `:name` stands for one segment, a final `*` for the
 * rest of the path. Parameterised pages have one parameter each.
 */
export const PAGE_PATTERNS = {
  home: '/',
  shop: '/shop',
  product: '/shop/:id',
  /** A category's own page: its name, description, picture and products. */
  collection: '/collections/:handle',
  search: '/search',
  visualStory: '/pages',
  /** A page the shop owner writes in Markdown (the policies, the owner's own pages); `/pages` itself is the visual story. */
  contentPage: '/pages/:handle',
  contact: '/contact',
  about: '/about',
  design: '/design',
  photography: '/photography',
  services: '/services',
  terms: '/terms',
  help: '/help',
  /** Anyone's check of what is left on a gift card or store credit code. */
  giftCardBalance: '/gift-cards',
  /** A guest's wishlist, kept in their browser (a signed-in shopper's is `wishlist`, in the dashboard). */
  guestWishlist: '/wishlist',
  success: '/success',
  order: '/orders/:orderId',
  login: '/login',
  register: '/register',
  /** Where a verification mail's link lands: `?token=` proves the address. */
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  /** Where a password reset mail's link lands: `?token=` allows one new password. */
  resetPassword: '/reset-password',
  /** Where a staff invitation's link lands: `?token=` lets the invited person set their password and join. */
  acceptInvitation: '/join-staff',
  /** Where a mail's unsubscribe link lands: it says what the link stops, and stops it on the shopper's press. */
  unsubscribe: '/unsubscribe/:token',
  checkout: '/checkout/:sessionId',
  /** Where a checkout reminder's link lands: that checkout's lines join the bag. */
  restoreBag: '/restore-bag/:token',
  dashboard: '/dashboard',
  userOrders: '/dashboard/orders',
  payments: '/dashboard/payments',
  profile: '/dashboard/profile',
  userReviews: '/dashboard/reviews',
  /** The customer's address book, which the checkout offers. */
  addresses: '/dashboard/addresses',
  /** The customer's store credit and gift cards: what is left on each, and every movement. */
  storeCredit: '/dashboard/credit',
  /** The products the shopper saved, at today's prices and stock, ready for the bag. */
  wishlist: '/dashboard/wishlist',
  admin: '/dashboard/admin',
  /** The shop's own analytics: the funnel, top products, searches that found nothing, referrers. */
  analytics: '/dashboard/analytics',
  addProduct: '/dashboard/add-product',
  manageProducts: '/dashboard/manage-products',
  updateProduct: '/dashboard/update-product/:id',
  /** The shop's categories: their order, names, handles, pictures and visibility. */
  manageCategories: '/dashboard/categories',
  /** The shop's colours: their order, names and swatches. */
  manageColors: '/dashboard/colors',
  /** The shop's size sets: their order, names and sizes. */
  manageSizeSets: '/dashboard/size-sets',
  manageUsers: '/dashboard/users',
  manageOrders: '/dashboard/manage-orders',
  /** The shop's discount codes: their rules, state, uses and revenue. */
  manageDiscounts: '/dashboard/discounts',
  /** The shop's automatic sales: what they take off, when, their state and what they brought. */
  manageSales: '/dashboard/sales',
  /** The shop's shipping zones: their places, and the methods that ship there with their prices. */
  manageShipping: '/dashboard/shipping',
  /** The shop's tax table: its rates by place and class, and whether prices include tax. */
  manageTax: '/dashboard/tax',
  /** The currencies prices are shown in besides the base: their rates and rounding. */
  manageCurrencies: '/dashboard/currencies',
  /** The shop's pages in Markdown (About, Terms, Help, the policies, the owner's own): their list. */
  managePages: '/dashboard/pages',
  /** A new page of the owner's own. */
  newContentPage: '/dashboard/pages/new',
  /** One page's editor: its Markdown with a live preview, and its versions. */
  editContentPage: '/dashboard/pages/:handle',
  /** The storefront's words the owner edits: the home page's hero, tiles and featured products, the announcement bar, the footer. */
  storefront: '/dashboard/storefront',
  /** Every review of the shop, newest first, for an admin to take down. */
  manageReviews: '/dashboard/manage-reviews',
  /** What shoppers wrote through the contact form. */
  messages: '/dashboard/messages',
  /** The shop's outgoing mail: what was sent, what waits, what failed. */
  outbox: '/dashboard/outbox',
  /** The endpoints the shop posts its events to (webhooks), each with its deliveries. */
  manageWebhooks: '/dashboard/webhooks',
  /** Every admin change: who, what, when, before and after. */
  audit: '/dashboard/audit',
  /** The shop's staff and their roles: who may do what, who is suspended; the roles an owner makes. */
  staff: '/dashboard/staff',
  /** The customers' exchanges, by state, with their next step. */
  exchanges: '/dashboard/exchanges',
  /** The customers' returns for a refund or store credit, by state, with their next step; and the return policy. */
  returns: '/dashboard/returns',
  /** The shop's gift cards and store credit codes: their balances and movements; issued, adjusted and disabled here. */
  manageCredits: '/dashboard/credits',
  /** An order as the admin runs it: refund, packing slip. */
  adminOrder: '/dashboard/orders/:id',
  /** Any other path under the dashboard: its own not-found page, inside the dashboard. */
  dashboardNotFound: '/dashboard/*',
} as const;

type PagePatterns = typeof PAGE_PATTERNS;
type PathOf<Pattern extends string> = Pattern extends `${string}:${string}` ? (param: string) => string : Pattern;

/** Links: a static page's path, or for a parameterised page a function of its one parameter. */
export type Paths = { [Name in keyof PagePatterns]: PathOf<PagePatterns[Name]> };

export const paths = Object.fromEntries(
  Object.entries(PAGE_PATTERNS).map(([name, pattern]) => [
    name,
    pattern.includes(':') ? (param: string) => pattern.replace(/:\w+/, encodeURIComponent(param)) : pattern,
  ]),
) as Paths;

/** A path with its query string (none when the query is empty). */
export function withQuery(path: string, query: Record<string, string> | URLSearchParams): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The query parameter that opens the bag on arrival. */
export const OPEN_BAG_PARAM = 'bag';
/** The home page with the bag open: where a cancelled checkout returns. */
export const OPEN_BAG_PATH = withQuery(paths.home, { [OPEN_BAG_PARAM]: 'open' });

/** The pages anyone may see, in the sitemap's order. */
export const PUBLIC_PAGES = (
  [
    'home',
    'shop',
    'search',
    'visualStory',
    'contact',
    'about',
    'design',
    'photography',
    'services',
    'terms',
    'help',
    'giftCardBalance',
  ] as const
).map((name) => PAGE_PATTERNS[name]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern as the router reads it (a trailing slash allowed), as a regular expression. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const PAGE_REGEXPS = Object.values(PAGE_PATTERNS).map(patternRegExp);

/** The customer's own pages under /dashboard, which every language has; the rest of /dashboard is the staff's. */
const CUSTOMER_DASHBOARD: readonly string[] = [
  PAGE_PATTERNS.dashboard,
  PAGE_PATTERNS.userOrders,
  PAGE_PATTERNS.payments,
  PAGE_PATTERNS.profile,
  PAGE_PATTERNS.userReviews,
  PAGE_PATTERNS.addresses,
  PAGE_PATTERNS.storeCredit,
  PAGE_PATTERNS.wishlist,
];

/**
 * Whether a path (without a language prefix) is a staff page: those stay in the shop's default
 * language, at their own paths only (decision 043).
 */
export function isStaffPath(pathname: string): boolean {
  const path = (pathname.split(/[?#]/)[0] ?? '').replace(/(.)\/$/, '$1');
  return path.startsWith(`${PAGE_PATTERNS.dashboard}/`) && !CUSTOMER_DASHBOARD.includes(path);
}

/**
 * Whether the web app has a page at this path (query string ignored). Every page but the staff's
 * is there in every language, at the language's prefix (`/fr/shop`).
 */
export function isClientRoute(pathname: string): boolean {
  const language = languageOfPath(pathname);
  const path = unprefixPath(pathname.split('?')[0] ?? '');
  if (language.prefix && isStaffPath(path)) return false;
  return PAGE_REGEXPS.some((pattern) => pattern.test(path));
}

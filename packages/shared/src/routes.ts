/**
 * The web app's paths, shared so that the server can answer an unknown path with HTTP 404
 * (the app still renders its own 404 page) and list the public pages in the sitemap.
 */
export const PUBLIC_PAGES = [
  '/',
  '/shop',
  '/search',
  '/pages',
  '/contact',
  '/about',
  '/design',
  '/photography',
  '/services',
  '/terms',
  '/help',
] as const;

const CLIENT_ROUTE_PATTERNS: readonly RegExp[] = [
  ...PUBLIC_PAGES.map((page) => new RegExp(`^${page === '/' ? '/' : page}/?$`)),
  /^\/shop\/[^/]+\/?$/,
  /^\/orders\/[^/]+\/?$/,
  /^\/success\/?$/,
  /^\/checkout\/[^/]+\/?$/,
  /^\/login\/?$/,
  /^\/register\/?$/,
  /^\/dashboard(\/.*)?$/,
];

/** Whether the web app has a page at this path (query string ignored). */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.split('?')[0] ?? '';
  return CLIENT_ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}

import path from 'node:path';
import { isClientRoute, PAGE_PATTERNS, PUBLIC_PAGES } from '@shop/shared/routes';
import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_PAGES } from '../../scripts/first-load-js';
import { matchPage, type ShopRouteHandle } from '@/ssr/page-routes';
import { routes } from './router';

const webRoot = path.resolve(import.meta.dirname, '../..');

function serverRendered(list: RouteObject[]): ShopRouteHandle[] {
  return list.flatMap((route) => [
    ...((route.handle as ShopRouteHandle | undefined)?.serverRendered ? [route.handle as ShopRouteHandle] : []),
    ...serverRendered(route.children ?? []),
  ]);
}

describe('the route table', () => {
  it('names, for every server-rendered page, the module its route loads (the server has the browser fetch it first)', async () => {
    const handles = serverRendered(routes);
    expect(handles.length).toBeGreaterThanOrEqual(12);
    for (const { module, preload } of handles) {
      expect(module).toMatch(/^src\/.+\.tsx$/);
      const page = await preload!();
      const named = (await import(/* @vite-ignore */ path.join(webRoot, module!))) as Record<string, unknown>;
      expect(Object.values(named), module).toContain(page);
    }
  });

  it('holds the first-load budget to every server-rendered page (the not-found page aside)', () => {
    const rendered = serverRendered(routes)
      .map(({ module }) => module)
      .filter((module) => !module?.includes('not-found'));
    expect(new Set(Object.values(STOREFRONT_PAGES))).toEqual(new Set(rendered));
  });
});

/** The full path pattern of every page in the route table (an index route has its parent's). */
function routerPatterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    if (route.children) return routerPatterns(route.children, own);
    return [own || '/'];
  });
}

/** The root's catch-all: the app's 404 page, for every path the table does not know. */
const NOT_FOUND = '/*';

/** Whether the router shows a page at this path, rather than its 404 page. */
const routerHasPage = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path !== '*';

const exampleOf = (pattern: string) => pattern.replace(/:\w+/g, 'example-1').replace(/\*$/, 'any/thing');

describe("the route table and the server's list of pages (decision 002)", () => {
  it('hold the same pages: a route missing from either fails here', () => {
    const patterns = routerPatterns(routes).filter((pattern) => pattern !== NOT_FOUND);
    expect(patterns).toHaveLength(new Set(patterns).size);
    expect(new Set(patterns)).toEqual(new Set(Object.values(PAGE_PATTERNS)));
    expect(routerPatterns(routes)).toContain(NOT_FOUND);
  });

  it('agree on an example of every page', () => {
    for (const pattern of Object.values(PAGE_PATTERNS)) {
      const path = exampleOf(pattern);
      expect(isClientRoute(path), path).toBe(true);
      expect(routerHasPage(path), path).toBe(true);
    }
  });

  it('agree that paths of no page are unknown (the server answers them 404)', () => {
    for (const path of [
      '/no/such/page',
      '/shop/1/reviews',
      '/orders',
      '/checkout',
      '/dashboards',
      '/login/again',
      '/success/1',
      '/uploads',
    ]) {
      expect(isClientRoute(path), path).toBe(false);
      expect(routerHasPage(path), path).toBe(false);
    }
  });

  it("agree on any path made of the table's segments and others", () => {
    const segments = [...new Set(Object.values(PAGE_PATTERNS).flatMap((pattern) => pattern.split('/')))].filter(
      (segment) => segment !== '' && !segment.startsWith(':') && segment !== '*',
    );
    // NOTE: lower case only: the router ignores case and the server's list does not (`/SHOP`).
    const segment = fc.oneof(fc.constantFrom(...segments), fc.stringMatching(/^[a-z0-9-]{1,8}$/));
    const path = fc
      .tuple(fc.array(segment, { maxLength: 4 }), fc.boolean())
      .map(([parts, trailingSlash]) => `/${parts.join('/')}${trailingSlash && parts.length > 0 ? '/' : ''}`);
    fc.assert(
      fc.property(path, (candidate) => isClientRoute(candidate) === routerHasPage(candidate)),
      { numRuns: 2000 },
    );
    // 2,000 paths through two matchers: a few seconds when CI's other test files share the cores.
  }, 30_000);

  it('renders every page of the sitemap on the server', () => {
    for (const page of PUBLIC_PAGES) {
      expect(matchPage(routes, new URL(page, 'http://shop.test'))?.leaf.handle.serverRendered, page).toBe(true);
    }
  });
});

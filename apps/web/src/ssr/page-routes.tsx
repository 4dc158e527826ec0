/**
 * What a route tells the server render and the browser's hydration beyond its element: whether
 * the server renders the page, what it prefetches, the page's code to load first (README.md).
 * The route table itself is src/app/router.tsx.
 */
import type { CurrencyCode } from '@shop/shared/currency';
import type { LanguageCode } from '@shop/shared/languages';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { loadMessages, useLoadMessages, type Catalogue, type MessagePart } from '@/i18n/i18n';

export interface RouteData {
  params: Params;
  searchParams: URLSearchParams;
  /** The currency the page shows prices in, as the catalogue is asked for it: undefined in the base currency. */
  currency?: CurrencyCode;
  /** The language the brand's words (products, categories, colours, pages) are asked in: undefined in the default language. */
  lang?: LanguageCode;
}

/** What the app knows about a route beyond its element. */
export interface ShopRouteHandle {
  /** The server renders this page to HTML; every other page renders in the browser. */
  serverRendered?: boolean;
  /**
   * The page's module as the build's manifest names it, so that the server can have the browser
   * fetch the page's code together with the app's. Set on the server only (see `page`).
   */
  module?: string;
  /** Asks the query cache for what the page shows (the server waits for it before rendering). */
  prefetch?: (queryClient: QueryClient, route: RouteData) => Promise<unknown>[];
  /** Loads the page's code, so that it renders at once instead of suspending; resolves to the page. */
  preload?: () => Promise<unknown>;
  /** The page's query in its one spelling; the server redirects any other spelling to it. */
  canonicalParams?: (searchParams: URLSearchParams) => URLSearchParams | Promise<URLSearchParams>;
  /**
   * The parts of the messages that load apart which the page shows (`MESSAGE_PARTS`): the server
   * lists them with the page's modules, the browser loads them with the page's code, before it
   * hydrates or renders the page.
   */
  messages?: readonly MessagePart[];
}

/**
 * A page whose code loads on first visit, so the first load carries only the page on screen.
 * Once preloaded (by the server before rendering, by the browser before hydrating) it renders
 * at once; otherwise it suspends until its code arrives.
 *
 * `module` is never written by hand: the server's build (and the tests) add the module that
 * `load` imports, as the manifest names it (`pageModules` in vite.config.ts), so that each
 * page's path is written once, in its import. The browser's build leaves it out: only the
 * server reads it.
 */
export function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, module?: string) {
  let Loaded: ComponentType | undefined;
  const preload = async () => (Loaded ??= (await load())[name]);
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { element: <Page />, preload, module };
}

/** A layout whose code loads with the first page under it. */
export const lazyLayout = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => page(load, name).element;

/** The route of a page (`page`); no path makes it its parent's index. */
export function route(
  path: string | undefined,
  { element, preload, module }: ReturnType<typeof page>,
  handle: Omit<ShopRouteHandle, 'preload' | 'module'> = {},
): RouteObject {
  const withHandle = {
    element: handle.messages ? <WithMessages parts={handle.messages}>{element}</WithMessages> : element,
    handle: { ...handle, module, preload } satisfies ShopRouteHandle,
  };
  return path === undefined ? { index: true, ...withHandle } : { path, ...withHandle };
}

/** Starts loading a page's messages together with its code (what shows them waits for them: `useMessages`). */
function WithMessages({ parts, children }: { parts: readonly MessagePart[]; children: ReactNode }) {
  useLoadMessages(parts);
  return children;
}

/** The server renders this page to HTML. */
export const storefront = { serverRendered: true };

export interface MatchedPage {
  handle: ShopRouteHandle;
  data: RouteData;
  /** The deepest route's path ('*' for an unknown path). */
  leafPath: string | undefined;
}

/** The routes matching a URL, from the root to the page. */
export function matchPage(routes: RouteObject[], url: URL): { matches: MatchedPage[]; leaf: MatchedPage } | null {
  const matches = matchRoutes(routes, url.pathname);
  if (!matches) return null;
  const pages = matches.map(({ route: matched, params }) => ({
    handle: (matched.handle ?? {}) as ShopRouteHandle,
    data: { params, searchParams: url.searchParams },
    leafPath: matched.path,
  }));
  return { matches: pages, leaf: pages.at(-1)! };
}

/** Loads the code and the messages of every page on screen at `url`, so that it renders without suspending. */
export async function preloadPages(routes: RouteObject[], url: URL, catalogue?: Catalogue): Promise<void> {
  await Promise.all([
    ...(matchPage(routes, url)?.matches ?? []).map(({ handle }) => handle.preload?.()),
    ...(catalogue ? [loadMessages(catalogue, messagesOfPages(routes, url))] : []),
  ]);
}

/** The parts of the messages the pages at `url` show (`ShopRouteHandle.messages`). */
export function messagesOfPages(routes: RouteObject[], url: URL): MessagePart[] {
  return [...new Set((matchPage(routes, url)?.matches ?? []).flatMap(({ handle }) => handle.messages ?? []))];
}

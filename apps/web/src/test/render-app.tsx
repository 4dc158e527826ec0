import type { ManagedCategory } from '@shop/shared/category.schema';
import { FIRST_CATEGORIES } from '@shop/shared/testing/categories';
import { FIRST_COLORS, FIRST_SIZE_SETS } from '@shop/shared/testing/colors-and-size-sets';
import type { ShopSettings } from '@shop/shared/settings.schema';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router';
import { expect, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { CatalogueProvider, type Catalogue } from '@/i18n/i18n';
import { firstPageAnswer } from './content-pages';

export const testSettings: ShopSettings = {
  name: 'Test Threads',
  email: 'hello@test-threads.example',
  phone: '+1 555 0100',
  city: 'Portland',
  state: 'Oregon',
  social: { github: 'https://github.com/example', facebook: 'https://facebook.com/example', instagram: 'https://instagram.com/example' },
  paymentProvider: 'test',
  mailDelivers: true,
  shipping: { flatRateCents: 0, freeOverCents: null, countries: ['US'] },
};

/** The seven categories a new shop starts with, as the admin's list answers them. */
export const testCategories: ManagedCategory[] = FIRST_CATEGORIES.map(([handle, name], position) => ({
  _id: `category-${handle}`,
  handle,
  name,
  description: '',
  image: '',
  seoTitle: '',
  seoDescription: '',
  position,
  hidden: false,
  products: 0,
  googleProductCategory: '',
  gender: null,
  ageGroup: null,
  translations: [],
}));

export interface ApiCall {
  method: string;
  /** Without the /api prefix: `/auth/login`. */
  path: string;
  url: URL;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** Answers one API call of a test, or returns undefined to leave it to the defaults. */
export type ApiHandler = (call: ApiCall) => Response | Promise<Response> | undefined;

export interface MockApiOptions {
  settings?: ShopSettings | 'pending';
  api?: ApiHandler;
}

/**
 * Replaces `fetch`: `api` answers first; then `GET /api/settings` answers `settings`, the
 * built-in pages (`GET /api/pages/{handle}`) their first words, and anything else 404. Pass `settings: 'pending'` to keep the settings loading for the whole test.
 */
export function mockApi({ settings = testSettings, api }: MockApiOptions = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = api?.({ method, path: url.pathname.replace(/^\/api/, ''), url, body });
    if (answer) return answer;
    // The categories a new shop starts with, as the API lists them.
    if (url.pathname === '/api/categories/manage') return Response.json({ categories: testCategories });
    // So are its colours and size sets.
    if (url.pathname === '/api/colors') return Response.json({ colors: FIRST_COLORS });
    if (url.pathname === '/api/size-sets') return Response.json({ sizeSets: FIRST_SIZE_SETS });
    // The shop's Markdown pages as a new shop has them.
    const pageHandle = /^\/api\/pages\/([a-z0-9-]+)$/.exec(url.pathname)?.[1];
    if (method === 'GET' && pageHandle) {
      const page = firstPageAnswer(pageHandle, settings === 'pending' ? testSettings : settings);
      return page ? Response.json(page) : Response.json({ message: 'No such page' }, { status: 404 });
    }
    if (url.pathname === '/api/settings') {
      if (settings === 'pending') return new Promise<Response>(() => {});
      return Response.json(settings);
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export interface RenderAppOptions extends MockApiOptions {
  /** Render inside React's StrictMode, which runs every effect twice (as in development). */
  strict?: boolean;
  /** The page's language other than the default, as a browser at its prefix (`/fr/…`) has it. */
  catalogue?: Catalogue;
  /** Wait for the page to arrive (the default); off for a page that only sends the browser elsewhere. */
  arrive?: boolean;
}

const ARRIVAL_TIMEOUT = 15_000;

/**
 * Renders the whole app at `path` and waits until the page and the shop settings have both
 * arrived (the tab title then ends in the shop name), so no update lands outside act().
 */
export async function renderApp(path = '/', options: RenderAppOptions = {}) {
  const fetchMock = mockApi(options);
  const queryClient = createTestQueryClient();
  const router = {} as TestRouter;
  const user = userEvent.setup();
  const app: ReactNode = (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter basename={options.catalogue?.language.prefix || undefined} initialEntries={[path]}>
        {options.catalogue ? (
          <CatalogueProvider catalogue={options.catalogue}>
            <AppRoutes />
          </CatalogueProvider>
        ) : (
          <AppRoutes />
        )}
        <RouterProbe router={router} />
      </MemoryRouter>
    </AppProviders>
  );
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  if (options.arrive !== false) {
    const name = options.settings === 'pending' ? 'Drip Studio' : (options.settings ?? testSettings).name;
    // The first page of a route also waits for its code to be compiled for the test (a lazy
    // route's modules, once per file): under a full run's load that took over the usual 3 s.
    await waitFor(() => expect(document.title).toMatch(new RegExp(` \\| ${name}$`)), { timeout: ARRIVAL_TIMEOUT });
    await screen.findByRole('heading', { level: 1 }, { timeout: ARRIVAL_TIMEOUT });
  }
  return { ...view, router, user, fetchMock, queryClient };
}

/** Where the app is, and a way to move it, as a test sees them. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

function RouterProbe({ router }: { router: TestRouter }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  // NOTE: written while rendering, so a test reads the location the screen shows.
  Object.assign(router, { state: { location, historyAction }, navigate });
  return null;
}

/** The calls the app made to `METHOD /path` (path without /api). */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): ApiCall[] {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      return { method: (init?.method ?? 'GET').toUpperCase(), path: url.pathname.replace(/^\/api/, ''), url, body };
    })
    .filter((call) => call.method === method && call.path === path);
}

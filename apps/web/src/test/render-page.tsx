/**
 * Renders one page at `path` under its route pattern, with the app's data layer, a router and
 * the toasts and the re-authentication dialog, but without the app's route table (pages are tested on their own; their wiring is
 * tested where the routes are). Any other path renders a stand-in heading, so that tests can
 * follow links and redirects.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { expect } from 'vitest';
import { ShopToaster } from '@/components/ui/toaster';
import { ReauthHost } from '@/features/auth/components/reauth-host';
import { createTestQueryClient, mockApi, testSettings, type MockApiOptions } from './render-app';
import { signIn, testAdmin } from './users';

function Elsewhere() {
  const { pathname } = useLocation();
  return <h1>Elsewhere: {pathname}</h1>;
}

export type RenderPageOptions = MockApiOptions & { route: string; path: string };

export async function renderPage(element: ReactElement, { route, path, ...options }: RenderPageOptions) {
  const fetchMock = mockApi(options);
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
      <ShopToaster />
      <ReauthHost />
    </QueryClientProvider>,
  );
  const name = options.settings === 'pending' ? 'Drip Studio' : (options.settings ?? testSettings).name;
  await waitFor(() => expect(document.title).toMatch(new RegExp(` \\| ${name}$`)));
  await screen.findByRole('heading', { level: 1 });
  return { ...view, router, user, fetchMock, queryClient };
}

/** `renderPage` for an admin page, signed in as the test admin. */
export function renderAdminPage(element: ReactElement, options: RenderPageOptions) {
  signIn(testAdmin);
  return renderPage(element, options);
}

/**
 * Renders one admin page at `path` under its route pattern, with the app's data layer, a
 * router and the toasts, but without the app's route table (pages are tested on their own;
 * their wiring is tested where the routes are). Any other path renders a stand-in heading, so
 * that tests can follow links and redirects.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { expect } from 'vitest';
import { createTestQueryClient, mockApi, testSettings, type MockApiOptions } from '@/test/render-app';
import { signIn, testAdmin } from '@/test/users';
import { ShopToaster } from '@/components/ui/toaster';

function Elsewhere() {
  const { pathname } = useLocation();
  return <h1>Elsewhere: {pathname}</h1>;
}

export async function renderAdminPage(
  element: ReactElement,
  { route, path, ...options }: MockApiOptions & { route: string; path: string },
) {
  signIn(testAdmin);
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
    </QueryClientProvider>,
  );
  await waitFor(() => expect(document.title).toMatch(new RegExp(` \\| ${testSettings.name}$`)));
  await screen.findByRole('heading', { level: 1 });
  return { ...view, router, user, fetchMock, queryClient };
}

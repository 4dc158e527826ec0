import type { ShopSettings } from '@shop/shared/settings.schema';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

export const testSettings: ShopSettings = {
  name: 'Test Threads',
  email: 'hello@test-threads.example',
  phone: '+1 555 0100',
  city: 'Portland',
  state: 'Oregon',
  social: { github: 'https://github.com/example', facebook: 'https://facebook.com/example', instagram: 'https://instagram.com/example' },
  paymentProvider: 'test',
};

/**
 * Replaces `fetch`: `GET /api/settings` answers `settings`, anything else 404. Pass
 * `settings: 'pending'` to keep the settings loading for the whole test.
 */
export function mockApi({ settings = testSettings }: { settings?: ShopSettings | 'pending' } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
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

/**
 * Renders the whole app at `path` and waits until the page and the shop settings have both
 * arrived (the tab title then ends in the shop name), so no update lands outside act().
 */
export async function renderApp(path = '/', options: { settings?: ShopSettings | 'pending' } = {}) {
  const fetchMock = mockApi(options);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const name = options.settings === 'pending' ? 'Drip Studio' : (options.settings ?? testSettings).name;
  await waitFor(() => expect(document.title).toMatch(new RegExp(` \\| ${name}$`)));
  await screen.findByRole('heading', { level: 1 });
  return { ...view, router, user, fetchMock };
}

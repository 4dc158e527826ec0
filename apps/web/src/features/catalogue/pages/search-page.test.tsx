import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { listResponse } from '../testing/catalogue-fixtures';

const finds =
  (total: number): ApiHandler =>
  ({ method, path }) =>
    method === 'GET' && path === '/products' ? Response.json(listResponse(total, 1, 100)) : undefined;

describe('the search page', () => {
  it("is titled 'Browse The Drip' with a labelled search box and a Search button", async () => {
    await renderApp('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Browse The Drip' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute('placeholder', 'Search...');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(document.title).toBe('Search | Test Threads');
  });

  it('sends nothing for an empty or blank search', async () => {
    const { user, fetchMock, router } = await renderApp('/search', { api: finds(3) });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(callsTo(fetchMock, 'GET', '/products')).toHaveLength(0);
    expect(router.state.location.search).toBe('');
  });

  it('trims the text, asks for page 1 with limit 100 and keeps the query in the URL', async () => {
    const { user, fetchMock, router } = await renderApp('/search', { api: finds(3) });
    await user.type(screen.getByRole('searchbox'), '  blak tee  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findAllByRole('link', { name: /^Tee number/ })).toHaveLength(3);
    expect(screen.getByText('3 results for “blak tee”')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=blak+tee');
    expect(screen.getByRole('searchbox')).toHaveValue('blak tee');
    const query = callsTo(fetchMock, 'GET', '/products')[0]?.url.searchParams;
    expect(query?.get('search')).toBe('blak tee');
    expect(query?.get('page')).toBe('1');
    expect(query?.get('limit')).toBe('100');
  });

  it('runs the search in the URL on load, and Back brings the earlier search and its text back', async () => {
    const { user, router } = await renderApp('/search?q=tee', { api: finds(2) });
    expect(await screen.findAllByRole('link', { name: /^Tee number/ })).toHaveLength(2);
    expect(screen.getByRole('searchbox')).toHaveValue('tee');

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'hoodie{Enter}');
    expect(router.state.location.search).toBe('?q=hoodie');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('searchbox')).toHaveValue('tee');
  });

  it("shows 'Loading...' while searching", async () => {
    await renderApp('/search?q=tee', {
      api: ({ path }) => (path === '/products' ? new Promise<Response>(() => {}) : undefined),
    });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it("shows 'No results found.' when nothing matches", async () => {
    await renderApp('/search?q=zzz', { api: finds(0) });
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });

  it("shows 'Error loading products.' when the search fails", async () => {
    await renderApp('/search?q=tee', {
      api: ({ path }) => (path === '/products' ? Response.json({ message: 'boom' }, { status: 500 }) : undefined),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading products.');
  });
});

import type { PageSummary } from '@shop/shared/page-content.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin } from '@/test/users';

const summary = (page: Partial<PageSummary> & Pick<PageSummary, 'handle' | 'title'>): PageSummary => ({
  _id: `page-${page.handle}`,
  builtIn: false,
  published: true,
  version: 1,
  updatedAt: '2026-01-01T10:00:00.000Z',
  updatedBy: null,
  ...page,
});

const PAGES = [
  summary({ handle: 'about', title: 'About the studio', builtIn: true }),
  summary({ handle: 'privacy', title: 'Privacy Policy', builtIn: true, version: 3, updatedBy: { _id: 'a1', username: 'Ada' } }),
  summary({ handle: 'lookbook', title: 'Lookbook', published: false, updatedBy: { _id: 'a1', username: 'Ada' } }),
];

function listApi(pages = PAGES): ApiHandler {
  let current = pages;
  return ({ method, path }) => {
    if (method === 'GET' && path === '/pages') return Response.json({ pages: current });
    if (method === 'DELETE' && path === '/pages/lookbook') {
      current = current.filter((page) => page.handle !== 'lookbook');
      return Response.json({ message: 'Page deleted' });
    }
    return undefined;
  };
}

async function renderList(api: ApiHandler = listApi()) {
  signIn(testAdmin);
  return renderApp('/dashboard/pages', { api });
}

describe('the pages list', () => {
  it('lists every page with its address, when and by whom it was last saved, and links to the editor', async () => {
    await renderList();
    const table = await screen.findByRole('table', { name: "The shop's pages" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: '/about' })).toHaveAttribute('href', '/about');
    expect(within(rows[0]!).getByText('the shop')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: '/pages/privacy' })).toHaveAttribute('href', '/pages/privacy');
    expect(within(rows[1]!).getByText('Ada')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Unpublished')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Edit About the studio' })).toHaveAttribute('href', '/dashboard/pages/about');
    expect(screen.getByRole('link', { name: 'New page' })).toHaveAttribute('href', '/dashboard/pages/new');
    // The built-in pages cannot be deleted; the owner's own can.
    expect(screen.queryByRole('button', { name: 'Delete About the studio' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Lookbook' })).toBeInTheDocument();
  });

  it('deletes an owner’s page after asking', async () => {
    const { user, fetchMock } = await renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Lookbook' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Page deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/pages/lookbook')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lookbook' })).not.toBeInTheDocument());
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    const { user } = await renderList(({ method, path }) => {
      if (method !== 'GET' || path !== '/pages') return undefined;
      if (fail) return Response.json({ message: 'Down' }, { status: 500 });
      return Response.json({ pages: PAGES });
    });
    expect(await screen.findByText('Error loading the pages.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: "The shop's pages" })).toBeInTheDocument();
  });

  it('is in the dashboard menu, under Pages', async () => {
    await renderList();
    const menu = await screen.findByRole('navigation', { name: /dashboard/i });
    expect(within(menu).getByRole('link', { name: 'Pages' })).toHaveAttribute('href', '/dashboard/pages');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category } from '@shop/shared/category.schema';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { listResponse } from '../testing/catalogue-fixtures';

const knitwear: Category = {
  _id: 'c1',
  handle: 'knitwear',
  name: 'Knitwear',
  description: 'Cable knits and merino, made to last.',
  image: '/uploads/knitwear-800.webp',
  seoTitle: '',
  seoDescription: '',
};

const collectionApi =
  (total: number): ApiHandler =>
  ({ method, path, url }) => {
    if (method !== 'GET') return undefined;
    if (path === '/categories/handle/knitwear') return Response.json({ category: knitwear });
    if (path.startsWith('/categories/')) return Response.json({ message: 'Category not found.' }, { status: 404 });
    if (path === '/products') return Response.json(listResponse(total, Number(url.searchParams.get('page') ?? 1), 12));
    return undefined;
  };

describe('a collection page', () => {
  it('shows the category’s name, description and picture, its products newest first, and a way to filter them in the shop', async () => {
    const { fetchMock } = await renderApp('/collections/knitwear?page=2', { api: collectionApi(30) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Knitwear' })).toBeInTheDocument();
    expect(screen.getByText('Cable knits and merino, made to last.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Filter and sort in the shop' })).toHaveAttribute('href', '/shop?category=knitwear');
    expect(await screen.findByText('30 products')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Knitwear | Test Threads'));
    const asked = callsTo(fetchMock, 'GET', '/products')[0]?.url.searchParams;
    expect(Object.fromEntries(asked ?? [])).toMatchObject({ category: 'knitwear', sort: 'newest', page: '2' });
    expect(screen.getByRole('link', { name: /page 3/i })).toHaveAttribute('href', '/collections/knitwear?page=3');
  });

  it('says so when the collection has no products yet', async () => {
    await renderApp('/collections/knitwear', { api: collectionApi(0) });
    expect(await screen.findByText('Nothing in this collection yet.')).toBeInTheDocument();
  });

  it("shows 'Collection not found' with a way back to the shop for a hidden or unknown one", async () => {
    await renderApp('/collections/gone', { api: collectionApi(0) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Collection not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });

  it('offers to try again when the collection cannot be loaded', async () => {
    await renderApp('/collections/knitwear', {
      api: ({ path }) => (path === '/categories/handle/knitwear' ? Response.json({ message: 'Down' }, { status: 503 }) : undefined),
    });
    expect(await screen.findByText('Error loading products.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteAfterCancellingOnce } from '@/test/confirm-delete';
import { pagingButtons } from '@/test/paging';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderAdminPage } from '@/test/render-page';
import { manyProducts, productsApi } from '../testing/admin-api';
import { ManageProductsPage } from './manage-products-page';

const render = (api: ApiHandler, path = '/dashboard/manage-products') =>
  renderAdminPage(<ManageProductsPage />, { route: '/dashboard/manage-products', path, api });

function rows() {
  return within(screen.getByRole('table', { name: 'Products' }))
    .getAllByRole('row')
    .slice(1);
}

describe('the manage products page', () => {
  it('lists 12 products a page, newest first, with image, name, category, price, date and actions', async () => {
    const { fetchMock } = await render(productsApi(manyProducts(30)).handler);
    expect(await screen.findByText('Showing 1 to 12 of 30 products')).toBeInTheDocument();
    expect(rows()).toHaveLength(12);
    const first = rows()[0] as HTMLElement;
    expect(first).toHaveTextContent('Tee number 1');
    expect(first).toHaveTextContent('Mens');
    expect(first).toHaveTextContent('$20.00');
    expect(first).toHaveTextContent('Oct 1, 2026');
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/p1-800.webp');
    expect(within(first).getByRole('link', { name: 'Edit Tee number 1' })).toHaveAttribute('href', '/dashboard/update-product/p1');

    const query = callsTo(fetchMock, 'GET', '/products')[0]?.url.searchParams;
    expect(query?.get('limit')).toBe('12');
    expect(query?.get('page')).toBe('1');
    expect(query?.get('sort')).toBe('newest');
  });

  it('pages with Previous, Next and numbered pages', async () => {
    const { user, router } = await render(productsApi(manyProducts(30)).handler);
    await screen.findByText('Showing 1 to 12 of 30 products');
    const pages = pagingButtons('Product pages');
    expect(pages.previous()).toBeDisabled();
    expect(pages.page(3)).toBeInTheDocument();

    await user.click(pages.next());
    expect(await screen.findByText('Showing 13 to 24 of 30 products')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Tee number 13'));

    await user.click(pages.page(3));
    expect(await screen.findByText('Showing 25 to 30 of 30 products')).toBeInTheDocument();
    expect(pages.next()).toBeDisabled();
    await user.click(pages.previous());
    expect(await screen.findByText('Showing 13 to 24 of 30 products')).toBeInTheDocument();
  });

  it("asks before deleting, says 'Product deleted successfully' and lists the products again", async () => {
    const { user, fetchMock } = await render(productsApi(manyProducts(13)).handler);
    await screen.findByText('Showing 1 to 12 of 13 products');

    await deleteAfterCancellingOnce(user, fetchMock, { row: 'Tee number 2', dialog: 'Delete product?', request: '/products/p2' });

    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/products/p2')).toHaveLength(1);
    expect(await screen.findByText('Showing 1 to 12 of 12 products')).toBeInTheDocument();
    expect(screen.queryByText('Tee number 2')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).not.toBeInTheDocument();
  });

  it('goes back a page when a deletion empties the last one', async () => {
    const { user, router } = await render(productsApi(manyProducts(13)).handler, '/dashboard/manage-products?page=2');
    await screen.findByText('Showing 13 to 13 of 13 products');
    await user.click(screen.getByRole('button', { name: 'Delete Tee number 13' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Showing 1 to 12 of 12 products')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('searches by name, and says so when nothing matches', async () => {
    const { user, fetchMock } = await render(productsApi(manyProducts(30)).handler);
    await screen.findByText('Showing 1 to 12 of 30 products');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'number 2{Enter}');
    expect(await screen.findByText('Showing 1 to 11 of 11 products')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/products').at(-1)?.url.searchParams.get('search')).toBe('number 2');

    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'velvet{Enter}');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all products' }));
    expect(await screen.findByText('Showing 1 to 12 of 30 products')).toBeInTheDocument();
  });

  it('invites to add the first product when there is none, and shows a skeleton while loading', async () => {
    let release: (response: Response) => void = () => {};
    await render(({ path }) => (path === '/products' ? new Promise<Response>((resolve) => (release = resolve)) : undefined));
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    release(
      Response.json({
        products: [],
        totalPages: 0,
        totalProducts: 0,
        page: 1,
        limit: 12,
        facets: { categories: [], colors: [], sizes: [], priceRanges: [] },
      }),
    );
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
  });

  it("says 'Error loading products.' when the list cannot be loaded", async () => {
    await render(({ path }) => (path === '/products' ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading products.');
  });
});

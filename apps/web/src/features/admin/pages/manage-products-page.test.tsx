import type { User } from '@shop/shared/auth.schema';
import type { ProductImportResponse } from '@shop/shared/product-admin.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { deleteAfterCancellingOnce } from '@/test/confirm-delete';
import { pagingButtons } from '@/test/paging';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderAdminPage, renderPage } from '@/test/render-page';
import { signIn, testStaff } from '@/test/users';
import { managedProduct, manyProducts, productsApi } from '../testing/admin-api';
import { ManageProductsPage } from './manage-products-page';
import { expectTextsIn, textsByRole } from '@/test/texts';
import { skeletonThenEmpty, turnToSecondPage } from '@/test/list-page';

const render = (api: ApiHandler, path = '/dashboard/manage-products') =>
  renderAdminPage(<ManageProductsPage />, { route: '/dashboard/manage-products', path, api });

/** The page as another staff member than the owner sees it. */
function renderAs(staff: User, api: ApiHandler) {
  signIn(staff);
  return renderPage(<ManageProductsPage />, { route: '/dashboard/manage-products', path: '/dashboard/manage-products', api });
}

function rows() {
  return within(screen.getByRole('table', { name: 'Products' }))
    .getAllByRole('row')
    .slice(1);
}
const listCalls = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, 'GET', '/products/manage');

const stocked = [
  managedProduct({ _id: 'a', name: 'Anorak', category: 'mens', price: 120, stock: [{ color: 'black', size: 'm', stock: 12 }] }),
  managedProduct({
    _id: 'b',
    name: 'Beret',
    category: 'accessories',
    price: 25,
    finalSale: true,
    stock: [
      { color: 'black', size: 'one-size', stock: 2 },
      { color: 'red', size: 'one-size', stock: 9 },
    ],
  }),
  managedProduct({ _id: 'c', name: 'Cardigan', category: 'womens', price: 80, stock: [{ color: 'beige', size: 's', stock: 1 }] }),
  managedProduct({ _id: 'd', name: 'Dress', category: 'dress', price: 95 }),
];

describe('the manage products page', () => {
  it('lists 12 products a page, newest first, with image, name, category, price, stock, date and actions', async () => {
    const { fetchMock } = await render(productsApi(manyProducts(30)).handler);
    expect(await screen.findByText('Showing 1 to 12 of 30 products')).toBeInTheDocument();
    expect(rows()).toHaveLength(12);
    const first = rows()[0] as HTMLElement;
    expectTextsIn(first, ['Tee number 1', 'Mens', '$20.00', 'Not tracked', 'Oct 1, 2026']);
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/p1-800.webp');
    expect(within(first).getByRole('link', { name: 'Edit Tee number 1' })).toHaveAttribute('href', '/dashboard/update-product/p1');

    const query = listCalls(fetchMock)[0]?.url.searchParams;
    expect(query?.get('limit')).toBe('12');
    expect(query?.get('page')).toBe('1');
    expect(query?.get('sort')).toBe('newest');
  });

  it('lists the products without Add, Edit, Delete, Stock, export or import for staff who may only see the catalogue', async () => {
    await renderAs(testStaff('fulfilment', { permissions: ['catalogue.view'] }), productsApi(stocked).handler);
    await screen.findByText('Showing 1 to 4 of 4 products');
    expect(textsByRole(screen.getByRole('table', { name: 'Products' }), 'columnheader')).not.toContain('Actions');
    expect(screen.queryByRole('link', { name: /Add Product|^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete |^Stock of |Export CSV|Import CSV/ })).not.toBeInTheDocument();
  });

  it('shows the units in stock, low stock and final sale', async () => {
    await render(productsApi(stocked).handler);
    await screen.findByText('Showing 1 to 4 of 4 products');
    const [anorak, beret, cardigan, dress] = rows() as HTMLElement[];
    expect(anorak).toHaveTextContent('12 units');
    expect(anorak).not.toHaveTextContent('Low stock');
    expect(beret).toHaveTextContent('11 units');
    expect(beret).toHaveTextContent('Low stock');
    expect(beret).toHaveTextContent('Final sale');
    expect(cardigan).toHaveTextContent('1 unit');
    expect(dress).toHaveTextContent('Not tracked');
  });

  it('pages with Previous, Next and numbered pages', async () => {
    const { user, router } = await render(productsApi(manyProducts(30)).handler);
    await screen.findByText('Showing 1 to 12 of 30 products');
    expect(pagingButtons('Product pages').page(3)).toBeInTheDocument();

    const pages = await turnToSecondPage(user, router, { pages: 'Product pages', showing: 'Showing 13 to 24 of 30 products' });
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Tee number 13'));

    await user.click(pages.page(3));
    expect(await screen.findByText('Showing 25 to 30 of 30 products')).toBeInTheDocument();
    expect(pages.next()).toBeDisabled();
    await user.click(pages.previous());
    expect(await screen.findByText('Showing 13 to 24 of 30 products')).toBeInTheDocument();
  });

  it('filters by category and low stock and sorts, from the server, keeping each choice in the URL and going back to page 1', async () => {
    const { user, router, fetchMock } = await render(productsApi(stocked).handler, '/dashboard/manage-products?page=1');
    await screen.findByText('Showing 1 to 4 of 4 products');
    const category = screen.getByRole('combobox', { name: 'Category' });
    // The shop's categories by name, in its order (they load beside the products).
    await waitFor(() =>
      expect(textsByRole(category, 'option')).toEqual([
        'All categories',
        'Womens',
        'Mens',
        'Kids',
        'Accessories',
        'Dress',
        'Jewellery',
        'Cosmetics',
      ]),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Low stock (3 or fewer)' }));
    await waitFor(() => expect(rows().map((row) => row.querySelector('.font-medium')?.textContent)).toEqual(['Beret', 'Cardigan']));
    expect(router.state.location.search).toBe('?lowStock=true');
    expect(listCalls(fetchMock).at(-1)?.url.searchParams.get('lowStock')).toBe('true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest price');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Cardigan'));
    expect(router.state.location.search).toBe('?lowStock=true&sort=price-desc');

    await user.selectOptions(category, 'accessories');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Beret');
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('accessories');
    const last = listCalls(fetchMock).at(-1)?.url.searchParams;
    expect([last?.get('category'), last?.get('lowStock'), last?.get('sort')]).toEqual(['accessories', 'true', 'price-desc']);

    await user.selectOptions(category, 'kids');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Nothing in the shop is in Kids and runs low. Try another search or filter.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all products' }));
    expect(await screen.findByText('Showing 1 to 4 of 4 products')).toBeInTheDocument();
    // The sort is not a filter: it stays.
    expect(router.state.location.search).toBe('?sort=price-desc');
    expect(screen.getByRole('checkbox', { name: 'Low stock (3 or fewer)' })).not.toBeChecked();
  });

  it('opens with the search, filters and sort of its URL', async () => {
    const { fetchMock } = await render(
      productsApi(stocked).handler,
      '/dashboard/manage-products?search=ard&category=womens&sort=name-desc',
    );
    expect(await screen.findByText('Showing 1 to 1 of 1 products')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('ard');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('womens');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name-desc');
    const query = listCalls(fetchMock)[0]?.url.searchParams;
    expect([query?.get('search'), query?.get('category'), query?.get('sort')]).toEqual(['ard', 'womens', 'name-desc']);
  });

  it("asks before deleting, says 'Product deleted successfully' and lists the products again", async () => {
    const { user, fetchMock } = await render(productsApi(manyProducts(13)).handler);
    await screen.findByText('Showing 1 to 12 of 13 products');

    await deleteAfterCancellingOnce(user, fetchMock, {
      row: 'Tee number 2',
      dialog: 'Delete product?',
      request: '/products/p2',
      said: 'Product deleted successfully',
    });
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
    expect(listCalls(fetchMock).at(-1)?.url.searchParams.get('search')).toBe('number 2');

    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'velvet{Enter}');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all products' }));
    expect(await screen.findByText('Showing 1 to 12 of 30 products')).toBeInTheDocument();
  });

  it('invites to add the first product when there is none, and shows a skeleton while loading', async () => {
    await skeletonThenEmpty(render, {
      holds: ({ path }) => path === '/products/manage',
      api: productsApi([]).handler,
      loading: 'Loading products',
      empty: 'No products yet',
    });
  });

  it("says 'Error loading products.' when the list cannot be loaded", async () => {
    await render(({ path }) =>
      path === '/products/manage' ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading products.');
  });
});

describe('Stock', () => {
  const stockCalls = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, 'PATCH', '/products/b/stock');

  it('lets Fulfilment staff set the counts of a counted product, without Edit or Delete, and lists the new total', async () => {
    const { user, fetchMock } = await renderAs(testStaff('fulfilment'), productsApi(stocked).handler);
    await screen.findByText('Showing 1 to 4 of 4 products');
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    // Only the products that count their stock have it: not the Dress.
    expect(screen.getAllByRole('button', { name: /^Stock of / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Stock of Anorak',
      'Stock of Beret',
      'Stock of Cardigan',
    ]);

    const opener = screen.getByRole('button', { name: 'Stock of Beret' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Set stock' });
    expect(dialog).toHaveAccessibleDescription('Beret: the units in stock of each colour and size.');
    const black = within(dialog).getByRole('spinbutton', { name: 'Black / One size' });
    expect(black).toHaveFocus();
    expect(black).toHaveValue(2);
    expect(within(dialog).getByRole('spinbutton', { name: 'Red / One size' })).toHaveValue(9);

    await user.clear(black);
    await user.type(black, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stock updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Only the line that changed is sent: the other keeps what sales take meanwhile.
    expect(stockCalls(fetchMock).map((call) => call.body)).toEqual([{ stock: [{ color: 'black', size: 'one-size', stock: 7 }] }]);
    await waitFor(() => expect(rows()[1]).toHaveTextContent('16 units'));
    expect(rows()[1]).not.toHaveTextContent('Low stock');
    expect(opener).toHaveFocus();
  });

  it('checks the numbers before sending, and keeps them with the server’s reason when it refuses', async () => {
    const { handler } = productsApi(stocked);
    const refusal = 'Invalid input: The stock of Red / One size is not counted.';
    const { user, fetchMock } = await renderAs(testStaff('fulfilment'), (call) =>
      call.method === 'PATCH' ? Response.json({ message: refusal }, { status: 400 }) : handler(call),
    );
    await screen.findByText('Showing 1 to 4 of 4 products');
    await user.click(screen.getByRole('button', { name: 'Stock of Beret' }));
    const dialog = screen.getByRole('dialog', { name: 'Set stock' });
    const red = within(dialog).getByRole('spinbutton', { name: 'Red / One size' });

    await user.clear(red);
    await user.type(red, '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number from 0 to 1,000,000.')).toBeInTheDocument();
    expect(red).toHaveAttribute('aria-invalid', 'true');
    expect(stockCalls(fetchMock)).toHaveLength(0);

    await user.clear(red);
    await user.type(red, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Could not save the stock.${refusal}`);
    expect(red).toHaveValue(4);
    expect(stockCalls(fetchMock).map((call) => call.body)).toEqual([{ stock: [{ color: 'red', size: 'one-size', stock: 4 }] }]);
  });

  it('closes with Cancel or Escape, sending nothing, and saving unchanged numbers sends nothing either', async () => {
    const { user, fetchMock } = await renderAs(testStaff('fulfilment'), productsApi(stocked).handler);
    await screen.findByText('Showing 1 to 4 of 4 products');
    const opener = screen.getByRole('button', { name: 'Stock of Beret' });

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stockCalls(fetchMock)).toHaveLength(0);
  });
});

describe('Export CSV', () => {
  it('downloads the CSV under the name the server gives, and says when it fails', async () => {
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:products');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, saved));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => click.mockRestore());
    let fail = false;
    const { handler } = productsApi(stocked);
    const { user } = await render((call) => {
      if (call.path !== '/products/export.csv') return handler(call);
      if (fail) return Response.json({ message: 'Please sign in to continue.' }, { status: 403 });
      return new Response('name,category\r\nAnorak,mens\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="products-2026-11-24.csv"' },
      });
    });
    await screen.findByText('Showing 1 to 4 of 4 products');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Products exported to products-2026-11-24.csv')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('name,category\r\nAnorak,mens\r\n');

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Please sign in to continue.')).toBeInTheDocument();
  });
});

describe('Import CSV', () => {
  const header = 'name,category,colors,sizes,price,oldPrice,description,stock,finalSale';
  const product = (name: string) => ({
    name,
    category: 'mens',
    colors: ['black'],
    sizes: ['m'],
    price: 30,
    oldPrice: null,
    description: 'Soft.',
    stock: [{ color: 'black', size: 'm', stock: 4 }],
    finalSale: false,
  });
  /** The preview of the two-row file: the Field Tee is ready, and the Cap row as given. */
  const preview = (message: string, cap: ProductImportResponse['rows'][number]): ProductImportResponse => ({
    message,
    dryRun: true,
    created: 0,
    newCategories: [],
    rows: [{ row: 2, name: 'Field Tee', product: product('Field Tee'), errors: [] }, cap],
  });
  const withErrors = preview('1 row of 2 has errors.', {
    row: 3,
    name: 'Cap',
    product: null,
    errors: [{ field: 'price', message: 'price must be a number' }],
  });
  const clean = preview('2 products ready to import.', { row: 3, name: 'Cap', product: { ...product('Cap'), stock: null }, errors: [] });

  function importApi() {
    const { handler } = productsApi(stocked);
    const api: ApiHandler = (call) => {
      if (call.method === 'POST' && call.path === '/products/import') {
        const { csv } = call.body as { csv: string };
        if (call.url.searchParams.get('dryRun') === 'false') {
          return Response.json({ ...clean, dryRun: false, created: 2, message: '2 products imported.' }, { status: 201 });
        }
        if (!csv.startsWith('name,')) return Response.json({ message: 'Unknown column: colour.' }, { status: 400 });
        return Response.json(csv.includes(',free,') ? withErrors : clean);
      }
      return handler(call);
    };
    return api;
  }
  const csvFile = (text: string, name = 'products.csv') => new File([text], name, { type: 'text/csv' });

  it('previews each row with its errors, imports only a file without errors, then refreshes the list', async () => {
    const { user, fetchMock } = await render(importApi());
    await screen.findByText('Showing 1 to 4 of 4 products');
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import products' });
    const importButton = () => within(dialog).getByRole('button', { name: /^Import \d* ?products?$/ });
    expect(importButton()).toBeDisabled();

    const bad = `${header}\nField Tee,mens,black,m,30,,Soft.,black/m=4,\nCap,mens,black,m,free,,Soft.,,\n`;
    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), csvFile(bad));
    expect(await within(dialog).findByText('1 row of 2 has errors. Fix it in the file, then choose it again.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/products/import')[0]).toMatchObject({ body: { csv: bad } });
    expect(callsTo(fetchMock, 'POST', '/products/import')[0]?.url.searchParams.get('dryRun')).toBe('true');
    const preview = within(dialog).getByRole('table', { name: 'Preview of the import' });
    const [first, second] = within(preview).getAllByRole('row').slice(1) as HTMLElement[];
    expectTextsIn(first!, ['Field Tee', '$30.00', '4 units', 'Ready']);
    expectTextsIn(second!, ['Cap', 'price must be a number']);
    expect(importButton()).toBeDisabled();

    const fixed = bad.replace(',free,', ',25,');
    await user.upload(within(dialog).getByLabelText('Choose another file'), csvFile(fixed, 'fixed.csv'));
    expect(await within(dialog).findByText('2 products ready to import.')).toBeInTheDocument();
    expect(within(dialog).getByText('fixed.csv')).toBeInTheDocument();
    const listedBefore = listCalls(fetchMock).length;
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 products' }));

    expect(await screen.findByText('2 products imported.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = callsTo(fetchMock, 'POST', '/products/import').at(-1);
    expect(sent?.url.searchParams.get('dryRun')).toBe('false');
    expect(sent?.body).toEqual({ csv: fixed });
    await waitFor(() => expect(listCalls(fetchMock).length).toBeGreaterThan(listedBefore));
  });

  it('lists the colours and sizes an import adds to the shop', async () => {
    const api = importApi();
    const { user } = await render((call) =>
      call.method === 'POST' && call.path === '/products/import'
        ? Response.json({ ...clean, newColors: ['mustard-yellow'], newSizes: ['xxs', '50'] })
        : api(call),
    );
    await screen.findByText('Showing 1 to 4 of 4 products');
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import products' });
    await user.upload(
      within(dialog).getByLabelText('Choose a CSV file'),
      csvFile(`${header}\nField Tee,mens,mustard-yellow,xxs|50,30,,Soft.,,\n`),
    );
    expect(await within(dialog).findByText('New colour, added with the import:')).toHaveTextContent('Mustard yellow');
    expect(within(dialog).getByText('New sizes, added to Letters with the import:')).toHaveTextContent('XXS, 50');
  });

  it('says why a file cannot be imported, and keeps the dialog open to choose another', async () => {
    const { user } = await render(importApi());
    await screen.findByText('Showing 1 to 4 of 4 products');
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import products' });
    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), csvFile('colour\nblack\n'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This file cannot be imported.Unknown column: colour.');
    expect(within(dialog).getByRole('button', { name: 'Import products' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { listResponse } from '../testing/catalogue-fixtures';

/** A catalogue of `total` products, paged as the API pages it. */
const catalogue =
  (total: number): ApiHandler =>
  ({ method, path, url }) => {
    if (method !== 'GET' || path !== '/products') return undefined;
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    return Response.json(listResponse(total, page, limit));
  };

/** A filter choice, a radio looked up inside its group (fast, and 'L' cannot mean 'XL'). */
const choice = (group: string, name: string) => within(screen.getByRole('group', { name: group })).getByRole('radio', { name });

/** The one checked choice of a group (getByRole fails if there are none or several). */
const chosen = (group: string) => within(screen.getByRole('group', { name: group })).getByRole('radio', { checked: true });

/** The values a group's radios send, in order. */
const valuesOf = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).value);

const filterForm = () => screen.getByRole('group', { name: 'Category' }).closest('form') as HTMLFormElement;

async function renderShop(path: string, api: ApiHandler = catalogue(10)) {
  const view = await renderApp(path, { api });
  /** Waits for the filters to reach the URL. */
  const urlSearchBecomes = (search: string) => waitFor(() => expect(view.router.state.location.search).toBe(search));
  return { ...view, urlSearchBecomes };
}

describe('the shop page', () => {
  it('shows a spinner and skeleton cards while the products load', async () => {
    await renderShop('/shop', ({ path }) => (path === '/products' ? new Promise<Response>(() => {}) : undefined));
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
    expect(screen.queryByRole('link', { name: /Tee number/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Shop | Test Threads');
  });

  it("shows '{totalProducts} items on stock', 'Showing 1-4' and four product cards", async () => {
    const { fetchMock } = await renderShop('/shop');
    expect(await screen.findByText('10 items on stock')).toBeInTheDocument();
    expect(screen.getByText('Showing 1-4')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Tee number/ });
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAttribute('href', '/shop/p1');

    const image = screen.getByRole('img', { name: 'Tee number 1' });
    expect(image).toHaveAttribute('srcset', '/uploads/p1-400.webp 400w, /uploads/p1-800.webp 800w');
    expect(image).toHaveAttribute('sizes');
    expect(screen.getByRole('img', { name: 'Tee number 4' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('$20.00')).toBeInTheDocument();

    const query = callsTo(fetchMock, 'GET', '/products')[0]?.url.searchParams;
    expect(query?.get('page')).toBe('1');
    expect(query?.get('limit')).toBe('4');
    expect(query?.has('category')).toBe(false);
  });

  it('strikes through the old price and says so in words', async () => {
    await renderShop('/shop', ({ path }) => {
      if (path !== '/products') return undefined;
      const answer = listResponse(1);
      answer.products = answer.products.map((product) => ({ ...product, price: 19.5, oldPrice: 30 }));
      return Response.json(answer);
    });
    const oldPrice = await screen.findByText('$30.00');
    expect(oldPrice.closest('del')).toHaveTextContent(', was $30.00');
    expect(screen.getByText('$19.50')).toBeInTheDocument();
  });

  it('shows a running sale’s price on the card, the regular price struck through, with a Sale badge', async () => {
    await renderShop('/shop', ({ path }) => {
      if (path !== '/products') return undefined;
      const answer = listResponse(2);
      answer.products = [
        { ...answer.products[0]!, price: 30, salePrice: 24 },
        { ...answer.products[1]!, price: 30 },
      ];
      return Response.json(answer);
    });
    const [onSale, regular] = (await screen.findAllByRole('article')).slice(0, 2);
    expect(within(onSale!).getByText('$24.00')).toBeInTheDocument();
    expect(within(onSale!).getByText('$30.00').closest('s')).toHaveTextContent('Regular price: $30.00');
    expect(within(onSale!).getByText('Sale')).toBeInTheDocument();
    expect(within(regular!).queryByText('Sale')).not.toBeInTheDocument();
    expect(regular!.querySelector('s')).toBeNull();
  });

  it("reads 'From $X' on the card of a product whose variants are priced apart", async () => {
    await renderShop('/shop', ({ path }) => {
      if (path !== '/products') return undefined;
      const answer = listResponse(2);
      answer.products = [
        { ...answer.products[0]!, price: 30, minPrice: 28, maxPrice: 36 },
        { ...answer.products[1]!, price: 30 },
      ];
      return Response.json(answer);
    });
    expect(await screen.findByText('From $28.00')).toBeInTheDocument();
    expect(screen.getByText('$30.00')).toBeInTheDocument();
  });

  it("shows 'Coming Soon' when nothing matches", async () => {
    await renderShop('/shop?color=pink', catalogue(0));
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText('0 items on stock')).toBeInTheDocument();
  });

  it("shows 'Error loading products.' when the list cannot be loaded", async () => {
    await renderShop('/shop', ({ path }) => (path === '/products' ? Response.json({ message: 'boom' }, { status: 500 }) : undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading products.');
  });

  it('reads the filters from the URL and asks the API for them', async () => {
    const { fetchMock } = await renderShop('/shop?category=mens&color=black&size=l&minPrice=50&maxPrice=100&sort=price-asc&page=2');
    await screen.findByText('Showing 5-8');
    expect(chosen('Category')).toHaveAccessibleName('Mens');
    expect(chosen('Color')).toHaveAccessibleName('Black');
    expect(chosen('Size')).toHaveAccessibleName('L');
    expect(chosen('Price range')).toHaveAccessibleName('$50 - $100');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-asc');
    const query = callsTo(fetchMock, 'GET', '/products').at(-1)?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({
      category: 'mens',
      color: 'black',
      size: 'l',
      minPrice: '50',
      maxPrice: '100',
      sort: 'price-asc',
      page: '2',
      limit: '4',
    });
  });

  it('offers the storefront values plus what the facets report, each with its count, as radio groups', async () => {
    await renderShop('/shop');
    await screen.findByText('10 items on stock');
    for (const group of ['Category', 'Color', 'Size', 'Price range']) {
      expect(screen.getByRole('group', { name: group }).tagName).toBe('FIELDSET');
      for (const radio of within(screen.getByRole('group', { name: group })).getAllByRole('radio')) {
        expect(radio).toHaveAttribute('type', 'radio');
      }
    }
    expect(screen.queryAllByRole('link', { name: /^(All|Mens|Black|XL|Any price|Under \$50)$/ })).toEqual([]);
    expect(valuesOf('Category')).toEqual(['all', 'womens', 'mens', 'kids', 'accessories']);
    expect(chosen('Category')).toHaveAccessibleName('All');
    expect(choice('Category', 'Womens')).toHaveAccessibleDescription('12 products');
    expect(valuesOf('Color')).toEqual(['all', 'black', 'red', 'blue', 'green', 'pink', 'gold']);
    expect(valuesOf('Size')).toEqual(['all', 's', 'm', 'l', 'xl']);
    expect(valuesOf('Price range')).toEqual(['', '0-50', '50-100', '100-200', '200-']);
    expect(choice('Price range', 'Under $50')).toHaveAccessibleDescription('14 products');
    expect(choice('Price range', '$200 and above')).toHaveAccessibleDescription('1 product');
    expect(chosen('Price range')).toHaveAccessibleName('Any price');
  });

  it('is a GET form to the shop that keeps the sort and sends no page, with an Apply button for browsers without JavaScript', async () => {
    await renderShop('/shop?category=mens&color=black&sort=price-asc&page=2');
    await screen.findByText('Showing 5-8');
    const form = filterForm();
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/shop');
    expect(form).toHaveFormValues({ category: 'mens', color: 'black', size: 'all', price: '', sort: 'price-asc' });
    expect(form.elements.namedItem('page')).toBeNull();
    const apply = within(form).getByRole('button', { name: 'Apply' });
    expect(apply).toHaveAttribute('type', 'submit');
    expect(apply).toHaveClass('scripting:hidden');
    expect(screen.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', '/shop?sort=price-asc');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/shop?category=mens&color=black&sort=price-asc&page=3',
    );
  });

  it('keeps a price range typed into the URL when the form is sent', async () => {
    await renderShop('/shop?minPrice=30&maxPrice=70');
    await screen.findByText('Showing 1-4');
    expect(within(screen.getByRole('group', { name: 'Price range' })).queryByRole('radio', { checked: true })).toBeNull();
    expect(filterForm()).toHaveFormValues({ minPrice: '30', maxPrice: '70' });
  });

  it('applies Apply, as a browser that sends the form would, at the tidy address', async () => {
    const { user, urlSearchBecomes } = await renderShop('/shop?size=m&sort=rating&page=2');
    await screen.findByText('Showing 5-8');
    await user.click(within(filterForm()).getByRole('button', { name: 'Apply' }));
    await urlSearchBecomes('?size=m&sort=rating');
  });

  it('keeps the filters and starts at page 1 when the sort form is sent without JavaScript', async () => {
    await renderShop('/shop?category=mens&minPrice=200&sort=rating&page=2');
    await screen.findByText('Showing 5-8');
    const form = screen.getByLabelText('Sort by').closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/shop');
    expect(form).toHaveFormValues({ category: 'mens', minPrice: '200', sort: 'rating' });
    expect(within(form as HTMLFormElement).getByRole('button', { name: 'Sort' })).toHaveAttribute('type', 'submit');
  });

  it('writes a filter choice to the URL as a new history entry, back at page 1', async () => {
    const { user, router, urlSearchBecomes } = await renderShop('/shop?category=mens&page=2');
    await screen.findByText('Showing 5-8');
    await user.click(choice('Color', 'Black'));
    await urlSearchBecomes('?category=mens&color=black');
    expect(router.state.historyAction).toBe('PUSH');
    await screen.findByText('Showing 1-4');
    expect(choice('Color', 'Black')).toBeChecked();
    expect(choice('Color', 'Black')).toHaveFocus();
  });

  it('moves through a group with the arrow keys, each choice applied with the focus kept on it', async () => {
    const { user, urlSearchBecomes } = await renderShop('/shop?category=mens');
    await screen.findByText('Showing 1-4');
    choice('Size', 'M').focus();
    await user.keyboard('{ArrowDown}');
    await urlSearchBecomes('?category=mens&size=l');
    expect(choice('Size', 'L')).toBeChecked();
    expect(choice('Size', 'L')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    await urlSearchBecomes('?category=mens&size=m');
    expect(choice('Size', 'M')).toHaveFocus();
  });

  it('writes the size, the price range, category all and the sort to the URL', async () => {
    const { user, urlSearchBecomes } = await renderShop('/shop?category=mens&color=black');
    await screen.findByText('Showing 1-4');
    await user.click(choice('Size', 'XL'));
    await urlSearchBecomes('?category=mens&color=black&size=xl');
    await user.click(choice('Price range', '$200 and above'));
    await urlSearchBecomes('?category=mens&color=black&size=xl&minPrice=200');
    await user.click(choice('Category', 'All'));
    await urlSearchBecomes('?color=black&size=xl&minPrice=200');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'rating');
    await urlSearchBecomes('?color=black&size=xl&minPrice=200&sort=rating');
  });

  it('undoes one filter change at a time with Back', async () => {
    const { user, router, urlSearchBecomes } = await renderShop('/shop?category=mens');
    await screen.findByText('Showing 1-4');
    await user.click(choice('Color', 'Black'));
    await urlSearchBecomes('?category=mens&color=black');
    await user.click(choice('Size', 'XL'));
    await urlSearchBecomes('?category=mens&color=black&size=xl');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?category=mens&color=black');
    expect(chosen('Size')).toHaveAccessibleName('All');
    expect(chosen('Color')).toHaveAccessibleName('Black');
    await act(() => router.navigate(-1));
    expect(chosen('Color')).toHaveAccessibleName('All');
    expect(chosen('Category')).toHaveAccessibleName('Mens');
  });

  it('Clear Filters resets category, colour and size to all and removes the price range', async () => {
    const { user, urlSearchBecomes } = await renderShop('/shop?category=kids&color=red&size=s&minPrice=0&maxPrice=50&page=2');
    await screen.findByText('Showing 5-8');
    await user.click(screen.getByRole('link', { name: 'Clear Filters' }));
    await urlSearchBecomes('');
    for (const group of ['Category', 'Color', 'Size']) expect(chosen(group)).toHaveAccessibleName('All');
    expect(chosen('Price range')).toHaveAccessibleName('Any price');
    expect(choice('Price range', 'Under $50')).not.toBeChecked();
  });

  it("toggles the filters on small screens with 'Show Filters' / 'Hide Filters'", async () => {
    const { user } = await renderShop('/shop');
    const toggle = screen.getByRole('button', { name: 'Show Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide Filters');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toHaveClass('hidden');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Show Filters');
    expect(panel).toHaveClass('hidden');
  });

  it('pages with Previous, numbered pages and Next, disabled at the ends', async () => {
    const { user, router } = await renderShop('/shop?category=mens');
    await screen.findByText('Showing 1-4');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getAllByRole('link', { name: /^Page/ })).toHaveLength(3);

    await user.click(within(pagination).getByRole('link', { name: 'Next' }));
    await screen.findByText('Showing 5-8');
    expect(router.state.location.search).toBe('?category=mens&page=2');
    expect(router.state.historyAction).toBe('PUSH');

    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await screen.findByText('Showing 9-10');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/shop?category=mens&page=2');
    expect(screen.getAllByRole('link', { name: /^Tee number/ })).toHaveLength(2);

    await act(() => router.navigate(-1));
    await screen.findByText('Showing 5-8');
  });

  it('shows the last page for a page past the end, and the first for a page that is not a number', async () => {
    const { router } = await renderShop('/shop?page=99');
    await screen.findByText('Showing 9-10');
    expect(router.state.location.search).toBe('?page=3');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
  });

  it('treats a malformed page or price in the URL as absent instead of failing', async () => {
    const { fetchMock } = await renderShop('/shop?page=-2&minPrice=abc&sort=cheapest');
    await screen.findByText('Showing 1-4');
    const query = callsTo(fetchMock, 'GET', '/products')[0]?.url.searchParams;
    expect(query?.get('page')).toBe('1');
    expect(query?.has('minPrice')).toBe(false);
    expect(query?.get('sort')).toBe('newest');
  });

  it('announces the result counts in a live region', async () => {
    await renderShop('/shop');
    const counts = await screen.findByText('10 items on stock');
    expect(counts.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });
});

describe('a product card', () => {
  it("says 'Final sale' on a final-sale product's card only", async () => {
    await renderShop('/shop', ({ method, path }) => {
      if (method !== 'GET' || path !== '/products') return undefined;
      const page = listResponse(2, 1, 4);
      return Response.json({ ...page, products: page.products.map((product, index) => ({ ...product, finalSale: index === 0 })) });
    });
    const finalSaleCard = (await screen.findByRole('link', { name: 'Tee number 1' })).closest('article')!;
    const otherCard = screen.getByRole('link', { name: 'Tee number 2' }).closest('article')!;
    expect(within(finalSaleCard).getByText('Final sale')).toBeInTheDocument();
    expect(within(otherCard).queryByText('Final sale')).not.toBeInTheDocument();
  });
});

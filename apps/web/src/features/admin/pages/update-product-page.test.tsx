import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { variantStock } from '@shop/shared/testing/products';
import { makeProduct } from '@/features/catalogue/testing/catalogue-fixtures';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderAdminPage } from '@/test/render-page';
import { UpdateProductPage } from './update-product-page';

// makeProduct's Heavy Cotton Tee (mens, black and blue, $24): the form must show every field as loaded.
const product = makeProduct({
  _id: 'p7',
  categories: ['accessories'],
  sizes: ['s', 'm', 'l'],
  oldPrice: 30,
  // Blue M is not counted: the product lists no stock line for it.
  stock: variantStock({ 'black/s': 3, 'black/m': 0, 'black/l': 1, 'blue/s': 2, 'blue/l': 0 }),
});

const render = (api: ApiHandler) =>
  renderAdminPage(<UpdateProductPage />, {
    route: '/dashboard/update-product/:id',
    path: '/dashboard/update-product/p7',
    api,
  });

const productApi: ApiHandler = ({ method, path, body }) => {
  if (method === 'GET' && path === '/products/p7') return Response.json({ product, reviews: [] });
  if (method === 'PATCH' && path === '/products/update-product/p7') {
    return Response.json({
      message: 'Product updated successfully',
      product: { ...product, price: (body as { price: number }).price },
    });
  }
  return undefined;
};

describe('the update product page', () => {
  it('fills the form with the product, saves the change and goes to Manage Items', async () => {
    const { user, fetchMock, router } = await render(productApi);
    expect(await screen.findByLabelText('Product Name')).toHaveValue('Heavy Cotton Tee');
    expect(screen.getByLabelText('Category')).toHaveValue('mens');
    expect(screen.getByLabelText('Color')).toHaveValue('black');
    expect(screen.getByRole('checkbox', { name: 'Accessories' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kids' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Blue' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Size L' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Size XL' })).not.toBeChecked();
    expect(screen.getByLabelText('Price')).toHaveValue('24.00');
    expect(screen.getByLabelText('Old Price')).toHaveValue('30.00');
    expect(screen.getByLabelText('Description')).toHaveValue('A boxy tee in heavy cotton.');
    expect(screen.getByRole('img', { name: 'Preview of the product image' })).toHaveAttribute('src', '/uploads/p7-800.webp');
    expect(screen.getByRole('switch', { name: 'Track stock per colour and size' })).toBeChecked();
    expect(screen.getByLabelText('Black S in stock')).toHaveValue(3);
    expect(screen.getByLabelText('Blue L in stock')).toHaveValue(0);

    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '27.5');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/manage-products'));
    const body = callsTo(fetchMock, 'PATCH', '/products/update-product/p7')[0]?.body as Record<string, unknown>;
    // What was not edited goes back as it was loaded.
    const { name, category, categories, color, sizes, oldPrice } = product;
    expect(body).toMatchObject({ name, category, categories, colors: color, sizes, oldPrice, price: 27.5 });
    // The stored image is not sent back: nothing to change; nor any gift card, which it is not.
    expect(body).not.toHaveProperty('image');
    expect(body).not.toHaveProperty('giftCard');
    expect(body.stock).toHaveLength(6);
    expect(body.stock).toContainEqual({ color: 'black', size: 's', stock: 3 });
    expect(body.stock).toContainEqual({ color: 'blue', size: 'm', stock: null });
  });

  it('shows an uncounted variant as always for sale, and counts it once ticked', async () => {
    const { user, fetchMock } = await render(productApi);
    const count = await screen.findByRole('checkbox', { name: 'Count the stock of Blue M' });
    expect(count).not.toBeChecked();
    expect(screen.queryByLabelText('Blue M in stock')).not.toBeInTheDocument();
    expect(screen.getByText('Always for sale')).toBeInTheDocument();
    await user.click(count);
    await user.type(screen.getByLabelText('Blue M in stock'), '4');
    await user.click(screen.getByRole('checkbox', { name: 'Count the stock of Black L' }));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await screen.findByText('Product updated successfully');
    const body = callsTo(fetchMock, 'PATCH', '/products/update-product/p7')[0]?.body as Record<string, unknown>;
    expect(body.stock).toContainEqual({ color: 'blue', size: 'm', stock: 4 });
    expect(body.stock).toContainEqual({ color: 'black', size: 'l', stock: null });
  });

  it('can stop tracking stock and drop the old price', async () => {
    const { user, fetchMock } = await render(productApi);
    await user.clear(await screen.findByLabelText('Old Price'));
    await user.click(screen.getByRole('switch', { name: 'Track stock per colour and size' }));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await screen.findByText('Product updated successfully');
    expect(callsTo(fetchMock, 'PATCH', '/products/update-product/p7')[0]?.body).toMatchObject({
      oldPrice: null,
      stock: null,
    });
  });

  it("edits each variant's facts in place, changes many at once, and shows the server's refusal on the cell", async () => {
    const facts = (color: string, size: string) => ({
      color,
      size,
      sku: `HCT-${color}-${size}`.toUpperCase(),
      barcode: null,
      weight: 200,
      price: color === 'blue' && size === 'l' ? 28 : null,
      oldPrice: null,
      stock: null,
    });
    const withVariants = { ...product, variants: ['black', 'blue'].flatMap((color) => ['l', 'm', 's'].map((size) => facts(color, size))) };
    let attempt = 0;
    const { user, fetchMock } = await render(({ method, path }) => {
      if (method === 'GET' && path === '/products/p7') return Response.json({ product: withVariants, reviews: [] });
      if (method === 'PATCH' && path === '/products/update-product/p7') {
        attempt += 1;
        return attempt === 1
          ? Response.json(
              { message: 'Invalid input', errors: [{ path: 'variants.0.sku', message: 'SKU HCT-1 is already used by another product' }] },
              { status: 400 },
            )
          : Response.json({ message: 'Product updated successfully', product: withVariants });
      }
      return undefined;
    });
    expect(await screen.findByLabelText('Blue L Price')).toHaveValue('28.00');
    expect(screen.getByLabelText('Black S SKU')).toHaveValue('HCT-BLACK-S');
    expect(screen.getByLabelText('Black S Weight (g)')).toHaveValue('200');

    // Take 10 % off every blue variant: its own price where it has one, the product's otherwise.
    await user.selectOptions(screen.getByLabelText('Change'), 'percentOff');
    await user.selectOptions(screen.getByLabelText('Of'), 'color:blue');
    await user.type(screen.getByLabelText('Take off (%)'), '10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Blue L Price')).toHaveValue('25.20');
    expect(screen.getByLabelText('Blue S Price')).toHaveValue('21.60');
    expect(screen.getByLabelText('Black S Price')).toHaveValue('');
    // Set the price of every size L; a bad amount is refused in words.
    await user.selectOptions(screen.getByLabelText('Change'), 'price');
    await user.selectOptions(screen.getByLabelText('Of'), 'size:l');
    await user.type(screen.getByLabelText('Set price to ($)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount in dollars, like 24.50.');
    await user.clear(screen.getByLabelText('Set price to ($)'));
    await user.type(screen.getByLabelText('Set price to ($)'), '30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Black L Price')).toHaveValue('30.00');
    await user.clear(screen.getByLabelText('Black S SKU'));
    await user.type(screen.getByLabelText('Black S SKU'), 'HCT-1');

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    // The body names variants by position: the refusal of the first one's SKU lands on Black / S.
    expect(await screen.findByText('Black / S: SKU HCT-1 is already used by another product')).toBeInTheDocument();
    expect(screen.getByLabelText('Black S SKU')).toHaveAttribute('aria-invalid', 'true');
    const body = callsTo(fetchMock, 'PATCH', '/products/update-product/p7')[0]?.body as { variants: unknown[] };
    expect(body.variants).toHaveLength(6);
    expect(body.variants).toContainEqual({
      color: 'black',
      size: 'l',
      sku: 'HCT-BLACK-L',
      price: 30,
      oldPrice: null,
      weight: 200,
      barcode: null,
    });
    expect(body.variants).toContainEqual({
      color: 'blue',
      size: 'l',
      sku: 'HCT-BLUE-L',
      price: 30,
      oldPrice: null,
      weight: 200,
      barcode: null,
    });
    expect(body.variants).toContainEqual({
      color: 'blue',
      size: 's',
      sku: 'HCT-BLUE-S',
      price: 21.6,
      oldPrice: null,
      weight: 200,
      barcode: null,
    });
    expect(body.variants).toContainEqual({
      color: 'black',
      size: 's',
      sku: 'HCT-1',
      price: null,
      oldPrice: null,
      weight: 200,
      barcode: null,
    });
  });

  it('edits the handle and the search listing, counting characters against what search results show', async () => {
    const { user, fetchMock } = await render(productApi);
    const handle = await screen.findByLabelText('Handle (optional)');
    expect(handle).toHaveValue('p7');
    expect(screen.getByLabelText('Search result title (optional)')).toHaveAccessibleDescription(
      'Empty: search results show "Heavy Cotton Tee | Test Threads".',
    );
    await user.clear(handle);
    await user.type(handle, 'heavy-tee');
    await user.type(
      screen.getByLabelText('Search result title (optional)'),
      'Heavy tee, boxy and warm, in black or blue cotton, made to last for years',
    );
    expect(screen.getByLabelText('Search result title (optional)')).toHaveAccessibleDescription(
      '73 characters: search results show about 60, and cut the rest.',
    );
    // The preview cuts it where search results would.
    expect(screen.getByText('Heavy tee, boxy and warm, in black or blue cotton, made t...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await screen.findByText('Product updated successfully');
    expect(callsTo(fetchMock, 'PATCH', '/products/update-product/p7')[0]?.body).toMatchObject({
      handle: 'heavy-tee',
      seoTitle: 'Heavy tee, boxy and warm, in black or blue cotton, made to last for years',
      seoDescription: '',
    });
  });

  it("shows a gift card's values and the server's refusal under them, and unticked sends giftCard: null", async () => {
    const giftCard = makeProduct({
      _id: 'p7',
      name: 'Gift Card',
      color: ['black'],
      sizes: ['one-size'],
      sizeSet: 'one-size',
      stock: null,
      giftCard: { amounts: [25, 50, 100], customMin: 10, customMax: 200 },
    });
    let attempt = 0;
    const { user, fetchMock } = await render(({ method, path }) => {
      if (method === 'GET' && path === '/products/p7') return Response.json({ product: giftCard, reviews: [] });
      if (method === 'PATCH' && path === '/products/update-product/p7') {
        attempt += 1;
        return attempt === 1
          ? Response.json(
              { message: 'Invalid input', errors: [{ path: 'giftCard.customMax', message: 'At most $150.00' }] },
              { status: 400 },
            )
          : Response.json({ message: 'Product updated successfully', product: { ...giftCard, giftCard: null } });
      }
      return undefined;
    });
    const sellAsGiftCard = await screen.findByRole('checkbox', { name: 'Sell as a gift card' });
    expect(sellAsGiftCard).toBeChecked();
    expect(screen.getByLabelText('Values ($)')).toHaveValue('25, 50, 100');
    expect(screen.getByRole('checkbox', { name: 'Also sell a custom amount' })).toBeChecked();
    expect(screen.getByLabelText('Lowest ($)')).toHaveValue(10);
    expect(screen.getByLabelText('Highest ($)')).toHaveValue(200);

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(screen.getByLabelText('Highest ($)')).toHaveAccessibleDescription('At most $150.00'));
    expect(callsTo(fetchMock, 'PATCH', '/products/update-product/p7')[0]?.body).toMatchObject({
      sizes: ['one-size'],
      giftCard: { amounts: [25, 50, 100], customMin: 10, customMax: 200 },
    });

    await user.click(sellAsGiftCard);
    expect(screen.queryByLabelText('Values ($)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await screen.findByText('Product updated successfully');
    expect(callsTo(fetchMock, 'PATCH', '/products/update-product/p7')[1]?.body).toMatchObject({ sizes: ['one-size'], giftCard: null });
  });

  it('shows a skeleton while the product loads', async () => {
    await render(({ path }) => (path === '/products/p7' ? new Promise<Response>(() => {}) : undefined));
    expect(screen.getByRole('status', { name: 'Loading the product' })).toBeInTheDocument();
  });

  it("says 'Error fetching product!...' when the product cannot be loaded", async () => {
    await render(({ path }) => (path === '/products/p7' ? Response.json({ message: 'Product not found.' }, { status: 404 }) : undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching product!...');
    expect(screen.getByRole('link', { name: 'Back to Manage Items' })).toHaveAttribute('href', '/dashboard/manage-products');
  });

  it('shows the units sold and the shoppers waiting beside each stock box, and the final-sale mark, which it sends back when changed', async () => {
    const { user, fetchMock } = await render((call) => {
      if (call.method === 'GET' && call.path === '/products/p7')
        return Response.json({ product: { ...product, finalSale: true }, reviews: [] });
      if (call.path === '/products/sales/p7') {
        return Response.json({
          sales: [
            { color: 'black', size: 's', units: 5 },
            { color: 'blue', size: 'l', units: 2 },
          ],
          waiting: [{ color: 'black', size: 'm', waiting: 4 }],
        });
      }
      return productApi(call);
    });
    expect(await screen.findByText('Under each box: units sold in paid orders (7 in all).')).toBeInTheDocument();
    expect(screen.getByLabelText('Black S in stock')).toHaveAccessibleDescription('5 sold');
    expect(screen.getByLabelText('Blue L in stock')).toHaveAccessibleDescription('2 sold');
    // Nobody waits for a variant that is not listed; 'Email me when it's back' shoppers wait for Black M.
    expect(screen.getByLabelText('Black M in stock')).toHaveAccessibleDescription('0 sold 4 waiting');
    expect(screen.getAllByText(/ waiting$/).map((line) => line.textContent)).toEqual(['4 waiting']);

    const finalSale = screen.getByRole('checkbox', { name: 'Final sale' });
    expect(finalSale).toBeChecked();
    await user.click(finalSale);
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await screen.findByText('Product updated successfully');
    expect(callsTo(fetchMock, 'PATCH', '/products/update-product/p7')[0]?.body).toMatchObject({ finalSale: false });
  });

  it('keeps the form usable when the units sold cannot be loaded', async () => {
    await render((call) =>
      call.path === '/products/sales/p7' ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : productApi(call),
    );
    expect(await screen.findByText('Units sold could not be loaded.')).toBeInTheDocument();
    expect(screen.getByLabelText('Black S in stock')).toHaveValue(3);
    expect(screen.getByLabelText('Black S in stock')).not.toHaveAccessibleDescription();
  });
});

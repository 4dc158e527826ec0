import type { VariantPrice } from '@shop/shared/currency.schema';
import type { VariantFacts } from '@shop/shared/variant.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UpdateProductPage } from './update-product-page';
import { makeProduct } from '@/features/catalogue/testing/catalogue-fixtures';
import { fieldRefusal } from '@/test/api-answers';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderAdminPage } from '@/test/render-page';

const variant = (color: string, size: string, price: number | null = null): VariantFacts => ({
  color,
  size,
  sku: `TEE-${color}-${size}`.toUpperCase(),
  barcode: null,
  weight: null,
  price,
  oldPrice: null,
  stock: null,
});

// A $24 tee in black M and L (L at its own $26) and blue M.
const product = makeProduct({
  _id: 'p7',
  color: ['black', 'blue'],
  sizes: ['m', 'l'],
  variants: [variant('black', 'm'), variant('black', 'l', 26), variant('blue', 'm')],
});

const presented = {
  base: 'USD',
  currencies: [
    { code: 'USD', rate: 1, rounding: 'minor' },
    { code: 'EUR', rate: 0.92, rounding: 'minor' },
    { code: 'JPY', rate: 151.5, rounding: 'whole' },
  ],
};

/** The product, the shop's currencies and the product's own prices in them, saved as the server does. */
function pricesApi({ currencies = presented, saved = [] as VariantPrice[] } = {}): ApiHandler {
  let prices = saved;
  return ({ method, path, body }) => {
    if (method === 'GET' && path === '/products/p7') return Response.json({ product, reviews: [] });
    if (method === 'GET' && path === '/currencies') return Response.json(currencies);
    if (method === 'GET' && path === '/products/p7/prices') return Response.json({ prices });
    if (method === 'PUT' && path === '/products/p7/prices') {
      prices = (body as { prices: VariantPrice[] }).prices.map((price) => ({ ...price, compareAtCents: price.compareAtCents ?? null }));
      return Response.json({ message: 'Prices in other currencies saved', prices });
    }
    return undefined;
  };
}

const render = (api: ApiHandler) =>
  renderAdminPage(<UpdateProductPage />, { route: '/dashboard/update-product/:id', path: '/dashboard/update-product/p7', api });

const section = () => screen.getByRole('region', { name: 'Prices in other currencies' });

describe('the prices in other currencies on the update product page', () => {
  it('lists the variants’ own prices, shows the price at the rate where there is none, and saves them all', async () => {
    const { user, fetchMock } = await render(
      pricesApi({ saved: [{ color: 'black', size: 'm', currency: 'EUR', priceCents: 2300, compareAtCents: 2900 }] }),
    );
    const table = await within(await screen.findByRole('region', { name: 'Prices in other currencies' })).findByRole('table');
    expect(within(table).getByLabelText('Variant of row 1')).toHaveDisplayValue('black, M');
    expect(within(table).getByLabelText('Currency of row 1')).toHaveDisplayValue('Euro (EUR)');
    expect(within(table).getByLabelText('Price of row 1, EUR')).toHaveValue('23.00');
    expect(within(table).getByLabelText('Compare-at price of row 1, EUR (optional)')).toHaveValue('29.00');

    await user.click(within(section()).getByRole('button', { name: 'Add a price' }));
    await user.selectOptions(within(table).getByLabelText('Variant of row 2'), 'black, L');
    // Black L's own $26.00 at 0.92 is €23.92, to the cent; at 151.5 in whole yen, ¥3,939.
    expect(within(table).getByLabelText('Price of row 2, EUR')).toHaveAttribute('placeholder', '23.92');
    await user.selectOptions(within(table).getByLabelText('Currency of row 2'), 'Japanese yen (JPY)');
    expect(within(table).getByLabelText('Price of row 2, JPY')).toHaveAttribute('placeholder', '3939');
    await user.type(within(table).getByLabelText('Price of row 2, JPY'), '3,900');
    await user.click(within(section()).getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByText('Prices in other currencies saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/products/p7/prices').map((call) => call.body)).toEqual([
      {
        prices: [
          { color: 'black', size: 'm', currency: 'EUR', priceCents: 2300, compareAtCents: 2900 },
          { color: 'black', size: 'l', currency: 'JPY', priceCents: 3900, compareAtCents: null },
        ],
      },
    ]);
    await waitFor(() => expect(within(section()).getByLabelText('Price of row 2, JPY')).toHaveValue('3900'));
  });

  it('shows the server’s refusal on its row, and keeps what was typed', async () => {
    const api = pricesApi();
    const { user } = await render((call) =>
      call.method === 'PUT' ? fieldRefusal('prices.0.compareAtCents', 'Compare-at price must be more than the price') : api(call),
    );
    await user.click(
      await within(await screen.findByRole('region', { name: 'Prices in other currencies' })).findByRole('button', { name: 'Add a price' }),
    );
    await user.type(within(section()).getByLabelText('Price of row 1, EUR'), '23');
    await user.type(within(section()).getByLabelText('Compare-at price of row 1, EUR (optional)'), '20');
    await user.click(within(section()).getByRole('button', { name: 'Save prices' }));
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('The prices in other currencies were not saved.');
    expect(alert).toHaveTextContent('Row 1: Compare-at price must be more than the price');
    expect(within(section()).getByLabelText('Compare-at price of row 1, EUR (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(section()).getByLabelText('Price of row 1, EUR')).toHaveValue('23');
  });

  it('says when the shop presents no other currency, and when its currencies cannot be loaded', async () => {
    const { unmount } = await render(pricesApi({ currencies: { base: 'USD', currencies: [presented.currencies[0]!] } }));
    expect(await screen.findByText(/^Prices are shown in US dollars only\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a price' })).not.toBeInTheDocument();
    unmount();

    let down = true;
    const api = pricesApi();
    const { user } = await render((call) =>
      down && call.path === '/currencies' ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : api(call),
    );
    expect(await screen.findByText('Could not load the shop’s currencies.')).toBeInTheDocument();
    down = false;
    await user.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByText('No variant has its own price in another currency.')).toBeInTheDocument();
  });
});

/**
 * The bag in the shopper's currency: priced by the server in it (each line's unit price and the
 * totals from the bag's price), the shipping methods in it, and the checkout asked for in it so
 * that the card is charged in it; in the destination's currency for a shopper who never chose one.
 */
import type { BagPrice, BagPriceRequest } from '@shop/shared/discount.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/features/cart/cart-store';
import { shopCurrenciesApi } from '@/features/currencies/testing/currencies-api';
import { browserNavigation } from '@/lib/browser-navigation';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';

const tee = { _id: 'p1', name: 'Oat Tee', price: 19.99, image: '/uploads/oat.webp', color: 'beige', size: 'm' };
const fieldTee = { _id: 'p2', name: 'Field Tee', price: 34.5, image: '/uploads/field.webp', color: 'black', size: 'l' };

/** Each line's unit price in each currency, as the server works them out (the euro at 0.92, up to .99; the pound at 0.79). */
const UNIT: Record<string, Record<string, number>> = {
  USD: { p1: 19.99, p2: 34.5 },
  EUR: { p1: 18.99, p2: 31.99 },
  GBP: { p1: 15.79, p2: 27.26 },
};

/** `POST /orders/price` in the currency asked for (the base without one): shipping to the UK by post costs 4.00 there. */
const priceApi: ApiHandler = ({ method, path, body }) => {
  if (method !== 'POST' || path !== '/orders/price') return undefined;
  const { products, currency = 'USD', shipTo } = body as BagPriceRequest;
  const linePrices = products.map((line) => UNIT[currency]![line._id]!);
  const cents = (amount: number) => Math.round(amount * 100);
  const subtotal = products.reduce((sum, line, index) => sum + cents(linePrices[index]!) * line.quantity, 0);
  const shipping = shipTo?.country === 'GB' ? 400 : 0;
  const total = (subtotal + shipping) / 100;
  const answer: BagPrice = {
    currency,
    linePrices,
    subtotal: subtotal / 100,
    discount: 0,
    discountCode: null,
    discountProblem: null,
    freeShipping: false,
    saleDiscount: 0,
    destinationMatters: true,
    shipTo: { country: shipTo?.country ?? 'US', region: null },
    regions: [],
    shipsThere: true,
    shippingProblem: null,
    shippingMethods: [{ id: '8a8e1b44-0d43-4c1c-9a5e-6a7e0c1d2e3f', name: 'Post', estimate: '3–5 days', amount: shipping / 100 }],
    shippingMethod: '8a8e1b44-0d43-4c1c-9a5e-6a7e0c1d2e3f',
    shipping: shipping / 100,
    tax: 0,
    taxLabel: 'incl. VAT',
    taxIncluded: true,
    total,
    credit: 0,
    creditCode: null,
    creditProblem: null,
    accountCredit: 0,
    toPay: total,
  };
  return Response.json(answer);
};

const checkoutApi: ApiHandler = ({ method, path }) =>
  method === 'POST' && path === '/orders/create-checkout-session'
    ? Response.json({ id: 'cs_test_1', url: '/checkout/cs_test_1' })
    : undefined;

const api =
  (...codes: Parameters<typeof shopCurrenciesApi>[0]): ApiHandler =>
  (call) =>
    shopCurrenciesApi(codes)(call) ?? priceApi(call) ?? checkoutApi(call);

async function openBag(handler: ApiHandler) {
  useCartStore.getState().add(tee);
  useCartStore.getState().increment(tee);
  useCartStore.getState().add(fieldTee);
  const rendered = await renderApp('/', { api: handler });
  await rendered.user.click(screen.getByRole('button', { name: /^Open bag/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Your Bag' });
  return { ...rendered, dialog, summary: within(dialog).getByRole('region', { name: 'Order Summary' }) };
}

/** The amount beside a row of the totals. */
const row = (summary: HTMLElement, term: string) => within(summary).getByText(term).nextElementSibling;

afterEach(() => {
  document.cookie = 'currency=; max-age=0; path=/';
});

describe('the bag in the shopper’s currency', () => {
  it('shows each line and the totals in euros as the server priced them, and checks out in euros', async () => {
    document.cookie = 'currency=EUR; path=/';
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { dialog, summary, user, fetchMock } = await openBag(api('EUR'));

    const [first, second] = within(dialog).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await waitFor(() => expect(first).toHaveTextContent('€18.99'));
    expect(second).toHaveTextContent('€31.99');
    expect(dialog).not.toHaveTextContent('$');
    // €18.99 × 2 and €31.99.
    expect(row(summary, 'Total')).toHaveTextContent('€69.97');
    expect(row(summary, 'Grand Total')).toHaveTextContent('€69.97');
    expect(callsTo(fetchMock, 'POST', '/orders/price').at(-1)?.body).toMatchObject({ currency: 'EUR' });

    await user.type(within(summary).getByLabelText('Email for your receipt'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/cs_test_1'));
    expect(callsTo(fetchMock, 'POST', '/orders/create-checkout-session')[0]?.body).toMatchObject({ currency: 'EUR' });
  });

  it('is priced in the destination’s currency for a shopper who never chose one, its shipping methods too', async () => {
    const { dialog, summary, user, fetchMock } = await openBag(api('EUR', 'GBP'));
    const first = within(dialog).getAllByRole('listitem')[0] as HTMLElement;
    await waitFor(() => expect(first).toHaveTextContent('$19.99'));
    expect(callsTo(fetchMock, 'POST', '/orders/price').at(-1)?.body).not.toHaveProperty('currency');

    await user.selectOptions(within(summary).getByRole('combobox', { name: 'Ship to' }), 'GB');
    await waitFor(() => expect(first).toHaveTextContent('£15.79'));
    expect(callsTo(fetchMock, 'POST', '/orders/price').at(-1)?.body).toMatchObject({ currency: 'GBP', shipTo: { country: 'GB' } });
    expect(within(summary).getByRole('radio', { name: /Post/ }).closest('label')).toHaveTextContent('£4.00');
    expect(row(summary, 'Grand Total')).toHaveTextContent('£62.84');
  });

  it('keeps the currency the shopper chose, wherever the bag goes', async () => {
    document.cookie = 'currency=EUR; path=/';
    const { dialog, summary, user, fetchMock } = await openBag(api('EUR', 'GBP'));
    const first = within(dialog).getAllByRole('listitem')[0] as HTMLElement;
    await user.selectOptions(within(summary).getByRole('combobox', { name: 'Ship to' }), 'GB');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/orders/price').at(-1)?.body).toMatchObject({ shipTo: { country: 'GB' } }));
    expect(callsTo(fetchMock, 'POST', '/orders/price').at(-1)?.body).toMatchObject({ currency: 'EUR' });
    await waitFor(() => expect(row(summary, 'Grand Total')).toHaveTextContent('€73.97'));
    expect(first).toHaveTextContent('€18.99');
  });
});

/**
 * The shopper's currency on the storefront: the footer's picker (only while the shop presents
 * more than one currency), the cookie's choice (passed over when the shop no longer presents
 * it), the catalogue asked in it and its cards in it, and the price filter saying it counts in
 * the base currency.
 */
import type { CurrencyCode } from '@shop/shared/currency';
import type { ProductListResponse } from '@shop/shared/product.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listResponse } from '../testing/catalogue-fixtures';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { shopCurrenciesApi } from '@/features/currencies/testing/currencies-api';

/** The shop's list, each product's price also in the currency asked for (`presented`), as the API answers it. */
const catalogue: ApiHandler = ({ method, path, url }) => {
  if (method !== 'GET' || path !== '/products') return undefined;
  const answer: ProductListResponse = listResponse(2, 1, 12);
  const currency = url.searchParams.get('currency') as CurrencyCode | null;
  if (currency === 'EUR') answer.products[0]!.presented = { currency, price: 1899, minPrice: 1899, maxPrice: 1899 };
  if (currency === 'JPY') answer.products[0]!.presented = { currency, price: 3026, minPrice: 3026, maxPrice: 3026 };
  return Response.json(answer);
};

const both =
  (...handlers: ApiHandler[]): ApiHandler =>
  (call) =>
    handlers.reduce<ReturnType<ApiHandler>>((answer, handler) => answer ?? handler(call), undefined);

const choose = (code: string) => (document.cookie = `currency=${code}; path=/`);

afterEach(() => {
  document.cookie = 'currency=; max-age=0; path=/';
});

describe('the currency picker', () => {
  it('is not shown while the shop presents its base currency alone', async () => {
    await renderApp('/shop', { api: both(shopCurrenciesApi([]), catalogue) });
    await screen.findByText('$20.00');
    expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
  });

  it('offers every currency the shop presents, the chosen one selected, and sends the choice with the form', async () => {
    choose('JPY');
    const { user, fetchMock } = await renderApp('/shop?sort=newest', { api: both(shopCurrenciesApi(['EUR', 'JPY']), catalogue) });
    const picker = await screen.findByRole('combobox', { name: 'Currency' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['USD', 'EUR', 'JPY']);
    expect(picker).toHaveValue('JPY');
    // The shop's cards are asked for, and shown, in yen: whole yen.
    expect(await screen.findByText('¥3,026')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/products').at(-1)?.url.searchParams.get('currency')).toBe('JPY');

    // The form goes to the server, which keeps the choice and sends the page back in it, with the
    // page's own query, which the form carries.
    const form = picker.closest('form')!;
    let sent: [string, FormDataEntryValue][] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent = [...new FormData(form)];
    });
    expect(form).toHaveAttribute('method', 'get');
    await user.selectOptions(picker, 'EUR');
    await waitFor(() =>
      expect(sent).toEqual([
        ['sort', 'newest'],
        ['currency', 'EUR'],
      ]),
    );
  });

  it('shows the shop’s cards in euros when they were chosen, and says the price filter counts in dollars', async () => {
    choose('EUR');
    await renderApp('/shop', { api: both(shopCurrenciesApi(['EUR']), catalogue) });
    expect(await screen.findByText('€18.99')).toBeInTheDocument();
    // The second card is a gift card, or any product without a price in euros: its dollars.
    expect(screen.getByText('$21.00')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Price range, in USD' })).toBeInTheDocument();
  });

  it('passes over, quietly, a choice the shop no longer presents', async () => {
    choose('GBP');
    const { fetchMock } = await renderApp('/shop', { api: both(shopCurrenciesApi(['EUR']), catalogue) });
    expect(await screen.findByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    expect(screen.getByText('$20.00')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/products').every((call) => !call.url.searchParams.has('currency'))).toBe(true);
    expect(screen.getByRole('group', { name: 'Price range' })).toBeInTheDocument();
  });
});

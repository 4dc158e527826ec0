import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldRefusal } from '@/test/api-answers';
import { skeletonThenEmpty, tryAgainAfterOutage } from '@/test/list-page';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { textsByRole } from '@/test/texts';
import { signIn, testAdmin } from '@/test/users';
import { aCurrency, currenciesApi } from '../testing/currencies-api';

const PAGE = '/dashboard/currencies';

/** The euro to the cent, the pound ending .99 with prices of its own, the yen whole. */
const shopCurrencies = () => [
  aCurrency({ variantPrices: 3 }),
  aCurrency({ code: 'GBP', rate: 0.79, rounding: 'end-99' }),
  aCurrency({ code: 'JPY', rate: 151.5, rounding: 'whole' }),
];

async function renderCurrencies(api: ApiHandler = currenciesApi(shopCurrencies())) {
  signIn(testAdmin);
  const view = await renderApp(PAGE, { api });
  await screen.findByRole('table', { name: 'Currencies prices are shown in' });
  return view;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Currencies prices are shown in' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => textsByRole(row, 'cell').slice(0, 4));

describe('the currencies page', () => {
  it('lists each currency with its rate, its rounding in words and what a $25.00 tee shows as, and is linked from the dashboard', async () => {
    await renderCurrencies();
    expect(screen.getByRole('heading', { level: 1, name: 'Currencies' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Currencies \|/);
    expect(screen.getByText(/^Prices are kept in US dollars and also shown in 3 other currencies/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Currencies prices are shown in' });
    expect(textsByRole(table, 'columnheader')).toEqual(['Currency', 'Rate', 'Rounding', 'A $25.00 tee', 'Actions']);
    expect(rows()).toEqual([
      ['Euro (EUR)3 variant prices set by hand', 'Rate1 USD = 0.92 EUR', 'RoundingExact, to the cent', 'A $25.00 tee€23.00'],
      ['Pound sterling (GBP)', 'Rate1 USD = 0.79 GBP', 'RoundingUp to the next .99', 'A $25.00 tee£19.99'],
      // $25.00 at 151.5 is ¥3,787.50: whole yen, half up.
      ['Japanese yen (JPY)', 'Rate1 USD = 151.5 JPY', 'RoundingTo the nearest yen', 'A $25.00 tee¥3,788'],
    ]);
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Currencies' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds a currency not presented yet, previewing the tee, and shows the server’s refusal by its field', async () => {
    let refusedOnce = false;
    const api = currenciesApi(shopCurrencies());
    const { user, fetchMock } = await renderCurrencies((call) => {
      if (call.method === 'PUT' && !refusedOnce) {
        refusedOnce = true;
        return fieldRefusal('code', 'The shop presents at most 10 currencies besides USD: remove one first');
      }
      return api(call);
    });
    await user.click(screen.getByRole('button', { name: 'Add currency' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a currency' });
    const field = (label: string | RegExp) => within(dialog).getByLabelText(label);
    // Only the currencies not presented yet, never the base.
    expect(textsByRole(field('Currency'), 'option')).toEqual([
      'Choose a currency',
      'Canadian dollar (CAD)',
      'Australian dollar (AUD)',
      'Swiss franc (CHF)',
      'Swedish krona (SEK)',
      'Danish krone (DKK)',
      'Norwegian krone (NOK)',
    ]);
    expect(dialog).toHaveTextContent('Choose a currency and a rate to see what a $25.00 tee shows as.');

    // The form's own check first: a currency, and a rate of at most eight decimals.
    await user.click(within(dialog).getByRole('button', { name: 'Add currency' }));
    expect(await within(dialog).findByText('Choose a currency the shop can present')).toBeInTheDocument();
    expect(field(/^Rate/)).toHaveAccessibleDescription(expect.stringContaining('Rate is required'));
    await user.selectOptions(field('Currency'), 'Swiss franc (CHF)');
    await user.type(field(/^Rate/), '0.123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Add currency' }));
    expect(await within(dialog).findByText('Rate has at most eight decimals')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/currencies/CHF')).toHaveLength(0);

    await user.clear(field(/^Rate/));
    await user.type(field(/^Rate/), '0.88');
    await user.selectOptions(field('Rounding'), 'Up to the next .95');
    // $25.00 at 0.88 is CHF 22.00, up to the next .95.
    expect(dialog).toHaveTextContent('A $25.00 tee shows as CHF 22.95.');

    // The server's refusal stands under the field it names.
    await user.click(within(dialog).getByRole('button', { name: 'Add currency' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not add the currency.');
    expect(field('Currency')).toHaveAccessibleDescription('The shop presents at most 10 currencies besides USD: remove one first');

    await user.click(within(dialog).getByRole('button', { name: 'Add currency' }));
    expect(await screen.findByText('Swiss franc added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/currencies/CHF').map((call) => call.body)).toEqual([
      { rate: 0.88, rounding: 'end-95' },
      { rate: 0.88, rounding: 'end-95' },
    ]);
    await waitFor(() =>
      expect(rows()[3]).toEqual(['Swiss franc (CHF)', 'Rate1 USD = 0.88 CHF', 'RoundingUp to the next .95', 'A $25.00 teeCHF\u00a022.95']),
    );
  });

  it('changes a currency’s rate and rounding', async () => {
    const { user, fetchMock } = await renderCurrencies();
    await user.click(screen.getByRole('button', { name: 'Edit Euro (EUR)' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit currency' });
    expect(dialog).toHaveAccessibleDescription('Euro (EUR)');
    expect(within(dialog).queryByLabelText('Currency')).not.toBeInTheDocument();
    const rate = within(dialog).getByLabelText('Rate: EUR per 1 USD');
    expect(rate).toHaveValue('0.92');
    await user.clear(rate);
    await user.type(rate, '0.9');
    await user.selectOptions(within(dialog).getByLabelText('Rounding'), 'Up to the next .99');
    expect(dialog).toHaveTextContent('A $25.00 tee shows as €22.99.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Euro saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/currencies/EUR').map((call) => call.body)).toEqual([{ rate: 0.9, rounding: 'end-99' }]);
    await waitFor(() =>
      expect(rows()[0]).toEqual([
        'Euro (EUR)3 variant prices set by hand',
        'Rate1 USD = 0.9 EUR',
        'RoundingUp to the next .99',
        'A $25.00 tee€22.99',
      ]),
    );
  });

  it('removes a currency after asking, saying that its variant prices go with it', async () => {
    const { user, fetchMock } = await renderCurrencies();
    await user.click(screen.getByRole('button', { name: 'Delete Euro (EUR)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete currency?' });
    expect(dialog).toHaveTextContent('Shoppers no longer see prices in Euro (EUR). Its 3 variant prices set by hand go with it.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Euro (EUR) removed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/currencies/EUR')).toHaveLength(1);
    await waitFor(() => expect(rows().map(([currency]) => currency)).toEqual(['Pound sterling (GBP)', 'Japanese yen (JPY)']));
  });

  it('says when prices are shown in US dollars only, after a skeleton, and when the currencies cannot be loaded', async () => {
    signIn(testAdmin);
    const { unmount } = await skeletonThenEmpty((api) => renderApp(PAGE, { api }), {
      holds: ({ path }) => path === '/currencies/manage',
      api: currenciesApi([]),
      loading: 'Loading currencies',
      empty: 'Prices are shown in US dollars only.',
    });
    expect(screen.getAllByRole('button', { name: 'Add currency' })).toHaveLength(1);
    unmount();

    await tryAgainAfterOutage((api) => renderApp(PAGE, { api }), {
      path: '/currencies/manage',
      api: currenciesApi(shopCurrencies()),
      message: 'Error loading currencies.',
    });
    expect(await screen.findByRole('table', { name: 'Currencies prices are shown in' })).toBeInTheDocument();
  });
});

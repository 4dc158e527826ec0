import type { TaxTable } from '@shop/shared/tax.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin } from '@/test/users';

const PAGE = '/dashboard/tax';

const defaultTable = (): TaxTable => ({
  pricesIncludeTax: false,
  taxShipping: false,
  homeCountry: 'US',
  rates: [{ _id: 'r1', country: '*', region: null, taxClass: 'standard', rate: 6, label: 'Tax' }],
});

/** The tax routes of the API: the table, and a save that answers `refusal` when one is given. */
function taxApi(table = defaultTable(), refusal?: { message: string; errors: { path: string; message: string }[] }): ApiHandler {
  let current = table;
  return ({ method, path, body }) => {
    if (path !== '/tax') return undefined;
    if (method === 'GET') return Response.json(current);
    if (method === 'PUT') {
      if (refusal) return Response.json(refusal, { status: 400 });
      const input = body as Omit<TaxTable, 'rates'> & { rates: Omit<TaxTable['rates'][number], '_id'>[] };
      current = { ...input, rates: input.rates.map((rate, index) => ({ ...rate, _id: `saved-${index}` })) };
      return Response.json({ message: 'Tax settings saved', table: current });
    }
    return undefined;
  };
}

async function renderTax(api: ApiHandler = taxApi()) {
  signIn(testAdmin);
  const view = await renderApp(PAGE, { api });
  await screen.findByRole('table');
  return view;
}

describe('the tax page', () => {
  it('shows the settings and the rates, and saves a UK table with VAT in the prices and a zero class', async () => {
    const { user, fetchMock } = await renderTax();
    expect(screen.getByRole('heading', { level: 1, name: 'Tax' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Tax \|/);
    expect(screen.getByRole('combobox', { name: 'Country of row 1 (anywhere)' })).toHaveValue('*');
    expect(screen.getByRole('textbox', { name: 'Rate of row 1 (anywhere), percent' })).toHaveValue('6');

    await user.click(screen.getByRole('switch', { name: /Prices include tax/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Home country' }), 'GB');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of row 1 (anywhere)' }), 'GB');
    const rate = screen.getByRole('textbox', { name: 'Rate of row 1 (United Kingdom), percent' });
    await user.clear(rate);
    await user.type(rate, '20');
    await user.clear(screen.getByRole('textbox', { name: 'Label of row 1 (United Kingdom)' }));
    await user.type(screen.getByRole('textbox', { name: 'Label of row 1 (United Kingdom)' }), 'VAT');
    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country of row 2 (anywhere)' }), 'GB');
    const zeroClass = screen.getByRole('combobox', { name: 'Tax class of row 2 (United Kingdom)' });
    await user.clear(zeroClass);
    await user.type(zeroClass, 'zero');
    await user.type(screen.getByRole('textbox', { name: 'Rate of row 2 (United Kingdom), percent' }), '0');
    await user.click(screen.getByRole('button', { name: 'Save tax table' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/tax')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', '/tax')[0]!.body).toEqual({
      pricesIncludeTax: true,
      taxShipping: false,
      homeCountry: 'GB',
      rates: [
        { country: 'GB', region: null, taxClass: 'standard', rate: 20, label: 'VAT' },
        { country: 'GB', region: null, taxClass: 'zero', rate: 0, label: 'Tax' },
      ],
    });
    expect(await screen.findByText('Tax settings saved')).toBeInTheDocument();
    // Three lists of every country, typed through: slow in jsdom beside the API's files.
  }, 30_000);

  it('says which rows the server refused, keeping what was typed', async () => {
    const { user } = await renderTax(
      taxApi(defaultTable(), {
        message: 'Rows 1 and 2 are both the standard rate of anywhere',
        errors: [{ path: 'rates.1.country', message: 'Rows 1 and 2 are both the standard rate of anywhere' }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    await user.type(screen.getByRole('textbox', { name: 'Rate of row 2 (anywhere), percent' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save tax table' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The tax table was not saved.')).toBeInTheDocument();
    expect(within(alert).getByText('Rows 1 and 2 are both the standard rate of anywhere')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country of row 2 (anywhere)' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Rate of row 2 (anywhere), percent' })).toHaveValue('5');
  });

  it('says when the table cannot be loaded', async () => {
    signIn(testAdmin);
    await renderApp(PAGE, { api: ({ path }) => (path === '/tax' ? new Response('{}', { status: 500 }) : undefined) });
    expect(await screen.findByText('Error loading the tax table.')).toBeInTheDocument();
  });
});

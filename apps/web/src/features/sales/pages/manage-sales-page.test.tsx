import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { skeletonThenEmpty, tryAgainAfterOutage } from '@/test/list-page';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { textsByRole } from '@/test/texts';
import { signIn, testAdmin } from '@/test/users';
import { isoToLocalDateTime, localDateTimeToIso } from '../promotion-form-values';
import { aSale, SALE_PRODUCTS, salesApi } from '../testing/sales-api';

const PAGE = '/dashboard/sales';
const STARTS = '2025-06-01T09:00:00.000Z';
const ENDS = '2025-06-30T21:00:00.000Z';
const [shirt, trousers] = SALE_PRODUCTS;

/** A running sale on everything that brought orders, a scheduled amount off one category, and an ended sale on two products. */
const shopSales = () => [
  aSale({ name: 'Spring sale', orders: 3, revenue: 120.5 }),
  aSale({
    name: 'Mens week',
    kind: 'amount',
    value: 10,
    startsAt: STARTS,
    endsAt: ENDS,
    appliesTo: { kind: 'categories', handles: ['mens'] },
    state: 'scheduled',
  }),
  aSale({ name: 'Linen days', value: 15, endsAt: ENDS, appliesTo: { kind: 'products', ids: [shirt!._id, trousers!._id] }, state: 'ended' }),
];

async function renderSales(api: ApiHandler = salesApi(shopSales())) {
  signIn(testAdmin);
  const view = await renderApp(PAGE, { api });
  await screen.findByRole('table', { name: 'Sales' });
  return view;
}

const rowTexts = () =>
  within(screen.getByRole('table', { name: 'Sales' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => textsByRole(row, 'cell'));
const names = () => rowTexts().map(([lead]) => lead);

describe('the sales page', () => {
  it('lists each sale with what it takes off, what it applies to, when it runs, its state and what it brought, and is linked from the dashboard', async () => {
    await renderSales();
    expect(screen.getByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Sales \|/);
    expect(screen.getByText('3 sales, newest first.')).toBeInTheDocument();
    expect(textsByRole(screen.getByRole('table', { name: 'Sales' }), 'columnheader')).toEqual([
      'Name',
      'Discount',
      'Applies to',
      'Runs',
      'State',
      'Orders',
      'Revenue',
      'Actions',
    ]);
    const [spring, mens, linen] = rowTexts();
    expect(spring?.slice(0, 7)).toEqual([
      'Spring sale',
      'Discount20 % off',
      'Applies toAll products',
      'RunsNo end',
      'Staterunning',
      'Orders3',
      'Revenue$120.50',
    ]);
    expect(mens?.slice(1, 5)).toEqual([
      'Discount$10.00 off',
      'Applies toCategory: Mens',
      `RunsFrom ${formatDate(STARTS, 'localDateTime')} to ${formatDate(ENDS, 'localDateTime')}`,
      'Statescheduled',
    ]);
    expect(linen?.slice(1, 5)).toEqual([
      'Discount15 % off',
      'Applies to2 products',
      `RunsUntil ${formatDate(ENDS, 'localDateTime')}`,
      'Stateended',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Sales' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds a sale, checking its fields as the server does and showing the server’s refusal under its field', async () => {
    const { user, fetchMock } = await renderSales();
    await user.click(screen.getByRole('button', { name: 'New sale' }));
    const dialog = screen.getByRole('dialog', { name: 'New sale' });
    const field = (label: string) => within(dialog).getByLabelText(label);

    // The form's own check: a percentage over 100, an end before the start, and no category ticked.
    await user.type(field('Name'), 'Summer');
    await user.type(field('Percentage off'), '120');
    await user.type(field('Starts (optional)'), '2025-06-30T21:00');
    await user.type(field('Ends (optional)'), '2025-06-01T09:00');
    await user.click(within(dialog).getByRole('radio', { name: 'Some categories' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add sale' }));
    expect(await within(dialog).findByText('a percentage must be between 0.01 and 100, with at most two decimals')).toBeInTheDocument();
    expect(field('Ends (optional)')).toHaveAccessibleDescription(expect.stringContaining('the end must be after the start'));
    expect(within(dialog).getByRole('group', { name: 'Applies to' })).toHaveAccessibleDescription('choose at least one category');
    expect(callsTo(fetchMock, 'POST', '/sales')).toHaveLength(0);

    // An amount off two categories; the name is taken: the server says so under Name.
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Spring sale');
    await user.selectOptions(field('Kind'), 'Amount');
    await user.clear(field('Amount off ($)'));
    await user.type(field('Amount off ($)'), '7.50');
    await user.clear(field('Starts (optional)'));
    await user.type(field('Starts (optional)'), '2025-06-01T09:00');
    await user.clear(field('Ends (optional)'));
    await user.type(field('Ends (optional)'), '2025-06-30T21:00');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mens' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kids' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add sale' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not add the sale.');
    expect(field('Name')).toHaveAccessibleDescription(expect.stringContaining('A sale is already called Spring sale'));
    expect(callsTo(fetchMock, 'POST', '/sales').map((call) => call.body)).toEqual([
      {
        name: 'Spring sale',
        kind: 'amount',
        value: 7.5,
        appliesTo: { kind: 'categories', handles: ['mens', 'kids'] },
        startsAt: localDateTimeToIso('2025-06-01T09:00'),
        endsAt: localDateTimeToIso('2025-06-30T21:00'),
      },
    ]);

    await user.clear(field('Name'));
    await user.type(field('Name'), 'June');
    await user.click(within(dialog).getByRole('button', { name: 'Add sale' }));
    expect(await screen.findByText('Sale June created')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['June', 'Spring sale', 'Mens week', 'Linen days']));
  });

  it('adds a sale on products found by name', async () => {
    const { user, fetchMock } = await renderSales();
    await user.click(screen.getByRole('button', { name: 'New sale' }));
    const dialog = screen.getByRole('dialog', { name: 'New sale' });
    await user.type(within(dialog).getByLabelText('Name'), 'Linen');
    await user.type(within(dialog).getByLabelText('Percentage off'), '12.5');
    await user.click(within(dialog).getByRole('radio', { name: 'Some products' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add sale' }));
    expect(within(dialog).getByRole('group', { name: 'Applies to' })).toHaveAccessibleDescription('choose at least one product');

    await user.type(within(dialog).getByLabelText('Find products'), 'linen');
    const found = await within(dialog).findByRole('group', { name: 'Found' });
    expect(
      within(found)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Linen Shirt', 'Linen Trousers']);
    await user.click(within(found).getByRole('checkbox', { name: 'Linen Trousers' }));
    const picked = within(dialog).getByRole('group', { name: 'Products' });
    expect(within(picked).getByRole('checkbox', { name: 'Linen Trousers' })).toBeChecked();
    // What is picked is offered no more.
    expect(within(dialog).getByRole('group', { name: 'Found' })).not.toHaveTextContent('Linen Trousers');
    await user.click(within(dialog).getByRole('button', { name: 'Add sale' }));
    expect(await screen.findByText('Sale Linen created')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/sales')[0]?.body).toEqual({
      name: 'Linen',
      kind: 'percent',
      value: 12.5,
      appliesTo: { kind: 'products', ids: [trousers!._id] },
      startsAt: null,
      endsAt: null,
    });
  });

  it('changes a sale, starting from what it is', async () => {
    const { user, fetchMock } = await renderSales();
    await user.click(screen.getByRole('button', { name: 'Edit Linen days' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit sale' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Linen days');
    expect(within(dialog).getByLabelText('Percentage off')).toHaveValue('15');
    expect(within(dialog).getByLabelText('Ends (optional)')).toHaveValue(isoToLocalDateTime(ENDS));
    // The products it applies to, by name; one is left out.
    const picked = within(dialog).getByRole('group', { name: 'Products' });
    await within(picked).findByRole('checkbox', { name: 'Linen Shirt' });
    await user.click(within(picked).getByRole('checkbox', { name: 'Linen Shirt' }));
    await user.clear(within(dialog).getByLabelText('Percentage off'));
    await user.type(within(dialog).getByLabelText('Percentage off'), '25');
    await user.clear(within(dialog).getByLabelText('Ends (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save sale' }));
    expect(await screen.findByText('Sale Linen days updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/sales/sale-linen-days').map((call) => call.body)).toEqual([
      {
        name: 'Linen days',
        kind: 'percent',
        value: 25,
        appliesTo: { kind: 'products', ids: [trousers!._id] },
        startsAt: null,
        endsAt: null,
      },
    ]);
    await waitFor(() => expect(rowTexts()[2]?.slice(1, 4)).toEqual(['Discount25 % off', 'Applies to1 product', 'RunsNo end']));
  });

  it('pauses a sale and resumes it', async () => {
    const { user, fetchMock } = await renderSales();
    await user.click(screen.getByRole('button', { name: 'Pause Spring sale' }));
    expect(await screen.findByText('Sale Spring sale paused')).toBeInTheDocument();
    await waitFor(() => expect(rowTexts()[0]?.[4]).toBe('Statepaused'));

    await user.click(screen.getByRole('button', { name: 'Resume Spring sale' }));
    expect(await screen.findByText('Sale Spring sale resumed')).toBeInTheDocument();
    await waitFor(() => expect(rowTexts()[0]?.[4]).toBe('Staterunning'));
    expect(callsTo(fetchMock, 'PATCH', '/sales/sale-spring-sale').map((call) => call.body)).toEqual([{ paused: true }, { paused: false }]);
  });

  it('deletes a sale after asking', async () => {
    const { user, fetchMock } = await renderSales();
    await user.click(screen.getByRole('button', { name: 'Delete Mens week' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete sale?' });
    expect(dialog).toHaveTextContent('Mens week stops at once');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sale Mens week deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/sales/sale-mens-week')).toHaveLength(1);
    await waitFor(() => expect(names()).toEqual(['Spring sale', 'Linen days']));
  });

  it('says why a sale that brought orders is not deleted, and pauses it instead when asked', async () => {
    const { user, fetchMock } = await renderSales();
    await user.click(screen.getByRole('button', { name: 'Delete Spring sale' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete sale?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sale Spring sale has brought orders: pause it instead, so that their records keep it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pause instead' }));
    expect(await screen.findByText('Sale Spring sale paused')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/sales/sale-spring-sale').map((call) => call.body)).toEqual([{ paused: true }]);
  });

  it('says when there are no sales yet, after a skeleton, and when they cannot be loaded', async () => {
    signIn(testAdmin);
    const { unmount } = await skeletonThenEmpty((api) => renderApp(PAGE, { api }), {
      holds: ({ path }) => path === '/sales',
      api: salesApi([]),
      loading: 'Loading sales',
      empty: 'No sales yet.',
    });
    expect(screen.getAllByRole('button', { name: 'New sale' })).toHaveLength(1);
    unmount();

    await tryAgainAfterOutage((api) => renderApp(PAGE, { api }), {
      path: '/sales',
      api: salesApi(shopSales()),
      message: 'Error loading sales.',
    });
    expect(await screen.findByRole('table', { name: 'Sales' })).toBeInTheDocument();
  });
});

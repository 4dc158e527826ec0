import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { skeletonThenEmpty, tryAgainAfterOutage } from '@/test/list-page';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { textsByRole } from '@/test/texts';
import { signIn, testAdmin } from '@/test/users';
import { localDateTimeToIso } from '@/features/sales/promotion-form-values';
import { SALE_PRODUCTS } from '@/features/sales/testing/sales-api';
import { aDiscount, discountsApi } from '../testing/discounts-api';

const PAGE = '/dashboard/discounts';
const STARTS = '2025-06-01T09:00:00.000Z';
const ENDS = '2025-06-30T21:00:00.000Z';

/** A running percentage code with uses, a scheduled amount off one category, and an expired free shipping. */
const shopDiscounts = () => [
  aDiscount({ code: 'SAVE10', usageLimit: 100, perCustomerLimit: 1, uses: 3, held: 1, revenue: 120.5, discounted: 13.4 }),
  aDiscount({
    code: 'TENOFF',
    kind: 'amount',
    value: 10,
    minSubtotal: 50,
    startsAt: STARTS,
    endsAt: ENDS,
    appliesTo: { kind: 'categories', handles: ['mens'] },
    state: 'scheduled',
  }),
  aDiscount({ code: 'SHIPFREE', kind: 'free-shipping', value: 0, endsAt: ENDS, state: 'expired' }),
];

async function renderDiscounts(api: ApiHandler = discountsApi(shopDiscounts())) {
  signIn(testAdmin);
  const view = await renderApp(PAGE, { api });
  await screen.findByRole('table', { name: 'Discount codes' });
  return view;
}

const rowTexts = () =>
  within(screen.getByRole('table', { name: 'Discount codes' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => textsByRole(row, 'cell'));
const codes = () => rowTexts().map(([lead]) => lead);

describe('the discount codes page', () => {
  it('lists each code with its discount, conditions, state, uses and revenue, and is linked from the dashboard', async () => {
    await renderDiscounts();
    expect(screen.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Discount codes \|/);
    expect(screen.getByText('3 codes, newest first.')).toBeInTheDocument();
    expect(textsByRole(screen.getByRole('table', { name: 'Discount codes' }), 'columnheader')).toEqual([
      'Code',
      'Discount',
      'Conditions',
      'State',
      'Uses',
      'Revenue',
      'Actions',
    ]);
    const [save10, tenOff, shipFree] = rowTexts();
    expect(save10?.slice(0, 6)).toEqual([
      'SAVE10',
      'Discount10 %',
      'Conditions100 uses in all1 use per customerAll products',
      'Stateactive',
      'Uses31 held at checkout',
      'Revenue$120.50$13.40 taken off',
    ]);
    expect(tenOff?.slice(1, 5)).toEqual([
      'Discount$10.00 off',
      `ConditionsOrders of $50.00 or moreFrom ${formatDate(STARTS, 'localDateTime')} to ${formatDate(ENDS, 'localDateTime')}Category: Mens`,
      'Statescheduled',
      'Uses0',
    ]);
    expect(shipFree?.slice(1, 4)).toEqual([
      'DiscountFree shipping',
      `ConditionsUntil ${formatDate(ENDS, 'localDateTime')}All products`,
      'Stateexpired',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Discount codes' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds a code, checking its fields as the server does and showing the server’s refusal under its field', async () => {
    const { user, fetchMock } = await renderDiscounts();
    await user.click(screen.getByRole('button', { name: 'New code' }));
    const dialog = screen.getByRole('dialog', { name: 'New discount code' });
    const field = (label: string) => within(dialog).getByLabelText(label);

    // The form's own check: a percentage over 100, and no category ticked.
    await user.type(field('Code'), 'summer-25');
    await user.type(field('Percentage off'), '120');
    await user.click(within(dialog).getByRole('radio', { name: 'Some categories' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add code' }));
    expect(
      await within(dialog).findByText('a percentage must be more than 0 and at most 100, with at most two decimals'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Applies to' })).toHaveAccessibleDescription('choose at least one category');
    expect(callsTo(fetchMock, 'POST', '/discounts')).toHaveLength(0);

    // An amount off, with every condition; the code is taken: the server says so under Code.
    await user.clear(field('Code'));
    await user.type(field('Code'), 'save10');
    await user.selectOptions(field('Kind'), 'Amount');
    // The same field, named for the kind; what was typed stays.
    await user.clear(field('Amount off ($)'));
    await user.type(field('Amount off ($)'), '15');
    await user.type(field('Minimum subtotal ($, optional)'), '75');
    await user.type(field('Starts (optional)'), '2025-06-01T09:00');
    await user.type(field('Ends (optional)'), '2025-06-30T21:00');
    await user.type(field('Usage limit (optional)'), '200');
    await user.type(field('Per-customer limit (optional)'), '2');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mens' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kids' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not add the code.');
    expect(field('Code')).toHaveAccessibleDescription(expect.stringContaining('The code SAVE10 already exists'));
    expect(callsTo(fetchMock, 'POST', '/discounts').map((call) => call.body)).toEqual([
      {
        code: 'SAVE10',
        kind: 'amount',
        value: 15,
        minSubtotal: 75,
        startsAt: localDateTimeToIso('2025-06-01T09:00'),
        endsAt: localDateTimeToIso('2025-06-30T21:00'),
        usageLimit: 200,
        perCustomerLimit: 2,
        appliesTo: { kind: 'categories', handles: ['mens', 'kids'] },
      },
    ]);

    await user.clear(field('Code'));
    await user.type(field('Code'), 'June15');
    await user.click(within(dialog).getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText('Discount code JUNE15 created')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(codes()).toEqual(['JUNE15', 'SAVE10', 'TENOFF', 'SHIPFREE']));
  });

  it('adds a code for products found by name, as a sale picks them', async () => {
    const { user, fetchMock } = await renderDiscounts();
    await user.click(screen.getByRole('button', { name: 'New code' }));
    const dialog = screen.getByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByLabelText('Code'), 'linen5');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Amount');
    await user.type(within(dialog).getByLabelText('Amount off ($)'), '5');
    await user.click(within(dialog).getByRole('radio', { name: 'Some products' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add code' }));
    expect(within(dialog).getByRole('group', { name: 'Applies to' })).toHaveAccessibleDescription('choose at least one product');

    await user.type(within(dialog).getByLabelText('Find products'), 'linen');
    const found = await within(dialog).findByRole('group', { name: 'Found' });
    await user.click(within(found).getByRole('checkbox', { name: 'Linen Shirt' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText('Discount code LINEN5 created')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/discounts')[0]?.body).toMatchObject({
      code: 'LINEN5',
      kind: 'amount',
      value: 5,
      appliesTo: { kind: 'products', ids: [SALE_PRODUCTS[0]!._id] },
    });
    expect(rowTexts()[0]!.join(' ')).toMatch(/\$5\.00 off.*1 product only/);
  });

  it('adds free shipping without a value', async () => {
    const { user, fetchMock } = await renderDiscounts();
    await user.click(screen.getByRole('button', { name: 'New code' }));
    const dialog = screen.getByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByLabelText('Code'), 'shipit');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Free shipping');
    expect(within(dialog).queryByLabelText(/off/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText('Discount code SHIPIT created')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/discounts')[0]?.body).toEqual({
      code: 'SHIPIT',
      kind: 'free-shipping',
      minSubtotal: null,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      appliesTo: { kind: 'all' },
    });
  });

  it('pauses a code and resumes it', async () => {
    const { user, fetchMock } = await renderDiscounts();
    await user.click(screen.getByRole('button', { name: 'Pause SAVE10' }));
    expect(await screen.findByText('Discount code SAVE10 paused')).toBeInTheDocument();
    await waitFor(() => expect(rowTexts()[0]?.[3]).toBe('Statepaused'));

    await user.click(screen.getByRole('button', { name: 'Resume SAVE10' }));
    expect(await screen.findByText('Discount code SAVE10 resumed')).toBeInTheDocument();
    await waitFor(() => expect(rowTexts()[0]?.[3]).toBe('Stateactive'));
    expect(callsTo(fetchMock, 'PATCH', '/discounts/discount-save10').map((call) => call.body)).toEqual([
      { paused: true },
      { paused: false },
    ]);
  });

  it('deletes an unused code after asking', async () => {
    const { user, fetchMock } = await renderDiscounts();
    await user.click(screen.getByRole('button', { name: 'Delete TENOFF' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete discount code?' });
    expect(dialog).toHaveTextContent('TENOFF stops working at once.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Discount code TENOFF deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/discounts/discount-tenoff')).toHaveLength(1);
    await waitFor(() => expect(codes()).toEqual(['SAVE10', 'SHIPFREE']));
  });

  it('says why a code that orders used is not deleted, and pauses it instead when asked', async () => {
    const { user, fetchMock } = await renderDiscounts();
    await user.click(screen.getByRole('button', { name: 'Delete SAVE10' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete discount code?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Discount code SAVE10 has been used by orders: pause it instead, so that their records keep it.',
    );
    expect(codes()).toEqual(['SAVE10', 'TENOFF', 'SHIPFREE']);

    await user.click(within(dialog).getByRole('button', { name: 'Pause instead' }));
    expect(await screen.findByText('Discount code SAVE10 paused')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/discounts/discount-save10').map((call) => call.body)).toEqual([{ paused: true }]);
    await waitFor(() => expect(rowTexts()[0]?.[3]).toBe('Statepaused'));
  });

  it('says when there are no codes yet, after a skeleton, and when they cannot be loaded', async () => {
    signIn(testAdmin);
    const { unmount } = await skeletonThenEmpty((api) => renderApp(PAGE, { api }), {
      holds: ({ path }) => path === '/discounts',
      api: discountsApi([]),
      loading: 'Loading discount codes',
      empty: 'No discount codes yet.',
    });
    expect(screen.getAllByRole('button', { name: 'New code' })).toHaveLength(1);
    unmount();

    await tryAgainAfterOutage((api) => renderApp(PAGE, { api }), {
      path: '/discounts',
      api: discountsApi(shopDiscounts()),
      message: 'Error loading discount codes.',
    });
    expect(await screen.findByRole('table', { name: 'Discount codes' })).toBeInTheDocument();
  });
});

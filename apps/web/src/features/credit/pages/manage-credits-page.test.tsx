import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/components/ui/search-box';
import { formatDate } from '@/lib/format';
import { firstAnswer } from '@/test/api-answers';
import { chooseFilter, lastQueryTo, skeletonThenEmpty, tryAgainAfterOutage } from '@/test/list-page';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderAdminPage } from '@/test/render-page';
import { expectTextsIn, textsByRole } from '@/test/texts';
import { anAdminCredit } from '../testing/credit-fixtures';
import { creditsApi } from '../testing/credits-api';
import { ManageCreditsPage } from './manage-credits-page';

const PAGE = '/dashboard/credits';
const LIST = '/credits';
const FUTURE = '2099-12-31T00:00:00.000Z';

/** Ada's store credit from a return, part spent; Grace's gift card from a friend, untouched; an old code the shop disabled. */
const storeCredit = anAdminCredit();
const giftCard = anAdminCredit({
  _id: 'credit-2',
  code: 'GIFT-ABCD-2345',
  kind: 'gift-card',
  owner: 'grace@example.com',
  balance: 50,
  initial: 50,
  expiresAt: FUTURE,
  movements: [{ kind: 'issued', amount: 50, note: 'Birthday gift', at: '2026-01-05T09:00:00.000Z' }],
});
const disabled = anAdminCredit({
  _id: 'credit-3',
  code: 'CREDIT-OLD1-0000',
  owner: null,
  balance: 5,
  initial: 5,
  disabled: true,
  movements: [],
});
const expired = anAdminCredit({
  _id: 'credit-4',
  code: 'GIFT-GONE-0001',
  kind: 'gift-card',
  owner: 'lin@example.com',
  balance: 20,
  initial: 20,
  expiresAt: '2020-01-01T00:00:00.000Z',
});

const shopCredits = () => [storeCredit, giftCard, disabled, expired];

const renderCredits = (api: ApiHandler = creditsApi(shopCredits()), path = PAGE) =>
  renderAdminPage(<ManageCreditsPage />, { route: PAGE, path, api });

const table = () => screen.getByRole('table', { name: 'Gift cards and credit' });
const rowOf = (code: string) => within(table()).getByText(code).closest('tr') as HTMLElement;
const codes = () =>
  within(table())
    .queryAllByRole('code')
    .map((code) => code.textContent);

describe('the gift cards and credit page', () => {
  it('lists each code with its kind, owner, balance of what it started with, expiry, state and actions', async () => {
    const { fetchMock } = await renderCredits();
    await screen.findByRole('table', { name: 'Gift cards and credit' });
    expect(screen.getByRole('heading', { level: 1, name: 'Gift cards & credit' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Gift cards & credit \|/);
    expect(screen.getByText('4 codes')).toBeInTheDocument();
    expect(lastQueryTo(fetchMock, LIST)).toEqual({ page: '1', limit: '20' });
    expect(textsByRole(table(), 'columnheader')).toEqual(['Code', 'Kind', 'Owner', 'Balance', 'Expires', 'State', 'Actions']);

    const cells = (code: string) => textsByRole(rowOf(code), 'cell');
    expect(cells('CREDIT-7QX2-M9KD').slice(1, 6)).toEqual([
      'KindStore credit',
      'Ownerada@example.com',
      'Balance$25.45 of $37.95',
      'ExpiresNever',
      'StateActive',
    ]);
    expect(cells('GIFT-ABCD-2345').slice(1, 6)).toEqual([
      'KindGift card',
      'Ownergrace@example.com',
      'Balance$50.00 of $50.00',
      `Expires${formatDate(FUTURE, 'medium')}`,
      'StateActive',
    ]);
    expect(cells('CREDIT-OLD1-0000').slice(2, 6)).toEqual(['Owner—', 'Balance$5.00 of $5.00', 'ExpiresNever', 'StateDisabled']);
    expect(cells('GIFT-GONE-0001')[5]).toBe('StateExpired');
    // The code is written as code, to be read out letter by letter.
    expect(within(rowOf('GIFT-ABCD-2345')).getByText('GIFT-ABCD-2345').tagName).toBe('CODE');

    // Every code can be adjusted; only those still working can be disabled.
    expect(textsByRole(rowOf('CREDIT-7QX2-M9KD'), 'button')).toContain('Adjust');
    expect(within(rowOf('CREDIT-7QX2-M9KD')).getByRole('button', { name: 'Adjust CREDIT-7QX2-M9KD' })).toBeInTheDocument();
    expect(within(rowOf('CREDIT-7QX2-M9KD')).getByRole('button', { name: 'Disable CREDIT-7QX2-M9KD' })).toBeInTheDocument();
    expect(within(rowOf('CREDIT-OLD1-0000')).getByRole('button', { name: 'Adjust CREDIT-OLD1-0000' })).toBeInTheDocument();
    expect(within(rowOf('CREDIT-OLD1-0000')).queryByRole('button', { name: /^Disable/ })).not.toBeInTheDocument();
  });

  it("opens a row's movements, dated and signed, and closes them again", async () => {
    const { user } = await renderCredits();
    const show = await screen.findByRole('button', { name: 'Show movements of CREDIT-7QX2-M9KD' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Movements of CREDIT-7QX2-M9KD' })).not.toBeInTheDocument();

    await user.click(show);
    const hide = screen.getByRole('button', { name: 'Hide movements of CREDIT-7QX2-M9KD' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    const movements = screen.getByRole('table', { name: 'Movements of CREDIT-7QX2-M9KD' });
    expect(hide).toHaveAttribute('aria-controls', movements.closest('tr')?.id);
    expect(
      within(movements)
        .getAllByRole('row')
        .slice(1)
        .map((row) => textsByRole(row, 'cell')),
    ).toEqual([
      [formatDate('2026-03-20T10:00:00.000Z', 'localDate'), 'Issued · Return RR-2026-000001', '+$37.95'],
      [formatDate('2026-04-02T15:30:00.000Z', 'localDate'), 'Spent · Order ORD-7K2M9PQA', '−$12.50'],
    ]);
    // The others stay closed.
    expect(screen.getByRole('button', { name: 'Show movements of GIFT-ABCD-2345' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Show movements of CREDIT-OLD1-0000' }));
    expect(screen.getByText('CREDIT-OLD1-0000 has no movements yet.')).toBeInTheDocument();

    await user.click(hide);
    expect(screen.queryByRole('table', { name: 'Movements of CREDIT-7QX2-M9KD' })).not.toBeInTheDocument();
  });

  it('searches by code or email as one types, with the search in the URL, and asks the server for it', async () => {
    const { user, router, fetchMock } = await renderCredits(creditsApi(shopCredits()), `${PAGE}?page=2`);
    const box = await screen.findByRole('searchbox', { name: 'Search codes' });
    await user.type(box, 'GRACE@');
    await waitFor(() => expect(codes()).toEqual(['GIFT-ABCD-2345']), { timeout: SEARCH_DEBOUNCE_MS * 5 });
    expect(router.state.location.search).toBe('?search=GRACE%40');
    expect(lastQueryTo(fetchMock, LIST)).toEqual({ search: 'GRACE@', page: '1', limit: '20' });
    expect(screen.getByText('1 code matching “GRACE@”')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'old1{Enter}');
    await waitFor(() => expect(codes()).toEqual(['CREDIT-OLD1-0000']));
    expect(router.state.location.search).toBe('?search=old1');
  });

  it('filters by kind, back on page 1, with the kind in the URL beside the search', async () => {
    const { user, router, fetchMock } = await renderCredits(creditsApi(shopCredits()), `${PAGE}?search=example&page=2`);
    await screen.findByText('GIFT-ABCD-2345');
    expect(screen.getByRole('searchbox', { name: 'Search codes' })).toHaveValue('example');
    await chooseFilter(user, router, {
      label: 'Kind',
      options: ['All', 'Store credit', 'Gift cards'],
      choose: 'Gift cards',
      hides: 'CREDIT-7QX2-M9KD',
      keeps: 'GIFT-ABCD-2345',
      search: '?search=example&kind=gift-card',
    });
    expect(codes()).toEqual(['GIFT-ABCD-2345', 'GIFT-GONE-0001']);
    expect(lastQueryTo(fetchMock, LIST)).toEqual({ search: 'example', kind: 'gift-card', page: '1', limit: '20' });
  });

  it('opens on the search and kind the URL names', async () => {
    const { fetchMock } = await renderCredits(creditsApi(shopCredits()), `${PAGE}?kind=store-credit&search=ada`);
    await waitFor(() => expect(codes()).toEqual(['CREDIT-7QX2-M9KD']));
    expect(screen.getByLabelText('Kind')).toHaveValue('store-credit');
    expect(screen.getByRole('searchbox', { name: 'Search codes' })).toHaveValue('ada');
    expect(callsTo(fetchMock, 'GET', LIST).map(({ url }) => url.search)).toEqual(['?search=ada&kind=store-credit&page=1&limit=20']);
  });

  it('shows a placeholder while the codes load, then says there are none yet', async () => {
    await skeletonThenEmpty(renderCredits, {
      holds: (call) => call.path === LIST,
      api: creditsApi([]),
      loading: 'Loading codes',
      empty: 'No gift cards or credit yet',
      pages: 'Codes pages',
    });
    expect(screen.getByText(/Issue a gift card or give store credit, and its code appears here/)).toBeInTheDocument();
    // Nothing filters the list: nothing to clear.
    expect(screen.queryByRole('button', { name: 'Show all codes' })).not.toBeInTheDocument();
  });

  it('says when no code matches, and shows them all again on request', async () => {
    const { user, router } = await renderCredits(creditsApi(shopCredits()), `${PAGE}?search=nobody`);
    expect(await screen.findByText('No codes found')).toBeInTheDocument();
    expect(screen.getByText("No code has “nobody” in its code or its owner's email.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all codes' }));
    await waitFor(() => expect(codes()).toHaveLength(4));
    expect(router.state.location.search).toBe('');
  });

  it('says when there is no code of a kind yet', async () => {
    await renderCredits(creditsApi([storeCredit]), `${PAGE}?kind=gift-card`);
    expect(await screen.findByText('No codes found')).toBeInTheDocument();
    expect(screen.getByText('There is no gift card yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all codes' })).toBeInTheDocument();
  });

  it('says when the codes could not be loaded, and loads them again on request', async () => {
    await tryAgainAfterOutage(renderCredits, {
      path: LIST,
      api: creditsApi(shopCredits()),
      message: 'We could not load the gift cards and credit.',
    });
    expect(await screen.findByText('GIFT-ABCD-2345')).toBeInTheDocument();
  });
});

describe('issuing a gift card or store credit', () => {
  const openIssue = async (user: Awaited<ReturnType<typeof renderCredits>>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Issue a gift card or credit' }));
    return screen.getByRole('dialog', { name: 'Issue a gift card or credit' });
  };

  it("checks the form first, sends exactly what was typed, toasts the server's message and lists the new code", async () => {
    const { user, fetchMock } = await renderCredits();
    const dialog = await openIssue(user);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Gift card', 'Store credit']);
    expect(within(dialog).getByRole('radio', { name: 'Gift card' })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Kind' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount ($)')).toHaveAccessibleDescription(expect.stringContaining('Amount must be a number'));
    expect(within(dialog).getByLabelText('Note')).toHaveAccessibleDescription(expect.stringContaining('Note is required'));
    expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Store credit' }));
    await user.type(within(dialog).getByLabelText("Recipient's email"), ' Lin@Example.com ');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '$25.50');
    await user.type(within(dialog).getByLabelText('Note'), 'Sorry for the late parcel');
    await user.type(within(dialog).getByLabelText('Expires (optional)'), '2099-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));

    expect(await screen.findByText('Store credit given.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', LIST).map((call) => call.body)).toEqual([
      {
        kind: 'store-credit',
        email: 'lin@example.com',
        amount: 25.5,
        note: 'Sorry for the late parcel',
        expiresAt: new Date(2099, 5, 30, 23, 59, 59, 999).toISOString(),
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(codes()[0]).toBe('CREDIT-NEW1-0000'));
    expectTextsIn(rowOf('CREDIT-NEW1-0000'), ['Store credit', 'lin@example.com', '$25.50 of $25.50', 'Active']);
  });

  it('sends a gift card without an expiry when none is picked', async () => {
    const { user, fetchMock } = await renderCredits();
    const dialog = await openIssue(user);
    await user.type(within(dialog).getByLabelText("Recipient's email"), 'sam@example.com');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '40');
    await user.type(within(dialog).getByLabelText('Note'), 'Birthday gift');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Gift card issued.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', LIST).map((call) => call.body)).toEqual([
      { kind: 'gift-card', email: 'sam@example.com', amount: 40, note: 'Birthday gift' },
    ]);
  });

  it("keeps a refusal in the dialog, with the server's message under its field", async () => {
    const { user, fetchMock } = await renderCredits();
    const dialog = await openIssue(user);
    await user.type(within(dialog).getByLabelText("Recipient's email"), 'sam@example.com');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '40');
    await user.type(within(dialog).getByLabelText('Note'), 'Birthday gift');
    await user.type(within(dialog).getByLabelText('Expires (optional)'), '2020-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The code was not issued.Please check the highlighted fields.');
    const expires = within(dialog).getByLabelText('Expires (optional)');
    expect(expires).toHaveAttribute('aria-invalid', 'true');
    expect(expires).toHaveAccessibleDescription(expect.stringContaining('The expiry must be in the future'));
    expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Issue a gift card or credit' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Birthday gift');
  });
});

describe('adjusting and disabling a code', () => {
  it('adjusts by a signed amount with a reason, showing the latest movements first, and updates the row', async () => {
    const { user, fetchMock } = await renderCredits();
    await user.click(await screen.findByRole('button', { name: 'Adjust CREDIT-7QX2-M9KD' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust CREDIT-7QX2-M9KD' });
    expect(dialog).toHaveAccessibleDescription('Store credit, balance $25.45 of $37.95.');
    const latest = within(dialog).getByRole('table', { name: 'Latest movements of CREDIT-7QX2-M9KD' });
    expect(within(latest).getAllByRole('row')).toHaveLength(3);
    expect(latest).toHaveTextContent('−$12.50');
    const amount = within(dialog).getByLabelText('Amount ($)');
    expect(amount).toHaveFocus();

    await user.type(amount, '-5.45');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill taken back');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));

    expect(await screen.findByText('Balance adjusted.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/credits/credit-1/adjust').map((call) => call.body)).toEqual([
      { amount: -5.45, reason: 'Goodwill taken back' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(rowOf('CREDIT-7QX2-M9KD')).toHaveTextContent('$20.00 of $37.95'));
  });

  it('refuses $0.00 before sending, and keeps the refusal of a balance below $0.00 in the dialog', async () => {
    const { user, fetchMock } = await renderCredits();
    await user.click(await screen.findByRole('button', { name: 'Adjust GIFT-ABCD-2345' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust GIFT-ABCD-2345' });
    const amount = within(dialog).getByLabelText('Amount ($)');
    await user.type(amount, '0');
    await user.type(within(dialog).getByLabelText('Reason'), 'Card lost');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(dialog).findByText('Amount must not be $0.00')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/credits/credit-2/adjust')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '−60');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The balance was not adjusted.The balance cannot go below $0.00.');
    expect(callsTo(fetchMock, 'POST', '/credits/credit-2/adjust').map((call) => call.body)).toEqual([{ amount: -60, reason: 'Card lost' }]);
    expect(amount).toHaveValue('−60');
    expect(screen.queryByText('Balance adjusted.')).not.toBeInTheDocument();
    expect(rowOf('GIFT-ABCD-2345')).toHaveTextContent('$50.00 of $50.00');
  });

  it('disables a code only with a reason, then shows it disabled, without Disable', async () => {
    const { user, fetchMock } = await renderCredits();
    await user.click(await screen.findByRole('button', { name: 'Disable GIFT-ABCD-2345' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable GIFT-ABCD-2345?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('its $50.00 can no longer be spent'));

    await user.click(within(dialog).getByRole('button', { name: 'Disable code' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/credits/credit-2/disable')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), '  Reported stolen ');
    await user.click(within(dialog).getByRole('button', { name: 'Disable code' }));
    expect(await screen.findByText('Code disabled.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/credits/credit-2/disable').map((call) => call.body)).toEqual([{ reason: 'Reported stolen' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(rowOf('GIFT-ABCD-2345')).toHaveTextContent('Disabled'));
    expect(within(rowOf('GIFT-ABCD-2345')).queryByRole('button', { name: 'Disable GIFT-ABCD-2345' })).not.toBeInTheDocument();
  });

  it('keeps the refusal of a code disabled meanwhile in the dialog', async () => {
    // Another admin disabled it after this page loaded.
    const api = creditsApi(shopCredits());
    const disabledMeanwhile: ApiHandler = (call) =>
      call.method === 'POST' && call.path === '/credits/credit-1/disable'
        ? Response.json({ message: 'CREDIT-7QX2-M9KD is already disabled.' }, { status: 409 })
        : undefined;
    const { user } = await renderCredits(firstAnswer(disabledMeanwhile, api));
    await user.click(await screen.findByRole('button', { name: 'Disable CREDIT-7QX2-M9KD' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable CREDIT-7QX2-M9KD?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Disable code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The code was not disabled.CREDIT-7QX2-M9KD is already disabled.');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Duplicate');
  });
});

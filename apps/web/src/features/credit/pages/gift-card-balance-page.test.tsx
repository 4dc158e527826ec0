import type { CreditBalance } from '@shop/shared/credit.schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { fieldRefusal } from '@/test/api-answers';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { GiftCardBalancePage } from './gift-card-balance-page';

const BALANCE = '/credits/balance';
const UNKNOWN = 'No gift card or store credit has this code.';

const giftCard: CreditBalance = {
  code: 'GIFT-ABCD-2345',
  kind: 'gift-card',
  balance: 42.5,
  expiresAt: '2099-12-31T00:00:00.000Z',
  disabled: false,
};
const disabledCredit: CreditBalance = {
  code: 'CREDIT-OLD1-0000',
  kind: 'store-credit',
  balance: 5,
  expiresAt: null,
  disabled: true,
};

/** The balance route as the server answers it: the codes it knows (any case), 404 for others. */
const balanceApi =
  (known: CreditBalance[]): ApiHandler =>
  ({ method, path, url }) => {
    if (method !== 'GET' || path !== BALANCE) return undefined;
    const code = (url.searchParams.get('code') ?? '').trim().toUpperCase();
    const found = known.find((one) => one.code === code);
    return found ? Response.json(found) : Response.json({ message: UNKNOWN }, { status: 404 });
  };

const renderBalance = (api: ApiHandler = balanceApi([giftCard, disabledCredit])) =>
  renderPage(<GiftCardBalancePage />, { route: '/gift-cards', path: '/gift-cards', api });

const answer = () => document.querySelector<HTMLElement>('[aria-live="polite"]')!;

describe('the gift card balance page', () => {
  it('shows the balance, kind and expiry of a code, asking for exactly that code and nothing of its owner', async () => {
    const { user, fetchMock } = await renderBalance();
    expect(screen.getByRole('heading', { level: 1, name: 'Check a gift card' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Check a gift card \|/);
    expect(callsTo(fetchMock, 'GET', BALANCE)).toHaveLength(0);
    expect(answer()).toBeEmptyDOMElement();

    await user.type(screen.getByLabelText('Gift card or credit code'), '  gift-abcd-2345 ');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));

    const card = await within(answer()).findByRole('region', { name: 'Gift card GIFT-ABCD-2345' });
    expect(card).toHaveTextContent('Balance$42.50');
    expect(card).toHaveTextContent(`Expires on ${formatDate('2099-12-31T00:00:00.000Z', 'localDate')}`);
    expect(card).not.toHaveTextContent('disabled');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', BALANCE).map(({ url }) => url.search)).toEqual(['?code=GIFT-ABCD-2345']);
  });

  it('says when a code has been disabled, with what is left on it', async () => {
    const { user } = await renderBalance();
    await user.type(screen.getByLabelText('Gift card or credit code'), 'CREDIT-OLD1-0000');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    const card = await within(answer()).findByRole('region', { name: 'Store credit CREDIT-OLD1-0000' });
    expect(card).toHaveTextContent('$5.00');
    expect(within(card).getByText('This code has been disabled.')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Expires');
  });

  it("shows the server's refusal of an unknown code as the form's error, and no balance", async () => {
    const { user, fetchMock } = await renderBalance();
    const input = screen.getByLabelText('Gift card or credit code');
    await user.type(input, 'GIFT-ABCD-2345');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    await within(answer()).findByRole('region');

    await user.clear(input);
    await user.type(input, 'GIFT-NOPE-0000');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNKNOWN);
    expect(answer()).toBeEmptyDOMElement();
    expect(callsTo(fetchMock, 'GET', BALANCE).map(({ url }) => url.search)).toEqual(['?code=GIFT-ABCD-2345', '?code=GIFT-NOPE-0000']);
  });

  it('says when there were too many checks', async () => {
    const tooMany: ApiHandler = ({ path }) =>
      path === BALANCE ? Response.json({ message: 'Too many checks. Please wait a minute and try again.' }, { status: 429 }) : undefined;
    const { user } = await renderBalance(tooMany);
    await user.type(screen.getByLabelText('Gift card or credit code'), 'GIFT-ABCD-2345');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many checks. Please wait a minute and try again.');
  });

  it('asks for a code before checking, and shows the server’s refusal of one under the field', async () => {
    const refused: ApiHandler = ({ path }) => (path === BALANCE ? fieldRefusal('code', 'That is not a code') : undefined);
    const { user, fetchMock } = await renderBalance(refused);
    const input = screen.getByLabelText('Gift card or credit code');
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a code'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'GET', BALANCE)).toHaveLength(0);

    await user.type(input, '#');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByText('That is not a code')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('That is not a code'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is a page of the shop at /gift-cards, for anyone, the address its mail links to', async () => {
    await renderApp('/gift-cards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check a gift card' })).toBeInTheDocument();
  });
});

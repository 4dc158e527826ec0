import type { Credit } from '@shop/shared/credit.schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { heldAnswer, outageOf } from '@/test/api-answers';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { signIn, testUser } from '@/test/users';
import { aCredit } from '../testing/credit-fixtures';
import { StoreCreditPage } from './store-credit-page';

// The session says whose: no email or id travels in the path.
const MINE = '/credits/mine';

const creditsApi =
  (credits: Credit[], balance: number): ApiHandler =>
  ({ method, path }) =>
    method === 'GET' && path === MINE ? Response.json({ balance, credits }) : undefined;

function renderCredit(api: ApiHandler) {
  signIn(testUser);
  return renderPage(<StoreCreditPage />, { route: '/dashboard/credit', path: '/dashboard/credit', api });
}

const giftCard = aCredit({
  _id: 'credit-2',
  code: 'GIFT-ABCD-2345',
  kind: 'gift-card',
  balance: 50,
  initial: 50,
  expiresAt: '2099-12-31T00:00:00.000Z',
  movements: [{ kind: 'issued', amount: 50, note: 'Gift card from Grace', at: '2026-01-05T09:00:00.000Z' }],
});
const disabled = aCredit({
  _id: 'credit-3',
  code: 'CREDIT-OLD1-0000',
  balance: 5,
  initial: 5,
  disabled: true,
  expiresAt: '2020-01-01T00:00:00.000Z',
  movements: [],
});

describe('the store credit page', () => {
  it('shows the balance, then each code with its kind, what is left, its expiry and its movements, signed', async () => {
    const { fetchMock } = await renderCredit(creditsApi([aCredit(), giftCard, disabled], 75.45));
    expect(screen.getByRole('heading', { level: 1, name: 'Store credit' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Store credit \|/);

    const balance = await screen.findByRole('region', { name: 'Your balance' });
    expect(balance).toHaveTextContent('$75.45');
    // The disabled, expired code is not one to spend.
    expect(balance).toHaveTextContent('2 codes with credit left to spend');
    expect(callsTo(fetchMock, 'GET', MINE)).toHaveLength(1);

    const credit = screen.getByRole('article', { name: 'Store credit CREDIT-7QX2-M9KD' });
    expect(within(credit).getByText('CREDIT-7QX2-M9KD').tagName).toBe('CODE');
    expect(credit).toHaveTextContent('Balance$25.45 of $37.95');
    expect(credit).not.toHaveTextContent(/Expires|Disabled/);
    const movements = within(credit).getByRole('table', { name: 'Movements of CREDIT-7QX2-M9KD' });
    const rows = within(movements)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [formatDate('2026-03-20T10:00:00.000Z', 'localDate'), 'Issued · Return RR-2026-000001', '+$37.95'],
      [formatDate('2026-04-02T15:30:00.000Z', 'localDate'), 'Spent · Order ORD-7K2M9PQA', '−$12.50'],
    ]);

    const gift = screen.getByRole('article', { name: 'Gift card GIFT-ABCD-2345' });
    expect(gift).toHaveTextContent('$50.00 of $50.00');
    expect(gift).toHaveTextContent(`Expires${formatDate('2099-12-31T00:00:00.000Z', 'localDate')}`);

    const off = screen.getByRole('article', { name: 'Store credit CREDIT-OLD1-0000' });
    expect(within(off).getByText('Disabled')).toBeInTheDocument();
    expect(off).toHaveTextContent('it cannot be spent');
    expect(off).toHaveTextContent(`Expired${formatDate('2020-01-01T00:00:00.000Z', 'localDate')}`);
    expect(off).toHaveTextContent('Not used yet.');
  });

  it('says there is no store credit yet, and how it is earned', async () => {
    await renderCredit(creditsApi([], 0));
    expect(await screen.findByText('No store credit yet')).toBeInTheDocument();
    expect(
      screen.getByText('Store credit comes from a return you take as store credit instead of a refund, or from a gift card.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your balance' })).not.toBeInTheDocument();
  });

  it('shows a placeholder while it loads', async () => {
    const held = heldAnswer((call) => call.path === MINE, creditsApi([aCredit()], 25.45));
    await renderCredit(held.api);
    expect(screen.getByRole('status', { name: 'Loading your store credit' })).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('region', { name: 'Your balance' })).toHaveTextContent('$25.45');
  });

  it('says when the credit could not be loaded, and loads it again on request', async () => {
    const outage = outageOf(MINE, creditsApi([aCredit()], 25.45));
    const { user } = await renderCredit(outage.api);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your store credit.');
    outage.recover();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Store credit CREDIT-7QX2-M9KD' })).toBeInTheDocument();
  });
});

import { paths } from '@shop/shared/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { renderPage } from '@/test/render-page';
import { signIn, testUser } from '@/test/users';
import { aReturn, aReturnLine, ORDER_ID } from '../testing/return-fixtures';
import { OrderReturns } from './order-returns';

const RETURNS_PATH = `/orders/${ORDER_ID}/returns`;

function OrderPage({ token }: { token?: string }) {
  usePageTitle('Order');
  return (
    <>
      <h1>Order</h1>
      <OrderReturns orderId={ORDER_ID} token={token} />
    </>
  );
}

const returns = [
  aReturn({
    status: 'refunded',
    refunded: 69,
    lines: [aReturnLine({ quantity: 2 }), aReturnLine({ _id: 'return-line-2', name: 'Harbor Cap', color: 'blue', size: 'one-size' })],
  }),
  aReturn({
    _id: 'r2',
    rmaNumber: 'RR-2026-000002',
    status: 'credited',
    outcome: 'credit',
    credited: 37.95,
    creditCode: 'CREDIT-7QX2-M9KD',
  }),
  aReturn({ _id: 'r3', rmaNumber: 'RR-2026-000003', status: 'rejected', rejectionReason: 'The tee was worn.' }),
  // Of an order paid in euros: refunded in euros, as the card was charged.
  aReturn({ _id: 'r4', rmaNumber: 'RR-2026-000004', status: 'refunded', refunded: 19.51, currency: 'EUR' }),
];

const renderReturns = (token?: string) =>
  renderPage(<OrderPage token={token} />, {
    route: '/orders/:orderId',
    path: '/orders/ORD-7K2M9PQA',
    api: ({ path, url }) =>
      path === RETURNS_PATH && (url.searchParams.get('token') ?? undefined) === token ? Response.json({ returns }) : undefined,
  });

describe("an order's returns", () => {
  it('lists each with its RMA number, state, lines, what was asked for, and what was refunded or credited', async () => {
    await renderReturns('tracking-token');
    const refunded = await screen.findByRole('article', { name: 'Return RR-2026-000001' });
    expect(within(refunded).getByRole('list', { name: 'Items returned' })).toHaveTextContent(
      'Linen Tee × 2: Size M, BlackHarbor Cap × 1: One size, Blue',
    );
    expect(within(refunded).getByText('Refunded', { selector: 'span.rounded-full' })).toBeInTheDocument();
    expect(refunded).toHaveTextContent('You asked for: A refund to your card');
    expect(refunded).toHaveTextContent('Refunded: $69.00 to your card');
    expect(screen.getByRole('article', { name: 'Return RR-2026-000004' })).toHaveTextContent('Refunded: €19.51 to your card');

    const credited = screen.getByRole('article', { name: 'Return RR-2026-000002' });
    expect(credited).toHaveTextContent('You asked for: Store credit');
    expect(credited).toHaveTextContent('Credited: $37.95 of store credit');
    expect(within(credited).getByText('CREDIT-7QX2-M9KD')).toBeInTheDocument();
    // A guest has the code alone: there is no account to hold the credit.
    expect(within(credited).queryByRole('link', { name: 'See your store credit' })).not.toBeInTheDocument();

    const rejected = screen.getByRole('article', { name: 'Return RR-2026-000003' });
    expect(rejected).toHaveTextContent('Why it was rejected: The tee was worn.');
    expect(rejected).not.toHaveTextContent(/Refunded:|Credited:/);
  });

  it("points a signed-in customer's credited return to their store credit page", async () => {
    signIn(testUser);
    await renderReturns();
    const credited = await screen.findByRole('article', { name: 'Return RR-2026-000002' });
    expect(within(credited).getByRole('link', { name: 'See your store credit' })).toHaveAttribute('href', paths.storeCredit);
  });

  it('shows nothing while the order has no return, and a retry when they could not be loaded', async () => {
    let answer = Response.json({ message: 'Boom' }, { status: 500 });
    const { user } = await renderPage(<OrderPage />, {
      route: '/orders/:orderId',
      path: '/orders/ORD-7K2M9PQA',
      api: ({ path }) => (path === RETURNS_PATH ? answer.clone() : undefined),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The returns of this order could not be loaded.');
    answer = Response.json({ returns: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByRole('list', { name: 'Returns of this order' })).not.toBeInTheDocument();
  });
});

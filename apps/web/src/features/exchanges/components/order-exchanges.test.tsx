import type { ExchangeState } from '@shop/shared/constants';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { renderPage } from '@/test/render-page';
import { anExchange } from '../testing/admin-exchange-fixtures';
import { ExchangeTracker } from './exchange-tracker';
import { OrderExchanges } from './order-exchanges';

const ORDER_ID = '7d1c2a3e-5b6f-4c8d-9e0f-112233445566';

function stepsOf(status: ExchangeState) {
  render(<ExchangeTracker status={status} />);
  return within(screen.getByRole('list', { name: 'Exchange progress' }))
    .getAllByRole('listitem')
    .map((step) => `${step.textContent?.replace(/ \(.*\)$/, '')}: ${step.getAttribute('data-state')}`);
}

describe("an exchange's tracker", () => {
  it('marks the steps before the state done and the state current', () => {
    expect(stepsOf('received')).toEqual([
      'Requested: complete',
      'Approved: complete',
      'Item received: current',
      'Replacement shipped: upcoming',
      'Closed: upcoming',
    ]);
    expect(screen.getByText('Item received').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('has every step done once closed', () => {
    expect(stepsOf('closed').every((step) => step.endsWith(': complete'))).toBe(true);
  });

  it('shows a rejected exchange as its request, then the rejection', () => {
    expect(stepsOf('rejected')).toEqual(['Requested: complete', 'Rejected: rejected']);
  });
});

function OrderPage() {
  usePageTitle('Order');
  return (
    <>
      <h1>Order</h1>
      <OrderExchanges orderId={ORDER_ID} token="tracking-token" />
    </>
  );
}

describe("an order's exchanges", () => {
  it('lists each with its RA number, its lines from → to, its state and tracker, and why it was rejected', async () => {
    const exchanges = [
      anExchange({ status: 'shipped' }),
      anExchange({ _id: 'x2', raNumber: 'RA-2026-000002', status: 'rejected', rejectionReason: 'The tee was worn.' }),
    ];
    await renderPage(<OrderPage />, {
      route: '/orders/:orderId',
      path: '/orders/ORD-7K2M9PQA',
      api: ({ path, url }) =>
        path === `/orders/${ORDER_ID}/exchanges` && url.searchParams.get('token') === 'tracking-token'
          ? Response.json({ exchanges })
          : undefined,
    });
    const shipped = await screen.findByRole('article', { name: 'Exchange RA-2026-000001' });
    expect(within(shipped).getByRole('list', { name: 'Items exchanged' })).toHaveTextContent(
      'Linen Tee × 1: Size M, Black for Size L, Black',
    );
    expect(within(shipped).getByText('Replacement shipped', { selector: 'span.rounded-full' })).toBeInTheDocument();
    const tracker = within(shipped).getByRole('list', { name: 'Progress of exchange RA-2026-000001' });
    expect(within(tracker).getByText('Replacement shipped').closest('li')).toHaveAttribute('aria-current', 'step');

    const rejected = screen.getByRole('article', { name: 'Exchange RA-2026-000002' });
    expect(rejected).toHaveTextContent('Why it was rejected: The tee was worn.');
  });

  it('shows nothing while the order has no exchange, and a retry when they could not be loaded', async () => {
    let answer = Response.json({ message: 'Boom' }, { status: 500 });
    const { user } = await renderPage(<OrderPage />, {
      route: '/orders/:orderId',
      path: '/orders/ORD-7K2M9PQA',
      api: ({ path }) => (path === `/orders/${ORDER_ID}/exchanges` ? answer.clone() : undefined),
    });
    expect(await screen.findByText('The exchanges of this order could not be loaded.')).toBeInTheDocument();
    answer = Response.json({ exchanges: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('The exchanges of this order could not be loaded.')).not.toBeInTheDocument());
    expect(screen.queryByRole('list', { name: 'Exchanges of this order' })).not.toBeInTheDocument();
  });
});

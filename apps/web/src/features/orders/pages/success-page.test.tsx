import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCartStore } from '@/features/cart/cart-store';
import { callsTo, renderApp, testSettings } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';
import { anOrder } from '../testing/order-fixtures';

const tee = { _id: 'p1', name: 'Field Tee', price: 34.5, image: '/uploads/field.webp', color: 'black', size: 'm' };
const justPaid = anOrder({ status: 'pending', statusHistory: [{ status: 'pending', at: '2025-03-14T10:00:00.000Z' }] });

describe('the payment confirmation page', () => {
  it("confirms the payment once (even in StrictMode), shows 'Payment paid', the order id, its status and the timeline, and empties the bag", async () => {
    signIn(testUser);
    useCartStore.getState().add(tee);
    const { fetchMock } = await renderApp('/success?session_id=cs_test_abc', {
      strict: true,
      api: ({ method, path }) =>
        method === 'POST' && path === '/orders/confirm-payment'
          ? Response.json({ order: justPaid, trackingPath: '/orders/ORD-7K2M9PQA' })
          : undefined,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment paid' })).toBeInTheDocument();
    expect(screen.getByText('Payment paid')).toBeInTheDocument();
    expect(screen.getByText('Order Id').nextElementSibling).toHaveTextContent('ORD-7K2M9PQA');
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('pending');

    const timeline = screen.getByRole('list', { name: 'Order progress' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.firstChild?.textContent)).toEqual([
      'pending',
      'processing',
      'shipped',
      'completed',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps.slice(1).every((step) => !step.hasAttribute('aria-current'))).toBe(true);

    await waitFor(() => expect(useCartStore.getState().products).toEqual([]));
    expect(callsTo(fetchMock, 'POST', '/orders/confirm-payment')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/orders/confirm-payment')[0]?.body).toEqual({ session_id: 'cs_test_abc' });
    expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/dashboard/orders');
    expect(screen.getByRole('link', { name: 'Track this order' })).toHaveAttribute('href', '/orders/ORD-7K2M9PQA');
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(shipping).toHaveTextContent('Ada Lovelace');
    expect(shipping).toHaveTextContent('Portland, OR 97201');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
  });

  it("promises an email only when the shop's mail is delivered, and otherwise says the confirmation is saved", async () => {
    const paid = ({ path }: { path: string }) =>
      path === '/orders/confirm-payment' ? Response.json({ order: justPaid, trackingPath: '/orders/ORD-7K2M9PQA' }) : undefined;
    const { unmount } = await renderApp('/success?session_id=cs_test_abc', { api: paid });
    expect(await screen.findByText(`A confirmation is on its way to ${justPaid.email}.`)).toBeInTheDocument();
    unmount();

    await renderApp('/success?session_id=cs_test_abc', { api: paid, settings: { ...testSettings, mailDelivers: false } });
    expect(await screen.findByText('Your confirmation is saved.')).toBeInTheDocument();
    expect(screen.queryByText(/on its way/)).not.toBeInTheDocument();
  });

  it('keeps the bag when the payment is not paid', async () => {
    useCartStore.getState().add(tee);
    await renderApp('/success?session_id=cs_test_abc', {
      api: ({ path }) =>
        path === '/orders/confirm-payment'
          ? Response.json({ order: { ...justPaid, paymentStatus: 'expired' }, trackingPath: '/orders/ORD-7K2M9PQA' })
          : undefined,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment expired' })).toBeInTheDocument();
    expect(useCartStore.getState().products).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'View your orders' })).not.toBeInTheDocument();
  });

  it('keeps the spinner after a failed confirmation, says so, and tries again on Retry', async () => {
    useCartStore.getState().add(tee);
    let fail = true;
    const { user, fetchMock } = await renderApp('/success?session_id=cs_test_abc', {
      api: ({ path }) =>
        path === '/orders/confirm-payment'
          ? fail
            ? Response.json({ message: 'Internal Server Error' }, { status: 500 })
            : Response.json({ order: justPaid, trackingPath: '/orders/ORD-7K2M9PQA' })
          : undefined,
    });

    expect(await screen.findByText('We could not confirm your payment yet')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
    expect(useCartStore.getState().products).toHaveLength(1);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Payment paid')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/orders/confirm-payment')).toHaveLength(2);
    await waitFor(() => expect(useCartStore.getState().products).toEqual([]));
  });

  it('asks nothing without a session id, and says it cannot confirm', async () => {
    const { fetchMock } = await renderApp('/success');
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
    expect(screen.getByText('We could not confirm your payment yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/orders/confirm-payment')).toHaveLength(0);
  });

  it('gives a guest the tracking link that opens the order without an account', async () => {
    const guestPath = '/orders/ORD-7K2M9PQA?token=abc123';
    await renderApp('/success?session_id=cs_test_abc', {
      api: ({ method, path }) =>
        method === 'POST' && path === '/orders/confirm-payment' ? Response.json({ order: justPaid, trackingPath: guestPath }) : undefined,
    });
    expect(await screen.findByRole('link', { name: 'Track this order' })).toHaveAttribute('href', guestPath);
    expect(screen.queryByRole('link', { name: 'View your orders' })).not.toBeInTheDocument();
  });
});

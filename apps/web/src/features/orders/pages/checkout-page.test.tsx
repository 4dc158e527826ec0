import type { TestCheckoutView } from '@shop/shared/order.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { browserNavigation } from '../browser-navigation';
import { renderPage } from '../testing/render-page';
import { CheckoutPage } from './checkout-page';

const view: TestCheckoutView = {
  id: 'cs_test_abc',
  status: 'open',
  lines: [
    { name: 'Field Tee', price: 34.5, quantity: 2, image: '/uploads/field.webp' },
    { name: 'Harbor Tee', price: 65.48, quantity: 1, image: '/uploads/harbor.webp' },
  ],
  subtotal: 134.48,
  tax: 8.07,
  total: 142.55,
  currency: 'usd',
  email: null,
  cancelUrl: '/?bag=open',
};

function checkoutApi(answer: Partial<TestCheckoutView> = {}, pay?: () => Response): ApiHandler {
  return ({ method, path }) => {
    if (method === 'GET' && path === '/orders/test-checkout/cs_test_abc') return Response.json({ ...view, ...answer });
    if (method === 'POST' && path === '/orders/test-checkout/cs_test_abc/pay') {
      return pay?.() ?? Response.json({ url: '/success?session_id=cs_test_abc' });
    }
    return undefined;
  };
}

const renderCheckout = (api: ApiHandler) =>
  renderPage(<CheckoutPage />, { route: '/checkout/:sessionId', path: '/checkout/cs_test_abc', api });

describe('the TEST MODE checkout page', () => {
  it("is marked TEST MODE and shows the lines, the totals, 'Pay $X.XX' and a Cancel link back to the bag", async () => {
    await renderCheckout(checkoutApi());
    expect(screen.getByRole('note', { name: 'Test mode' })).toHaveTextContent('TEST MODE: no real payment is taken');

    const summary = await screen.findByRole('region', { name: 'Your order' });
    const lines = within(summary).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Field Tee');
    expect(lines[0]).toHaveTextContent('Qty 2 × $34.50');
    expect(lines[0]).toHaveTextContent('$69.00');
    expect(within(summary).getByText('Subtotal').nextElementSibling).toHaveTextContent('$134.48');
    expect(within(summary).getByText('Tax(6%)').nextElementSibling).toHaveTextContent('$8.07');
    expect(within(summary).getByText('Total due').nextElementSibling).toHaveTextContent('$142.55');

    expect(screen.getByRole('button', { name: 'Pay $142.55' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/?bag=open');
  });

  it('asks a guest for an email, then pays and goes to the confirmation page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user, fetchMock } = await renderCheckout(checkoutApi());
    const pay = await screen.findByRole('button', { name: 'Pay $142.55' });

    await user.click(pay);
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(pay);
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/orders/test-checkout/cs_test_abc/pay')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'Guest@Example.com');
    await user.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/success?session_id=cs_test_abc'));
    expect(callsTo(fetchMock, 'POST', '/orders/test-checkout/cs_test_abc/pay')[0]?.body).toEqual({ email: 'guest@example.com' });
  });

  it('does not ask a signed-in customer for the email it already has', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user, fetchMock } = await renderCheckout(checkoutApi({ email: 'ada@example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $142.55' }));
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(callsTo(fetchMock, 'POST', '/orders/test-checkout/cs_test_abc/pay')[0]?.body).toEqual({});
  });

  it("shows the server's refusal", async () => {
    const { user } = await renderCheckout(
      checkoutApi({ email: 'ada@example.com' }, () =>
        Response.json({ message: 'This checkout has expired. Please return to your bag and check out again.' }, { status: 400 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Pay $142.55' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout has expired.');
  });

  it('says when the checkout is already paid or has expired', async () => {
    await renderCheckout(checkoutApi({ status: 'paid' }));
    expect(await screen.findByRole('heading', { name: 'This checkout is paid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your order confirmation' })).toHaveAttribute('href', '/success?session_id=cs_test_abc');
  });
});

import type { TestCheckoutView } from '@shop/shared/order.schema';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/lib/browser-navigation';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { CheckoutPage } from './checkout-page';

const view: TestCheckoutView = {
  id: 'cs_test_abc',
  status: 'open',
  lines: [
    { name: 'Field Tee', price: 34.5, quantity: 2, image: '/uploads/field.webp' },
    { name: 'Harbor Tee', price: 65.48, quantity: 1, image: '/uploads/harbor.webp' },
  ],
  subtotal: 134.48,
  discount: 0,
  discountCode: '',
  tax: 8.07,
  taxLabel: 'Tax(6%)',
  taxIncluded: false,
  shipping: 0,
  total: 142.55,
  credit: 0,
  due: 142.55,
  currency: 'usd',
  email: 'ada@example.com',
  shipToCountries: ['US', 'CA'],
  cancelUrl: '/?bag=open',
};

const ADDRESS = { name: 'Ada Lovelace', line1: '12 Harbor Street', city: 'Portland', postalCode: '97201' };

function checkoutApi(answer: Partial<TestCheckoutView> = {}, pay?: () => Response): ApiHandler {
  return ({ method, path }) => {
    if (method === 'GET' && path === '/orders/test-checkout/cs_test_abc') return Response.json({ ...view, ...answer });
    if (method === 'POST' && path === '/orders/test-checkout/cs_test_abc/pay') {
      return pay?.() ?? Response.json({ url: '/success?session_id=cs_test_abc' });
    }
    return undefined;
  };
}

/** Fills the address form with ADDRESS and presses Pay. */
async function payWithAddress(user: UserEvent) {
  await user.type(await screen.findByLabelText('Full name'), ADDRESS.name);
  await user.type(screen.getByLabelText('Address line 1'), ADDRESS.line1);
  await user.type(screen.getByLabelText('City'), ADDRESS.city);
  await user.type(screen.getByLabelText('Postal code'), ADDRESS.postalCode);
  await user.click(screen.getByRole('button', { name: 'Pay $142.55' }));
}

const renderCheckout = (api: ApiHandler) =>
  renderPage(<CheckoutPage />, { route: '/checkout/:sessionId', path: '/checkout/cs_test_abc', api });

describe('the TEST MODE checkout page', () => {
  it('places an order that a gift card pays whole: no card, the address, and Place order', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = await renderCheckout(checkoutApi({ credit: 142.55, due: 0 }));
    const summary = await screen.findByRole('region', { name: 'Your order' });
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('$142.55');
    expect(within(summary).getByText('Gift card or store credit').nextElementSibling).toHaveTextContent('−$142.55');
    expect(within(summary).getByText('Total due').nextElementSibling).toHaveTextContent('$0.00');
    expect(screen.getByRole('heading', { name: 'Where should we send it?' })).toBeInTheDocument();
    expect(screen.getByText('Your gift card or store credit pays the whole order.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full name'), ADDRESS.name);
    await user.type(screen.getByLabelText('Address line 1'), ADDRESS.line1);
    await user.type(screen.getByLabelText('City'), ADDRESS.city);
    await user.type(screen.getByLabelText('Postal code'), ADDRESS.postalCode);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/success?session_id=cs_test_abc'));
  });

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
    expect(within(summary).queryByText(/^Discount/)).not.toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Pay $142.55' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/?bag=open');
  });

  it("shows a code's discount between the subtotal and the tax, and none without one", async () => {
    await renderCheckout(checkoutApi({ discount: 13.45, discountCode: 'SAVE10', tax: 7.26, total: 128.29, due: 128.29 }));
    const summary = await screen.findByRole('region', { name: 'Your order' });
    const rows = [...summary.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Subtotal', '$134.48'],
      ['Discount (SAVE10)', '−$13.45'],
      ['Tax(6%)', '$7.26'],
      ['Total due', '$128.29'],
    ]);
    expect(screen.getByRole('button', { name: 'Pay $128.29' })).toBeInTheDocument();
  });

  it('asks where to ship, names each missing field under it, then pays with the address and goes to the confirmation page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user, fetchMock } = await renderCheckout(checkoutApi());
    const pay = await screen.findByRole('button', { name: 'Pay $142.55' });
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();

    await user.click(pay);
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText('Address line 1')).toHaveAccessibleDescription('Address line 1 is required');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription('Postal code is required');
    expect(callsTo(fetchMock, 'POST', '/orders/test-checkout/cs_test_abc/pay')).toHaveLength(0);

    expect(
      within(screen.getByLabelText('Country'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['United States', 'Canada']);
    await user.type(screen.getByLabelText('Full name'), ADDRESS.name);
    await user.type(screen.getByLabelText('Address line 1'), ADDRESS.line1);
    await user.type(screen.getByLabelText('City'), ADDRESS.city);
    await user.type(screen.getByLabelText('Postal code'), ADDRESS.postalCode);
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    await user.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/success?session_id=cs_test_abc'));
    expect(callsTo(fetchMock, 'POST', '/orders/test-checkout/cs_test_abc/pay')[0]?.body).toEqual({
      shippingAddress: { ...ADDRESS, line2: '', state: '', country: 'CA', phone: '' },
    });
  });

  it("shows the server's refusal of a field under that field", async () => {
    const { user } = await renderCheckout(
      checkoutApi({}, () =>
        Response.json(
          { message: 'We do not ship to that country.', errors: [{ path: 'shippingAddress.country', message: 'We ship to US only' }] },
          { status: 400 },
        ),
      ),
    );
    await payWithAddress(user);
    expect(await screen.findByLabelText('Country')).toHaveAccessibleDescription('We ship to US only');
  });

  it("shows the server's refusal", async () => {
    const { user } = await renderCheckout(
      checkoutApi({}, () =>
        Response.json({ message: 'This checkout has expired. Please return to your bag and check out again.' }, { status: 400 }),
      ),
    );
    await payWithAddress(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout has expired.');
  });

  it('says when the checkout is already paid or has expired', async () => {
    await renderCheckout(checkoutApi({ status: 'paid' }));
    expect(await screen.findByRole('heading', { name: 'This checkout is paid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your order confirmation' })).toHaveAttribute('href', '/success?session_id=cs_test_abc');
  });
});

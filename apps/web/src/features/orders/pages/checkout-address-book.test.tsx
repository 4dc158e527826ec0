import type { TestCheckoutView } from '@shop/shared/order.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addressBookApi, HOME, savedAddress, WORK } from '@/features/addresses/testing/address-book-api';
import { browserNavigation } from '@/lib/browser-navigation';
import { firstAnswer } from '@/test/api-answers';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { signIn, testUser } from '@/test/users';
import { CheckoutPage } from './checkout-page';

const view: TestCheckoutView = {
  id: 'cs_test_book',
  status: 'open',
  lines: [{ name: 'Field Tee', price: 34.5, quantity: 1, image: '/uploads/field.webp' }],
  subtotal: 34.5,
  discount: 0,
  discountCode: '',
  tax: 2.07,
  taxLabel: 'Tax(6%)',
  taxIncluded: false,
  shipping: 0,
  total: 36.57,
  credit: 0,
  due: 36.57,
  currency: 'usd',
  email: 'ada@example.com',
  shipToCountries: ['US', 'CA'],
  cancelUrl: '/?bag=open',
};
const PAY = '/orders/test-checkout/cs_test_book/pay';

const checkoutApi: ApiHandler = ({ method, path }) => {
  if (method === 'GET' && path === '/orders/test-checkout/cs_test_book') return Response.json(view);
  if (method === 'POST' && path === PAY) return Response.json({ url: '/success?session_id=cs_test_book' });
  return undefined;
};

const renderCheckout = (api: ApiHandler) =>
  renderPage(<CheckoutPage />, { route: '/checkout/:sessionId', path: '/checkout/cs_test_book', api: firstAnswer(checkoutApi, api) });

/** The address form's values, by label. */
const form = () =>
  Object.fromEntries(
    ['Full name', 'Address line 1', 'Address line 2 (optional)', 'City', 'Postal code', 'Country'].map((label) => [
      label,
      (screen.getByLabelText(label) as HTMLInputElement).value,
    ]),
  );

const STRANGER = { name: 'Grace Hopper', line1: '7 Navy Yard', city: 'Arlington', postalCode: '22202' };

describe("the checkout's address book", () => {
  it("fills in a signed-in customer's default address, and another saved one when chosen; pays with it and saves nothing", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    signIn(testUser);
    const { user, fetchMock } = await renderCheckout(addressBookApi([HOME, WORK]));
    const choice = await screen.findByLabelText('Saved addresses');
    await waitFor(() => expect(choice).toHaveDisplayValue('Home (default): 12 Harbor Street, Portland'));
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Home (default): 12 Harbor Street, Portland', 'Work: 1 Engine Row, Seattle', 'A new address']);
    expect(form()).toMatchObject({ 'Full name': 'Ada Lovelace', 'Address line 1': '12 Harbor Street', City: 'Portland', Country: 'US' });
    // A saved address is not offered for saving again.
    expect(screen.queryByLabelText('Save this address to my address book')).not.toBeInTheDocument();

    await user.selectOptions(choice, WORK._id);
    expect(form()).toMatchObject({ 'Address line 1': '1 Engine Row', 'Address line 2 (optional)': 'Floor 3', City: 'Seattle' });
    await user.click(screen.getByRole('button', { name: 'Pay $36.57' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/success?session_id=cs_test_book'));
    expect(callsTo(fetchMock, 'POST', PAY)[0]?.body).toEqual({
      shippingAddress: {
        name: 'Ada Lovelace',
        line1: '1 Engine Row',
        line2: 'Floor 3',
        city: 'Seattle',
        state: '',
        postalCode: '98101',
        country: 'US',
        phone: '',
      },
    });
    expect(callsTo(fetchMock, 'POST', '/auth/addresses')).toHaveLength(0);
  });

  it('saves a new address to the book before paying when the box is ticked', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    signIn(testUser);
    const book = addressBookApi([HOME]);
    const { user, fetchMock } = await renderCheckout(book);
    const choice = await screen.findByLabelText('Saved addresses');
    await waitFor(() => expect(form()['Full name']).toBe('Ada Lovelace'));
    await user.selectOptions(choice, 'A new address');
    expect(form()).toMatchObject({ 'Full name': '', 'Address line 1': '', City: '', Country: 'US' });

    await user.type(screen.getByLabelText('Full name'), STRANGER.name);
    await user.type(screen.getByLabelText('Address line 1'), STRANGER.line1);
    await user.type(screen.getByLabelText('City'), STRANGER.city);
    await user.type(screen.getByLabelText('Postal code'), STRANGER.postalCode);
    await user.click(screen.getByLabelText('Save this address to my address book'));
    await user.click(screen.getByRole('button', { name: 'Pay $36.57' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());

    const saved = callsTo(fetchMock, 'POST', '/auth/addresses');
    expect(saved.map((call) => call.body)).toEqual([{ ...STRANGER, line2: '', state: '', country: 'US', phone: '' }]);
    const calls = fetchMock.mock.calls.map(
      ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`,
    );
    expect(calls).toContain(`POST /api${PAY}`);
    expect(calls.indexOf('POST /api/auth/addresses')).toBeLessThan(calls.indexOf(`POST /api${PAY}`));
    expect(book.book().map((address) => address.line1)).toEqual(['12 Harbor Street', '7 Navy Yard']);
  });

  it('does not pay when the address could not be saved, and says why under the box', async () => {
    signIn(testUser);
    const book = addressBookApi([]);
    const { user, fetchMock } = await renderCheckout((call) =>
      call.method === 'POST' && call.path === '/auth/addresses' ? Response.json({ message: 'Server error' }, { status: 500 }) : book(call),
    );
    await user.type(await screen.findByLabelText('Full name'), STRANGER.name);
    await user.type(screen.getByLabelText('Address line 1'), STRANGER.line1);
    await user.type(screen.getByLabelText('City'), STRANGER.city);
    await user.type(screen.getByLabelText('Postal code'), STRANGER.postalCode);
    // An empty book offers no choice, only the box.
    expect(screen.queryByLabelText('Saved addresses')).not.toBeInTheDocument();
    await user.click(await screen.findByLabelText('Save this address to my address book'));
    await user.click(screen.getByRole('button', { name: 'Pay $36.57' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your address could not be saved. Untick the box to pay without saving it.');
    expect(callsTo(fetchMock, 'POST', PAY)).toHaveLength(0);
    expect(screen.getByLabelText('Full name')).toHaveValue(STRANGER.name);
  });

  it('offers, but does not let the shopper choose, a saved address in a country the shop does not ship to', async () => {
    signIn(testUser);
    const abroad = savedAddress('address-abroad', {
      label: 'Aunt',
      name: 'Augusta',
      line1: '5 Mill Lane',
      city: 'Bath',
      postalCode: 'BA1 1AA',
      country: 'GB',
      isDefault: true,
    });
    await renderCheckout(addressBookApi([abroad, WORK]));
    const choice = await screen.findByLabelText('Saved addresses');
    expect(
      within(choice).getByRole('option', { name: 'Aunt (default): 5 Mill Lane, Bath (we do not ship to United Kingdom)' }),
    ).toBeDisabled();
    // Nothing is filled in for the shopper.
    expect(choice).toHaveDisplayValue('A new address');
    expect(form()['Full name']).toBe('');
  });

  it("keeps a guest's address out of the browser's storage, and asks for no address book", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user, fetchMock } = await renderCheckout(addressBookApi([HOME]));
    await user.type(await screen.findByLabelText('Full name'), STRANGER.name);
    await user.type(screen.getByLabelText('Address line 1'), STRANGER.line1);
    await user.type(screen.getByLabelText('City'), STRANGER.city);
    await user.type(screen.getByLabelText('Postal code'), STRANGER.postalCode);
    expect(screen.queryByLabelText('Saved addresses')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Save this address to my address book')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $36.57' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());

    expect(callsTo(fetchMock, 'GET', '/auth/addresses')).toHaveLength(0);
    const stored = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => `${storage.key(index)}=${storage.getItem(storage.key(index)!)}`).join('\n');
    for (const value of Object.values(STRANGER)) {
      expect(stored(window.localStorage)).not.toContain(value);
      expect(stored(window.sessionStorage)).not.toContain(value);
    }
  });
});

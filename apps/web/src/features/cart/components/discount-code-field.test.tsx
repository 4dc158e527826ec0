import type { BagPrice, BagPriceRequest } from '@shop/shared/discount.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/features/cart/cart-store';
import { DISCOUNT_CODE_STORAGE_KEY } from '@/features/cart/bag-discount-code';
import { browserNavigation } from '@/lib/browser-navigation';
import { fieldRefusal, heldAnswer } from '@/test/api-answers';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';

const tee = { _id: 'p1', name: 'Oat Tee', price: 19.99, image: '/uploads/oat.webp', color: 'beige', size: 'm' };
const fieldTee = { _id: 'p2', name: 'Field Tee', price: 34.5, image: '/uploads/field.webp', color: 'black', size: 'l' };
const PRICES: Record<string, number> = { p1: 19.99, p2: 34.5 };

/** What the server says of each code, as it matches them: whatever the case and spaces. */
const CODES: Record<string, { off: number; minimum?: number } | { problem: string }> = {
  SAVE10: { off: 10 },
  BIG60: { off: 5, minimum: 60 },
  OLDIE: { problem: 'This code has expired.' },
};

/** `POST /orders/price` as the server answers it for the bag's lines (6% tax, free shipping). */
const priceApi: ApiHandler = ({ method, path, body }) => {
  if (method !== 'POST' || path !== '/orders/price') return undefined;
  const { products, discountCode = '' } = body as BagPriceRequest;
  const subtotal = Math.round(products.reduce((sum, line) => sum + (PRICES[line._id] ?? 0) * line.quantity, 0) * 100);
  const code = discountCode.trim().toUpperCase();
  const known = code ? (CODES[code] ?? { problem: "This code isn't valid." }) : null;
  const short = known && 'minimum' in known && known.minimum ? known.minimum * 100 - subtotal : 0;
  const rule = short > 0 ? { problem: `Add $${(short / 100).toFixed(2)} more to use this code.` } : known;
  const discount = rule && 'off' in rule ? rule.off * 100 : 0;
  const tax = Math.round(((subtotal - discount) * 6) / 100);
  const answer: BagPrice = {
    subtotal: subtotal / 100,
    discount: discount / 100,
    discountCode: discount > 0 ? code : null,
    discountProblem: rule && 'problem' in rule ? rule.problem : null,
    freeShipping: false,
    saleDiscount: 0,
    destinationMatters: false,
    shipTo: { country: 'US', region: null },
    regions: [],
    shipsThere: true,
    shippingProblem: null,
    shippingMethods: [],
    shippingMethod: null,
    shipping: 0,
    tax: tax / 100,
    taxLabel: 'Tax(6%)',
    taxIncluded: false,
    total: (subtotal - discount + tax) / 100,
    credit: 0,
    creditCode: null,
    creditProblem: null,
    accountCredit: 0,
    toPay: (subtotal - discount + tax) / 100,
  };
  return Response.json(answer);
};

async function openBagWith(api: ApiHandler = priceApi) {
  useCartStore.getState().add(tee);
  useCartStore.getState().add(fieldTee);
  const rendered = await renderApp('/', { api });
  await rendered.user.click(screen.getByRole('button', { name: /^Open bag/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Your Bag' });
  const summary = within(dialog).getByRole('region', { name: 'Order Summary' });
  return { ...rendered, dialog, summary, field: within(summary).getByLabelText('Discount code') };
}

/** The amount beside a row of the totals. */
const amountOf = (summary: HTMLElement, row: string) => within(summary).getByText(row).nextElementSibling?.textContent;

describe("the bag's discount code", () => {
  it('applies a code: the discount row between the total and the tax, and the grand total the server priced', async () => {
    const held = heldAnswer(({ path }) => path === '/orders/price', priceApi);
    const { user, summary, field, fetchMock } = await openBagWith(held.api);
    // Without a code the totals are the bag's own, as always.
    expect(amountOf(summary, 'Total')).toBe('$54.49');
    expect(within(summary).queryByText(/^Discount \(/)).not.toBeInTheDocument();

    await user.type(field, ' save10 ');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(within(summary).getByRole('button', { name: 'Applying…' })).toBeDisabled();
    held.release();

    expect(await within(summary).findByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(within(summary).getByRole('status')).toHaveTextContent('Code SAVE10 applied.');
    const rows = [...summary.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Total', '$54.49'],
      ['Discount (SAVE10)', '−$10.00'],
      ['Tax(6%)', '$2.67'],
      ['Grand Total', '$47.16'],
    ]);
    expect(field).toHaveValue(' save10 ');
    // The bag as it opened (the server's price stands in for its own once it answers), then with the code.
    const products = [
      { _id: 'p1', color: 'beige', size: 'm', quantity: 1 },
      { _id: 'p2', color: 'black', size: 'l', quantity: 1 },
    ];
    expect(callsTo(fetchMock, 'POST', '/orders/price').map((call) => call.body)).toEqual([
      { products, discountCode: '' },
      { products, discountCode: 'save10' },
    ]);
    expect(window.sessionStorage.getItem(DISCOUNT_CODE_STORAGE_KEY)).toBe('save10');
    expect(window.localStorage.getItem(DISCOUNT_CODE_STORAGE_KEY)).toBeNull();
  });

  it('prices the bag again when it changes', async () => {
    const { user, summary, field, dialog } = await openBagWith();
    await user.type(field, 'SAVE10');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(amountOf(summary, 'Grand Total')).toBe('$47.16'));

    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity of Oat Tee, beige, M' }));
    // 19.99 × 2 + 34.50 = 74.48; less 10.00 = 64.48; tax 3.87.
    await waitFor(() => expect(amountOf(summary, 'Grand Total')).toBe('$68.35'));
    expect(amountOf(summary, 'Discount (SAVE10)')).toBe('−$10.00');
  });

  it('applies a code with a minimum once the bag reaches it, and says again what is missing when it falls short', async () => {
    const { user, summary, field, dialog } = await openBagWith();
    await user.type(field, 'big60');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByRole('alert')).toHaveTextContent('Add $5.51 more to use this code.');
    expect(amountOf(summary, 'Grand Total')).toBe('$57.76');

    const plus = within(dialog).getByRole('button', { name: 'Increase quantity of Oat Tee, beige, M' });
    await user.click(plus);
    expect(await within(summary).findByText('Discount (BIG60)')).toBeInTheDocument();
    expect(within(summary).queryByRole('alert')).not.toBeInTheDocument();
    expect(amountOf(summary, 'Grand Total')).toBe('$73.65'); // 74.48 less 5.00, and 4.17 tax

    await user.click(within(dialog).getByRole('button', { name: 'Decrease quantity of Oat Tee, beige, M' }));
    expect(await within(summary).findByRole('alert')).toHaveTextContent('Add $5.51 more to use this code.');
    expect(within(summary).queryByText(/^Discount \(/)).not.toBeInTheDocument();
  });

  it('shows why a code does not apply under the field, keeps it as typed, and leaves the totals as they were', async () => {
    const { user, summary, field } = await openBagWith();
    await user.type(field, 'oldie');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));

    expect(await within(summary).findByRole('alert')).toHaveTextContent('This code has expired.');
    expect(field).toHaveAccessibleDescription('This code has expired.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('oldie');
    expect(within(summary).queryByText(/^Discount \(/)).not.toBeInTheDocument();
    expect(amountOf(summary, 'Grand Total')).toBe('$57.76');

    // Corrected, it applies.
    await user.clear(field);
    await user.type(field, 'save10');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(within(summary).queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('removes the code: the totals go back to the bag’s own, the field empties and takes the focus', async () => {
    const { user, summary, field, fetchMock } = await openBagWith();
    await user.type(field, 'save10');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    await within(summary).findByText('Discount (SAVE10)');

    await user.click(within(summary).getByRole('button', { name: 'Remove discount code save10' }));
    expect(within(summary).queryByText(/^Discount \(/)).not.toBeInTheDocument();
    expect(amountOf(summary, 'Grand Total')).toBe('$57.76');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(window.sessionStorage.getItem(DISCOUNT_CODE_STORAGE_KEY)).toBeNull();
    // The bag without the code was priced as it opened: that answer stands, not asked for again.
    expect(callsTo(fetchMock, 'POST', '/orders/price')).toHaveLength(2);
  });

  it('says when the code cannot be checked, and tries again with Apply', async () => {
    let down = true;
    const { user, summary, field } = await openBagWith((call) =>
      down && call.path === '/orders/price' ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : priceApi(call),
    );
    await user.type(field, 'save10');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByRole('alert')).toHaveTextContent('We could not check the code. Please try again in a moment.');
    expect(within(summary).queryByText(/^Discount \(/)).not.toBeInTheDocument();

    down = false;
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(within(summary).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the code for the session: the bag opened again prices it at once', async () => {
    window.sessionStorage.setItem(DISCOUNT_CODE_STORAGE_KEY, 'save10');
    const { summary, field } = await openBagWith();
    expect(field).toHaveValue('save10');
    expect(await within(summary).findByText('Discount (SAVE10)')).toBeInTheDocument();
  });

  it('sends the code with the checkout', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user, summary, field, fetchMock } = await openBagWith((call) =>
      call.path === '/orders/create-checkout-session' ? Response.json({ id: 'cs_test_1', url: '/checkout/cs_test_1' }) : priceApi(call),
    );
    await user.type(field, 'save10');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    await within(summary).findByText('Discount (SAVE10)');

    await user.type(within(summary).getByLabelText('Email for your receipt'), 'guest@example.com');
    await user.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/cs_test_1'));
    expect(callsTo(fetchMock, 'POST', '/orders/create-checkout-session')[0]?.body).toEqual({
      products: [
        { _id: 'p1', color: 'beige', size: 'm', quantity: 1 },
        { _id: 'p2', color: 'black', size: 'l', quantity: 1 },
      ],
      email: 'guest@example.com',
      discountCode: 'save10',
    });
  });

  it("shows the checkout's refusal of the code under the field, not above the button, and sends no code without one", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const usedUp = 'This code has been used up.';
    const { user, summary, field, fetchMock } = await openBagWith((call) =>
      call.path === '/orders/create-checkout-session' ? fieldRefusal('discountCode', usedUp, usedUp) : priceApi(call),
    );
    await user.type(field, 'save10');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    await within(summary).findByText('Discount (SAVE10)');

    await user.type(within(summary).getByLabelText('Email for your receipt'), 'guest@example.com');
    await user.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(usedUp));
    expect(within(summary).getAllByRole('alert')).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();

    await user.click(within(summary).getByRole('button', { name: 'Remove discount code save10' }));
    expect(within(summary).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/orders/create-checkout-session')).toHaveLength(2));
    expect(callsTo(fetchMock, 'POST', '/orders/create-checkout-session')[1]?.body).not.toHaveProperty('discountCode');
  });
});

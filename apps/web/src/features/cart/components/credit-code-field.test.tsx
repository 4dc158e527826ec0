import type { BagPrice, BagPriceRequest } from '@shop/shared/discount.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CREDIT_CODE_STORAGE_KEY } from '@/features/cart/bag-discount-code';
import { useCartStore } from '@/features/cart/cart-store';
import { browserNavigation } from '@/lib/browser-navigation';
import { fieldRefusal } from '@/test/api-answers';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';

const tee = { _id: 'p1', name: 'Oat Tee', price: 40, image: '/uploads/oat.webp', color: 'beige', size: 'm' };
const GIFT_CARD = 'GC-AAAA-BBBB-CCCC';

/** `POST /orders/price` for one $40.00 tee (6 % tax: $42.40), with a $25.00 gift card when it is typed. */
const priceApi: ApiHandler = ({ method, path, body }) => {
  if (method !== 'POST' || path !== '/orders/price') return undefined;
  const { creditCode } = body as BagPriceRequest;
  const known = creditCode?.trim().toUpperCase() === GIFT_CARD;
  const answer: BagPrice = {
    subtotal: 40,
    discount: 0,
    discountCode: null,
    discountProblem: null,
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
    tax: 2.4,
    taxLabel: 'Tax(6%)',
    taxIncluded: false,
    total: 42.4,
    credit: known ? 25 : 0,
    creditCode: known ? GIFT_CARD : null,
    creditProblem: creditCode && !known ? 'No gift card or store credit has this code.' : null,
    accountCredit: 0,
    toPay: known ? 17.4 : 42.4,
  };
  return Response.json(answer);
};

async function openBagWith(api: ApiHandler = priceApi) {
  useCartStore.getState().add(tee);
  const rendered = await renderApp('/', { api });
  await rendered.user.click(screen.getByRole('button', { name: /^Open bag/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Your Bag' });
  const summary = within(dialog).getByRole('region', { name: 'Order Summary' });
  // Folded away until asked for: the bag's one Apply stays the discount code's.
  await rendered.user.click(within(summary).getByRole('button', { name: 'Have a gift card or store credit?' }));
  const field = within(summary).getByLabelText('Gift card or store credit');
  expect(field).toHaveFocus();
  return { ...rendered, summary, field };
}

describe("the bag's gift card or store credit", () => {
  it('shows what the code pays and what is left to pay, and sends it with the checkout', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user, summary, field, fetchMock } = await openBagWith((call) =>
      call.path === '/orders/create-checkout-session' ? Response.json({ id: 'cs_test_1', url: '/checkout/cs_test_1' }) : priceApi(call),
    );
    await user.type(field, GIFT_CARD.toLowerCase());
    await user.click(within(summary).getByRole('button', { name: 'Redeem' }));

    expect(await within(summary).findByRole('status')).toHaveTextContent(`${GIFT_CARD} pays $25.00.`);
    const rows = [...summary.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Total', '$40.00'],
      ['Tax(6%)', '$2.40'],
      ['Grand Total', '$42.40'],
      ['Gift card or store credit', '−$25.00'],
      ['To pay', '$17.40'],
    ]);
    expect(window.sessionStorage.getItem(CREDIT_CODE_STORAGE_KEY)).toBe(GIFT_CARD.toLowerCase());

    await user.type(within(summary).getByLabelText('Email for your receipt'), 'guest@example.com');
    await user.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/cs_test_1'));
    expect(callsTo(fetchMock, 'POST', '/orders/create-checkout-session')[0]?.body).toEqual({
      products: [{ _id: 'p1', color: 'beige', size: 'm', quantity: 1 }],
      email: 'guest@example.com',
      creditCode: GIFT_CARD.toLowerCase(),
    });
  });

  it('says why a code cannot pay under its field, and the checkout’s refusal there too', async () => {
    const spent = 'A gift card or store credit no longer holds what the bag counted on. Check your bag and try again.';
    const { user, summary, field } = await openBagWith((call) =>
      call.path === '/orders/create-checkout-session' ? fieldRefusal('creditCode', spent, spent) : priceApi(call),
    );
    await user.type(field, 'GC-NOPE');
    await user.click(within(summary).getByRole('button', { name: 'Redeem' }));
    expect(await within(summary).findByRole('alert')).toHaveTextContent('No gift card or store credit has this code.');
    expect(field).toHaveAccessibleDescription('No gift card or store credit has this code.');

    await user.clear(field);
    await user.type(field, GIFT_CARD);
    await user.click(within(summary).getByRole('button', { name: 'Redeem' }));
    await within(summary).findByText('To pay');
    await user.type(within(summary).getByLabelText('Email for your receipt'), 'guest@example.com');
    await user.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(spent));
    expect(within(summary).getAllByRole('alert')).toHaveLength(1);
  });
});

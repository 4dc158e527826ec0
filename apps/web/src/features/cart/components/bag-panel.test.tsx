import { MAX_CART_QUANTITY } from '@shop/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BAG_STORAGE_KEY, useCartStore } from '@/features/cart/cart-store';
import { browserNavigation } from '@/lib/browser-navigation';
import { fieldRefusal } from '@/test/api-answers';
import { callsTo, renderApp, testSettings } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';

const tee = { _id: 'p1', name: 'Oat Tee', price: 19.99, image: '/uploads/oat.webp', color: 'beige', size: 'm' };
const fieldTee = { _id: 'p2', name: 'Field Tee', price: 34.5, image: '/uploads/field.webp', color: 'black', size: 'l' };

async function openBag(path = '/', options: Parameters<typeof renderApp>[1] = {}) {
  const rendered = await renderApp(path, options);
  await rendered.user.click(screen.getByRole('button', { name: /^Open bag/ }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Your Bag' }) };
}

describe("the 'Your Bag' panel", () => {
  it("opens from the bag icon as a dialog, shows 'Bag empty' with a way to the shop, and closes on Esc", async () => {
    const { user } = await renderApp('/');
    const bagButton = screen.getByRole('button', { name: /open bag/i });

    await user.click(bagButton);
    const dialog = await screen.findByRole('dialog', { name: 'Your Bag' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Bag empty')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
    // NOTE: the panel's code loads on this first open; focus moves once it has rendered.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bagButton).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user, dialog } = await openBag();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the focus inside while open', async () => {
    useCartStore.getState().add(tee);
    const { user, dialog } = await openBag();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const checkout = within(dialog).getByRole('button', { name: 'Proceed to Checkout' });
    checkout.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(checkout).toHaveFocus();
  });

  it('lists each line with its index, image, colour and size, unit price and quantity, then the totals, Tax(6%) and the grand total', async () => {
    useCartStore.getState().add(tee);
    useCartStore.getState().increment(tee);
    useCartStore.getState().add(fieldTee);
    const { dialog } = await openBag();

    const lines = within(dialog).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const [first, second] = lines as [HTMLElement, HTMLElement];
    for (const text of ['1.', 'Oat Tee', 'beige · M', '$19.99', 'Quantity 2']) expect(first).toHaveTextContent(text);
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/oat.webp');
    for (const text of ['2.', 'Field Tee', '$34.50']) expect(second).toHaveTextContent(text);

    const summary = within(dialog).getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('$74.48');
    expect(within(summary).getByText('Tax(6%)').nextElementSibling).toHaveTextContent('$4.47');
    expect(within(summary).getByText('Grand Total').nextElementSibling).toHaveTextContent('$78.95');
  });

  it('changes quantities with minus and plus, never below 1 nor above 99, and removes a line', async () => {
    useCartStore.getState().add(tee);
    useCartStore.getState().add(fieldTee);
    const { user, dialog } = await openBag();
    const line = within(dialog).getAllByRole('listitem')[0] as HTMLElement;
    const minus = within(dialog).getByRole('button', { name: 'Decrease quantity of Oat Tee, beige, M' });
    const plus = within(dialog).getByRole('button', { name: 'Increase quantity of Oat Tee, beige, M' });

    expect(minus).toBeDisabled();
    await user.click(plus);
    expect(line).toHaveTextContent('Quantity 2');
    expect(minus).toBeEnabled();
    await user.click(minus);
    expect(line).toHaveTextContent('Quantity 1');
    expect(minus).toBeDisabled();

    act(() => {
      for (let step = 1; step < MAX_CART_QUANTITY; step += 1) useCartStore.getState().increment(tee);
    });
    expect(line).toHaveTextContent(`Quantity ${MAX_CART_QUANTITY}`);
    expect(plus).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Remove Oat Tee, beige, M' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByText('Field Tee')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Field Tee, black, L' }));
    expect(within(dialog).getByText('Bag empty')).toBeInTheDocument();
  });

  it('changes only its own line: + on the tee in M leaves the same tee in L alone, and Remove takes out only M', async () => {
    const large = { ...tee, size: 'l' };
    useCartStore.getState().add(tee);
    useCartStore.getState().add(large);
    const { user, dialog } = await openBag();
    const [medium, largeLine] = within(dialog).getAllByRole('listitem') as [HTMLElement, HTMLElement];

    await user.click(within(medium).getByRole('button', { name: 'Increase quantity of Oat Tee, beige, M' }));
    await user.click(within(medium).getByRole('button', { name: 'Increase quantity of Oat Tee, beige, M' }));
    expect(medium).toHaveTextContent('Quantity 3');
    expect(largeLine).toHaveTextContent('Quantity 1');
    await user.click(within(medium).getByRole('button', { name: 'Decrease quantity of Oat Tee, beige, M' }));
    expect(medium).toHaveTextContent('Quantity 2');
    expect(largeLine).toHaveTextContent('Quantity 1');

    await user.click(within(dialog).getByRole('button', { name: 'Remove Oat Tee, beige, M' }));
    const left = within(dialog).getAllByRole('listitem');
    expect(left).toHaveLength(1);
    expect(left[0]).toHaveTextContent('beige · L');
    expect(useCartStore.getState().products.map((line) => [line.size, line.quantity])).toEqual([['l', 1]]);
  });

  it('asks a signed-out shopper to sign in, without blocking the checkout', async () => {
    useCartStore.getState().add(tee);
    const { dialog } = await openBag();
    const summary = within(dialog).getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Please sign in to make a purchase.');
    expect(within(summary).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(summary).getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });

  it('does not ask a signed-in shopper to sign in', async () => {
    signIn(testUser);
    useCartStore.getState().add(tee);
    const { dialog } = await openBag();
    expect(within(dialog).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Please sign in to make a purchase.');
  });

  it('opens by itself when the address asks for it (?bag=open), then drops the parameter', async () => {
    useCartStore.getState().add(tee);
    const { router } = await renderApp('/?bag=open');
    expect(await screen.findByRole('dialog', { name: 'Your Bag' })).toHaveTextContent('Oat Tee');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('checking out from the bag', () => {
  it('sends the bag, shows that it is on its way, and goes to the checkout page it gets back', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    let answer: (response: Response) => void = () => {};
    useCartStore.getState().add(tee);
    useCartStore.getState().increment(tee);
    const { user, dialog, fetchMock } = await openBag('/', {
      api: ({ method, path }) =>
        method === 'POST' && path === '/orders/create-checkout-session'
          ? new Promise<Response>((resolve) => (answer = resolve))
          : undefined,
    });

    await user.type(within(dialog).getByLabelText('Email for your receipt'), 'guest@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Checkout' }));
    const pending = await within(dialog).findByRole('button', { name: 'Starting checkout…' });
    expect(pending).toBeDisabled();
    expect(callsTo(fetchMock, 'POST', '/orders/create-checkout-session')[0]?.body).toEqual({
      products: [{ _id: 'p1', color: 'beige', size: 'm', quantity: 2 }],
      email: 'guest@example.com',
    });

    answer(Response.json({ id: 'cs_test_1', url: '/checkout/cs_test_1' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/cs_test_1'));
    expect(useCartStore.getState().products).toHaveLength(1);
  });

  it("shows the server's refusal inside the panel, beside the line it names, and keeps the bag", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    useCartStore.getState().add(tee);
    useCartStore.getState().add(fieldTee);
    const message = 'Line 2: only 1 of Field Tee (black, l) left';
    const { user, dialog } = await openBag('/', {
      api: ({ path }) => (path === '/orders/create-checkout-session' ? fieldRefusal('products.1.quantity', message, message) : undefined),
    });

    await user.type(within(dialog).getByLabelText('Email for your receipt'), 'guest@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    const lines = within(dialog).getAllByRole('listitem');
    expect(lines[1]).toHaveTextContent(message);
    expect(lines[0]).not.toHaveTextContent(message);
    expect(useCartStore.getState().products).toHaveLength(2);
    expect(JSON.parse(window.localStorage.getItem(BAG_STORAGE_KEY) ?? '{}')).toMatchObject({
      state: { products: [{ _id: 'p1' }, { _id: 'p2' }] },
    });
    expect(within(dialog).getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();

    // Changing the bag may solve it: the old message goes.
    await user.click(within(dialog).getByRole('button', { name: 'Remove Field Tee, black, L' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so briefly when the checkout fails for another reason', async () => {
    useCartStore.getState().add(tee);
    const { user, dialog } = await openBag('/', {
      api: ({ path }) =>
        path === '/orders/create-checkout-session' ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : undefined,
    });
    await user.type(within(dialog).getByLabelText('Email for your receipt'), 'guest@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not start the checkout. Please try again in a moment.');
    expect(useCartStore.getState().products).toHaveLength(1);
  });

  it("refuses a guest's empty email under the field without sending anything, then sends the bag with the email", async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    useCartStore.getState().add(tee);
    const { user, dialog, fetchMock } = await openBag('/', {
      api: ({ path }) =>
        path === '/orders/create-checkout-session' ? Response.json({ id: 'cs_test_1', url: '/checkout/cs_test_1' }) : undefined,
    });
    const field = within(dialog).getByLabelText('Email for your receipt');
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Checkout' }));
    expect(field).toHaveAccessibleDescription('Enter the email for your receipt, or sign in.');
    expect(callsTo(fetchMock, 'POST', '/orders/create-checkout-session')).toHaveLength(0);

    await user.type(field, 'guest@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/orders/create-checkout-session')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/orders/create-checkout-session')[0]?.body).toEqual({
      products: [{ _id: 'p1', color: 'beige', size: 'm', quantity: 1 }],
      email: 'guest@example.com',
    });
  });

  it('asks for a checkout reminder only when the shopper ticks the box, unticked at first', async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    useCartStore.getState().add(tee);
    const { user, dialog, fetchMock } = await openBag('/', {
      api: ({ path }) =>
        path === '/orders/create-checkout-session' ? Response.json({ id: 'cs_test_1', url: '/checkout/cs_test_1' }) : undefined,
    });
    const box = within(dialog).getByRole('checkbox', { name: /Email me one reminder if I don't finish this checkout/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.type(within(dialog).getByLabelText('Email for your receipt'), 'guest@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/orders/create-checkout-session')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/orders/create-checkout-session')[0]?.body).toMatchObject({
      email: 'guest@example.com',
      remindMe: true,
    });
  });

  it("shows the server's word on a guest's email under the field", async () => {
    useCartStore.getState().add(tee);
    const { user, dialog } = await openBag('/', {
      api: ({ path }) =>
        path === '/orders/create-checkout-session' ? fieldRefusal('email', 'Enter a valid email', 'Enter a valid email') : undefined,
    });
    const field = within(dialog).getByLabelText('Email for your receipt');
    await user.type(field, 'guest@');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter a valid email'));
  });

  it('adds the shop’s shipping rate to the totals while the bag is under the free-shipping threshold', async () => {
    useCartStore.getState().add(tee);
    const { dialog } = await openBag('/', {
      api: ({ path }) =>
        path === '/settings'
          ? Response.json({ ...testSettings, shipping: { flatRateCents: 500, freeOverCents: 5000, countries: ['US'] } })
          : undefined,
    });
    await waitFor(() => expect(within(dialog).getByText('Shipping').nextElementSibling).toHaveTextContent('$5.00'));
    expect(within(dialog).getByText('Grand Total').nextElementSibling).toHaveTextContent('$26.19'); // 19.99 + 1.20 + 5.00
  });
});

describe('a final-sale line in the bag', () => {
  it("says 'Final sale' on that line only", async () => {
    useCartStore.getState().add({ ...tee, finalSale: true });
    useCartStore.getState().add(fieldTee);
    const { dialog } = await openBag();
    const [finalSaleLine, otherLine] = within(within(dialog).getByRole('list', { name: 'Items in your bag' })).getAllByRole('listitem');
    expect(finalSaleLine).toHaveTextContent('Oat Tee');
    expect(within(finalSaleLine!).getByText('Final sale')).toBeInTheDocument();
    expect(within(otherLine!).queryByText('Final sale')).not.toBeInTheDocument();
  });
});

describe('a gift card line in the bag', () => {
  const gift = { _id: 'g1', name: 'Gift Card', price: 50, image: '/uploads/g1.webp', color: 'white', size: 'one-size' };

  it('names its recipient and sending day instead of a colour and size, and its buttons name the recipient', async () => {
    useCartStore.getState().add({ ...gift, giftCard: { amount: 50, to: 'ana@example.com', toName: 'Ana', sendOn: '2026-12-24' } });
    // NOTE: another gift card product: two lines of one product share a React key in the list for now.
    useCartStore.getState().add({ ...gift, _id: 'g2', price: 25, giftCard: { amount: 25, to: 'cy@example.com' } });
    const { user, dialog } = await openBag();
    const [ana, cy] = within(within(dialog).getByRole('list', { name: 'Items in your bag' })).getAllByRole('listitem') as HTMLElement[];
    expect(within(ana!).getByText('Gift card for Ana (ana@example.com)')).toBeInTheDocument();
    expect(within(ana!).getByText('Sent on Dec 24, 2026')).toBeInTheDocument();
    expect(ana).not.toHaveTextContent('One size');
    expect(ana).toHaveTextContent('$50.00');
    expect(within(cy!).getByText('Gift card for cy@example.com')).toBeInTheDocument();
    expect(cy).not.toHaveTextContent('Sent on');

    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity of Gift Card, for cy@example.com' }));
    expect(useCartStore.getState().products.map((line) => line.quantity)).toEqual([1, 2]);
    expect(within(dialog).getByRole('button', { name: 'Remove Gift Card, for ana@example.com' })).toBeInTheDocument();
  });
});

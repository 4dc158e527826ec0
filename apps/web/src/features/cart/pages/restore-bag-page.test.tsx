import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCartStore } from '@/features/cart/cart-store';
import { callsTo, renderApp } from '@/test/render-app';

const tee = { _id: 'p1', name: 'Field Tee', price: 30, image: '/uploads/field.webp', color: 'black', size: 'm' };
const cap = { _id: 'p2', name: 'Canvas Cap', price: 20, image: '/uploads/cap.webp', color: 'sand', size: 'one-size' };
const RESTORE = '/orders/restore/r.abc.sig';

describe("a checkout reminder's restore link", () => {
  it("adds the checkout's lines to the bag, keeps a line already there as it is, and opens the bag", async () => {
    useCartStore.getState().add(tee);
    const { fetchMock, router } = await renderApp('/restore-bag/r.abc.sig', {
      api: ({ method, path }) =>
        method === 'GET' && path === RESTORE
          ? Response.json({
              products: [
                { ...tee, quantity: 3 },
                { ...cap, quantity: 2 },
              ],
              dropped: [],
            })
          : undefined,
    });
    await waitFor(() =>
      expect(useCartStore.getState().products.map((line) => [line.name, line.quantity])).toEqual([
        ['Field Tee', 1],
        ['Canvas Cap', 2],
      ]),
    );
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/?bag=open'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(callsTo(fetchMock, 'GET', RESTORE)).toHaveLength(1);
    // Its lines named in the page's language.
    expect(callsTo(fetchMock, 'GET', RESTORE)[0]?.url.searchParams.get('lang')).toBe('en');
  });

  it('says so when the link no longer restores anything, and leaves the bag alone', async () => {
    await renderApp('/restore-bag/r.old.sig', {
      api: ({ path }) =>
        path === '/orders/restore/r.old.sig'
          ? Response.json({ message: 'This link no longer restores a bag. Its checkout may be too old.' }, { status: 404 })
          : undefined,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link no longer restores a bag. Its checkout may be too old.');
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toBeInTheDocument();
    expect(useCartStore.getState().products).toEqual([]);
  });
});

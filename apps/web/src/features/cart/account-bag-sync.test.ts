import { isSameLine } from '@shop/shared/cart';
import type { CartItem } from '@shop/shared/cart.schema';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { callsTo, mockApi, type ApiHandler } from '@/test/render-app';
import { testUser } from '@/test/users';
import { BAG_UNSAVED_KEY, syncBagWithAccount } from './account-bag-sync';
import { useCartStore } from './cart-store';

const tee: CartItem = { _id: 'p1', name: 'Field Tee', price: 29.99, image: '/uploads/p1.webp', color: 'black', size: 'm', quantity: 1 };
const cap: CartItem = { _id: 'p2', name: 'Washed Cap', price: 32, image: '/uploads/p2.webp', color: 'blue', size: 'one-size', quantity: 2 };

/** The account's bag on the server: merge adds quantities; GET and PUT read and replace it. */
function bagApi(initial: CartItem[], dropped: string[] = []): ApiHandler {
  let stored = [...initial];
  return ({ method, path, body }) => {
    const sent = (body as { products?: CartItem[] } | undefined)?.products ?? [];
    if (method === 'GET' && path === '/bag') return Response.json({ products: stored, dropped: [] });
    if (method === 'PUT' && path === '/bag') {
      stored = sent;
      return Response.json({ products: stored, dropped: [] });
    }
    if (method === 'POST' && path === '/bag/merge') {
      stored = [...stored, ...sent.filter((line) => !stored.some((kept) => isSameLine(kept, line)))];
      return Response.json({ products: stored, dropped });
    }
    return undefined;
  };
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('the bag kept with the account', () => {
  it("joins the browser's bag to the account's at sign-in, and takes the result", async () => {
    const fetchMock = mockApi({ api: bagApi([cap], ['Old Hoodie']) });
    useCartStore.getState().add(tee);
    stop = syncBagWithAccount();
    useAuthStore.getState().signIn(testUser);
    await waitFor(() => expect(useCartStore.getState().products.map((line) => line._id)).toEqual(['p2', 'p1']));
    expect(callsTo(fetchMock, 'POST', '/bag/merge')[0]?.body).toEqual({ products: [{ ...tee, quantity: 1 }] });
  });

  it('asks for the products named in the page’s language, at sign-in, on a return visit and with each change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({ api: bagApi([cap]) });
    useCartStore.getState().add(tee);
    stop = syncBagWithAccount({ lang: 'fr' });
    useAuthStore.getState().signIn(testUser);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/bag/merge')).toHaveLength(1));
    useCartStore.getState().increment(tee);
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/bag')).toHaveLength(1));
    stop();
    useAuthStore.setState({ user: testUser, arrival: 'restored' });
    stop = syncBagWithAccount({ lang: 'fr' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/bag')).toHaveLength(1));
    const asked = ['POST /bag/merge', 'PUT /bag', 'GET /bag'].map((call) => {
      const [method, path] = call.split(' ') as [string, string];
      return callsTo(fetchMock, method, path)[0]?.url.searchParams.get('lang');
    });
    expect(asked).toEqual(['fr', 'fr', 'fr']);
    vi.useRealTimers();
  });

  it("reads the account's bag on a return visit instead of adding to it again", async () => {
    const fetchMock = mockApi({ api: bagApi([cap]) });
    useAuthStore.setState({ user: testUser, arrival: 'restored' });
    stop = syncBagWithAccount();
    await waitFor(() => expect(useCartStore.getState().products).toEqual([cap]));
    expect(callsTo(fetchMock, 'POST', '/bag/merge')).toHaveLength(0);
  });

  it('saves each change while signed in, once the changes stop, and not at all when signed out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({ api: bagApi([]) });
    stop = syncBagWithAccount();
    useCartStore.getState().add(tee);
    await vi.advanceTimersByTimeAsync(1000);
    expect(callsTo(fetchMock, 'PUT', '/bag')).toHaveLength(0);

    useAuthStore.setState({ user: testUser, arrival: 'restored' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/bag')).toHaveLength(1));
    useCartStore.getState().add(tee);
    useCartStore.getState().increment(tee);
    useCartStore.getState().increment(tee);
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/bag')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', '/bag')[0]?.body).toEqual({ products: [{ ...tee, quantity: 3 }] });
    vi.useRealTimers();
  });

  it("empties this browser's bag at sign-out, so the next person finds it empty", async () => {
    mockApi({ api: bagApi([tee]) });
    useAuthStore.setState({ user: testUser, arrival: 'restored' });
    stop = syncBagWithAccount();
    await waitFor(() => expect(useCartStore.getState().products).toHaveLength(1));
    useAuthStore.getState().signOut();
    expect(useCartStore.getState().products).toEqual([]);
  });

  it('saves, on the next page, a change the last page left before saving it, instead of reading the account’s bag over it', async () => {
    const fetchMock = mockApi({ api: bagApi([]) });
    useCartStore.getState().add(tee);
    window.localStorage.setItem(BAG_UNSAVED_KEY, JSON.stringify('save'));
    useAuthStore.setState({ user: testUser, arrival: 'restored' });
    stop = syncBagWithAccount();
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/bag')).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET', '/bag')).toHaveLength(0);
    expect(useCartStore.getState().products).toEqual([{ ...tee, quantity: 1 }]);
    await waitFor(() => expect(window.localStorage.getItem(BAG_UNSAVED_KEY)).toBeNull());
  });

  it('finishes, on the next page, a sign-in merge the last page left before it answered', async () => {
    const fetchMock = mockApi({ api: bagApi([cap]) });
    useCartStore.getState().add(tee);
    window.localStorage.setItem(BAG_UNSAVED_KEY, JSON.stringify('merge'));
    useAuthStore.setState({ user: testUser, arrival: 'restored' });
    stop = syncBagWithAccount();
    await waitFor(() => expect(useCartStore.getState().products.map((line) => line._id)).toEqual(['p2', 'p1']));
    expect(callsTo(fetchMock, 'POST', '/bag/merge')).toHaveLength(1);
  });

  it("takes the account's bag back when the server refuses a line, instead of saving it again and again", async () => {
    const message = 'Line 2: choose a colour of Field Tee (black, red)';
    const fetchMock = mockApi({
      api: ({ method, path }) => {
        if (method === 'GET' && path === '/bag') return Response.json({ products: [cap], dropped: [] });
        if (method === 'PUT' && path === '/bag')
          return Response.json({ message, errors: [{ path: 'products.1.color', message }] }, { status: 400 });
        return undefined;
      },
    });
    useAuthStore.setState({ user: testUser, arrival: 'restored' });
    stop = syncBagWithAccount();
    await waitFor(() => expect(useCartStore.getState().products).toEqual([cap]));
    useCartStore.getState().add({ ...tee, color: '' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/bag')).toHaveLength(2));
    await waitFor(() => expect(useCartStore.getState().products).toEqual([cap]));
    expect(window.localStorage.getItem(BAG_UNSAVED_KEY)).toBeNull();
    expect(callsTo(fetchMock, 'PUT', '/bag')).toHaveLength(1);
  });
});

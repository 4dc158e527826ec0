import type { Product } from '@shop/shared/product.schema';
import { makeProduct } from '@shop/shared/testing/products';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { callsTo, mockApi, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';
import { syncWishlistWithAccount } from '../account-wishlist-sync';
import { wishlistApi, wishlistItem } from '../testing/wishlist-api';
import { startWishlist, useWishlistStore, WISHLIST_STORAGE_KEY } from '../wishlist-store';

const tee = makeProduct({ _id: 'p1', name: 'Heavy Cotton Tee', color: ['black', 'blue'], sizes: ['s', 'm'] });
const cap = makeProduct({ _id: 'p2', name: 'Washed Cap', color: ['blue'], sizes: ['one-size'] });

/** The shop's list and the products' pages, over `products`. */
function shopApi(...products: Product[]): ApiHandler {
  return ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === '/products') {
      const facets = { categories: [], colors: [], sizes: [], priceRanges: [] };
      return Response.json({ products, totalPages: 1, totalProducts: products.length, page: 1, limit: 12, facets });
    }
    const product = products.find((each) => path === `/products/${each._id}`);
    if (product) return Response.json({ product, reviews: [] });
    if (path.startsWith('/products/related/')) return Response.json({ products: [] });
    return undefined;
  };
}

const both =
  (...handlers: ApiHandler[]): ApiHandler =>
  (call) => {
    for (const handler of handlers) {
      const answer = handler(call);
      if (answer) return answer;
    }
    return undefined;
  };

const stored = () => JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null') as unknown;
const cardOf = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;
const wishlistCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/api/wishlist'));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  act(() => useWishlistStore.setState({ items: [] }));
});

describe('the wishlist heart, for a guest', () => {
  it('saves a product from its card in this browser, with no call to the server, and takes it off again', async () => {
    const { user, fetchMock } = await renderApp('/shop', { api: shopApi(tee, cap) });
    await screen.findByRole('link', { name: 'Heavy Cotton Tee' });
    const heart = within(cardOf('Heavy Cotton Tee')).getByRole('button', { name: 'Save to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    // What a press does loads with the first one.
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(heart).toHaveAccessibleName('Remove from wishlist');
    // The cap's only colour and size count as chosen; the tee's are not chosen.
    await user.click(within(cardOf('Washed Cap')).getByRole('button', { name: 'Save to wishlist' }));
    await waitFor(() => expect(stored()).toHaveLength(2));
    expect(stored()).toEqual([
      { productId: 'p2', color: 'blue', size: 'one-size' },
      { productId: 'p1', color: '', size: '' },
    ]);

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(stored()).toEqual([{ productId: 'p2', color: 'blue', size: 'one-size' }]);
    expect(wishlistCalls(fetchMock)).toHaveLength(0);
  });

  it("says where a guest's list is kept, and opens it from the toast", async () => {
    const { user, router } = await renderApp('/shop', { api: shopApi(tee, cap) });
    await screen.findByRole('link', { name: 'Washed Cap' });
    await user.click(within(cardOf('Washed Cap')).getByRole('button', { name: 'Save to wishlist' }));
    expect(await screen.findByText('Saved to your wishlist.')).toBeInTheDocument();
    // A click alone: jsdom has no pointer capture, which the toast's swipe asks for on a pointer's press.
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'));
  });

  it('saves the colour and size chosen on the product page, beside Add to Cart', async () => {
    const { user } = await renderApp('/shop/p1', { api: shopApi(tee) });
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' });
    expect(heart.parentElement).toContainElement(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.selectOptions(screen.getByLabelText('Color'), 'blue');
    await user.selectOptions(screen.getByLabelText('Size'), 'm');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(stored()).toEqual([{ productId: 'p1', color: 'blue', size: 'm' }]);

    // Another size is another item: not saved until its own heart is pressed.
    await user.selectOptions(screen.getByLabelText('Size'), 's');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.selectOptions(screen.getByLabelText('Size'), 'm');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });
  it("opens the product page from the wishlist's link with the saved colour and size chosen, its heart pressed", async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([{ productId: 'p1', color: 'blue', size: 'm' }]));
    stop = syncWishlistWithAccount();
    await renderApp('/shop/p1?color=blue&size=m', { api: shopApi(tee) });
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Color')).toHaveValue('blue');
    expect(screen.getByLabelText('Size')).toHaveValue('m');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});

describe('the wishlist heart, for an account', () => {
  it("shows the account's items, and saves and removes through the API", async () => {
    const api = wishlistApi([wishlistItem('w1', { productId: 'p1', name: 'Heavy Cotton Tee' })]);
    signIn(testUser);
    const { user, fetchMock } = await renderApp('/shop/p1', { api: both(api, shopApi(tee)) });
    stop = syncWishlistWithAccount();
    const heart = await screen.findByRole('button', { name: 'Remove from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(fetchMock, 'POST', '/wishlist/merge')).toHaveLength(0);

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(api.items()).toEqual([]));

    await user.click(heart);
    await waitFor(() => expect(api.items()).toHaveLength(1));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(api.items()[0]).toMatchObject({ productId: 'p1', color: '', size: '' });
    // Nothing of an account's list is kept in the browser.
    expect(window.localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it('undoes a change the server refuses, and says why', async () => {
    signIn(testUser);
    const refuses: ApiHandler = ({ method, path }) =>
      method === 'POST' && path === '/wishlist/items' ? Response.json({ message: 'Your wishlist is full.' }, { status: 409 }) : undefined;
    const { user } = await renderApp('/shop/p2', { api: both(refuses, wishlistApi(), shopApi(cap)) });
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' });
    await user.click(heart);
    expect(await screen.findByText('Your wishlist is full.')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

describe("the guest's wishlist at sign-in", () => {
  it("loads nothing for a guest who saved nothing, and reads the account's list once someone signs in", async () => {
    const fetchMock = mockApi({ api: wishlistApi([wishlistItem('w1', { productId: 'p2', name: 'Washed Cap' })]) });
    stop = startWishlist();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    useAuthStore.getState().signIn(testUser);
    await waitFor(() => expect(useWishlistStore.getState().items).toEqual([{ productId: 'p2', color: '', size: '', id: 'w1' }]));
    expect(callsTo(fetchMock, 'GET', '/wishlist')).toHaveLength(1);
  });

  const first = '11111111-1111-4111-8111-111111111111';
  const second = '22222222-2222-4222-8222-222222222222';

  it("joins the account's once, and is then forgotten by this browser", async () => {
    const api = wishlistApi([wishlistItem('w1', { productId: second, name: 'Washed Cap', color: 'blue', size: 'one-size' })]);
    const fetchMock = mockApi({ api });
    window.localStorage.setItem(
      WISHLIST_STORAGE_KEY,
      JSON.stringify([
        { productId: first, color: 'black', size: 'm' },
        { productId: second, color: 'blue', size: 'one-size' },
        { productId: 'left-by-an-old-app', color: '', size: '' },
      ]),
    );
    stop = syncWishlistWithAccount();
    expect(useWishlistStore.getState().items).toHaveLength(3);

    useAuthStore.getState().signIn(testUser);
    await waitFor(() => expect(useWishlistStore.getState().items.map((item) => item.id)).toEqual(['w-new-1', 'w1']));
    expect(callsTo(fetchMock, 'POST', '/wishlist/merge')[0]?.body).toEqual({
      items: [
        { productId: first, color: 'black', size: 'm' },
        { productId: second, color: 'blue', size: 'one-size' },
      ],
    });
    expect(window.localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();

    // Signed out, the hearts show this browser's list: empty. Signing in again merges nothing more.
    useAuthStore.getState().signOut();
    expect(useWishlistStore.getState().items).toEqual([]);
    useAuthStore.getState().signIn(testUser);
    await waitFor(() => expect(useWishlistStore.getState().items).toHaveLength(2));
    expect(callsTo(fetchMock, 'POST', '/wishlist/merge')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/wishlist')).toHaveLength(1);
  });
});

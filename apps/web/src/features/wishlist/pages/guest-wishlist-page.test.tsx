import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';
import { wishlistApi, wishlistItem } from '../testing/wishlist-api';
import { useWishlistStore, WISHLIST_STORAGE_KEY } from '../wishlist-store';

const PAGE = '/wishlist';

const FIELD_TEE = wishlistItem('t', { productId: 'p1', handle: 'field-tee', name: 'Field Tee', color: 'red', size: 'l', priceCents: 3499 });
const CAP = wishlistItem('c', { productId: 'p2', name: 'Washed Cap', color: 'blue', size: 'one-size', priceCents: 3200 });

/** This browser's list, newest first, as the hearts keep it. */
const keep = (...items: { productId: string; color: string; size: string }[]) =>
  localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(items.map(({ productId, color, size }) => ({ productId, color, size }))));
const kept = () => JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]') as { productId: string }[];

afterEach(() => {
  // The page follows the hearts' list: unmounted first, so that emptying it changes no screen.
  cleanup();
  localStorage.removeItem(WISHLIST_STORAGE_KEY);
  useWishlistStore.setState({ items: [] });
});

describe("a guest's wishlist page", () => {
  it("lists what this browser kept at today's prices, says where it is kept, and takes an item off", async () => {
    keep(FIELD_TEE, CAP);
    const { user, fetchMock } = await renderApp(PAGE, { api: wishlistApi([FIELD_TEE, CAP]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByText(/Kept in this browser only\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to keep it on every device.' })).toHaveAttribute('href', '/login');

    const tee = await screen.findByRole('listitem', { name: 'Field Tee, red, L' });
    expect(within(tee).getByText('$34.99')).toBeInTheDocument();
    expect(within(tee).getByRole('link', { name: 'Field Tee' })).toHaveAttribute('href', '/shop/field-tee?color=red&size=l');
    expect(callsTo(fetchMock, 'POST', '/wishlist/preview').at(-1)?.body).toEqual({
      items: [
        { productId: 'p1', color: 'red', size: 'l' },
        { productId: 'p2', color: 'blue', size: 'one-size' },
      ],
    });

    await user.click(within(tee).getByRole('button', { name: 'Remove Field Tee, red, L' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Field Tee, red, L' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Washed Cap, blue, One size' })).toBeInTheDocument();
    expect(kept().map((item) => item.productId)).toEqual(['p2']);
    // Nothing of a guest's is ever sent to the account's routes.
    expect(callsTo(fetchMock, 'GET', '/wishlist')).toHaveLength(0);
  });

  it('is empty, with a way to the shop, when this browser kept nothing, asking the server nothing', async () => {
    const { fetchMock } = await renderApp(PAGE, { api: wishlistApi() });
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    expect(callsTo(fetchMock, 'POST', '/wishlist/preview')).toHaveLength(0);
  });

  it('says so when nothing kept is sold any more', async () => {
    keep({ productId: 'gone', color: '', size: '' });
    await renderApp(PAGE, { api: wishlistApi([CAP]) });
    expect(await screen.findByText('Nothing you saved is sold any more.')).toBeInTheDocument();
  });

  it('says the list could not be loaded when the server fails', async () => {
    keep(CAP);
    const failing: ApiHandler = ({ path }) =>
      path === '/wishlist/preview' ? Response.json({ message: 'Server error' }, { status: 500 }) : undefined;
    await renderApp(PAGE, { api: failing });
    expect(await screen.findByText('Error loading your wishlist.')).toBeInTheDocument();
  });

  it("takes a signed-in shopper to their account's list", async () => {
    signIn(testUser);
    const { router } = await renderApp(PAGE, { api: wishlistApi([CAP]) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/wishlist'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { WISHLIST_ALERTS_WORDING } from '@shop/shared/wishlist.schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/features/cart/cart-store';
import { shopCurrenciesApi } from '@/features/currencies/testing/currencies-api';
import { skeletonThenEmpty, tryAgainAfterOutage } from '@/test/list-page';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';
import { wishlistApi, wishlistItem } from '../testing/wishlist-api';
import { useWishlistStore } from '../wishlist-store';

const PAGE = '/dashboard/wishlist';

const FIELD_TEE = wishlistItem('w1', {
  productId: 'p1',
  handle: 'field-tee',
  name: 'Field Tee',
  color: 'red',
  size: 'l',
  priceCents: 3499,
  compareAtCents: 4000,
  inStock: false,
});
const CAP = wishlistItem('w2', { productId: 'p2', name: 'Washed Cap', color: 'blue', size: 'one-size', priceCents: 3200 });
const HOODIE = wishlistItem('w3', { productId: 'p3', handle: 'loop-hoodie', name: 'Loop Hoodie', color: 'grey', priceCents: 5500 });

async function renderWishlist(api: ApiHandler = wishlistApi([FIELD_TEE, CAP, HOODIE])) {
  signIn(testUser);
  return renderApp(PAGE, { api });
}

const row = (name: string) => screen.getByRole('listitem', { name });

afterEach(() => useWishlistStore.setState({ items: [] }));

describe('the wishlist page', () => {
  it('lists each item with its picture, link, colour and size, price and stock, and is in the dashboard menu', async () => {
    await renderWishlist();
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(await screen.findByText('3 items saved for later.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Your wishlist' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Field Tee, red, L', 'Washed Cap, blue, One size', 'Loop Hoodie, grey']);

    const tee = row('Field Tee, red, L');
    expect(within(tee).getByRole('link', { name: 'Field Tee' })).toHaveAttribute('href', '/shop/field-tee?color=red&size=l');
    expect(tee.querySelector('img')).toHaveAttribute('src', '/uploads/p1-800.webp');
    expect(tee).toHaveTextContent('red · L');
    // On sale: the price now, and the one it was struck through.
    expect(within(tee).getByText('$34.99')).toBeInTheDocument();
    expect(within(tee).getByText('$40.00').closest('s')).not.toBeNull();
    expect(within(tee).getByText('Sold out')).toBeInTheDocument();
    expect(within(tee).getByRole('button', { name: 'Add to Cart: Field Tee, red, L' })).toBeDisabled();

    const cap = row('Washed Cap, blue, One size');
    expect(within(cap).getByText('$32.00')).toBeInTheDocument();
    expect(cap.querySelector('s')).toBeNull();
    expect(within(cap).getByText('In stock')).toBeInTheDocument();

    // Saved without a size: chosen on the product's page.
    const hoodie = row('Loop Hoodie, grey');
    expect(within(hoodie).queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    expect(within(hoodie).getByRole('link', { name: 'Choose a size: Loop Hoodie, grey' })).toHaveAttribute(
      'href',
      '/shop/loop-hoodie?color=grey',
    );

    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', PAGE);
    // The hearts elsewhere know the list too.
    expect(useWishlistStore.getState().items.map((item) => item.id)).toEqual(['w1', 'w2', 'w3']);
  });

  it("shows the prices in the shopper's currency, as the server priced them in it", async () => {
    document.cookie = 'currency=EUR; path=/';
    try {
      const inEuros = { currency: 'EUR' as const, price: 3299, compareAtPrice: 3699 };
      const list = wishlistApi([{ ...FIELD_TEE, presented: inEuros }, CAP]);
      const { fetchMock } = await renderWishlist((call) => shopCurrenciesApi(['EUR'])(call) ?? list(call));
      const tee = await screen.findByRole('listitem', { name: 'Field Tee, red, L' });
      expect(within(tee).getByText('€32.99')).toBeInTheDocument();
      expect(within(tee).getByText('€36.99').closest('s')).not.toBeNull();
      // The list was asked for in euros (the page's language is the default: no `lang`).
      const asked = callsTo(fetchMock, 'GET', '/wishlist').map((call) => call.url.searchParams.toString());
      expect(asked.at(-1)).toBe('currency=EUR');
    } finally {
      document.cookie = 'currency=; max-age=0; path=/';
    }
  });

  it('puts an item in the bag in its colour and size, at its price now, once, and tells the shop’s analytics as the product page does', async () => {
    const beacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    try {
      const { user } = await renderWishlist();
      await user.click(await screen.findByRole('button', { name: 'Add to Cart: Washed Cap, blue, One size' }));
      expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
      expect(useCartStore.getState().products).toEqual([
        { _id: 'p2', name: 'Washed Cap', price: 32, image: '/uploads/p2-800.webp', color: 'blue', size: 'one-size', quantity: 1 },
      ]);
      await user.click(screen.getByRole('button', { name: 'Add to Cart: Washed Cap, blue, One size' }));
      expect(await screen.findByText('This item is already in your bag.')).toBeInTheDocument();
      expect(useCartStore.getState().products).toHaveLength(1);

      // One add to the bag: the second click added nothing.
      const eventsSent = async () =>
        (await Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await blob.text()) as { events: unknown[] }))).flatMap(
          (body) => body.events,
        );
      await waitFor(async () => expect(await eventsSent()).toEqual([{ kind: 'bag', productId: 'p2' }]));
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });

  it('removes an item', async () => {
    const api = wishlistApi([FIELD_TEE, CAP]);
    const { user, fetchMock } = await renderWishlist(api);
    await user.click(await screen.findByRole('button', { name: 'Remove Field Tee, red, L' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Field Tee, red, L' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/wishlist/items/w1')).toHaveLength(1);
    expect(row('Washed Cap, blue, One size')).toBeInTheDocument();
    expect(screen.getByText('1 item saved for later.')).toBeInTheDocument();
    expect(useWishlistStore.getState().items.map((item) => item.id)).toEqual(['w2']);
  });

  it('turns the alerts on with the words agreed to, says since when, and off again', async () => {
    const { user, fetchMock } = await renderWishlist();
    const alerts = await screen.findByRole('switch', { name: WISHLIST_ALERTS_WORDING });
    await waitFor(() => expect(alerts).toBeEnabled());
    expect(alerts).not.toBeChecked();
    expect(alerts).toHaveAccessibleDescription('Off. We only email about your wishlist if you turn this on.');
    await user.click(alerts);
    await waitFor(() => expect(alerts).toHaveAccessibleDescription(/^On since Nov 2, 2026\./));
    expect(alerts).toBeChecked();
    expect(await screen.findByText('Wishlist alerts are on.')).toBeInTheDocument();
    await user.click(alerts);
    await waitFor(() => expect(alerts).not.toBeChecked());
    expect(callsTo(fetchMock, 'PUT', '/wishlist/alerts').map((call) => call.body)).toEqual([{ on: true }, { on: false }]);
  });

  it('keeps the alerts as they were when a change fails, and says so', async () => {
    const api = wishlistApi([CAP]);
    const { user } = await renderWishlist((call) =>
      call.method === 'PUT' && call.path === '/wishlist/alerts' ? Response.json({ message: 'Server error' }, { status: 500 }) : api(call),
    );
    const alerts = await screen.findByRole('switch', { name: WISHLIST_ALERTS_WORDING });
    await waitFor(() => expect(alerts).toBeEnabled());
    await user.click(alerts);
    expect(await screen.findByText(/Your alert setting could not be changed/)).toBeInTheDocument();
    expect(alerts).not.toBeChecked();
  });

  it('shows a skeleton while loading, then says when the wishlist is empty, with a way to the shop', async () => {
    await skeletonThenEmpty(renderWishlist, {
      holds: (call) => call.path === '/wishlist',
      api: wishlistApi([]),
      loading: 'Loading wishlist',
      empty: 'Your wishlist is empty.',
    });
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });

  it('says when the wishlist could not be loaded, and loads it again on Try again', async () => {
    await tryAgainAfterOutage(renderWishlist, { path: '/wishlist', api: wishlistApi([CAP]), message: 'Error loading your wishlist.' });
    expect(await screen.findByRole('listitem', { name: 'Washed Cap, blue, One size' })).toBeInTheDocument();
  });
});

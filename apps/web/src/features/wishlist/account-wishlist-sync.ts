/**
 * The wishlist follows the account. A guest's list is kept in this browser; when someone signs
 * in, it joins the account's once (the server drops what the shop no longer sells), and this
 * browser's copy is then emptied, so that it is never added again, nor to the next person's
 * account at a shared computer. A signed-in shopper's list is read from the account when they
 * arrive; at sign-out the hearts show this browser's (empty) list again.
 */
import { ApiError } from '@/lib/api-client';
import { useAuthStore } from '@/features/auth/auth-store';
import { removeItem } from '@/lib/local-storage';
import { storedGuestWishlist, takeAccountWishlist, wishlistApi, wishlistChanges } from './wishlist-actions';
import { useWishlistStore, WISHLIST_STORAGE_KEY } from './wishlist-store';

/** Products are named by UUIDs: an item of storage naming none (an older app's) could only make the server refuse the rest. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function syncWishlistWithAccount(): () => void {
  const failed = (error: unknown) => console.error('The wishlist could not be read from the account', error);

  const arrive = () => {
    const asOf = wishlistChanges();
    const guest = storedGuestWishlist().filter((item) => UUID.test(item.productId));
    if (guest.length === 0) {
      removeItem(WISHLIST_STORAGE_KEY);
      void wishlistApi()
        .then((api) => api.getAccountWishlist())
        .then((answer) => takeAccountWishlist(answer, asOf), failed);
      return;
    }
    // Left in storage until the merge has answered: a page left meanwhile merges it at its next load.
    void wishlistApi()
      .then((api) => api.mergeIntoAccountWishlist(guest))
      .then(
        (answer) => {
          removeItem(WISHLIST_STORAGE_KEY);
          takeAccountWishlist(answer, asOf);
        },
        (error: unknown) => {
          if (!(error instanceof ApiError && error.status === 400)) return failed(error);
          // A list the server will never take (written by an older app): forgotten, and the account's read.
          removeItem(WISHLIST_STORAGE_KEY);
          return wishlistApi()
            .then((api) => api.getAccountWishlist())
            .then((answer) => takeAccountWishlist(answer, asOf), failed);
        },
      );
  };

  const stop = useAuthStore.subscribe((state, previous) => {
    if (state.user && !previous.user) arrive();
    if (!state.user && previous.user) useWishlistStore.setState({ items: storedGuestWishlist() });
  });
  if (useAuthStore.getState().user) arrive();
  else useWishlistStore.setState({ items: storedGuestWishlist() });
  return stop;
}

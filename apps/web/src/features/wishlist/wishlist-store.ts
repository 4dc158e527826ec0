/**
 * The wishlist's hearts: which products (each with its colour and size, '' for one not chosen)
 * are saved. Only this much is on every storefront page's first load: the hearts read it. What
 * changes it (wishlist-actions.ts: a guest's list in this browser's storage, an account's through
 * the API) and what keeps it with the account (account-wishlist-sync.ts) load when needed.
 */
import { isSameWishlistItem, type WishlistKey } from '@shop/shared/wishlist';
import { create } from 'zustand';
import { useAuthStore } from '@/features/auth/auth-store';
import { readJson } from '@/lib/local-storage';

/** Where a guest's wishlist is kept, newest first. */
export const WISHLIST_STORAGE_KEY = 'wishlist';

/** A saved item: with the account's item's id once the server has answered for it. */
export interface SavedItem extends WishlistKey {
  id?: string;
}

export const useWishlistStore = create<{ items: SavedItem[] }>()(() => ({ items: [] }));

/** Whether the item is saved: exactly it, or (`anyOfProduct`) its product in any colour and size. */
export function isSaved(items: readonly SavedItem[], item: WishlistKey, anyOfProduct = false): boolean {
  return items.some((saved) => (anyOfProduct ? saved.productId === item.productId : isSameWishlistItem(saved, item)));
}

/**
 * Shows the hearts of this browser's list: the guest's saved items, or the account's. What
 * keeps them loads once there is a list to show: at once for a guest who saved something or for
 * an account, else when someone signs in (a guest's first heart saves without it). Answers how
 * to stop.
 */
export function startWishlist(): () => void {
  let stopped = false;
  let stopSync: (() => void) | undefined;
  const sync = () =>
    void import('./account-wishlist-sync').then(
      (module) => {
        if (!stopped) stopSync = module.syncWishlistWithAccount();
      },
      (error: unknown) => console.error('The wishlist could not be loaded', error),
    );
  let stopWaiting = () => {};
  if (useAuthStore.getState().user || readJson(WISHLIST_STORAGE_KEY) !== null) sync();
  else
    stopWaiting = useAuthStore.subscribe((state) => {
      if (!state.user) return;
      stopWaiting();
      sync();
    });
  return () => {
    stopped = true;
    stopWaiting();
    stopSync?.();
  };
}

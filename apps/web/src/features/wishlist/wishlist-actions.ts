/**
 * What changes the wishlist: a guest's list lives in this browser's storage, with no call to the
 * server; a signed-in shopper's is the account's, changed through the API. Loaded with the first
 * heart pressed (or with the account's list): a visitor's first load goes without it.
 */
import { isSameWishlistItem, MAX_WISHLIST_ITEMS, type WishlistKey } from '@shop/shared/wishlist';
import type { WishlistAnswer } from '@shop/shared/wishlist.schema';
import { toast } from '@/components/ui/toast';
import { useAuthStore } from '@/features/auth/auth-store';
import { readJson, writeJson } from '@/lib/local-storage';
import { useWishlistStore, WISHLIST_STORAGE_KEY, type SavedItem } from './wishlist-store';

// The API's calls and their checks (zod): loaded for an account only.
export const wishlistApi = () => import('./api/account-wishlist');

/** Counts this browser's own changes: an answer that arrives after a newer change is not applied. */
let changes = 0;
export const wishlistChanges = () => changes;

/** The guest's list as stored, newest first: what an older app version (or a user) left there is checked item by item. */
export function storedGuestWishlist(): WishlistKey[] {
  const stored = readJson(WISHLIST_STORAGE_KEY);
  if (!Array.isArray(stored)) return [];
  return stored
    .flatMap((item: unknown) => {
      const { productId, color, size } = (item ?? {}) as Record<string, unknown>;
      const valid =
        typeof productId === 'string' && typeof color === 'string' && color.length <= 60 && typeof size === 'string' && size.length <= 20;
      return valid ? [{ productId, color, size }] : [];
    })
    .slice(0, MAX_WISHLIST_ITEMS);
}

/** The guest's list, on screen and in storage. */
function setGuestWishlist(items: readonly WishlistKey[]): void {
  const kept = items.slice(0, MAX_WISHLIST_ITEMS).map(({ productId, color, size }) => ({ productId, color, size }));
  writeJson(WISHLIST_STORAGE_KEY, kept);
  useWishlistStore.setState({ items: kept });
}

/** The account's list as the server answered it, unless this browser changed it since `asOf` (or signed out). */
export function takeAccountWishlist(answer: WishlistAnswer, asOf = changes): void {
  if (asOf !== changes || !useAuthStore.getState().user) return;
  useWishlistStore.setState({
    items: answer.items.map((item) => ({ productId: item.productId, color: item.color, size: item.size, id: item._id })),
  });
}

/**
 * Saves the item, or takes it off when it is saved (`anyOfProduct`: every item of its product).
 * The heart changes at once; an account's change that the server refuses is undone and told.
 */
export async function toggleWishlistItem(item: WishlistKey, { anyOfProduct = false } = {}): Promise<void> {
  const signedIn = Boolean(useAuthStore.getState().user);
  // A guest's list is the one in storage (a heart pressed before this page read it back included).
  const before: SavedItem[] = signedIn ? useWishlistStore.getState().items : storedGuestWishlist();
  const matches = (saved: SavedItem) => (anyOfProduct ? saved.productId === item.productId : isSameWishlistItem(saved, item));
  const removing = before.filter(matches);
  const after = removing.length ? before.filter((saved) => !matches(saved)) : [item, ...before];
  changes += 1;
  if (!signedIn) return setGuestWishlist(after);

  const asOf = changes;
  useWishlistStore.setState({ items: after });
  try {
    const api = await wishlistApi();
    let answer: WishlistAnswer | undefined;
    if (!removing.length) answer = await api.addToAccountWishlist(item);
    for (const { id } of removing) if (id) answer = await api.removeFromAccountWishlist(id);
    if (answer) takeAccountWishlist(answer, asOf);
  } catch (error) {
    if (asOf === changes) useWishlistStore.setState({ items: before });
    toast.error(error instanceof Error ? error.message : 'The wishlist could not be changed. Please try again.');
  }
}

/** A guest's wishlist, kept in this browser, as the shop sells it today (nothing is stored on the server). */
import type { WishlistKey } from '@shop/shared/wishlist';
import { WishlistAnswerSchema, type WishlistAnswer } from '@shop/shared/wishlist.schema';
import { api } from '@/lib/api-client';
import type { WishlistShownAs } from './account-wishlist';

export function previewGuestWishlist(
  items: readonly WishlistKey[],
  shownAs: WishlistShownAs,
  signal?: AbortSignal,
): Promise<WishlistAnswer> {
  const lines = items.map(({ productId, color, size }) => ({ productId, color, size }));
  return api.post('/wishlist/preview', { items: lines }, { schema: WishlistAnswerSchema, query: shownAs, signal });
}

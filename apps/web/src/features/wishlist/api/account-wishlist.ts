/** The account's wishlist on the server: each call answers the whole list, as the shop shows it today. */
import type { WishlistKey } from '@shop/shared/wishlist';
import type { ProductPricesQuery } from '@shop/shared/product.schema';
import { WishlistAnswerSchema, type WishlistAnswer } from '@shop/shared/wishlist.schema';
import { api } from '@/lib/api-client';

const options = { schema: WishlistAnswerSchema };

/** The currency and language the list is shown in: left out, the base currency and the default language. */
export type WishlistShownAs = Pick<ProductPricesQuery, 'currency' | 'lang'>;

export function getAccountWishlist(signal?: AbortSignal, shownAs: WishlistShownAs = {}): Promise<WishlistAnswer> {
  return api.get('/wishlist', { ...options, query: shownAs, signal });
}

export function addToAccountWishlist({ productId, color, size }: WishlistKey): Promise<WishlistAnswer> {
  return api.post('/wishlist/items', { productId, color, size }, options);
}

export function removeFromAccountWishlist(id: string, shownAs: WishlistShownAs = {}): Promise<WishlistAnswer> {
  return api.delete(`/wishlist/items/${encodeURIComponent(id)}`, { ...options, query: shownAs });
}

export function mergeIntoAccountWishlist(items: WishlistKey[]): Promise<WishlistAnswer> {
  return api.post('/wishlist/merge', { items: items.map(({ productId, color, size }) => ({ productId, color, size })) }, options);
}

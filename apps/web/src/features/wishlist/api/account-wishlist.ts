/** The account's wishlist on the server: each call answers the whole list, as the shop shows it today. */
import type { WishlistKey } from '@shop/shared/wishlist';
import { WishlistAnswerSchema, type WishlistAnswer } from '@shop/shared/wishlist.schema';
import { api } from '@/lib/api-client';

const options = { schema: WishlistAnswerSchema };

export function getAccountWishlist(signal?: AbortSignal): Promise<WishlistAnswer> {
  return api.get('/wishlist', { ...options, signal });
}

export function addToAccountWishlist({ productId, color, size }: WishlistKey): Promise<WishlistAnswer> {
  return api.post('/wishlist/items', { productId, color, size }, options);
}

export function removeFromAccountWishlist(id: string): Promise<WishlistAnswer> {
  return api.delete(`/wishlist/items/${encodeURIComponent(id)}`, options);
}

export function mergeIntoAccountWishlist(items: WishlistKey[]): Promise<WishlistAnswer> {
  return api.post('/wishlist/merge', { items: items.map(({ productId, color, size }) => ({ productId, color, size })) }, options);
}

/**
 * The wishlist's rules without the schemas: the storefront's first load carries these alone
 * (wishlist.schema.ts holds the schemas the API and the dashboard check with).
 */
import { lineColor } from './cart';

/** The most items a wishlist holds, in the account or in a guest's browser. */
export const MAX_WISHLIST_ITEMS = 200;

/** What tells the wishlist's items apart: the product, with its colour and size ('' for one not chosen). */
export interface WishlistKey {
  productId: string;
  color: string;
  size: string;
}

/** A product saved in a colour and a size as the wishlist keeps it: its only colour and its only size count as chosen. */
export function wishlistKeyOf(
  product: { _id: string; color: readonly string[]; sizes: readonly string[] },
  color: string,
  size: string,
): WishlistKey {
  return {
    productId: product._id,
    color: lineColor(color, product.color),
    size: size || (product.sizes.length === 1 ? product.sizes[0]! : ''),
  };
}

export const isSameWishlistItem = (a: WishlistKey, b: WishlistKey) =>
  a.productId === b.productId && a.color === b.color && a.size === b.size;

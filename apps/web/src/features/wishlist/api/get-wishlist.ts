/** The account's wishlist as the dashboard's page reads and changes it; each answer also sets the hearts elsewhere. */
import { wordsLanguage } from '@shop/shared/languages';
import type { WishlistAnswer } from '@shop/shared/wishlist.schema';
import type { WishlistKey } from '@shop/shared/wishlist';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/features/auth/user-query-keys';
import { useShopperCurrency } from '@/features/currencies/shopper-currency';
import { useLanguage } from '@/i18n/i18n';
import { takeAccountWishlist } from '../wishlist-actions';
import { getAccountWishlist, removeFromAccountWishlist, type WishlistShownAs } from './account-wishlist';
import { previewGuestWishlist } from './guest-wishlist';

/** Under the user's queries, so that signing out forgets it; the list per currency and language it is shown in. */
export const wishlistKeys = {
  all: [...userKeys.all, 'wishlist'] as const,
  list: (shownAs: WishlistShownAs) => [...wishlistKeys.all, 'list', shownAs] as const,
};

/** The shopper's currency and the page's language, as the list is asked for in them. */
export function useShownAs(): WishlistShownAs {
  const currency = useShopperCurrency().param;
  const lang = wordsLanguage(useLanguage());
  return { ...(currency ? { currency } : {}), ...(lang ? { lang } : {}) };
}

export function useWishlist() {
  const shownAs = useShownAs();
  return useQuery({
    queryKey: wishlistKeys.list(shownAs),
    queryFn: async ({ signal }): Promise<WishlistAnswer> => {
      const answer = await getAccountWishlist(signal, shownAs);
      takeAccountWishlist(answer);
      return answer;
    },
  });
}

/** Takes an item off; the answer (the list after it) replaces the page's list and the hearts'. */
export function useRemoveWishlistItem() {
  const queryClient = useQueryClient();
  const shownAs = useShownAs();
  return useMutation({
    mutationFn: (id: string) => removeFromAccountWishlist(id, shownAs),
    onSuccess: (answer) => {
      queryClient.setQueryData(wishlistKeys.list(shownAs), answer);
      takeAccountWishlist(answer);
    },
  });
}

/**
 * A guest's list (kept in this browser) as the shop sells it today, asked again when the list
 * changes; the last answer stays on screen meanwhile. Not asked for an empty list.
 */
export function useGuestWishlist(lines: readonly WishlistKey[] | undefined) {
  const shownAs = useShownAs();
  const key = (lines ?? []).map(({ productId, color, size }) => `${productId}|${color}|${size}`);
  return useQuery({
    queryKey: ['wishlist', 'guest', shownAs, key],
    queryFn: ({ signal }) => previewGuestWishlist(lines ?? [], shownAs, signal),
    enabled: lines !== undefined && lines.length > 0,
    placeholderData: keepPreviousData,
  });
}

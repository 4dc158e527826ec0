/** The account's wishlist as the dashboard's page reads and changes it; each answer also sets the hearts elsewhere. */
import type { WishlistAnswer } from '@shop/shared/wishlist.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/features/auth/user-query-keys';
import { takeAccountWishlist } from '../wishlist-actions';
import { getAccountWishlist, removeFromAccountWishlist } from './account-wishlist';

/** Under the user's queries, so that signing out forgets it. */
export const wishlistKeys = {
  all: [...userKeys.all, 'wishlist'] as const,
};

export function useWishlist() {
  return useQuery({
    queryKey: wishlistKeys.all,
    queryFn: async ({ signal }): Promise<WishlistAnswer> => {
      const answer = await getAccountWishlist(signal);
      takeAccountWishlist(answer);
      return answer;
    },
  });
}

/** Takes an item off; the answer (the list after it) replaces the page's list and the hearts'. */
export function useRemoveWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromAccountWishlist,
    onSuccess: (answer) => {
      queryClient.setQueryData(wishlistKeys.all, answer);
      takeAccountWishlist(answer);
    },
  });
}

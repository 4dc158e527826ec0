/** The account's wishlist alerts: whether they are on, since when, and turning them on or off. */
import { WishlistAlertsSchema, type WishlistAlerts } from '@shop/shared/wishlist.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wishlistKeys } from './get-wishlist';

const alertsKey = [...wishlistKeys.all, 'alerts'] as const;

export function useWishlistAlerts() {
  return useQuery({
    queryKey: alertsKey,
    queryFn: ({ signal }): Promise<WishlistAlerts> => api.get('/wishlist/alerts', { schema: WishlistAlertsSchema, signal }),
  });
}

export function useSetWishlistAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean): Promise<WishlistAlerts> => api.put('/wishlist/alerts', { on }, { schema: WishlistAlertsSchema }),
    onSuccess: (answer) => queryClient.setQueryData(alertsKey, answer),
  });
}

/** The account's wishlist alerts: whether they are on, since when, and turning them on or off. */
import { wordsLanguage } from '@shop/shared/languages';
import { WishlistAlertsSchema, type WishlistAlerts } from '@shop/shared/wishlist.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '@/i18n/i18n';
import { api } from '@/lib/api-client';
import { wishlistKeys } from './get-wishlist';

/** In the page's language: the words shown are those that turning the alerts on keeps. */
const alertsKey = (lang: string | undefined) => [...wishlistKeys.all, 'alerts', lang ?? ''] as const;

export function useWishlistAlerts() {
  const lang = wordsLanguage(useLanguage());
  return useQuery({
    queryKey: alertsKey(lang),
    queryFn: ({ signal }): Promise<WishlistAlerts> =>
      api.get('/wishlist/alerts', { schema: WishlistAlertsSchema, query: { lang }, signal }),
  });
}

export function useSetWishlistAlerts() {
  const queryClient = useQueryClient();
  const lang = wordsLanguage(useLanguage());
  return useMutation({
    mutationFn: (on: boolean): Promise<WishlistAlerts> =>
      api.put('/wishlist/alerts', { on }, { schema: WishlistAlertsSchema, query: { lang } }),
    onSuccess: (answer) => queryClient.setQueryData(alertsKey(lang), answer),
  });
}

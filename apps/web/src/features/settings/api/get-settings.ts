import type { ShopSettings } from '@shop/shared/settings.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Shown until the settings arrive, and if they never do. */
export const FALLBACK_SHOP_NAME = 'Drip Studio';

export function getSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return api.get<ShopSettings>('/settings', { signal });
}

export const settingsQueryOptions = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => getSettings(signal),
  // The server caches them for five minutes too; they change only on a restart.
  staleTime: 5 * 60_000,
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}

export function useShopName(): string {
  return useSettings().data?.name ?? FALLBACK_SHOP_NAME;
}

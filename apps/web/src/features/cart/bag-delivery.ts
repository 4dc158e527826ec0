import type { BagDelivery } from './api/create-checkout-session';

/**
 * Where the bag goes and how, kept for this tab's session (session storage), as the bag's
 * discount code is: still there after a cancelled checkout brings the shopper back.
 */
export const DELIVERY_STORAGE_KEY = 'bag-delivery';

export function storedDelivery(): BagDelivery {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(DELIVERY_STORAGE_KEY) ?? '{}') as unknown;
    if (!stored || typeof stored !== 'object') return {};
    const { country, region, shippingMethod } = stored as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    return { country: text(country), region: text(region), shippingMethod: text(shippingMethod) };
  } catch {
    // Storage disabled, unreadable, or no window (a server render): the shop's defaults.
    return {};
  }
}

export function storeDelivery(delivery: BagDelivery): void {
  try {
    window.sessionStorage.setItem(DELIVERY_STORAGE_KEY, JSON.stringify(delivery));
  } catch {
    // Storage full or disabled: the choice still lives in memory while the bag is open.
  }
}

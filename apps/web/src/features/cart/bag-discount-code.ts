/**
 * The discount code in the bag, kept for this tab's session only (session storage): it is still
 * there after a cancelled checkout brings the shopper back, but unlike the bag's lines (local
 * storage) it is not left behind for the next person at a shared computer.
 */
export const DISCOUNT_CODE_STORAGE_KEY = 'bag-discount-code';

export const storedDiscountCode = (): string | null => storedSessionValue(DISCOUNT_CODE_STORAGE_KEY);

/** Keeps `code` for the session; null forgets it. */
export const storeDiscountCode = (code: string | null): void => storeSessionValue(DISCOUNT_CODE_STORAGE_KEY, code);

/** The gift card or store credit code typed in the bag, and whether to spend the account's own credit: kept as the discount code is. */
export const CREDIT_CODE_STORAGE_KEY = 'bag-credit-code';
export const USE_ACCOUNT_CREDIT_STORAGE_KEY = 'bag-use-account-credit';

export function storedSessionValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key) || null;
  } catch {
    // Storage disabled, or no window (a server render): nothing kept.
    return null;
  }
}

/** Keeps `value` for the session under `key`; null forgets it. */
export function storeSessionValue(key: string, value: string | null): void {
  try {
    if (value) window.sessionStorage.setItem(key, value);
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage full or disabled: the value still lives in memory while the bag is open.
  }
}

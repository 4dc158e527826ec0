/**
 * The discount code in the bag, kept for this tab's session only (session storage): it is still
 * there after a cancelled checkout brings the shopper back, but unlike the bag's lines (local
 * storage) it is not left behind for the next person at a shared computer.
 */
export const DISCOUNT_CODE_STORAGE_KEY = 'bag-discount-code';

export function storedDiscountCode(): string | null {
  try {
    return window.sessionStorage.getItem(DISCOUNT_CODE_STORAGE_KEY) || null;
  } catch {
    // Storage disabled, or no window (a server render): no code.
    return null;
  }
}

/** Keeps `code` for the session; null forgets it. */
export function storeDiscountCode(code: string | null): void {
  try {
    if (code) window.sessionStorage.setItem(DISCOUNT_CODE_STORAGE_KEY, code);
    else window.sessionStorage.removeItem(DISCOUNT_CODE_STORAGE_KEY);
  } catch {
    // Storage full or disabled: the code still lives in memory while the bag is open.
  }
}

/**
 * The shopping bag: the pure arithmetic of @shop/shared/cart behind a zustand store that
 * survives reloads in local storage. Only the lines are stored; totals are recomputed on load
 * so that a stored value can never disagree with the rules.
 */
import {
  addToCart,
  cartFrom,
  clearCart,
  decrementQuantity,
  emptyCart,
  incrementQuantity,
  removeFromCart,
  type CartItem,
  type CartLineKey,
  type CartState,
  type NewCartItem,
} from '@shop/shared/cart';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readJson, writeJson } from '@/lib/local-storage';
import { storeDiscountCode } from './bag-discount-code';

export const BAG_STORAGE_KEY = 'bag';

interface CartActions {
  add: (item: NewCartItem) => void;
  /** Each acts on one line: the product in one colour and one size. */
  increment: (line: CartLineKey) => void;
  decrement: (line: CartLineKey) => void;
  remove: (line: CartLineKey) => void;
  clear: () => void;
  /** Takes the lines the account keeps (a signed-in shopper's bag, from the server). */
  replace: (products: CartItem[]) => void;
}

interface BagPanelState {
  isBagOpen: boolean;
  openBag: () => void;
  closeBag: () => void;
}

export type CartStore = CartState & CartActions & BagPanelState;

/** How many times the shopper changed the bag since this page loaded (adding, +, −, removing). */
let shopperChanges = 0;
export const bagChangesSinceLoad = () => shopperChanges;

export const useCartStore = create<CartStore>()(
  persist(
    (set) => ({
      ...emptyCart,
      add: (item) => {
        shopperChanges += 1;
        set((state) => addToCart(state, item));
      },
      increment: (line) => {
        shopperChanges += 1;
        set((state) => incrementQuantity(state, line));
      },
      decrement: (line) => {
        shopperChanges += 1;
        set((state) => decrementQuantity(state, line));
      },
      remove: (line) => {
        shopperChanges += 1;
        set((state) => removeFromCart(state, line));
      },
      clear: () => set(clearCart()),
      replace: (products) => set(cartFrom(products)),
      isBagOpen: false,
      openBag: () => set({ isBagOpen: true }),
      closeBag: () => set({ isBagOpen: false }),
    }),
    {
      name: BAG_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ products: state.products }),
      // NOTE: read by restoreBag(), after a server-rendered page has hydrated with the empty bag
      // the server rendered.
      skipHydration: true,
    },
  ),
);

/**
 * Takes the bag kept in local storage, its lines checked and its totals recomputed so that a
 * stored value can never disagree with the rules. The checks (zod) load only when a bag is
 * stored: a new visitor's first load goes without them.
 */
export async function restoreBag(): Promise<void> {
  if (readJson(BAG_STORAGE_KEY) === null) return;
  const { storedLines } = await import('./stored-bag');
  useCartStore.persist.setOptions({ merge: (persisted, current) => ({ ...current, ...cartFrom(storedLines(persisted)) }) });
  await useCartStore.persist.rehydrate();
}

/** The checkout sessions whose payment has emptied the bag already (the most recent few). */
export const PAID_SESSIONS_STORAGE_KEY = 'bag-paid-sessions';
const PAID_SESSIONS_KEPT = 20;

/**
 * Empties the bag once a checkout is paid, once per checkout session: opening an old
 * confirmation link again later must not empty the bag the shopper has filled since.
 */
export function clearBagAfterPayment(sessionId: string): void {
  const stored = readJson(PAID_SESSIONS_STORAGE_KEY);
  const seen = Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  if (seen.includes(sessionId)) return;
  useCartStore.getState().clear();
  // The code went with the paid order; the next bag starts without one.
  storeDiscountCode(null);
  writeJson(PAID_SESSIONS_STORAGE_KEY, [sessionId, ...seen].slice(0, PAID_SESSIONS_KEPT));
}

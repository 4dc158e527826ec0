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
  type CartState,
  type NewCartItem,
} from '@shop/shared/cart';
import { MIN_CART_QUANTITY } from '@shop/shared/constants';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readJson, writeJson } from '@/lib/local-storage';

export const BAG_STORAGE_KEY = 'bag';

// NOTE: validates what an older app version (or a user) left in storage. A CartItemSchema in
// @shop/shared would let the checkout request reuse it.
const StoredCartItemSchema = z.object({
  _id: z.string().min(1),
  name: z.string(),
  price: z.number().nonnegative(),
  image: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int().min(MIN_CART_QUANTITY),
}) satisfies z.ZodType<CartItem>;

function storedLines(persisted: unknown): CartItem[] {
  const products = (persisted as { products?: unknown } | null)?.products;
  if (!Array.isArray(products)) return [];
  return products.flatMap((line) => {
    const parsed = StoredCartItemSchema.safeParse(line);
    return parsed.success ? [parsed.data] : [];
  });
}

interface CartActions {
  add: (item: NewCartItem) => void;
  increment: (id: string) => void;
  decrement: (id: string) => void;
  remove: (id: string) => void;
  clear: () => void;
}

interface BagPanelState {
  isBagOpen: boolean;
  openBag: () => void;
  closeBag: () => void;
}

export type CartStore = CartState & CartActions & BagPanelState;

export const useCartStore = create<CartStore>()(
  persist(
    (set) => ({
      ...emptyCart,
      add: (item) => set((state) => addToCart(state, item)),
      increment: (id) => set((state) => incrementQuantity(state, id)),
      decrement: (id) => set((state) => decrementQuantity(state, id)),
      remove: (id) => set((state) => removeFromCart(state, id)),
      clear: () => set(clearCart()),
      isBagOpen: false,
      openBag: () => set({ isBagOpen: true }),
      closeBag: () => set({ isBagOpen: false }),
    }),
    {
      name: BAG_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ products: state.products }),
      merge: (persisted, current) => ({ ...current, ...cartFrom(storedLines(persisted)) }),
      // NOTE: the app reads the stored bag itself (main.tsx), after a server-rendered page has
      // hydrated with the empty bag the server rendered.
      skipHydration: true,
    },
  ),
);

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
  writeJson(PAID_SESSIONS_STORAGE_KEY, [sessionId, ...seen].slice(0, PAID_SESSIONS_KEPT));
}

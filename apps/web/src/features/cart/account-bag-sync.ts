/**
 * The bag follows the account. While someone is signed in, every change of the bag is saved
 * to their account (a moment after the last one), so the bag filled on the phone is there on
 * the laptop. At sign-in the browser's bag joins the account's; on a return visit the
 * account's bag is read; at sign-out this browser's copy is emptied, so the next person at a
 * shared computer finds an empty bag.
 */
import type { CartItem, MergedBag } from '@shop/shared/cart.schema';
import { useAuthStore } from '@/features/auth/auth-store';
import { toast } from '@/components/ui/toast';
import { useCartStore } from './cart-store';

// Loaded when someone is signed in: a visitor's pages go without it (and its checks).
const bagApi = () => import('./api/account-bag');

const SAVE_AFTER_MS = 400;

export function syncBagWithAccount(): () => void {
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  /** Set while the bag takes the account's lines, so that taking them is not saved back. */
  let applying = false;

  const apply = ({ products, dropped }: MergedBag) => {
    applying = true;
    useCartStore.getState().replace(products);
    applying = false;
    if (dropped.length > 0) toast.message(`No longer sold, so taken out of your bag: ${dropped.join(', ')}.`);
  };
  const failed = (error: unknown) => console.error('The bag could not be kept with the account', error);

  const arrive = () => {
    const { user, arrival } = useAuthStore.getState();
    if (!user) return;
    const local: CartItem[] = useCartStore.getState().products;
    bagApi()
      .then((api) => (arrival === 'signed-in' ? api.mergeIntoAccountBag(local) : api.getAccountBag()))
      .then(apply, failed);
  };

  const stopAuth = useAuthStore.subscribe((state, previous) => {
    if (state.user && !previous.user) arrive();
    if (!state.user && previous.user) {
      clearTimeout(saveTimer);
      applying = true;
      useCartStore.getState().clear();
      applying = false;
    }
  });
  const stopBag = useCartStore.subscribe((state, previous) => {
    if (applying || state.products === previous.products || !useAuthStore.getState().user) return;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(
      () =>
        void bagApi()
          .then((api) => api.saveAccountBag(state.products))
          .catch(failed),
      SAVE_AFTER_MS,
    );
  });
  arrive();
  return () => {
    clearTimeout(saveTimer);
    stopAuth();
    stopBag();
  };
}

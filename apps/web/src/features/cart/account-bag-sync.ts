/**
 * The bag follows the account. While someone is signed in, every change of the bag is saved
 * to their account (a moment after the last one), so the bag filled on the phone is there on
 * the laptop. At sign-in the browser's bag joins the account's; on a return visit the
 * account's bag is read, unless this browser holds a change it had not saved yet (a page left
 * within that moment), which is then saved first. At sign-out this browser's copy is emptied,
 * so the next person at a shared computer finds an empty bag.
 */
import { variantKey } from '@shop/shared/cart';
import { giftCardKey } from '@shop/shared/gift-card';
import type { CartItem, MergedBag } from '@shop/shared/cart.schema';
import type { LanguageCode } from '@shop/shared/languages';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useAuthStore } from '@/features/auth/auth-store';
import { readJson, removeItem, writeJson } from '@/lib/local-storage';
import { useCartStore } from './cart-store';

// Loaded when someone is signed in: a visitor's pages go without it (and its checks).
const bagApi = () => import('./api/account-bag');

const SAVE_AFTER_MS = 400;
/**
 * Set while this browser's bag holds what the account has not been told of: `merge` from a
 * sign-in whose merge has not answered, `save` from a change not saved yet. A page left in that
 * moment finishes the job at its next load.
 */
export const BAG_UNSAVED_KEY = 'bag-unsaved';

/**
 * `lang` is the page's language (its address's, for the whole document): the account's answers
 * name the products in it, as the page does.
 */
export function syncBagWithAccount({
  changedSinceLoad = false,
  lang,
}: { changedSinceLoad?: boolean; lang?: LanguageCode } = {}): () => void {
  const shownIn = { lang };
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  /** Set while the bag takes the account's lines, so that taking them is not saved back. */
  let applying = false;
  /** Counts this browser's own changes: an answer that arrives after a newer change is not applied. */
  let changes = 0;

  const apply = (answer: MergedBag, asOf: number) => {
    if (asOf !== changes) return;
    applying = true;
    useCartStore.getState().replace(answer.products);
    applying = false;
    if (answer.dropped.length > 0) toast.message(`No longer sold, so taken out of your bag: ${answer.dropped.join(', ')}.`);
  };
  const failed = (error: unknown) => console.error('The bag could not be kept with the account', error);

  const save = () => {
    clearTimeout(saveTimer);
    // A merge on its way first: saving now would put this browser's lines in place of the account's.
    if (readJson(BAG_UNSAVED_KEY) === 'merge') return;
    const asOf = changes;
    bagApi()
      .then((api) => api.saveAccountBag(useCartStore.getState().products, shownIn))
      .then(
        (answer) => {
          if (asOf === changes) removeItem(BAG_UNSAVED_KEY);
          apply(answer, asOf);
        },
        (error: unknown) => {
          if (!(error instanceof ApiError && error.status === 400)) return failed(error);
          // A line the shop does not make (a colour or size gone since the page loaded): saving
          // again would be refused again, so the account's bag is taken back and the shopper told.
          if (asOf !== changes) return;
          removeItem(BAG_UNSAVED_KEY);
          toast.message(error.message);
          return bagApi()
            .then((api) => api.getAccountBag(shownIn))
            .then((answer) => apply(answer, asOf), failed);
        },
      );
  };

  const arrive = () => {
    const { user, arrival } = useAuthStore.getState();
    if (!user) return;
    const asOf = changes;
    const local: CartItem[] = useCartStore.getState().products;
    const unsaved = readJson(BAG_UNSAVED_KEY);
    if (arrival === 'signed-in' || unsaved === 'merge') {
      if (local.length > 0) writeJson(BAG_UNSAVED_KEY, 'merge');
      bagApi()
        .then((api) => api.mergeIntoAccountBag(local, shownIn))
        .then((answer) => {
          removeItem(BAG_UNSAVED_KEY);
          if (asOf === changes) return apply(answer, asOf);
          // The bag changed while the merge was on its way: the account's lines, with this browser's on top.
          applying = true;
          useCartStore.getState().replace(withLinesOf(answer.products, useCartStore.getState().products));
          applying = false;
          save();
        }, failed);
    } else if (unsaved === 'save' || changedSinceLoad) {
      // A change this page made before the account was known (a line added in the moment
      // before sign-in was confirmed) is this browser's newest: saved, not overwritten.
      save();
    } else {
      bagApi()
        .then((api) => api.getAccountBag(shownIn))
        .then((answer) => apply(answer, asOf), failed);
    }
  };

  const stopAuth = useAuthStore.subscribe((state, previous) => {
    if (state.user && !previous.user) arrive();
    if (!state.user && previous.user) {
      clearTimeout(saveTimer);
      removeItem(BAG_UNSAVED_KEY);
      applying = true;
      useCartStore.getState().clear();
      applying = false;
    }
  });
  const stopBag = useCartStore.subscribe((state, previous) => {
    if (applying || state.products === previous.products || !useAuthStore.getState().user) return;
    changes += 1;
    if (readJson(BAG_UNSAVED_KEY) !== 'merge') writeJson(BAG_UNSAVED_KEY, 'save');
    clearTimeout(saveTimer);
    saveTimer = setTimeout(save, SAVE_AFTER_MS);
  });
  arrive();
  return () => {
    clearTimeout(saveTimer);
    stopAuth();
    stopBag();
  };
}

const lineKey = (line: CartItem) => `${variantKey(line._id, line.color, line.size)}|${giftCardKey(line.giftCard)}`;

/** The lines of `base`, with those of `top` in place of theirs or added. */
function withLinesOf(base: CartItem[], top: CartItem[]): CartItem[] {
  const lines = new Map(base.map((line) => [lineKey(line), line]));
  for (const line of top) lines.set(lineKey(line), line);
  return [...lines.values()];
}

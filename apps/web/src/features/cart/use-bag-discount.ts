import type { CartItem } from '@shop/shared/cart';
import type { CurrencyCode } from '@shop/shared/currency';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import type { BagDelivery } from './api/create-checkout-session';
import { useBagPrice, type PricedBag } from './api/price-bag';
import { storedDiscountCode, storeDiscountCode } from './bag-discount-code';
import type { BagPayment } from './use-bag-credit';

const PRICE_FAILED = 'We could not check the code. Please try again in a moment.';

export interface BagDiscount {
  /** The code the bag holds, as typed (sent with the checkout), or null. */
  code: string | null;
  /** The bag as the server priced it with the code, while the code applies. */
  applied: PricedBag | null;
  /** The bag as the server priced it (with the code while it applies), once it has answered. */
  priced: PricedBag | null;
  /** The code's price is on its way, with nothing to show yet. */
  applying: boolean;
  /** The shown price is the last bag's, while this one's is on its way. */
  repricing: boolean;
  /** Why the code does not apply (in the shopper's words), or why it could not be checked. */
  problem: string | null;
  apply: (typed: string) => void;
  remove: () => void;
  /** Asks again: after the checkout refused the code, the bag's price may have changed too. */
  recheck: () => void;
}

/**
 * The bag's discount code: kept for the session, priced by the server for the bag as it is (every
 * change to the bag asks again), applied, refused with the server's reason, or removed.
 */
export function useBagDiscount(
  products: readonly CartItem[],
  delivery?: BagDelivery,
  payment?: BagPayment,
  /** In the shopper's currency (undefined: the base), priced only while the bag is open. */
  options?: { currency?: CurrencyCode; enabled?: boolean },
): BagDiscount {
  const [code, setCode] = useState<string | null>(storedDiscountCode);
  const price = useBagPrice(products, code, delivery, payment, options);
  const answer = code !== null ? price.data : undefined;

  const apply = (typed: string) => {
    // The server matches codes whatever their case and spaces; only an empty one is left unsent.
    const next = typed.trim();
    if (!next) return;
    if (next === code) {
      void price.refetch();
      return;
    }
    setCode(next);
    storeDiscountCode(next);
  };

  const remove = () => {
    setCode(null);
    storeDiscountCode(null);
  };

  const failure = price.isError && code !== null ? failureText(price.error) : null;
  return {
    code,
    applied: answer && answer.discountCode && !answer.discountProblem && !failure ? answer : null,
    priced: price.isError ? null : (price.data ?? null),
    applying: code !== null && price.isLoading,
    repricing: price.isPlaceholderData,
    problem: failure ?? answer?.discountProblem ?? null,
    apply,
    remove,
    recheck: () => {
      if (code !== null) void price.refetch();
    },
  };
}

function failureText(error: unknown): string {
  return error instanceof ApiError && error.kind === 'network' ? error.message : PRICE_FAILED;
}

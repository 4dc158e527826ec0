import type { CartItem } from '@shop/shared/cart';
import type { BagPrice, BagPriceRequest } from '@shop/shared/discount.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutLines } from './create-checkout-session';

/** The bag priced by the server with a code the shopper typed: the discount, or why the code does not apply. */
export function priceBag(
  { lines, discountCode }: { lines: readonly CartItem[]; discountCode: string },
  signal?: AbortSignal,
): Promise<BagPrice> {
  const body: BagPriceRequest = { products: checkoutLines(lines), discountCode };
  return api.post<BagPrice>('/orders/price', body, { signal });
}

/**
 * The bag's price with `discountCode` (none asked for while it is null). A change to the bag asks
 * again, since a code may stop (or start) applying with it; meanwhile the last answer for the same
 * code stands in (`isPlaceholderData`), so the discount row does not blink at every + and −.
 */
export function useBagPrice(lines: readonly CartItem[], discountCode: string | null) {
  const sent = checkoutLines(lines);
  return useQuery({
    queryKey: ['bag-price', sent, discountCode],
    queryFn: ({ signal }) => priceBag({ lines, discountCode: discountCode ?? '' }, signal),
    enabled: discountCode !== null && lines.length > 0,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === discountCode ? previous : undefined),
  });
}

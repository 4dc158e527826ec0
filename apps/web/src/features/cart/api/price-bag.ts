import type { CartItem } from '@shop/shared/cart';
import type { CurrencyCode } from '@shop/shared/currency';
import { giftCardKey } from '@shop/shared/gift-card';
import type { BagPrice, BagPriceRequest } from '@shop/shared/discount.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentFields, type BagPayment } from '../use-bag-credit';
import { checkoutLines, deliveryFields, type BagDelivery } from './create-checkout-session';

/**
 * The bag priced by the server as the checkout will price it: the sales, a code the shopper
 * typed (or why it does not apply), the destination's shipping methods and its tax, and what a
 * gift card or store credit pays of it.
 */
export function priceBag(
  {
    lines,
    discountCode,
    delivery,
    payment,
    currency,
  }: {
    lines: readonly CartItem[];
    discountCode: string;
    delivery?: BagDelivery;
    payment?: BagPayment;
    /** The shopper's currency; undefined for the base currency. */
    currency?: CurrencyCode;
  },
  signal?: AbortSignal,
): Promise<BagPrice> {
  const body: BagPriceRequest = {
    products: checkoutLines(lines),
    discountCode,
    ...deliveryFields(delivery),
    ...paymentFields(payment),
    ...(currency ? { currency } : {}),
  };
  return api.post<BagPrice>('/orders/price', body, { signal });
}

/** A bag line's identity: the same tee in two sizes, and gift cards for two people, are two lines. */
export const bagLineKey = (item: CartItem) => `${item._id}-${item.color}-${item.size}-${giftCardKey(item.giftCard)}`;

/** The bag's price, with the lines it priced (`bagLineKey`, in order): an earlier answer's line prices still name their lines. */
export type PricedBag = BagPrice & { lineKeys: string[] };

/**
 * The bag's price with `discountCode` (none while it is null) for `delivery`, in `currency` (the
 * base currency when undefined), asked only while `enabled` (the bag is open). A change to the bag
 * asks again, since a code or a free-shipping threshold may stop (or start) applying with it;
 * meanwhile the last answer for the same code stands in (`isPlaceholderData`), so the rows do
 * not blink at every + and −.
 */
export function useBagPrice(
  lines: readonly CartItem[],
  discountCode: string | null,
  delivery: BagDelivery = {},
  payment?: BagPayment,
  { currency, enabled = true }: { currency?: CurrencyCode; enabled?: boolean } = {},
) {
  const sent = checkoutLines(lines);
  const paying = paymentFields(payment);
  return useQuery({
    queryKey: ['bag-price', sent, discountCode, delivery, paying, currency],
    queryFn: async ({ signal }): Promise<PricedBag> => ({
      ...(await priceBag({ lines, discountCode: discountCode ?? '', delivery, payment, currency }, signal)),
      lineKeys: lines.map(bagLineKey),
    }),
    enabled: enabled && lines.length > 0,
    // Half a minute: going back to a bag priced a moment ago (a code removed) asks nothing again.
    staleTime: 30_000,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === discountCode ? previous : undefined),
  });
}

import type { CartItem } from '@shop/shared/cart';
import { DEFAULT_LANGUAGE } from '@shop/shared/languages';
import type { CheckoutSessionResponseSchema, CreateCheckoutSessionInput } from '@shop/shared/order.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { visitorHeaders } from '@/lib/analytics';
import { api } from '@/lib/api-client';
import { paymentFields, type BagPayment } from '../use-bag-credit';

export type CheckoutSession = z.infer<typeof CheckoutSessionResponseSchema>;

/** The bag's lines as the server reads them: only the id, colour, size and quantity of each, and a gift card's details. */
export function checkoutLines(lines: readonly CartItem[]): CreateCheckoutSessionInput['products'] {
  return lines.map(({ _id, color, size, quantity, giftCard }) => ({ _id, color, size, quantity, ...(giftCard ? { giftCard } : {}) }));
}

/**
 * Sends the bag; the server prices it from the database and answers the hosted checkout's URL.
 * Only the id, colour, size and quantity of each line matter to it.
 */
export function createCheckoutSession({
  lines,
  email,
  discountCode,
  delivery,
  payment,
  remindMe,
  language,
  currency,
}: {
  lines: readonly CartItem[];
  email?: string;
  discountCode?: string;
  /** Where it goes and how, as chosen in the bag. */
  delivery?: BagDelivery;
  /** A gift card or store credit, and the account's own credit, to pay with. */
  payment?: BagPayment;
  /** The shopper asked for one reminder if the checkout is left unpaid. */
  remindMe?: boolean;
  /** The page's language: the card page, the return to the shop and the order's mails speak it. */
  language?: CreateCheckoutSessionInput['language'];
  /** The currency the bag was priced in: the order is charged and kept in it. Undefined for the base currency. */
  currency?: CreateCheckoutSessionInput['currency'];
}): Promise<CheckoutSession> {
  const body: CreateCheckoutSessionInput = {
    products: checkoutLines(lines),
    // A guest's receipt and tracking link go to this address; a signed-in shopper's come from the account.
    ...(email ? { email } : {}),
    // The server checks the code again: it may have expired or run out since the bag priced it.
    ...(discountCode ? { discountCode } : {}),
    ...deliveryFields(delivery),
    ...paymentFields(payment),
    ...(remindMe ? { remindMe: true } : {}),
    ...(currency ? { currency } : {}),
    // Left out in the default language, which the server assumes.
    ...(language && language !== DEFAULT_LANGUAGE.code ? { language } : {}),
  };
  // The visit's id ties the checkout to the shop's analytics funnel (none when the shopper opted out).
  return api.post<CheckoutSession>('/orders/create-checkout-session', body, { headers: visitorHeaders() });
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}

/** Where the bag goes and how: its country (and region), and the shipping method chosen; empty for the shop's defaults. */
export interface BagDelivery {
  country?: string;
  region?: string;
  shippingMethod?: string;
}

/** The request's fields for a delivery: left out while the shopper has chosen nothing. */
export function deliveryFields(delivery: BagDelivery | undefined): Pick<CreateCheckoutSessionInput, 'shipTo' | 'shippingMethod'> {
  return {
    ...(delivery?.country ? { shipTo: { country: delivery.country, ...(delivery.region ? { region: delivery.region } : {}) } } : {}),
    ...(delivery?.shippingMethod ? { shippingMethod: delivery.shippingMethod } : {}),
  };
}

/**
 * Gift cards' rules without zod, for code on every storefront page (the bag): what tells two
 * apart, which values a product sells, and which sending days are allowed.
 */
import type { GiftCardLine } from './gift-card.schema';

/** How far ahead a gift card's sending day may be. */
export const GIFT_CARD_SEND_DAYS_AHEAD = 365;

/** Why `amountCents` is not a value this offer sells, or null when it is. */
export function giftAmountProblem(
  offer: { amountsCents: readonly number[]; customMinCents: number | null; customMaxCents: number | null },
  amountCents: number,
): string | null {
  if (offer.amountsCents.includes(amountCents)) return null;
  if (
    offer.customMinCents !== null &&
    offer.customMaxCents !== null &&
    amountCents >= offer.customMinCents &&
    amountCents <= offer.customMaxCents
  )
    return null;
  const fixed = offer.amountsCents.map((cents) => `$${(cents / 100).toFixed(2)}`);
  const custom =
    offer.customMinCents !== null && offer.customMaxCents !== null
      ? [`any amount from $${(offer.customMinCents / 100).toFixed(2)} to $${(offer.customMaxCents / 100).toFixed(2)}`]
      : [];
  return `This gift card comes in ${[...fixed, ...custom].join(', ')}.`;
}

/** Why a sending day cannot be used (before today, or too far ahead), or null. */
export function sendOnProblem(sendOn: string | undefined, now = new Date()): string | null {
  if (!sendOn) return null;
  const today = now.toISOString().slice(0, 10);
  const last = new Date(now.getTime() + GIFT_CARD_SEND_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10);
  if (sendOn < today) return 'The sending day cannot be in the past.';
  if (sendOn > last) return `The sending day must be within ${GIFT_CARD_SEND_DAYS_AHEAD} days.`;
  return null;
}

/** What tells two gift cards in the bag apart: the same product for another person, value or message is another line. */
export const giftCardKey = (gift: GiftCardLine | undefined) =>
  gift ? JSON.stringify([gift.amount, gift.to, gift.toName ?? '', gift.from ?? '', gift.message ?? '', gift.sendOn ?? '']) : '';

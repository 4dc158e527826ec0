/**
 * Gift cards sold as products: a product the admin marks as a gift card offers fixed values
 * ($25, $50, $100) and, if the admin wants, a custom amount within limits. Each one bought names
 * its recipient, an optional message and a day to send it; once paid, a gift card code of that
 * value is mailed to the recipient on that day. Not physical: it ships nothing, counts no stock,
 * and is taxed only where the tax table has a rate for the 'gift-card' class.
 */
import { z } from 'zod';
import { EmailSchema, ONE_LINE } from './common.schema';

export { GIFT_CARD_TAX_CLASS } from './pricing';
export { GIFT_CARD_SEND_DAYS_AHEAD } from './gift-card';
/** The most a gift card may hold, in dollars, and the longest message. */
export const GIFT_CARD_MAX_DOLLARS = 2000;
export const GIFT_CARD_MESSAGE_MAX = 300;

/** Dollars a gift card may hold: at least $1.00, at most the shop's limit, whole cents. */
const giftDollars = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(1, `${label} must be at least $1.00`)
    .max(GIFT_CARD_MAX_DOLLARS, `${label} must be at most $${GIFT_CARD_MAX_DOLLARS.toLocaleString('en-US')}.00`)
    .multipleOf(0.01, `${label} must have at most two decimals`);

/** What a gift card product offers, as the storefront reads it (dollars). */
export const GiftCardOfferSchema = z.object({
  /** The fixed values, lowest first. */
  amounts: z.array(z.number()),
  /** A custom amount's limits; both null when only the fixed values are sold. */
  customMin: z.number().nullable(),
  customMax: z.number().nullable(),
});
export type GiftCardOffer = z.infer<typeof GiftCardOfferSchema>;

/** What the admin sets on a gift card product. */
export const GiftCardOfferInputSchema = z
  .object({
    amounts: z
      .array(giftDollars('Each value'))
      .max(8, 'At most 8 fixed values')
      .transform((amounts) => [...new Set(amounts)].sort((a, b) => a - b)),
    customMin: giftDollars('The lowest custom amount').nullable().optional(),
    customMax: giftDollars('The highest custom amount').nullable().optional(),
  })
  .refine((offer) => (offer.customMin == null) === (offer.customMax == null), {
    message: 'Give both the lowest and the highest custom amount, or neither',
    path: ['customMax'],
  })
  .refine((offer) => offer.customMin == null || offer.customMax == null || offer.customMin < offer.customMax, {
    message: 'The highest custom amount must be more than the lowest',
    path: ['customMax'],
  })
  .refine((offer) => offer.amounts.length > 0 || offer.customMin != null, {
    message: 'Offer at least one value, or a custom amount',
    path: ['amounts'],
  });
export type GiftCardOfferInput = z.input<typeof GiftCardOfferInputSchema>;

/** `YYYY-MM-DD`, a day of the calendar (`format: date` in the OpenAPI document). */
const day = z.iso.date({ message: 'Choose a day' });

/** One gift card in the bag and at checkout: its value, who it is for, what it says, and when it is sent. */
export const GiftCardLineSchema = z.object({
  /** Dollars: one of the product's values, or a custom amount within its limits (the server checks). */
  amount: giftDollars('The amount'),
  /** The recipient's email: the code is mailed there. */
  to: EmailSchema,
  /** Names go into the mail's subject and greeting: one line each (see `isOneLine`). */
  toName: z
    .string()
    .trim()
    .max(80, "The recipient's name must be at most 80 characters")
    .regex(ONE_LINE, "The recipient's name must be on one line")
    .optional(),
  from: z.string().trim().max(80, 'Your name must be at most 80 characters').regex(ONE_LINE, 'Your name must be on one line').optional(),
  message: z.string().trim().max(GIFT_CARD_MESSAGE_MAX, `The message must be at most ${GIFT_CARD_MESSAGE_MAX} characters`).optional(),
  /** The day it is mailed (in UTC, from its start); left out, as soon as the order is paid. */
  sendOn: day.optional(),
});
export type GiftCardLine = z.infer<typeof GiftCardLineSchema>;

/** A gift card on an order line, as the order shows it: never its code, which only the recipient reads. */
export const OrderGiftCardSchema = z.object({
  to: z.string(),
  toName: z.string().nullable(),
  from: z.string().nullable(),
  message: z.string().nullable(),
  /** The day it is (or was) sent, `YYYY-MM-DD`; null for as soon as paid. */
  sendOn: z.string().nullable(),
});
export type OrderGiftCard = z.infer<typeof OrderGiftCardSchema>;

export { giftAmountProblem, giftCardKey, sendOnProblem } from './gift-card';

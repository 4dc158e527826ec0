import { z } from 'zod';
import { EmailSchema, IdSchema, NOT_BLANK } from './common.schema';
import { LanguageCodeSchema } from './languages.schema';

// The texts live apart from the schema (zod), for the product page's form to show without it.
export { WAITLIST_JOINED_MESSAGE, WAITLIST_NOTE } from './waitlist.messages';

/** 'Email me when it's back': a sold-out colour x size, and the address to tell (the account's when signed in and left out). */
export const JoinWaitlistSchema = z.object({
  productId: IdSchema,
  color: z
    .string({ message: 'Choose a colour' })
    .trim()
    .min(1, { message: 'Choose a colour', abort: true })
    .regex(NOT_BLANK, 'Choose a colour')
    .max(60),
  size: z
    .string({ message: 'Choose a size' })
    .trim()
    .min(1, { message: 'Choose a size', abort: true })
    .regex(NOT_BLANK, 'Choose a size')
    .max(20),
  email: EmailSchema.optional(),
  /** The page's language: the list's mails are written in it. The shop's default language when left out. */
  language: LanguageCodeSchema.optional(),
});
export type JoinWaitlist = z.input<typeof JoinWaitlistSchema>;

export const WaitlistJoinedSchema = z.object({ message: z.string(), email: z.string() });

/** A waiting list an account is on, as its dashboard lists it. */
export const WaitlistEntrySchema = z.object({
  _id: z.string(),
  productId: z.string(),
  handle: z.string(),
  name: z.string(),
  /** The product's picture ('' for a drawn one). */
  image: z.string(),
  color: z.string(),
  size: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;
export const WaitlistAnswerSchema = z.object({ entries: z.array(WaitlistEntrySchema) });
export type WaitlistAnswer = z.infer<typeof WaitlistAnswerSchema>;

/** How many shoppers wait for a variant. */
export const VariantDemandSchema = z.object({ color: z.string(), size: z.string(), waiting: z.number().int().min(1) });
export type VariantDemand = z.infer<typeof VariantDemandSchema>;

/** A sold-out variant that shoppers wait for: the admin's 'Most wanted'. */
export const MostWantedSchema = z.object({
  productId: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  waiting: z.number().int().min(1),
});
export type MostWanted = z.infer<typeof MostWantedSchema>;

/** The token of a mail's unsubscribe link (`/unsubscribe/{token}`): short enough for any path. */
export const UnsubscribeParamsSchema = z.object({ token: z.string().trim().min(1, { abort: true }).regex(NOT_BLANK).max(120) });

/** What an unsubscribe link stops, for its page to say before the shopper confirms. */
export const UnsubscribeInfoSchema = z.object({
  /** 'waitlist': one waiting list; 'restock-alerts': every waiting list of the address; 'checkout-reminders'; 'wishlist-alerts'. */
  kind: z.enum(['waitlist', 'restock-alerts', 'checkout-reminders', 'wishlist-alerts']),
  title: z.string(),
  detail: z.string(),
  /** Already done (the list left, the address opted out). */
  done: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof UnsubscribeInfoSchema>;

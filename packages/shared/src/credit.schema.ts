import { z } from 'zod';
import { EmailSchema, NOT_BLANK, optionalQuery, pagedAnswer, pagingQuery, requiredText } from './common.schema';
import { ADMIN_SEARCH_MAX, MAX_PAGE_SIZE } from './constants';

/**
 * Store credit and gift cards: one balance model. A code holds a balance in cents, an owner (an
 * account, or a recipient's email), an optional expiry, and every movement of its balance.
 */
export const CREDIT_KINDS = ['store-credit', 'gift-card'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];
/** 'released' gives back what an unpaid checkout held. */
export const CREDIT_MOVEMENTS = ['issued', 'spent', 'released', 'refunded', 'adjusted', 'expired'] as const;
export type CreditMovementKind = (typeof CREDIT_MOVEMENTS)[number];

export const CreditMovementSchema = z.object({
  kind: z.enum(CREDIT_MOVEMENTS),
  /** Dollars: more credit is positive, credit used is negative. */
  amount: z.number(),
  /** Why, in words: 'Return RR-2026-000012', 'Order ORD-…'. */
  note: z.string(),
  at: z.string(),
});
export type CreditMovement = z.infer<typeof CreditMovementSchema>;

export const CreditSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(CREDIT_KINDS),
  /** Dollars left, and what it started with. */
  balance: z.number(),
  initial: z.number(),
  expiresAt: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
  /** Oldest first. */
  movements: z.array(CreditMovementSchema),
});
export type Credit = z.infer<typeof CreditSchema>;

/** The signed-in customer's credit and gift cards, and what they can spend in all. */
export const MyCreditsResponseSchema = z.object({ balance: z.number(), credits: z.array(CreditSchema) });
export type MyCreditsResponse = z.infer<typeof MyCreditsResponseSchema>;

/** A code as the admin sees it: the credit, and whose it is. */
export const AdminCreditSchema = CreditSchema.extend({
  /** The account's or the recipient's email; null for a code that names no one. */
  owner: z.string().nullable(),
});
export type AdminCredit = z.infer<typeof AdminCreditSchema>;

export const CREDIT_ADMIN_PAGE_SIZE = 20;
/** The most a code may be given or moved by at once, in dollars. */
export const CREDIT_MAX_DOLLARS = 10_000;

export const AdminCreditsQuerySchema = z.object({
  /** Part of a code or of its owner's email, in any case. */
  search: optionalQuery(z.string().trim().max(ADMIN_SEARCH_MAX, `search must be at most ${ADMIN_SEARCH_MAX} characters`)),
  kind: optionalQuery(z.enum(CREDIT_KINDS, { message: `kind must be one of ${CREDIT_KINDS.join(', ')}` })),
  ...pagingQuery(CREDIT_ADMIN_PAGE_SIZE, MAX_PAGE_SIZE),
});
export type AdminCreditsQuery = z.input<typeof AdminCreditsQuerySchema>;
export const AdminCreditsResponseSchema = pagedAnswer('credits', AdminCreditSchema, 'total');
export type AdminCreditsResponse = z.infer<typeof AdminCreditsResponseSchema>;

/** Dollars with at most two decimals, within `min` and the most a code may move. */
const dollars = (label: string, min: number) =>
  z
    .number({ message: `${label} must be a number` })
    .min(min, `${label} must be at least $${min.toFixed(2)}`)
    .max(CREDIT_MAX_DOLLARS, `${label} must be at most $${CREDIT_MAX_DOLLARS.toLocaleString('en-US')}.00`)
    .multipleOf(0.01, `${label} must have at most two decimals`);

/** An admin gives store credit (to an account, by its email, or a new code for an email) or a gift card. */
export const IssueCreditSchema = z.object({
  kind: z.enum(CREDIT_KINDS, { message: 'kind must be store-credit or gift-card' }),
  email: EmailSchema,
  amount: dollars('Amount', 0.01),
  note: requiredText('Note', 200),
  expiresAt: z.iso.datetime({ offset: true, message: 'expiresAt must be a date and time' }).nullable().optional(),
});
export type IssueCreditInput = z.input<typeof IssueCreditSchema>;

/** An admin moves a balance up or down, with the reason the customer reads. */
export const AdjustCreditSchema = z.object({
  amount: z
    .number({ message: 'Amount must be a number' })
    .refine((value) => value !== 0, 'Amount must not be $0.00')
    .min(-CREDIT_MAX_DOLLARS, `Amount must be at most $${CREDIT_MAX_DOLLARS.toLocaleString('en-US')}.00 either way`)
    .max(CREDIT_MAX_DOLLARS, `Amount must be at most $${CREDIT_MAX_DOLLARS.toLocaleString('en-US')}.00 either way`)
    .multipleOf(0.01, 'Amount must have at most two decimals')
    // The first rule as the OpenAPI document can say it.
    .meta({ not: { enum: [0] } }),
  reason: requiredText('Reason', 200),
});
export type AdjustCreditInput = z.input<typeof AdjustCreditSchema>;

export const DisableCreditSchema = z.object({ reason: requiredText('Reason', 200) });
export type DisableCreditInput = z.input<typeof DisableCreditSchema>;

export const AdminCreditResponseSchema = z.object({ message: z.string(), credit: AdminCreditSchema });

/** Anyone's check of a code's balance: no owner, no movements. */
export const CreditBalanceQuerySchema = z.object({
  code: z
    .string({ message: 'Enter a code' })
    .trim()
    .toUpperCase()
    .min(1, { message: 'Enter a code', abort: true })
    .regex(NOT_BLANK, 'Enter a code')
    .max(40, 'That is not a code'),
});
export const CreditBalanceResponseSchema = CreditSchema.pick({ code: true, kind: true, balance: true, expiresAt: true, disabled: true });
export type CreditBalance = z.infer<typeof CreditBalanceResponseSchema>;

/** A credit code as the order shows it: its kind's prefix and last group, 'GC-…-XR4T'. */
export const maskedCreditCode = (code: string) => code.replace(/^([A-Z]+)-.*-([A-Z0-9]+)$/, '$1-…-$2');

/** How the bag and the checkout are to be paid besides the card: a code typed, and the account's own credit. */
export const CreditChoiceShape = {
  /** A gift card or store credit code the shopper typed; empty or left out for none. */
  creditCode: z.string().trim().toUpperCase().max(40, 'That is not a gift card or store credit code').optional(),
  /** Spend the signed-in customer's own store credit and gift cards. */
  useAccountCredit: z.boolean({ message: 'useAccountCredit must be true or false' }).optional(),
};

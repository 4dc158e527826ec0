import { z } from 'zod';

/**
 * Store credit and gift cards: one balance model. A code holds a balance in cents, an owner (an
 * account, or a recipient's email), an optional expiry, and every movement of its balance.
 */
export const CREDIT_KINDS = ['store-credit', 'gift-card'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];
export const CREDIT_MOVEMENTS = ['issued', 'spent', 'refunded', 'adjusted', 'expired'] as const;
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

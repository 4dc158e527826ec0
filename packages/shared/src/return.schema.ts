import { z } from 'zod';
import { MAX_PAGE_SIZE, RETURN_FITS, RETURN_OUTCOMES, RETURN_STATES } from './constants';
import { optionalQuery, pagedAnswer, pagingQuery, requiredText, VariantSchema } from './common.schema';
import { CurrencyCodeSchema } from './currency.schema';

export const RETURN_REASON_MAX = 1000;
export const RETURN_LINES_MAX = 20;
export const RETURN_ADMIN_PAGE_SIZE = 20;
export const RETURN_WINDOW_MAX_DAYS = 365;

/**
 * The shop's return policy, set in the dashboard. Off by default: the policy is exchange-only,
 * as the specification's Refund Policy says, until the shop takes returns.
 */
export const ReturnPolicySchema = z.object({
  /** Customers may return items for their money (or credit). */
  enabled: z.boolean(),
  /** Days after the order shipped within which a return may be asked for. */
  windowDays: z.number().int(),
  /** The EU/UK 14-day right of withdrawal: at least 14 days from delivery, final-sale items included. */
  withdrawalRight: z.boolean(),
  /** Extra store credit, in percent of the refund, for a customer who takes credit instead of money. */
  creditBonusPercent: z.number().int(),
});
export type ReturnPolicy = z.infer<typeof ReturnPolicySchema>;

export const DEFAULT_RETURN_POLICY: ReturnPolicy = { enabled: false, windowDays: 30, withdrawalRight: false, creditBonusPercent: 0 };

export const UpdateReturnPolicySchema = z.object({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  windowDays: z
    .number({ message: 'The return window must be a number of days' })
    .int('The return window must be a whole number of days')
    .min(1, 'The return window must be at least 1 day')
    .max(RETURN_WINDOW_MAX_DAYS, `The return window must be at most ${RETURN_WINDOW_MAX_DAYS} days`),
  withdrawalRight: z.boolean({ message: 'withdrawalRight must be true or false' }),
  creditBonusPercent: z
    .number({ message: 'The credit bonus must be a number' })
    .int('The credit bonus must be a whole percentage')
    .min(0, 'The credit bonus must be 0 % or more')
    .max(100, 'The credit bonus must be at most 100 %'),
});
export type UpdateReturnPolicyInput = z.input<typeof UpdateReturnPolicySchema>;
export const ReturnPolicyResponseSchema = z.object({ policy: ReturnPolicySchema });

export const ReturnLineSchema = z.object({
  _id: z.string(),
  orderLineId: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  ...VariantSchema.shape,
  quantity: z.number().int(),
});
export type ReturnLine = z.infer<typeof ReturnLineSchema>;

export const ReturnSchema = z.object({
  _id: z.string(),
  /** The return's number, which the parcel carries: RR-YYYY-NNNNNN. */
  rmaNumber: z.string(),
  /** The order's uuid, and its readable reference (ORD-…). */
  orderId: z.string(),
  orderRef: z.string(),
  email: z.string().nullable(),
  status: z.enum(RETURN_STATES),
  reason: z.string(),
  /** Whether it was the size: bought too small or too large; null for any other reason. */
  fit: z.enum(RETURN_FITS).nullable(),
  /** What the customer asked for: their money back, or store credit. */
  outcome: z.enum(RETURN_OUTCOMES),
  rejectionReason: z.string().nullable(),
  /** The returned items went back on the shelf when they arrived. */
  restocked: z.boolean(),
  /** What was refunded to the card, once refunded: in the order's currency (`currency`), as the card was charged. */
  refunded: z.number().nullable(),
  /** The order's currency, in which `refunded` is given (store credit is always in the base currency). */
  currency: CurrencyCodeSchema,
  /** Dollars of store credit given, its bonus in, once credited; and the credit's code. */
  credited: z.number().nullable(),
  creditCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lines: z.array(ReturnLineSchema),
});
export type Return = z.infer<typeof ReturnSchema>;

/** One line of the order as the return form sees it. */
export const ReturnOptionLineSchema = z.object({
  orderLineId: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  image: z.string(),
  ...VariantSchema.shape,
  bought: z.number().int(),
  /** Bought, less what was refunded and what an open return or exchange already holds. */
  available: z.number().int(),
  finalSale: z.boolean(),
});
export type ReturnOptionLine = z.infer<typeof ReturnOptionLineSchema>;

export const ReturnOptionsResponseSchema = z.object({
  /** The shop takes returns at all; when not, the order page offers none. */
  enabled: z.boolean(),
  eligible: z.boolean(),
  /** Why the order cannot be returned now, or null. */
  reason: z.string().nullable(),
  /** The last moment to ask (ISO), or null. */
  deadline: z.string().nullable(),
  /** The policy's conditions the customer accepts. */
  conditions: z.array(z.string()),
  /** Extra credit, in percent, for taking store credit instead of money. */
  creditBonusPercent: z.number().int(),
  lines: z.array(ReturnOptionLineSchema),
});
export type ReturnOptionsResponse = z.infer<typeof ReturnOptionsResponseSchema>;

export const RequestReturnSchema = z.object({
  lines: z
    .array(
      z.object({
        orderLineId: z.uuid({ message: 'orderLineId is not an order line id' }),
        quantity: z
          .number({ message: 'quantity must be a number' })
          .int('quantity must be a whole number')
          .min(1, 'quantity must be at least 1'),
      }),
      { message: 'lines is required' },
    )
    .min(1, 'Choose at least one item to return')
    .max(RETURN_LINES_MAX, `At most ${RETURN_LINES_MAX} lines per return`),
  reason: requiredText('Reason', RETURN_REASON_MAX),
  /** Whether it was the size; left out (or null) when it was something else. */
  fit: z
    .enum(RETURN_FITS, { message: `fit must be ${RETURN_FITS.join(' or ')}, or null when it was not the size` })
    .nullable()
    .optional(),
  outcome: z.enum(RETURN_OUTCOMES, { message: 'outcome must be refund or credit' }).default('refund'),
  acceptConditions: z.literal(true, { message: 'Please accept the conditions of the return policy' }),
});
export type RequestReturnInput = z.input<typeof RequestReturnSchema>;

export const ReturnResponseSchema = z.object({ return: ReturnSchema });
export const ReturnActionResponseSchema = z.object({ message: z.string(), return: ReturnSchema });
export const ReturnsResponseSchema = z.object({ returns: z.array(ReturnSchema) });

export const AdminReturnsQuerySchema = z.object({
  status: optionalQuery(z.enum(RETURN_STATES, { message: `status must be one of ${RETURN_STATES.join(', ')}` })),
  ...pagingQuery(RETURN_ADMIN_PAGE_SIZE, MAX_PAGE_SIZE),
});
export type AdminReturnsQuery = z.input<typeof AdminReturnsQuerySchema>;
export const AdminReturnsResponseSchema = pagedAnswer('returns', ReturnSchema, 'total');
export type AdminReturnsResponse = z.infer<typeof AdminReturnsResponseSchema>;

export const ReceiveReturnSchema = z.object({
  /** The returned items arrived unused: put them back in stock. */
  restock: z.boolean({ message: 'restock must be true or false' }),
});
export type ReceiveReturnInput = z.input<typeof ReceiveReturnSchema>;

export const RejectReturnSchema = z.object({ reason: requiredText('Reason', RETURN_REASON_MAX) });
export type RejectReturnInput = z.input<typeof RejectReturnSchema>;

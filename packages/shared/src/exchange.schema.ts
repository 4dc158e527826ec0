import { z } from 'zod';
import { EXCHANGE_STATES, MAX_PAGE_SIZE } from './constants';
import { NOT_BLANK, optionalQuery, pagedAnswer, pagingQuery, requiredText, VariantSchema } from './common.schema';
import { OrderLineSchema } from './order.schema';

export const EXCHANGE_REASON_MAX = 1000;
export const EXCHANGE_LINES_MAX = 20;
export const EXCHANGE_ADMIN_PAGE_SIZE = 20;

export const ExchangeLineSchema = z.object({
  _id: z.string(),
  orderLineId: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  /** What goes back, as bought. */
  from: VariantSchema,
  /** What is sent instead. */
  to: VariantSchema,
});
export type ExchangeLine = z.infer<typeof ExchangeLineSchema>;

export const ExchangeSchema = z.object({
  _id: z.string(),
  /** The return authorization number the parcel carries: RA-YYYY-NNNNNN. */
  raNumber: z.string(),
  /** The order's uuid. */
  orderId: z.string(),
  /** The order's readable reference (ORD-…). */
  orderRef: z.string(),
  email: z.string().nullable(),
  status: z.enum(EXCHANGE_STATES),
  reason: z.string(),
  rejectionReason: z.string().nullable(),
  restocked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lines: z.array(ExchangeLineSchema),
});
export type Exchange = z.infer<typeof ExchangeSchema>;

/** One line of the order as the exchange form sees it. */
export const ExchangeOptionLineSchema = OrderLineSchema.omit({
  price: true,
  quantity: true,
  total: true,
  refundedQuantity: true,
}).extend({
  bought: z.number().int(),
  /** Bought, less what is already under an open exchange. */
  available: z.number().int(),
  finalSale: z.boolean(),
  /** The product's in-stock variants other than the one bought. */
  options: z.array(VariantSchema),
  /** While the order is paid and not shipped: the in-stock variants at the same price it can be changed to in one step. */
  changeOptions: z.array(VariantSchema),
});
export type ExchangeOptionLine = z.infer<typeof ExchangeOptionLineSchema>;

export const ExchangeOptionsResponseSchema = z.object({
  eligible: z.boolean(),
  /** Why the order cannot be exchanged, or null. */
  reason: z.string().nullable(),
  /** The last moment to ask (ISO), or null when the order was never paid. */
  deadline: z.string().nullable(),
  /** The policy's conditions the customer accepts. */
  conditions: z.array(z.string()),
  /** The order is paid and not shipped yet: a line's size or colour can be changed in one step, with no return. */
  changeable: z.boolean(),
  lines: z.array(ExchangeOptionLineSchema),
});
export type ExchangeOptionsResponse = z.infer<typeof ExchangeOptionsResponseSchema>;

export const RequestExchangeLineSchema = z.object({
  orderLineId: z.uuid({ message: 'orderLineId is not an order line id' }),
  quantity: z.number({ message: 'quantity must be a number' }).int('quantity must be a whole number').min(1, 'quantity must be at least 1'),
  color: z.string().trim().toLowerCase().max(30).default(''),
  size: z
    .string({ message: 'size is required' })
    .trim()
    .toLowerCase()
    .min(1, { message: 'size is required', abort: true })
    .regex(NOT_BLANK, 'size is required')
    .max(30),
});

export const RequestExchangeSchema = z.object({
  lines: z
    .array(RequestExchangeLineSchema, { message: 'lines is required' })
    .min(1, 'Choose at least one item to exchange')
    .max(EXCHANGE_LINES_MAX, `At most ${EXCHANGE_LINES_MAX} lines per exchange`),
  reason: requiredText('Reason', EXCHANGE_REASON_MAX),
  acceptConditions: z.literal(true, { message: 'Please accept the conditions of the exchange policy' }),
});
export type RequestExchangeInput = z.input<typeof RequestExchangeSchema>;

/** A line of a paid order not yet shipped, changed to another size or colour at the same price. */
export const ChangeOrderLineSchema = z.object({
  orderLineId: z.uuid({ message: 'orderLineId is not an order line id' }),
  color: z.string().trim().toLowerCase().max(30).default(''),
  size: z
    .string({ message: 'size is required' })
    .trim()
    .toLowerCase()
    .min(1, { message: 'size is required', abort: true })
    .regex(NOT_BLANK, 'size is required')
    .max(30),
});
export type ChangeOrderLineInput = z.input<typeof ChangeOrderLineSchema>;

export const ExchangeResponseSchema = z.object({ exchange: ExchangeSchema });
export const ExchangeActionResponseSchema = z.object({ message: z.string(), exchange: ExchangeSchema });
export const ExchangesResponseSchema = z.object({ exchanges: z.array(ExchangeSchema) });

export const AdminExchangesQuerySchema = z.object({
  status: optionalQuery(z.enum(EXCHANGE_STATES, { message: `status must be one of ${EXCHANGE_STATES.join(', ')}` })),
  ...pagingQuery(EXCHANGE_ADMIN_PAGE_SIZE, MAX_PAGE_SIZE),
});
export type AdminExchangesQuery = z.input<typeof AdminExchangesQuerySchema>;

export const AdminExchangesResponseSchema = pagedAnswer('exchanges', ExchangeSchema, 'total');
export type AdminExchangesResponse = z.infer<typeof AdminExchangesResponseSchema>;

export const ReceiveExchangeSchema = z.object({
  /** The returned item arrived unused: put it back in stock. */
  restock: z.boolean({ message: 'restock must be true or false' }),
});
export type ReceiveExchangeInput = z.input<typeof ReceiveExchangeSchema>;

export const RejectExchangeSchema = z.object({
  reason: requiredText('Reason', EXCHANGE_REASON_MAX),
});
export type RejectExchangeInput = z.input<typeof RejectExchangeSchema>;

import { z } from 'zod';
import {
  ACCOUNT_PAGE_SIZE,
  ADMIN_SEARCH_MAX,
  MAX_CART_QUANTITY,
  MAX_PAGE_SIZE,
  MIN_CART_QUANTITY,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  REFUND_REASON_MAX,
} from './constants';
import { ShippingAddressSchema, ShipToSchema } from './address.schema';
import { EmailSchema, NOT_BLANK, optionalQuery, pagedAnswer, pagingQuery, VariantSchema } from './common.schema';
import { CreditChoiceShape } from './credit.schema';
import { GiftCardLineSchema, OrderGiftCardSchema } from './gift-card.schema';
import { CurrencyCodeSchema } from './currency.schema';
import { LanguageCodeSchema } from './languages.schema';

/**
 * One bag line as the client sends it. Only the product id, colour, size and quantity are
 * used: names, prices and images come from the database, never from the client.
 */
export const CheckoutLineSchema = z.object({
  _id: z.uuid({ message: 'is not a product id' }),
  color: z.string().trim().toLowerCase().max(30).optional().default(''),
  size: z
    .string({ message: 'size is required' })
    .trim()
    .toLowerCase()
    .min(1, { message: 'size is required', abort: true })
    .regex(NOT_BLANK, 'size is required')
    .max(30),
  quantity: z
    .number({ message: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(MIN_CART_QUANTITY, `quantity must be at least ${MIN_CART_QUANTITY}`)
    .max(MAX_CART_QUANTITY, `quantity must be at most ${MAX_CART_QUANTITY}`),
  /** A gift card product's line: its value, recipient, message and sending day. */
  giftCard: GiftCardLineSchema.optional(),
});

export const CreateCheckoutSessionSchema = z.object({
  products: z
    .array(CheckoutLineSchema, { message: 'products is required' })
    .min(1, 'Your bag is empty')
    .max(50, 'At most 50 lines per order'),
  /** Sent by the specification's client; the user comes from the session. */
  userId: z.string().optional(),
  /** A guest's email, for the receipt and the tracking link; a signed-in shopper's comes from the account. */
  email: EmailSchema.optional(),
  /** A discount code from the bag; a code that does not apply refuses the checkout with its reason. */
  discountCode: z.string().max(100).optional(),
  ...CreditChoiceShape,
  /** Where it is to go, as chosen in the bag; the shop's own country when left out. The address must be there. */
  shipTo: ShipToSchema.optional(),
  /** The shipping method chosen in the bag; the destination zone's first when left out. */
  shippingMethod: z.uuid({ message: 'Choose a shipping method' }).optional(),
  /** The shopper agreed to one reminder mail if the checkout is left unpaid (a box at checkout, unticked by default). */
  remindMe: z.boolean().optional(),
  /**
   * The currency the shopper chose, among those the shop presents: the order is priced, charged
   * and kept in it, at its rate of the moment. The base currency when left out.
   */
  currency: CurrencyCodeSchema.optional(),
  /**
   * The language of the page the shopper checks out on: the card page, the return to the shop,
   * and the order's mail (and its reminder's, its returns' and refunds') speak it. The shop's
   * default language when left out.
   */
  language: LanguageCodeSchema.optional(),
});
export type CreateCheckoutSessionInput = z.input<typeof CreateCheckoutSessionSchema>;

export const CheckoutSessionResponseSchema = z.object({ id: z.string(), url: z.string() });

export const ConfirmPaymentSchema = z.object({
  session_id: z
    .string()
    .trim()
    .min(1, { message: 'session_id is required', abort: true })
    .regex(NOT_BLANK, 'session_id is required')
    .max(255),
});

export const OrderLineSchema = z.object({
  /** The line's own id, which a refund names. */
  orderLineId: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  image: z.string(),
  ...VariantSchema.shape,
  /** The variant's SKU as it was sold ('' on lines sold before variants had one). */
  sku: z.string(),
  /** Unit price as it was paid, in the order's currency. */
  price: z.number(),
  quantity: z.number().int(),
  /** What the customer paid for the whole line, in the order's currency: less its share of a code, its tax in. */
  total: z.number(),
  /** Units given back by refunds. */
  refundedQuantity: z.number().int(),
  /** A gift card bought: who it is for and when it is sent (never its code). Absent for goods. */
  giftCard: OrderGiftCardSchema.nullable().optional(),
});

/** A refund, as the order keeps it. */
export const OrderRefundSchema = z.object({
  id: z.string(),
  /** What came back, in the order's currency. */
  amount: z.number(),
  /** The part of the amount that went back to the gift cards or store credit that paid the order. */
  toCredit: z.number(),
  /** Shipping came back with it (its part is in the amount). */
  shipping: z.boolean(),
  lines: z.array(
    z.object({
      orderLineId: z.string(),
      name: z.string(),
      ...VariantSchema.shape,
      quantity: z.number().int(),
      amount: z.number(),
      restocked: z.boolean(),
    }),
  ),
  /** For admins: why, and who refunded it. */
  reason: z.string().optional(),
  by: z.string().nullable().optional(),
  at: z.string(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

export const OrderStatusEventSchema = z.object({ status: z.enum(ORDER_STATUSES), at: z.string() });

/** A line changed to another size or colour before the order shipped. */
export const OrderLineChangeSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  from: VariantSchema,
  to: VariantSchema,
  at: z.string(),
});
export type OrderLineChange = z.infer<typeof OrderLineChangeSchema>;

/**
 * Where an order ships, as the order keeps it: as given at checkout, or, once its customer has
 * deleted the account, without the street and the city (emptied), the country, state and postcode
 * kept for tax (docs/decisions/039).
 */
export const OrderShippingAddressSchema = ShippingAddressSchema.extend({
  line1: z.string().max(200),
  city: z.string().max(100),
});

export const OrderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  email: z.string().nullable(),
  /** The total paid, in the order's currency, tax included. */
  amount: z.number(),
  subtotal: z.number(),
  /** What a discount code took off, and the code ('' and 0 without one). */
  discount: z.number(),
  discountCode: z.string(),
  tax: z.number(),
  /** What the receipt calls the tax: 'Tax(6%)', 'VAT(20%)', or 'incl. VAT' where prices include it. */
  taxLabel: z.string(),
  /** Prices included the tax: it is part of the subtotal, not added to it. */
  taxIncluded: z.boolean(),
  shipping: z.number(),
  /** The shipping method chosen, as '{name} ({estimate})'; null for the shop's one rate. */
  shippingMethod: z.string().nullable(),
  /**
   * The currency the order was priced and paid in, in lower case as the payment provider writes
   * it ('usd', 'eur', 'jpy'): every amount of the order is in whole units of it (dollars, euros;
   * yen have no minor unit). Orders placed before the shop presented other currencies are in 'usd'.
   */
  currency: z.string(),
  /** For staff: units of that currency one unit of the base bought when the order was priced (1 in the base currency). */
  rate: z.number().optional(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** `test` for orders taken in test mode, which move no money. */
  provider: z.enum(['stripe', 'test']),
  shippingAddress: OrderShippingAddressSchema.nullable(),
  products: z.array(OrderLineSchema),
  /** When each fulfilment step was reached, oldest first. */
  statusHistory: z.array(OrderStatusEventSchema),
  /** The lines changed before shipping, oldest first. */
  lineChanges: z.array(OrderLineChangeSchema),
  paidAt: z.string().nullable(),
  /** When the last of it was refunded; null while any of it is kept. */
  refundedAt: z.string().nullable(),
  /** What gift cards and store credit paid of the amount (the card paid the rest), and by which codes. */
  paidByCredit: z.number(),
  creditCodes: z.array(z.string()),
  /** What refunds have given back, in the order's currency, and each of them, oldest first. */
  refunded: z.number(),
  shippingRefunded: z.boolean(),
  refunds: z.array(OrderRefundSchema),
  /** For admins: why a paid order needs attention (oversold, or an amount that does not match). */
  attention: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = z.object({ order: OrderSchema });
/** The return page's answer: the order, and the link that follows it without an account. */
export const ConfirmPaymentResponseSchema = z.object({ order: OrderSchema, trackingPath: z.string() });
/** A page of one customer's orders, newest first. */
export const CustomerOrdersQuerySchema = z.object({ ...pagingQuery(ACCOUNT_PAGE_SIZE, MAX_PAGE_SIZE) });
export const OrdersResponseSchema = pagedAnswer('orders', OrderSchema, 'totalOrders');
export type OrdersResponse = z.infer<typeof OrdersResponseSchema>;
export const OrderListSchema = z.array(OrderSchema);

export const AdminOrdersQuerySchema = z.object({
  /** Only orders that need the admin: paid but flagged. */
  attention: optionalQuery(
    z.enum(['true', 'false'], { message: 'attention must be true or false' }).transform((value) => value === 'true'),
  ),
  status: optionalQuery(z.enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })),
  /** One payment status; without it the list holds the orders a customer sees (paid, flagged, refunded). */
  paymentStatus: optionalQuery(z.enum(PAYMENT_STATUSES, { message: `paymentStatus must be one of ${PAYMENT_STATUSES.join(', ')}` })),
  /** Part of an order reference (`ORD-…`) or of the customer's email, in any case. */
  search: optionalQuery(z.string().trim().max(ADMIN_SEARCH_MAX, `search must be at most ${ADMIN_SEARCH_MAX} characters`)),
  ...pagingQuery(MAX_PAGE_SIZE, MAX_PAGE_SIZE),
});

export const UpdateOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
});
export const UpdateOrderStatusResponseSchema = z.object({ message: z.string(), order: OrderSchema });

export const TestCheckoutViewSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'paid', 'expired']),
  lines: z.array(
    z.object({
      name: z.string(),
      /** The variant: its colour, size and SKU. */
      description: z.string().optional(),
      price: z.number(),
      quantity: z.number().int(),
      image: z.string().optional(),
    }),
  ),
  subtotal: z.number(),
  /** What a discount code took off, and the code ('' without one). */
  discount: z.number(),
  discountCode: z.string(),
  tax: z.number(),
  /** 'Tax(6%)', or 'incl. VAT' where the lines already include it. */
  taxLabel: z.string(),
  taxIncluded: z.boolean(),
  shipping: z.number(),
  total: z.number(),
  /** What gift cards or store credit pay of the total; the page takes the rest. */
  credit: z.number(),
  /** What the page takes: the total less the credit. */
  due: z.number(),
  currency: z.string(),
  email: z.string().nullable(),
  /** Where the shop ships: the choices of the address form's Country. */
  shipToCountries: z.array(z.string()),
  cancelUrl: z.string(),
});
export type TestCheckoutView = z.infer<typeof TestCheckoutViewSchema>;

/** Where the browser goes once a TEST MODE checkout is paid. */
export const TestCheckoutPayResponseSchema = z.object({ url: z.string() });

/** The address is asked for unless nothing on the order ships (gift cards alone). */
export const TestCheckoutPaySchema = z
  .object({ shippingAddress: ShippingAddressSchema.optional() })
  // The document asks for it always: what the order holds (gift cards alone ship nothing) is not in the request.
  .meta({ required: ['shippingAddress'] });
export type TestCheckoutPayInput = z.input<typeof TestCheckoutPaySchema>;

const refundedAmount = z
  .number({ message: 'amount must be a number' })
  .positive('The amount must be more than $0.00.')
  .max(1_000_000, 'amount is too large')
  .multipleOf(0.01, 'amount must have at most two decimals');

/**
 * A refund: chosen units of lines, shipping or not; or an amount alone; or, with neither,
 * everything not yet refunded. A retried request with the same `requestId` refunds once.
 */
export const RefundOrderSchema = z
  .object({
    /** For a refund of everything left: put the items back on the shelf (they never left, or came back unused). */
    restock: z.boolean({ message: 'restock must be true or false' }).default(false),
    /** Chosen by the client for each refund it means to make; its retries send it again. */
    requestId: z.uuid({ message: 'requestId is not an id' }).optional(),
    lines: z
      .array(
        z.object({
          orderLineId: z.uuid({ message: 'orderLineId is not an order line id' }),
          quantity: z
            .number({ message: 'quantity must be a number' })
            .int('quantity must be a whole number')
            .min(1, 'quantity must be at least 1')
            .max(1000, 'quantity is too large'),
          /** Put these units back on the shelf. */
          restock: z.boolean({ message: 'restock must be true or false' }).default(false),
        }),
        { message: 'lines must be a list' },
      )
      .max(50, 'At most 50 lines per refund')
      .default([]),
    shipping: z.boolean({ message: 'shipping must be true or false' }).default(false),
    /** What is given back in the order's currency (whole yen for an order in yen), tied to no line (a goodwill refund); not with lines or shipping. */
    amount: refundedAmount.optional(),
    reason: z
      .string({ message: 'reason must be text' })
      .trim()
      .max(REFUND_REASON_MAX, `reason must be at most ${REFUND_REASON_MAX} characters`)
      .default(''),
  })
  .superRefine((input, ctx) => {
    const partial = input.lines.length > 0 || input.shipping || input.amount !== undefined;
    if (partial && !input.requestId)
      ctx.addIssue({ code: 'custom', path: ['requestId'], message: 'requestId is required to refund lines, shipping or an amount' });
    if (input.amount !== undefined && (input.lines.length > 0 || input.shipping))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Refund either lines and shipping, or an amount, not both.' });
  });
export type RefundOrderInput = z.input<typeof RefundOrderSchema>;

export const RefundOrderResponseSchema = z.object({ message: z.string(), order: OrderSchema });

/** An order by its id or its reference (`ORD-…`), as a customer's links name it. */
export const OrderRefParamsSchema = z.object({ id: z.string().trim().min(1, { abort: true }).regex(NOT_BLANK).max(64) });

/** A guest's tracking link carries this token instead of a session. */
export const OrderLookupQuerySchema = z.object({ token: optionalQuery(z.string().trim().max(128)) });

export const RestoreTokenParamsSchema = z.object({ token: z.string().trim().min(1, { abort: true }).regex(NOT_BLANK).max(120) });

/** Checkouts abandoned, reminded and recovered in a period (by when they were placed), and the revenue recovered. */
export const CheckoutRecoverySchema = z.object({
  abandoned: z.number().int().min(0),
  reminded: z.number().int().min(0),
  recovered: z.number().int().min(0),
  recoveredCents: z.number().int().min(0),
});
export type CheckoutRecovery = z.infer<typeof CheckoutRecoverySchema>;
export const CheckoutRecoveryReportSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  current: CheckoutRecoverySchema,
  /** The same length of time just before. */
  previous: CheckoutRecoverySchema,
});
export type CheckoutRecoveryReport = z.infer<typeof CheckoutRecoveryReportSchema>;

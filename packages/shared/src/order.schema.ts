import { z } from 'zod';
import { MAX_CART_QUANTITY, MAX_PAGE_SIZE, MIN_CART_QUANTITY, ORDER_STATUSES, PAYMENT_STATUSES } from './constants';
import { optionalQuery } from './common.schema';

/**
 * One bag line as the client sends it. Only the product id, colour, size and quantity are
 * used: names, prices and images come from the database, never from the client.
 */
export const CheckoutLineSchema = z.object({
  _id: z.uuid({ message: 'is not a product id' }),
  color: z.string().trim().toLowerCase().max(30).optional().default(''),
  size: z.string({ message: 'size is required' }).trim().toLowerCase().min(1, 'size is required').max(30),
  quantity: z
    .number({ message: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(MIN_CART_QUANTITY, `quantity must be at least ${MIN_CART_QUANTITY}`)
    .max(MAX_CART_QUANTITY, `quantity must be at most ${MAX_CART_QUANTITY}`),
});

export const CreateCheckoutSessionSchema = z.object({
  products: z.array(CheckoutLineSchema, { message: 'products is required' }).min(1, 'Your bag is empty').max(50, 'At most 50 lines per order'),
  /** Sent by the specification's client; the user comes from the session. */
  userId: z.string().optional(),
});
export type CreateCheckoutSessionInput = z.input<typeof CreateCheckoutSessionSchema>;

export const CheckoutSessionResponseSchema = z.object({ id: z.string(), url: z.string() });

export const ConfirmPaymentSchema = z.object({ session_id: z.string().trim().min(1, 'session_id is required').max(255) });

export const OrderLineSchema = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  image: z.string(),
  color: z.string(),
  size: z.string(),
  /** Unit price in dollars as it was paid. */
  price: z.number(),
  quantity: z.number().int(),
});

export const OrderStatusEventSchema = z.object({ status: z.enum(ORDER_STATUSES), at: z.string() });

export const OrderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  email: z.string().nullable(),
  /** The total paid, in dollars, tax included. */
  amount: z.number(),
  subtotal: z.number(),
  tax: z.number(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  products: z.array(OrderLineSchema),
  /** When each fulfilment step was reached, oldest first. */
  statusHistory: z.array(OrderStatusEventSchema),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = z.object({ order: OrderSchema });
export const OrdersResponseSchema = z.object({ orders: z.array(OrderSchema) });
export const OrderListSchema = z.array(OrderSchema);

export const AdminOrdersQuerySchema = z.object({
  status: optionalQuery(z.enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })),
  page: optionalQuery(z.coerce.number({ message: 'page must be a number' }).int().min(1, 'page must be at least 1')).default(1),
  limit: optionalQuery(z.coerce.number({ message: 'limit must be a number' }).int().min(1).max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)).default(MAX_PAGE_SIZE),
});

export const UpdateOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
});

export const TestCheckoutViewSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'paid', 'expired']),
  lines: z.array(z.object({ name: z.string(), price: z.number(), quantity: z.number().int(), image: z.string().optional() })),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  currency: z.string(),
  email: z.string().nullable(),
  cancelUrl: z.string(),
});
export type TestCheckoutView = z.infer<typeof TestCheckoutViewSchema>;

export const TestCheckoutPaySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ message: 'Invalid email address' })).optional(),
});

import type { Order } from '@shop/shared/order.schema';
import { SHOP_RATE_ID, toDollars } from '@shop/shared/money';
import { taxLabelOf } from '@shop/shared/pricing-labels';
import type { OrderWithLines } from './orders.repository';

/** The order as the API shows it; admins also see why a paid order needs their attention. */
export function toOrder({ order, lines, events, lineChanges }: OrderWithLines, { admin = false } = {}): Order {
  return {
    _id: order.id,
    orderId: order.orderId,
    email: order.email,
    amount: toDollars(order.totalCents),
    subtotal: toDollars(order.subtotalCents),
    discount: toDollars(order.discountCents),
    discountCode: order.discountCode,
    tax: toDollars(order.taxCents),
    taxLabel: taxLabelOf(order.pricing),
    taxIncluded: order.pricing?.pricesIncludeTax ?? false,
    shipping: toDollars(order.shippingCents),
    shippingMethod: shippingMethodOf(order.pricing),
    currency: order.currency,
    status: order.status,
    paymentStatus: order.paymentStatus,
    provider: order.provider === 'stripe' ? 'stripe' : 'test',
    shippingAddress: order.shippingAddress ?? null,
    products: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      image: line.image,
      color: line.color,
      size: line.size,
      sku: line.sku,
      price: toDollars(line.unitPriceCents),
      quantity: line.quantity,
    })),
    statusHistory: events.map((event) => ({ status: event.status, at: new Date(event.at).toISOString() })),
    lineChanges: lineChanges.map(({ at, change }) => ({
      name: change.name,
      quantity: change.quantity,
      from: change.from,
      to: change.to,
      at: new Date(at).toISOString(),
    })),
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    ...(admin ? { attention: order.paymentStatus === 'flagged' ? order.paymentNote : null } : {}),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** '{name} ({estimate})' of the method an order chose; null for the shop's one rate (or an older order). */
function shippingMethodOf(pricing: OrderWithLines['order']['pricing']): string | null {
  const method = pricing?.shipping;
  if (!method || method.id === SHOP_RATE_ID) return null;
  return method.estimate ? `${method.name} (${method.estimate})` : method.name;
}

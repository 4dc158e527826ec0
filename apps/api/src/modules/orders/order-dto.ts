import type { Order } from '@shop/shared/order.schema';
import { toDollars } from '@shop/shared/money';
import type { OrderWithLines } from './orders.repository';

export function toOrder({ order, lines, events }: OrderWithLines): Order {
  return {
    _id: order.id,
    orderId: order.orderId,
    email: order.email,
    amount: toDollars(order.totalCents),
    subtotal: toDollars(order.subtotalCents),
    tax: toDollars(order.taxCents),
    currency: order.currency,
    status: order.status,
    paymentStatus: order.paymentStatus,
    products: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      image: line.image,
      color: line.color,
      size: line.size,
      price: toDollars(line.unitPriceCents),
      quantity: line.quantity,
    })),
    statusHistory: events.map((event) => ({ status: event.status, at: new Date(event.at).toISOString() })),
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

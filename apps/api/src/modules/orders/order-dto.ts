import type { Order } from '@shop/shared/order.schema';
import { maskedCreditCode } from '@shop/shared/credit.schema';
import { SHOP_RATE_ID } from '@shop/shared/money';
import { taxLabelOf } from '@shop/shared/pricing-labels';
import { refundableLines } from '@shop/shared/pricing';
import type { OrderWithLines } from './orders.repository';
import { orderCurrency, wholeUnits } from './order-currency';

/**
 * The order as the API shows it; staff (`admin`) also see why a paid order needs their attention
 * and who refunded what, and read each line under the shop's own name of it (the shopper reads it
 * in the language they bought in). The address and phone are left out unless `withAddress`.
 */
export function toOrder(
  { order, lines, events, lineChanges, refunds, creditCodes }: OrderWithLines,
  { admin = false, withAddress = true } = {},
): Order {
  const refundable = refundableLinesOf(order, lines);
  const localNames = new Map(lines.flatMap((line) => (line.localName ? [[line.id, line.localName] as const] : [])));
  /** A line's name as this reader reads it: the shop's own for staff, the shopper's language's for them. */
  const nameOf = (lineId: string, name: string) => (admin ? name : (localNames.get(lineId) ?? name));
  // Every amount in whole units of the order's own currency, as the API shows money.
  const toDollars = (minor: number) => wholeUnits(minor, order);
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
    ...(admin ? { rate: orderCurrency(order).rate } : {}),
    status: order.status,
    paymentStatus: order.paymentStatus,
    provider: order.provider === 'stripe' ? 'stripe' : 'test',
    shippingAddress: withAddress ? (order.shippingAddress ?? null) : null,
    products: lines.map((line, index) => ({
      orderLineId: line.id,
      productId: line.productId,
      name: nameOf(line.id, line.name),
      image: line.image,
      color: line.color,
      size: line.size,
      sku: line.sku,
      price: toDollars(line.unitPriceCents),
      quantity: line.quantity,
      total: toDollars(refundable[index]!.totalCents),
      refundedQuantity: line.refundedQuantity,
      // Who a gift card is for and when it is sent; its code is the recipient's alone.
      giftCard: line.giftCard
        ? {
            to: line.giftCard.to,
            toName: line.giftCard.toName,
            from: line.giftCard.from,
            message: line.giftCard.message,
            sendOn: line.giftCard.sendOn,
          }
        : null,
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
    paidByCredit: toDollars(order.creditCents),
    creditCodes: creditCodes.map(maskedCreditCode),
    refunded: toDollars(order.refundedCents),
    shippingRefunded: refunds.some((refund) => refund.shipping),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: toDollars(refund.amountCents),
      toCredit: toDollars(refund.creditCents ?? 0),
      shipping: refund.shipping,
      lines: refund.lines.map((line) => ({
        orderLineId: line.orderLineId,
        name: nameOf(line.orderLineId, line.name),
        color: line.color,
        size: line.size,
        quantity: line.quantity,
        amount: toDollars(line.cents),
        restocked: line.restocked,
      })),
      ...(admin ? { reason: refund.reason, by: refund.by } : {}),
      at: new Date(refund.at).toISOString(),
    })),
    ...(admin ? { attention: order.paymentStatus === 'flagged' ? order.paymentNote : null } : {}),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The order's lines as a refund sees them: what each cost the customer, by the pricing pipeline. */
export function refundableLinesOf(
  order: Pick<OrderWithLines['order'], 'pricing' | 'taxCents'>,
  lines: readonly Pick<
    OrderWithLines['lines'][number],
    'id' | 'position' | 'unitPriceCents' | 'quantity' | 'discountCents' | 'refundedQuantity'
  >[],
) {
  return refundableLines(
    order.pricing,
    lines.map((line) => ({ ...line, unitCents: line.unitPriceCents })),
    order.taxCents,
  );
}

/** '{name} ({estimate})' of the method an order chose; null for the shop's one rate (or an older order). */
function shippingMethodOf(pricing: OrderWithLines['order']['pricing']): string | null {
  const method = pricing?.shipping;
  if (!method || method.id === SHOP_RATE_ID) return null;
  return method.estimate ? `${method.name} (${method.estimate})` : method.name;
}

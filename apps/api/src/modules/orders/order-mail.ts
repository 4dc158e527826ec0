/** The mail an order sends its customer: paid, moved along, refunded. */
import { variantLabel } from '@shop/shared/variant';
import { addressLines, type ShippingAddress } from '@shop/shared/address.schema';
import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/constants';
import type { OrderPricing } from '@shop/shared/pricing';
import { taxLabelOf } from '@shop/shared/pricing-labels';
import { formatCents, lineTotalCents, SHOP_RATE_ID } from '@shop/shared/money';
import { renderEmail, type EmailBlock, type EmailContent } from '../mail';

export interface MailedOrder {
  orderId: string;
  status: OrderStatus;
  subtotalCents: number;
  /** What a discount code took off, and the code ('' and 0 without one). */
  discountCode?: string;
  discountCents?: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  /** What gift cards and store credit paid of the total (the card paid the rest). */
  creditCents?: number;
  shippingAddress: ShippingAddress | null;
  /** Each step of its price as applied: the tax's label, and whether prices included it. */
  pricing?: OrderPricing | null;
}

export interface MailedLine {
  name: string;
  color: string;
  size: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  /** A gift card: the mail names its recipient in place of a colour and size. */
  giftCard?: { to: string; sendOn: string | null } | null;
}

/** Where the order stands, and the link that opens it without an account. */
function followBlocks(order: MailedOrder, trackingUrl: string): EmailBlock[] {
  return [
    { kind: 'steps', title: 'Order status', steps: ORDER_STATUSES, current: order.status },
    { kind: 'link', label: 'Track this order', url: trackingUrl },
  ];
}

export function orderConfirmationEmail(shopName: string, order: MailedOrder, lines: MailedLine[], trackingUrl: string): EmailContent {
  const tax = { label: taxLabelOf(order.pricing), cents: order.taxCents };
  const taxIncluded = order.pricing?.pricesIncludeTax ?? false;
  return renderEmail({
    shopName,
    subject: `${shopName}: order ${order.orderId} confirmed`,
    heading: `Thank you for your order ${order.orderId}.`,
    blocks: [
      {
        kind: 'lines',
        lines: lines.map((line) => ({
          name: line.name,
          details: line.giftCard
            ? `Gift card for ${line.giftCard.to}, ${line.giftCard.sendOn ? `sent on ${line.giftCard.sendOn}` : 'sent now'}`
            : variantLabel(line),
          quantity: line.quantity,
          totalCents: lineTotalCents({ unitCents: line.unitPriceCents, quantity: line.quantity }),
        })),
      },
      {
        kind: 'totals',
        rows: [
          { label: 'Subtotal', cents: order.subtotalCents },
          ...(order.discountCents ? [{ label: `Discount (${order.discountCode})`, cents: -order.discountCents }] : []),
          ...(taxIncluded ? [] : [tax]),
          ...(order.shippingCents > 0 ? [{ label: shippingLabel(order.pricing), cents: order.shippingCents }] : []),
          { label: 'Total', cents: order.totalCents, strong: true },
          // Where prices include the tax, it is part of the total, said after it.
          ...(taxIncluded ? [tax] : []),
          ...(order.creditCents
            ? [
                { label: 'Paid by gift card or store credit', cents: order.creditCents },
                { label: 'Paid by card', cents: order.totalCents - order.creditCents },
              ]
            : []),
        ],
      },
      ...(order.shippingAddress
        ? [{ kind: 'address' as const, title: 'Shipping address', lines: addressLines(order.shippingAddress) }]
        : []),
      ...followBlocks(order, trackingUrl),
    ],
  });
}

const STATUS_NEWS: Record<OrderStatus, string> = {
  pending: 'Your order is waiting to be prepared.',
  processing: 'We are preparing your order.',
  shipped: 'Your order is on its way.',
  completed: 'Your order has arrived. We hope you love it.',
};

/** A parcel as the shipped mail names it: its carrier, its tracking number and link, and what it holds. */
export interface MailedShipment {
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string;
  lines: { name: string; color: string; size: string; quantity: number }[];
}

/** The parcel's tracking, and what is in it (an order may ship in several). */
function shipmentBlocks(shipment: MailedShipment): EmailBlock[] {
  return [
    {
      kind: 'paragraph',
      text: [
        `Shipped with ${shipment.carrierName}, tracking number ${shipment.trackingNumber}. In this parcel:`,
        ...shipment.lines.map((line) => `${line.quantity} x ${line.name} (${variantLabel(line)})`),
      ].join('\n'),
    },
    { kind: 'link', label: `Track the parcel with ${shipment.carrierName}`, url: shipment.trackingUrl },
  ];
}

/** `shipment`, when the status comes with a parcel, adds its tracking; without it the mail reads as it always has. */
export function orderStatusEmail(shopName: string, order: MailedOrder, trackingUrl: string, shipment?: MailedShipment): EmailContent {
  return renderEmail({
    shopName,
    subject: `${shopName}: order ${order.orderId} is ${order.status}`,
    heading: STATUS_NEWS[order.status],
    blocks: [
      { kind: 'paragraph', text: `Order ${order.orderId} is now ${order.status}.` },
      ...(shipment ? shipmentBlocks(shipment) : []),
      ...(order.shippingAddress ? [{ kind: 'address' as const, title: 'Shipping to', lines: addressLines(order.shippingAddress) }] : []),
      ...followBlocks(order, trackingUrl),
    ],
  });
}

/** What a refund mail tells of the refund: its amount, the units and shipping it gave back. */
export interface MailedRefund {
  amountCents: number;
  /** The part of it that went back to the gift cards or store credit that paid. */
  creditCents: number;
  shipping: boolean;
  shippingCents: number;
  lines: { name: string; color: string; size: string; quantity: number; cents: number }[];
}

/**
 * One refund: the whole order at once keeps its one-line mail; a part, or the last part, says
 * what came back and what the order has been given back in all.
 */
export function orderRefundEmail(
  shopName: string,
  order: Pick<MailedOrder, 'orderId' | 'totalCents'> & { refundedCents: number },
  refund: MailedRefund,
  trackingUrl: string,
): EmailContent {
  const toCard = refund.amountCents - refund.creditCents;
  const card: EmailBlock = {
    kind: 'paragraph',
    text: [
      ...(refund.creditCents > 0
        ? [`${formatCents(refund.creditCents)} goes back to the gift card or store credit you paid with, ready to spend again.`]
        : []),
      ...(toCard > 0
        ? [
            `${refund.creditCents > 0 ? `${formatCents(toCard)} goes` : 'The money goes'} back to the card you paid with; your bank may take a few days to show it.`,
          ]
        : []),
    ].join('\n'),
  };
  const link: EmailBlock = { kind: 'link', label: 'Your order', url: trackingUrl };
  if (refund.amountCents === order.totalCents) {
    return renderEmail({
      shopName,
      subject: `${shopName}: order ${order.orderId} refunded`,
      heading: `Your order ${order.orderId} has been refunded in full: ${formatCents(order.totalCents)}.`,
      blocks: [card, link],
    });
  }
  const whole = order.refundedCents >= order.totalCents;
  const given: EmailBlock[] =
    refund.lines.length > 0 || refund.shipping
      ? [
          {
            kind: 'lines',
            lines: [
              ...refund.lines.map((line) => ({
                name: line.name,
                details: variantLabel(line),
                quantity: line.quantity,
                totalCents: line.cents,
              })),
              ...(refund.shipping ? [{ name: 'Shipping', details: '', quantity: 1, totalCents: refund.shippingCents }] : []),
            ],
          },
        ]
      : [];
  return renderEmail({
    shopName,
    subject: `${shopName}: a refund of ${formatCents(refund.amountCents)} on order ${order.orderId}`,
    heading: `We have refunded ${formatCents(refund.amountCents)} on your order ${order.orderId}.`,
    blocks: [
      ...given,
      {
        kind: 'totals',
        rows: [
          { label: 'This refund', cents: refund.amountCents, strong: true },
          { label: 'Refunded in all', cents: order.refundedCents },
          { label: 'Order total', cents: order.totalCents },
        ],
      },
      ...(whole ? [{ kind: 'paragraph' as const, text: 'With it, the whole order has been refunded.' }] : []),
      card,
      link,
    ],
  });
}

/** 'Shipping', or 'Shipping: Express' once the shopper chose a method. */
function shippingLabel(pricing: OrderPricing | null | undefined): string {
  const method = pricing?.shipping;
  return method && method.id !== SHOP_RATE_ID ? `Shipping: ${method.name}` : 'Shipping';
}

/** The mail an order sends its customer: paid, moved along, refunded. */
import { addressLines, type ShippingAddress } from '@shop/shared/address.schema';
import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/constants';
import type { OrderPricing } from '@shop/shared/pricing';
import { lineTotalCents, SHOP_RATE_ID } from '@shop/shared/money';
import { mailLanguage, renderEmail, type EmailBlock, type EmailContent, type MailLanguage } from '../mail';
import { orderCurrency } from './order-currency';

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
  /** The currency its amounts are in, as its row keeps it ('eur'); US dollars when not given. */
  currency?: string;
  /** The language it was checked out in, as its row keeps it ('fr'); the shop's default when not given. */
  language?: string;
}

/** The currency an order's mail writes its amounts in. */
const currencyOf = (order: { currency?: string }) => orderCurrency({ currency: order.currency ?? 'usd', exchangeRate: 1 }).code;

export interface MailedLine {
  name: string;
  /** Its name in the order's language, where the brand gave one: the mail shows it. */
  localName?: string | null;
  color: string;
  size: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  /** A gift card: the mail names its recipient in place of a colour and size. */
  giftCard?: { to: string; sendOn: string | null } | null;
}

/** Where the order stands, and the link that opens it without an account. */
function followBlocks(order: MailedOrder, trackingUrl: string, { words }: MailLanguage): EmailBlock[] {
  return [
    {
      kind: 'steps',
      title: words.order.statusTitle,
      steps: ORDER_STATUSES.map((status) => words.order.status[status]),
      current: words.order.status[order.status],
    },
    { kind: 'link', label: words.order.track, url: trackingUrl },
  ];
}

/** `trackingUrl` is the order's page in its language (`/fr/orders/...` for French). */
export function orderConfirmationEmail(shopName: string, order: MailedOrder, lines: MailedLine[], trackingUrl: string): EmailContent {
  const language = mailLanguage(order.language);
  const words = language.words.order;
  const tax = { label: words.tax(order.pricing), cents: order.taxCents };
  const taxIncluded = order.pricing?.pricesIncludeTax ?? false;
  const currency = currencyOf(order);
  return renderEmail({
    shopName,
    language,
    subject: words.confirmedSubject({ shop: shopName, order: order.orderId }),
    heading: words.confirmedHeading({ order: order.orderId }),
    blocks: [
      {
        kind: 'lines',
        currency,
        lines: lines.map((line) => ({
          name: line.localName ?? line.name,
          details: line.giftCard ? words.giftCardFor({ to: line.giftCard.to, sendOn: line.giftCard.sendOn }) : language.words.variant(line),
          quantity: line.quantity,
          totalCents: lineTotalCents({ unitCents: line.unitPriceCents, quantity: line.quantity }),
        })),
      },
      {
        kind: 'totals',
        currency,
        rows: [
          { label: words.subtotal, cents: order.subtotalCents },
          ...(order.discountCents ? [{ label: words.discount({ code: order.discountCode ?? '' }), cents: -order.discountCents }] : []),
          ...(taxIncluded ? [] : [tax]),
          ...(order.shippingCents > 0 ? [{ label: shippingLabel(order.pricing, language), cents: order.shippingCents }] : []),
          { label: words.total, cents: order.totalCents, strong: true },
          // Where prices include the tax, it is part of the total, said after it.
          ...(taxIncluded ? [tax] : []),
          ...(order.creditCents
            ? [
                { label: words.paidByCredit, cents: order.creditCents },
                { label: words.paidByCard, cents: order.totalCents - order.creditCents },
              ]
            : []),
        ],
      },
      ...(order.shippingAddress
        ? [{ kind: 'address' as const, title: words.shippingAddress, lines: addressLines(order.shippingAddress) }]
        : []),
      ...followBlocks(order, trackingUrl, language),
    ],
  });
}

/** A parcel as the shipped mail names it: its carrier, its tracking number and link, and what it holds. */
export interface MailedShipment {
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string;
  lines: { name: string; color: string; size: string; quantity: number }[];
}

/** The parcel's tracking, and what is in it (an order may ship in several). */
function shipmentBlocks(shipment: MailedShipment, { words }: MailLanguage): EmailBlock[] {
  return [
    {
      kind: 'paragraph',
      text: [
        words.order.shippedWith({ carrier: shipment.carrierName, number: shipment.trackingNumber }),
        ...shipment.lines.map((line) => `${line.quantity} x ${line.name} (${words.variant(line)})`),
      ].join('\n'),
    },
    { kind: 'link', label: words.order.trackParcel({ carrier: shipment.carrierName }), url: shipment.trackingUrl },
  ];
}

/** `shipment`, when the status comes with a parcel, adds its tracking; without it the mail reads as it always has. */
export function orderStatusEmail(shopName: string, order: MailedOrder, trackingUrl: string, shipment?: MailedShipment): EmailContent {
  const language = mailLanguage(order.language);
  const words = language.words.order;
  return renderEmail({
    shopName,
    language,
    subject: words.statusSubject({ shop: shopName, order: order.orderId, status: order.status }),
    heading: words.statusNews[order.status],
    blocks: [
      { kind: 'paragraph', text: words.statusNow({ order: order.orderId, status: order.status }) },
      ...(shipment ? shipmentBlocks(shipment, language) : []),
      ...(order.shippingAddress ? [{ kind: 'address' as const, title: words.shippingTo, lines: addressLines(order.shippingAddress) }] : []),
      ...followBlocks(order, trackingUrl, language),
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
  order: Pick<MailedOrder, 'orderId' | 'totalCents' | 'currency' | 'language'> & { refundedCents: number },
  refund: MailedRefund,
  trackingUrl: string,
): EmailContent {
  const language = mailLanguage(order.language);
  const words = language.words.refund;
  // The refund is in the order's currency, as it was paid.
  const currency = currencyOf(order);
  const formatCents = (minor: number) => language.money(minor, currency);
  const toCard = refund.amountCents - refund.creditCents;
  const card: EmailBlock = {
    kind: 'paragraph',
    text: [
      ...(refund.creditCents > 0 ? [words.toCredit({ amount: formatCents(refund.creditCents) })] : []),
      ...(toCard > 0 ? [words.toCard({ amount: refund.creditCents > 0 ? formatCents(toCard) : null })] : []),
    ].join('\n'),
  };
  const link: EmailBlock = { kind: 'link', label: language.words.yourOrder, url: trackingUrl };
  if (refund.amountCents === order.totalCents) {
    return renderEmail({
      shopName,
      language,
      subject: words.wholeSubject({ shop: shopName, order: order.orderId }),
      heading: words.wholeHeading({ order: order.orderId, amount: formatCents(order.totalCents) }),
      blocks: [card, link],
    });
  }
  const whole = order.refundedCents >= order.totalCents;
  const given: EmailBlock[] =
    refund.lines.length > 0 || refund.shipping
      ? [
          {
            kind: 'lines',
            currency,
            lines: [
              ...refund.lines.map((line) => ({
                name: line.name,
                details: language.words.variant(line),
                quantity: line.quantity,
                totalCents: line.cents,
              })),
              ...(refund.shipping
                ? [{ name: language.words.order.shipping, details: '', quantity: 1, totalCents: refund.shippingCents }]
                : []),
            ],
          },
        ]
      : [];
  const amount = formatCents(refund.amountCents);
  return renderEmail({
    shopName,
    language,
    subject: words.partSubject({ shop: shopName, order: order.orderId, amount }),
    heading: words.partHeading({ order: order.orderId, amount }),
    blocks: [
      ...given,
      {
        kind: 'totals',
        currency,
        rows: [
          { label: words.thisRefund, cents: refund.amountCents, strong: true },
          { label: words.refundedInAll, cents: order.refundedCents },
          { label: words.orderTotal, cents: order.totalCents },
        ],
      },
      ...(whole ? [{ kind: 'paragraph' as const, text: words.nowWhole }] : []),
      card,
      link,
    ],
  });
}

/** 'Shipping', or 'Shipping: Express' once the shopper chose a method. */
function shippingLabel(pricing: OrderPricing | null | undefined, { words }: MailLanguage): string {
  const method = pricing?.shipping;
  return method && method.id !== SHOP_RATE_ID ? words.order.shippingBy({ method: method.name }) : words.order.shipping;
}

/** The mail an exchange sends its customer: its return authorization, then each step. */
import { EXCHANGE_STATES, sizeLabel, type ExchangeState } from '@shop/shared/constants';
import { renderEmail, returnAddressLines, type EmailBlock, type EmailContent, type ReturnAddress } from '../mail';

export type { ReturnAddress };

export interface MailedExchange {
  raNumber: string;
  orderRef: string;
  status: ExchangeState;
  rejectionReason: string | null;
  lines: { name: string; quantity: number; fromColor: string; fromSize: string; toColor: string; toSize: string }[];
}

const STEPS = EXCHANGE_STATES.filter((state) => state !== 'rejected');

/** One paragraph per line: what goes back and what comes instead (no prices: nothing is paid). */
function linesBlocks(exchange: MailedExchange): EmailBlock[] {
  return exchange.lines.map((line) => ({
    kind: 'paragraph',
    text: `${line.quantity} x ${line.name}: ${line.fromColor}, ${sizeLabel(line.fromSize)} for ${line.toColor}, ${sizeLabel(line.toSize)}`,
  }));
}

function followBlocks(exchange: MailedExchange, orderUrl: string): EmailBlock[] {
  return [
    ...(exchange.status === 'rejected'
      ? []
      : [{ kind: 'steps' as const, title: 'Exchange status', steps: STEPS, current: exchange.status }]),
    { kind: 'link', label: 'Your order', url: orderUrl },
  ];
}

export function exchangeRequestedEmail(shop: ReturnAddress, exchange: MailedExchange, orderUrl: string): EmailContent {
  return renderEmail({
    shopName: shop.name,
    subject: `${shop.name}: exchange ${exchange.raNumber} for order ${exchange.orderRef}`,
    heading: `Your return authorization number is ${exchange.raNumber}.`,
    blocks: [
      ...linesBlocks(exchange),
      {
        kind: 'paragraph',
        text: `Write ${exchange.raNumber} on the parcel and send the items, unused and in their original packaging, to the address below. Return shipping is paid by you. We send the replacement once the items arrive.`,
      },
      { kind: 'address', title: 'Send the items to', lines: returnAddressLines(shop, exchange.raNumber) },
      { kind: 'paragraph', text: `Questions? Write to ${shop.email}.` },
      ...followBlocks(exchange, orderUrl),
    ],
  });
}

const NEWS: Record<Exclude<ExchangeState, 'requested'>, string> = {
  approved: 'Your exchange is approved: the replacement is set aside for you.',
  received: 'We received the items you sent back.',
  shipped: 'Your replacement is on its way.',
  closed: 'Your exchange is complete. We hope the new fit is right.',
  rejected: 'We could not accept your exchange.',
};

export function exchangeStatusEmail(shop: ReturnAddress, exchange: MailedExchange, orderUrl: string): EmailContent {
  const status = exchange.status === 'requested' ? 'approved' : exchange.status;
  return renderEmail({
    shopName: shop.name,
    subject: `${shop.name}: exchange ${exchange.raNumber} is ${exchange.status}`,
    heading: NEWS[status],
    blocks: [
      { kind: 'paragraph', text: `Exchange ${exchange.raNumber} (order ${exchange.orderRef}) is now ${exchange.status}.` },
      ...(exchange.status === 'rejected' && exchange.rejectionReason ? [{ kind: 'quote' as const, text: exchange.rejectionReason }] : []),
      ...(exchange.status === 'approved'
        ? [{ kind: 'address' as const, title: 'Send the items to', lines: returnAddressLines(shop, exchange.raNumber) }]
        : []),
      ...linesBlocks(exchange),
      ...followBlocks(exchange, orderUrl),
    ],
  });
}

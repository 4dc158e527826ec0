/** The mail an exchange sends its customer: its return authorization, then each step. */
import { EXCHANGE_STATES, type ExchangeState } from '@shop/shared/constants';
import {
  mailLanguage,
  renderEmail,
  returnAddressLines,
  type EmailBlock,
  type EmailContent,
  type MailLanguage,
  type ReturnAddress,
} from '../mail';

export type { ReturnAddress };

export interface MailedExchange {
  raNumber: string;
  orderRef: string;
  status: ExchangeState;
  rejectionReason: string | null;
  lines: { name: string; quantity: number; fromColor: string; fromSize: string; toColor: string; toSize: string }[];
  /** The order's language ('fr'), which its mail is written in; the shop's default when not given. */
  language?: string;
}

const STEPS = EXCHANGE_STATES.filter((state) => state !== 'rejected');

/** One paragraph per line: what goes back and what comes instead (no prices: nothing is paid). */
function linesBlocks(exchange: MailedExchange, { words }: MailLanguage): EmailBlock[] {
  return exchange.lines.map((line) => ({
    kind: 'paragraph',
    text: words.exchanges.line({
      quantity: line.quantity,
      name: line.name,
      from: `${line.fromColor}, ${words.size(line.fromSize)}`,
      to: `${line.toColor}, ${words.size(line.toSize)}`,
    }),
  }));
}

function followBlocks(exchange: MailedExchange, orderUrl: string, { words }: MailLanguage): EmailBlock[] {
  return [
    ...(exchange.status === 'rejected'
      ? []
      : [
          {
            kind: 'steps' as const,
            title: words.exchanges.statusTitle,
            steps: STEPS.map((state) => words.exchanges.status[state]),
            current: words.exchanges.status[exchange.status],
          },
        ]),
    { kind: 'link', label: words.yourOrder, url: orderUrl },
  ];
}

/** `orderUrl` is the order's page in its language. */
export function exchangeRequestedEmail(shop: ReturnAddress, exchange: MailedExchange, orderUrl: string): EmailContent {
  const language = mailLanguage(exchange.language);
  const { words } = language;
  return renderEmail({
    shopName: shop.name,
    language,
    subject: words.exchanges.requestedSubject({ shop: shop.name, ra: exchange.raNumber, order: exchange.orderRef }),
    heading: words.exchanges.requestedHeading({ ra: exchange.raNumber }),
    blocks: [
      ...linesBlocks(exchange, language),
      { kind: 'paragraph', text: words.exchanges.howToSend({ ra: exchange.raNumber }) },
      { kind: 'address', title: words.sendItemsTo, lines: returnAddressLines(shop, exchange.raNumber, language) },
      { kind: 'paragraph', text: words.questions({ email: shop.email }) },
      ...followBlocks(exchange, orderUrl, language),
    ],
  });
}

export function exchangeStatusEmail(shop: ReturnAddress, exchange: MailedExchange, orderUrl: string): EmailContent {
  const language = mailLanguage(exchange.language);
  const { words } = language;
  const status = exchange.status === 'requested' ? 'approved' : exchange.status;
  return renderEmail({
    shopName: shop.name,
    language,
    subject: words.exchanges.statusSubject({ shop: shop.name, ra: exchange.raNumber, status: exchange.status }),
    heading: words.exchanges.news[status],
    blocks: [
      { kind: 'paragraph', text: words.exchanges.statusNow({ ra: exchange.raNumber, order: exchange.orderRef, status: exchange.status }) },
      ...(exchange.status === 'rejected' && exchange.rejectionReason ? [{ kind: 'quote' as const, text: exchange.rejectionReason }] : []),
      ...(exchange.status === 'approved'
        ? [{ kind: 'address' as const, title: words.sendItemsTo, lines: returnAddressLines(shop, exchange.raNumber, language) }]
        : []),
      ...linesBlocks(exchange, language),
      ...followBlocks(exchange, orderUrl, language),
    ],
  });
}

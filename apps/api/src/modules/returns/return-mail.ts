/** The mail a return sends its customer: its number and where to send the parcel, then each step. */
import { RETURN_STATES, type ReturnOutcome, type ReturnState } from '@shop/shared/constants';
import {
  mailLanguage,
  renderEmail,
  returnAddressLines,
  type EmailBlock,
  type EmailContent,
  type MailLanguage,
  type ReturnAddress,
} from '../mail';
import { orderCurrency } from '../orders';

export interface MailedReturn {
  rmaNumber: string;
  orderRef: string;
  status: ReturnState;
  outcome: ReturnOutcome;
  rejectionReason: string | null;
  refundedCents: number | null;
  /** The order's currency ('eur'), which a refund is in; US dollars when not given. Store credit is in the base currency. */
  currency?: string;
  creditedCents: number | null;
  creditCode: string | null;
  lines: { name: string; quantity: number; color: string; size: string }[];
  /** The order's language ('fr'), which its mail is written in; the shop's default when not given. */
  language?: string;
}

/** The steps a return that goes well passes through, ending as the customer asked. */
const stepsOf = (outcome: ReturnOutcome) =>
  RETURN_STATES.filter((state) => state !== 'rejected' && state !== (outcome === 'refund' ? 'credited' : 'refunded'));

function linesBlocks(mailed: MailedReturn, { words }: MailLanguage): EmailBlock[] {
  return mailed.lines.map((line) => ({
    kind: 'paragraph',
    text: words.returns.line({ quantity: line.quantity, name: line.name, variant: words.variant({ color: line.color, size: line.size }) }),
  }));
}

function followBlocks(mailed: MailedReturn, orderUrl: string, { words }: MailLanguage): EmailBlock[] {
  return [
    ...(mailed.status === 'rejected'
      ? []
      : [
          {
            kind: 'steps' as const,
            title: words.returns.statusTitle,
            steps: stepsOf(mailed.outcome).map((state) => words.returns.status[state]),
            current: words.returns.status[mailed.status],
          },
        ]),
    { kind: 'link', label: words.yourOrder, url: orderUrl },
  ];
}

/** `orderUrl` is the order's page in its language. */
export function returnRequestedEmail(shop: ReturnAddress, mailed: MailedReturn, orderUrl: string): EmailContent {
  const language = mailLanguage(mailed.language);
  const { words } = language;
  return renderEmail({
    shopName: shop.name,
    language,
    subject: words.returns.requestedSubject({ shop: shop.name, rma: mailed.rmaNumber, order: mailed.orderRef }),
    heading: words.returns.requestedHeading({ rma: mailed.rmaNumber }),
    blocks: [
      ...linesBlocks(mailed, language),
      { kind: 'paragraph', text: words.returns.requestedNext({ outcome: mailed.outcome }) },
      { kind: 'paragraph', text: words.questions({ email: shop.email }) },
      ...followBlocks(mailed, orderUrl, language),
    ],
  });
}

/** What the mail of each step says first. */
function newsOf(mailed: MailedReturn, status: Exclude<ReturnState, 'requested'>, language: MailLanguage): string {
  const news = language.words.returns.news;
  switch (status) {
    case 'approved':
      return news.approved({ rma: mailed.rmaNumber });
    case 'refunded': {
      // A refund is in the order's currency; store credit in the base currency.
      const currency = orderCurrency({ currency: mailed.currency ?? 'usd', exchangeRate: 1 }).code;
      return news.refunded({ amount: language.money(mailed.refundedCents ?? 0, currency) });
    }
    case 'credited':
      return news.credited({ amount: language.money(mailed.creditedCents ?? 0) });
    default:
      return news[status];
  }
}

export function returnStatusEmail(shop: ReturnAddress, mailed: MailedReturn, orderUrl: string): EmailContent {
  const language = mailLanguage(mailed.language);
  const { words } = language;
  const status = mailed.status === 'requested' ? 'approved' : mailed.status;
  return renderEmail({
    shopName: shop.name,
    language,
    subject: words.returns.statusSubject({ shop: shop.name, rma: mailed.rmaNumber, status: mailed.status }),
    heading: newsOf(mailed, status, language),
    blocks: [
      { kind: 'paragraph', text: words.returns.statusNow({ rma: mailed.rmaNumber, order: mailed.orderRef, status: mailed.status }) },
      ...(mailed.status === 'rejected' && mailed.rejectionReason ? [{ kind: 'quote' as const, text: mailed.rejectionReason }] : []),
      ...(mailed.status === 'approved'
        ? [
            { kind: 'paragraph' as const, text: words.returns.howToSend({ rma: mailed.rmaNumber }) },
            { kind: 'address' as const, title: words.sendItemsTo, lines: returnAddressLines(shop, mailed.rmaNumber, language) },
          ]
        : []),
      ...(mailed.status === 'credited' && mailed.creditCode
        ? [{ kind: 'paragraph' as const, text: words.returns.creditCode({ code: mailed.creditCode }) }]
        : []),
      ...(mailed.status === 'refunded' ? [{ kind: 'paragraph' as const, text: words.moneyBackToCard }] : []),
      ...linesBlocks(mailed, language),
      ...followBlocks(mailed, orderUrl, language),
    ],
  });
}

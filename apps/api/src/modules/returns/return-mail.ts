/** The mail a return sends its customer: its number and where to send the parcel, then each step. */
import { RETURN_STATES, sizeLabel, type ReturnOutcome, type ReturnState } from '@shop/shared/constants';
import { formatCents } from '@shop/shared/money';
import { renderEmail, returnAddressLines, type EmailBlock, type EmailContent, type ReturnAddress } from '../mail';

export interface MailedReturn {
  rmaNumber: string;
  orderRef: string;
  status: ReturnState;
  outcome: ReturnOutcome;
  rejectionReason: string | null;
  refundedCents: number | null;
  creditedCents: number | null;
  creditCode: string | null;
  lines: { name: string; quantity: number; color: string; size: string }[];
}

/** The steps a return that goes well passes through, ending as the customer asked. */
const stepsOf = (outcome: ReturnOutcome) =>
  RETURN_STATES.filter((state) => state !== 'rejected' && state !== (outcome === 'refund' ? 'credited' : 'refunded'));

function linesBlocks(mailed: MailedReturn): EmailBlock[] {
  return mailed.lines.map((line) => ({
    kind: 'paragraph',
    text: `${line.quantity} x ${line.name}: ${[line.color, sizeLabel(line.size)].filter(Boolean).join(', ')}`,
  }));
}

function followBlocks(mailed: MailedReturn, orderUrl: string): EmailBlock[] {
  return [
    ...(mailed.status === 'rejected'
      ? []
      : [{ kind: 'steps' as const, title: 'Return status', steps: stepsOf(mailed.outcome), current: mailed.status }]),
    { kind: 'link', label: 'Your order', url: orderUrl },
  ];
}

export function returnRequestedEmail(shop: ReturnAddress, mailed: MailedReturn, orderUrl: string): EmailContent {
  return renderEmail({
    shopName: shop.name,
    subject: `${shop.name}: return ${mailed.rmaNumber} for order ${mailed.orderRef}`,
    heading: `Your return number is ${mailed.rmaNumber}.`,
    blocks: [
      ...linesBlocks(mailed),
      {
        kind: 'paragraph',
        text: `We will look at your request and write again once it is approved, with where to send the items. ${
          mailed.outcome === 'credit' ? 'You asked for store credit.' : 'You asked for a refund to your card.'
        }`,
      },
      { kind: 'paragraph', text: `Questions? Write to ${shop.email}.` },
      ...followBlocks(mailed, orderUrl),
    ],
  });
}

const NEWS: Record<Exclude<ReturnState, 'requested'>, (mailed: MailedReturn) => string> = {
  approved: (mailed) => `Your return ${mailed.rmaNumber} is approved: send the items to the address below.`,
  received: () => 'We received the items you sent back.',
  refunded: (mailed) => `We have refunded ${formatCents(mailed.refundedCents ?? 0)} to your card.`,
  credited: (mailed) => `We have added ${formatCents(mailed.creditedCents ?? 0)} of store credit to your account.`,
  rejected: () => 'We could not accept your return.',
};

export function returnStatusEmail(shop: ReturnAddress, mailed: MailedReturn, orderUrl: string): EmailContent {
  const status = mailed.status === 'requested' ? 'approved' : mailed.status;
  return renderEmail({
    shopName: shop.name,
    subject: `${shop.name}: return ${mailed.rmaNumber} is ${mailed.status}`,
    heading: NEWS[status](mailed),
    blocks: [
      { kind: 'paragraph', text: `Return ${mailed.rmaNumber} (order ${mailed.orderRef}) is now ${mailed.status}.` },
      ...(mailed.status === 'rejected' && mailed.rejectionReason ? [{ kind: 'quote' as const, text: mailed.rejectionReason }] : []),
      ...(mailed.status === 'approved'
        ? [
            {
              kind: 'paragraph' as const,
              text: `Write ${mailed.rmaNumber} on the parcel and send the items, unused and in their original packaging. Return shipping is paid by you.`,
            },
            { kind: 'address' as const, title: 'Send the items to', lines: returnAddressLines(shop, mailed.rmaNumber) },
          ]
        : []),
      ...(mailed.status === 'credited' && mailed.creditCode
        ? [
            {
              kind: 'paragraph' as const,
              text: `Your store credit code is ${mailed.creditCode}. Keep it: it holds the balance, which your account shows too.`,
            },
          ]
        : []),
      ...(mailed.status === 'refunded'
        ? [{ kind: 'paragraph' as const, text: 'The money goes back to the card you paid with; your bank may take a few days to show it.' }]
        : []),
      ...linesBlocks(mailed),
      ...followBlocks(mailed, orderUrl),
    ],
  });
}

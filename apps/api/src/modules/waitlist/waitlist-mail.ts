/** The waiting list's mails: the confirmation on joining, and the news that the variant is back. */
import { variantLabel } from '@shop/shared/variant';
import { renderEmail, type EmailContent } from '../mail';

interface WaitedItem {
  productName: string;
  color: string;
  size: string;
}

export function waitlistJoinedEmail(shopName: string, item: WaitedItem, unsubscribeUrl: string): EmailContent {
  const variant = variantLabel(item);
  return renderEmail({
    shopName,
    subject: `You're on the list: ${item.productName} (${variant})`,
    heading: "You're on the list",
    blocks: [
      {
        kind: 'paragraph',
        text: `We'll email you once when ${item.productName} (${variant}) is back in stock. Shoppers on the list hear first, oldest first.`,
      },
    ],
    unsubscribe: { reason: `You asked ${shopName} to tell you when this is back.`, url: unsubscribeUrl },
  });
}

export function backInStockEmail(shopName: string, item: WaitedItem, productUrl: string, unsubscribeUrl: string): EmailContent {
  const variant = variantLabel(item);
  return renderEmail({
    shopName,
    subject: `Back in stock: ${item.productName} (${variant})`,
    heading: "It's back",
    blocks: [
      {
        kind: 'paragraph',
        text: `${item.productName} (${variant}) is back in stock. Units are few, and everyone on the list hears at about the same time, so don't wait too long.`,
      },
      { kind: 'link', label: 'Shop it now', url: productUrl },
    ],
    unsubscribe: { reason: `You asked ${shopName} to tell you when this was back. This is the only email about it.`, url: unsubscribeUrl },
  });
}

/** The waiting list's mails: the confirmation on joining, and the news that the variant is back, in the language the list was joined in. */
import { DEFAULT_MAIL_LANGUAGE, renderEmail, type EmailContent, type MailLanguage } from '../mail';

interface WaitedItem {
  productName: string;
  color: string;
  size: string;
}

export function waitlistJoinedEmail(
  shopName: string,
  item: WaitedItem,
  unsubscribeUrl: string,
  language: MailLanguage = DEFAULT_MAIL_LANGUAGE,
): EmailContent {
  const { waitlist } = language.words;
  const named = { product: item.productName, variant: language.words.variant(item) };
  return renderEmail({
    shopName,
    language,
    subject: waitlist.joinedSubject(named),
    heading: waitlist.joinedHeading,
    blocks: [{ kind: 'paragraph', text: waitlist.joinedText(named) }],
    unsubscribe: { reason: waitlist.joinedWhy({ shop: shopName }), url: unsubscribeUrl },
  });
}

/** `productUrl` and `unsubscribeUrl` are the pages in the list's language. */
export function backInStockEmail(
  shopName: string,
  item: WaitedItem,
  productUrl: string,
  unsubscribeUrl: string,
  language: MailLanguage = DEFAULT_MAIL_LANGUAGE,
): EmailContent {
  const { waitlist } = language.words;
  const named = { product: item.productName, variant: language.words.variant(item) };
  return renderEmail({
    shopName,
    language,
    subject: waitlist.backSubject(named),
    heading: waitlist.backHeading,
    blocks: [
      { kind: 'paragraph', text: waitlist.backText(named) },
      { kind: 'link', label: language.words.shopItNow, url: productUrl },
    ],
    unsubscribe: { reason: waitlist.backWhy({ shop: shopName }), url: unsubscribeUrl },
  });
}

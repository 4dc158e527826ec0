/** The wishlist's alerts: an item back in stock, or cheaper than when the shopper last heard, in the account's language. */
import { DEFAULT_MAIL_LANGUAGE, renderEmail, type EmailContent, type MailLanguage } from '../mail';

export interface AlertedItem {
  name: string;
  /** 'black, M', or '' when the shopper chose neither. */
  variant: string;
  priceCents: number;
  /** The product's page in the mail's language. */
  url: string;
}

const named = (item: AlertedItem) => (item.variant ? `${item.name} (${item.variant})` : item.name);

const unsubscribe = (shopName: string, url: string, language: MailLanguage) => ({
  reason: language.words.wishlist.why({ shop: shopName }),
  url,
});

export function wishlistBackInStockEmail(
  shopName: string,
  item: AlertedItem,
  unsubscribeUrl: string,
  language: MailLanguage = DEFAULT_MAIL_LANGUAGE,
): EmailContent {
  const { wishlist } = language.words;
  return renderEmail({
    shopName,
    language,
    subject: wishlist.backSubject({ item: named(item) }),
    heading: wishlist.backHeading,
    blocks: [
      // Prices are kept in the base currency.
      { kind: 'paragraph', text: wishlist.backText({ item: named(item), price: language.money(item.priceCents) }) },
      { kind: 'link', label: language.words.shopItNow, url: item.url },
    ],
    unsubscribe: unsubscribe(shopName, unsubscribeUrl, language),
  });
}

export function wishlistPriceDropEmail(
  shopName: string,
  item: AlertedItem,
  wasCents: number,
  unsubscribeUrl: string,
  language: MailLanguage = DEFAULT_MAIL_LANGUAGE,
): EmailContent {
  const { wishlist } = language.words;
  return renderEmail({
    shopName,
    language,
    subject: wishlist.dropSubject({ item: named(item) }),
    heading: wishlist.dropHeading,
    blocks: [
      {
        kind: 'paragraph',
        text: wishlist.dropText({ item: named(item), price: language.money(item.priceCents), was: language.money(wasCents) }),
      },
      { kind: 'link', label: language.words.shopItNow, url: item.url },
    ],
    unsubscribe: unsubscribe(shopName, unsubscribeUrl, language),
  });
}

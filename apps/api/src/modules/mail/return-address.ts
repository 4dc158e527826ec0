import { DEFAULT_MAIL_LANGUAGE, type MailLanguage } from './messages';

/** Where a customer sends items back (an exchange's or a return's parcel), as a mail shows it. */
export interface ReturnAddress {
  name: string;
  city: string;
  state: string;
  email: string;
  /** The return address's lines (SHOP_RETURN_ADDRESS); empty: the shop's name, city and state. */
  returnAddress?: string[];
}

/** Where the parcel goes, with its number (an exchange's RA, a return's RR) under its first line. */
export function returnAddressLines(shop: ReturnAddress, number: string, language: MailLanguage = DEFAULT_MAIL_LANGUAGE): string[] {
  const [first, ...rest] = shop.returnAddress?.length
    ? shop.returnAddress
    : [language.words.returnsTeam({ shop: shop.name }), `${shop.city}, ${shop.state}`];
  return [first!, `${number.slice(0, 2)} ${number}`, ...rest];
}

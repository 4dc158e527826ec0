/**
 * The language a mail is written in: its words (the catalogue of its language), its amounts in
 * its locale, and its links at the language's address (`/fr/orders/...`). A mail goes out in the
 * language of what caused it: an order's for the order's mail (and its refunds', returns',
 * exchanges' and reminder's), a waiting list's for its mails, the account's for the account's own.
 */
import { formatMoney, type CurrencyCode } from '@shop/shared/currency';
import { DEFAULT_LANGUAGE, languageOf, prefixPath, type Language, type LanguageCode } from '@shop/shared/languages';
import { en, type MailWords } from './en';
import { fr } from './fr';

export type { MailWords };

const CATALOGUES: Record<LanguageCode, MailWords> = { en, fr };

export interface MailLanguage extends Language {
  words: MailWords;
  /** An amount in `currency`'s minor units, as the locale writes it: `$12.00`, `12,00 €`. */
  money: (minor: number, currency?: CurrencyCode) => string;
  /** A page of the shop (a path of the default language, `/orders/ORD-1`) at its absolute address in this language. */
  link: (publicUrl: string, path: string) => string;
}

const made = new Map<string, MailLanguage>();

/** The language of a kept code (`'fr'`); the shop's default for none, or for one it no longer speaks. */
export function mailLanguage(code: string | null | undefined): MailLanguage {
  const language = (code && languageOf(code)) || DEFAULT_LANGUAGE;
  let mail = made.get(language.code);
  if (!mail) {
    const { locale } = language;
    mail = {
      ...language,
      words: CATALOGUES[language.code],
      money: (minor, currency = 'USD') => formatMoney(minor, currency, locale),
      link: (publicUrl, path) => `${publicUrl}${prefixPath(path, language)}`,
    };
    made.set(language.code, mail);
  }
  return mail;
}

/** The shop's default language: the staff's mail, and what a mail with no language of its own is written in. */
export const DEFAULT_MAIL_LANGUAGE = mailLanguage(DEFAULT_LANGUAGE.code);

/** The mail that proves an address or resets a password: a single-use link, and how long it lasts, in the account's language. */
import { DEFAULT_MAIL_LANGUAGE, mailLanguage, renderEmail, type EmailContent, type MailLanguage } from '../mail';

/** The language of an account's own mail: its own, but the staff's mail stays in the shop's default language, as their pages do. */
export function accountMailLanguage(account: { role: string; language: string }): MailLanguage {
  return account.role === 'admin' ? DEFAULT_MAIL_LANGUAGE : mailLanguage(account.language);
}

/**
 * The mail's greeting uses the account's name only once its address is proved: until then, the
 * name was chosen by whoever registered the address, who may not be the person reading.
 */
export function verificationEmail(shopName: string, link: string, language: MailLanguage = DEFAULT_MAIL_LANGUAGE): EmailContent {
  const { account } = language.words;
  return renderEmail({
    shopName,
    language,
    subject: account.verifySubject({ shop: shopName }),
    heading: account.verifyHeading,
    blocks: [
      { kind: 'paragraph', text: account.verifyIntro },
      { kind: 'link', label: account.verifyButton, url: link },
      { kind: 'paragraph', text: account.verifyIgnore },
    ],
  });
}

/** `username` is null while the address is unproved (see verificationEmail). */
export function passwordResetEmail(
  shopName: string,
  username: string | null,
  link: string,
  language: MailLanguage = DEFAULT_MAIL_LANGUAGE,
): EmailContent {
  const { account } = language.words;
  return renderEmail({
    shopName,
    language,
    subject: account.resetSubject({ shop: shopName }),
    heading: account.resetHeading({ name: username }),
    blocks: [
      { kind: 'paragraph', text: account.resetIntro },
      { kind: 'link', label: account.resetButton, url: link },
      { kind: 'paragraph', text: account.resetIgnore },
    ],
  });
}

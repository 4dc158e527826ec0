/**
 * The mail module's public face: the outbox (`Mailer`, handed in by services.ts), the one email
 * layout every module's mail is written in, and the languages a shopper's mail is written in.
 */
export type { Mailer, OutgoingEmail } from './mail.service';
export { mailMoney, renderEmail, type EmailBlock, type EmailContent } from './templates';
export { DEFAULT_MAIL_LANGUAGE, mailLanguage, type MailLanguage, type MailWords } from './messages';
export { returnAddressLines, type ReturnAddress } from './return-address';
export { readUnsubscribeToken, unsubscribeHeaders, unsubscribeToken, unsubscribeUrls, type UnsubscribeKind } from './unsubscribe';

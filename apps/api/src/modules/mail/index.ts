/**
 * The mail module's public face: the outbox (`Mailer`, handed in by services.ts) and the one
 * email layout every module's mail is written in.
 */
export type { Mailer, OutgoingEmail } from './mail.service';
export { renderEmail, type EmailBlock, type EmailContent } from './templates';
export { returnAddressLines, type ReturnAddress } from './return-address';
export { readUnsubscribeToken, unsubscribeHeaders, unsubscribeToken, unsubscribeUrls, type UnsubscribeKind } from './unsubscribe';

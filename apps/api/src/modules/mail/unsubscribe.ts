/**
 * The unsubscribe links of mail a shopper may stop (a waiting list's, a checkout reminder's):
 * `/unsubscribe/{token}` for a person, and the same path under /api for a mail client's
 * one-click POST (RFC 8058). A token names what it stops and is signed with the shop's secret,
 * so nobody can stop another person's mail by guessing; it stays short enough for any path.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_MAIL_LANGUAGE, type MailLanguage } from './messages';

/**
 * What a token stops: one waiting list's request ('w'), the checkout reminders of an order's
 * address ('c'), or an account's wishlist alerts ('l').
 */
export type UnsubscribeKind = 'w' | 'c' | 'l';
/** What a signed link names: an unsubscribe's row, or an abandoned checkout whose bag a reminder restores ('r'). */
export type SignedLinkKind = UnsubscribeKind | 'r';

const UUID = /^[0-9a-f]{32}$/;
const KINDS: readonly string[] = ['w', 'c', 'l', 'r'] satisfies SignedLinkKind[];
const isKind = (kind: string | undefined): kind is SignedLinkKind => kind !== undefined && KINDS.includes(kind);

const signatureOf = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${body}`).digest('base64url').slice(0, 22);

export function unsubscribeToken(secret: string, kind: SignedLinkKind, id: string): string {
  const body = `${kind}.${id.replaceAll('-', '')}`;
  return `${body}.${signatureOf(secret, body)}`;
}

/** The kind and row id a token names, or undefined when it is not one of ours. */
export function readUnsubscribeToken(secret: string, token: string): { kind: SignedLinkKind; id: string } | undefined {
  const [kind, hex, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !isKind(kind) || !hex || !UUID.test(hex) || !signature) return undefined;
  const expected = Buffer.from(signatureOf(secret, `${kind}.${hex}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { kind, id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` };
}

/** The headers that let a mail client offer its own Unsubscribe button, which POSTs to `apiUrl` (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(apiUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${apiUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The page (in the mail's language: `/fr/unsubscribe/{token}`) and the one-click address of a token. */
export function unsubscribeUrls(publicUrl: string, token: string, language: MailLanguage = DEFAULT_MAIL_LANGUAGE) {
  return { page: language.link(publicUrl, `/unsubscribe/${token}`), oneClick: `${publicUrl}/api/unsubscribe/${token}` };
}

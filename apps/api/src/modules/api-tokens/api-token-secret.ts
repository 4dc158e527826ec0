import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, API_TOKEN_VISIBLE_CHARS } from '@shop/shared/api-token.schema';

/**
 * A new token: `shop_pat_` and 256 random bits (base64url), shown once; the shop keeps its
 * SHA-256 (a slow hash buys nothing against a secret this long, decision 020) and its first
 * characters, to recognise it in a list.
 */
export function newApiToken(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, API_TOKEN_PREFIX.length + API_TOKEN_VISIBLE_CHARS), hash: hashApiToken(secret) };
}

export function hashApiToken(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * The token of an `Authorization: Bearer <token>` header (the scheme in any case, RFC 9110);
 * undefined when the header is absent or names another scheme.
 */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  const match = authorization === undefined ? null : /^bearer[ \t]+(\S*)[ \t]*$/i.exec(authorization);
  return match ? match[1] : undefined;
}

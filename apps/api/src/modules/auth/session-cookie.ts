import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config';

/** `__Host-` binds the cookie to this host over https; browsers refuse it without Secure. */
export function sessionCookieName(config: Config): string {
  return config.session.secureCookies ? '__Host-shop_session' : 'shop_session';
}

export function sessionCookieOptions(config: Config): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secureCookies,
    path: '/',
    maxAge: Math.floor(config.session.maxMs / 1000),
  };
}

/** 256 random bits for the cookie; only its hash is stored, so a database leak reveals no sessions. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

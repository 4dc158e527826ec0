/**
 * Two-factor sign-in's pieces: TOTP (RFC 6238, through otplib: six digits, 30-second steps, one
 * step either side for a clock that drifts), the secret sealed at rest, and single-use recovery
 * codes of which only the SHA-256 is kept.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { shopSecret } from '../../db/shop-secret';

export const RECOVERY_CODE_COUNT = 10;
/** Codes are read off a phone and typed: lower-case letters and digits without look-alikes (0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// link an authenticator app reads from the QR code: the shop as issuer, the email as the account. */
export function otpauthUrl(shopName: string, email: string, secret: string): string {
  return generateURI({ issuer: shopName, label: email, secret });
}

/** The QR code of the link, as an SVG image the page shows inline. */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The time step of a valid code, or null. A code of a step at or before `afterStep` (the last
 * one accepted) is refused, so that a code seen over a shoulder cannot be used again.
 */
export async function acceptedStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({ secret, token, epochTolerance: 30, ...(afterStep !== null ? { afterTimeStep: afterStep } : {}) });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes like `k7m2p-9xq4r`, shown once. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** Whether what was typed has a recovery code's shape (case, spaces and the dash aside). */
export function looksLikeRecoveryCode(code: string): boolean {
  return normalRecoveryCode(code).length === 10;
}

function normalRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalRecoveryCode(code)).digest('hex');
}

/**
 * Seals and opens TOTP secrets with AES-256-GCM, under a key derived from the shop's secret
 * (SESSION_SECRET, or the one the shop made for itself): a copy of the database alone does not
 * give anyone the staff's second factor.
 */
export function secretBox(keyMaterial: string) {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'shop-two-factor', 'totp-secret', 32));
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(sealed: string): string {
      const [version, iv, data, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || !data || !tag) throw new Error('not a sealed TOTP secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;

/** What the sealing key is derived from: SESSION_SECRET when the shop has one, else a secret it made for itself. */
export function twoFactorKeyMaterial(db: Db, sessionSecret: string | undefined): Promise<string> {
  return sessionSecret ? Promise.resolve(sessionSecret) : shopSecret(db, 'two-factor');
}

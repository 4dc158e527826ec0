/**
 * The Standard Webhooks scheme (standardwebhooks.com): a secret `whsec_<base64 of 24+ random
 * bytes>`, and on each delivery the headers `webhook-id`, `webhook-timestamp` (unix seconds) and
 * `webhook-signature` (`v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}" under the secret's
 * bytes>`), which any receiver's Standard Webhooks library verifies. Secrets are kept sealed at
 * rest (AES-256-GCM, under a key derived from the shop's own secret), as the staff's two-factor
 * secrets are, and opened only to sign.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes, in the Standard Webhooks form. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The headers of one signed delivery. */
export function signedHeaders(secret: string, id: string, timestamp: Date, body: string): Record<string, string> {
  const seconds = Math.floor(timestamp.getTime() / 1000);
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${seconds}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(seconds), 'webhook-signature': `v1,${signature}` };
}

/**
 * Seals and opens webhook secrets under a key derived from the shop's secret (SESSION_SECRET,
 * or the one the shop made for itself): a copy of the database alone does not let anyone sign
 * as the shop.
 */
export function webhookSecretBox(keyMaterial: string) {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'shop-webhooks', 'webhook-secret', 32));
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(sealed: string): string {
      const [version, iv, data, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || !data || !tag) throw new Error('not a sealed webhook secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type WebhookSecretBox = ReturnType<typeof webhookSecretBox>;

/**
 * The ways a message leaves the shop, one chosen by the settings (config.ts): SMTP through
 * nodemailer, the EmailJS REST API of the specification, or the log, which delivers nothing
 * and says so.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { MailTransportConfig } from '../../config';
import type { OutgoingEmail } from './mail.repository';

export interface MailTransport {
  kind: MailTransportConfig['kind'];
  /** False for the log: the shop must not promise an email it will not deliver. */
  delivers: boolean;
  /**
   * Whether a link mailed to an account reaches someone who can follow it: a delivering
   * transport, or the log on a loopback address, which keeps each message in a file on this
   * machine. Otherwise the shop issues no password reset or verification link.
   */
  carriesLinks: boolean;
  /** Resolves once the transport has accepted the message; throws a DeliveryError if not. */
  send(message: OutgoingEmail): Promise<void>;
  /** Deletes what the transport itself kept of messages sent before `before` (the log's files). */
  forget?(before: Date): Promise<void>;
}

/** What a message is about, for the log and the outbox: its dedupe key up to the first colon (`reset-password`). */
export const mailKindOf = (dedupeKey: string) => dedupeKey.split(':', 1)[0]!;

/** A send that did not go through; `retryAfterMs` when the other end said when to come back. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export function createMailTransport(config: MailTransportConfig, from: string, log: FastifyBaseLogger): MailTransport {
  switch (config.kind) {
    case 'smtp':
      return smtpTransport(config.url, from);
    case 'emailjs':
      return emailJsTransport(config, from);
    case 'log':
      return logTransport(config.keepIn, log);
  }
}

/**
 * Delivers nothing. The log gets who a message was for, its subject and kind, never its body:
 * a body may hold a link that signs someone in or resets a password, and logs travel far. On a
 * loopback address the whole message is also written to a file in `keepIn` (readable by this
 * machine's user only), where a developer can open it and follow its link.
 */
function logTransport(keepIn: string | undefined, log: FastifyBaseLogger): MailTransport {
  if (keepIn) {
    log.info({ folder: keepIn }, 'no mail transport is set: messages are not delivered, each is kept in a file in this folder');
  } else {
    log.warn(
      'no mail transport is set (SMTP_URL or the EMAILJS_ settings): this shop cannot send email, ' +
        'so it issues no password reset or verification link',
    );
  }
  return {
    kind: 'log',
    delivers: false,
    carriesLinks: keepIn !== undefined,
    async send(message) {
      const kind = mailKindOf(message.dedupeKey);
      let file: string | undefined;
      if (keepIn) {
        await mkdir(keepIn, { recursive: true, mode: 0o700 });
        file = path.join(keepIn, `${new Date().toISOString().replace(/[:.]/g, '-')}-${kind}-${randomUUID().slice(0, 8)}.txt`);
        const headers = [
          `To: ${message.to}`,
          ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
          `Subject: ${message.subject}`,
          ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
        ];
        await writeFile(file, `${headers.join('\n')}\n\n${message.text}`, { mode: 0o600 });
      }
      log.info(
        { to: message.to, subject: message.subject, kind, ...(file ? { file } : {}) },
        file ? 'email not delivered (no mail transport is set): kept in a file' : 'email not delivered: no mail transport is set',
      );
    },
    async forget(before) {
      if (!keepIn) return;
      const names = await readdir(keepIn).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(keepIn, name);
        const kept = await stat(file).catch(() => undefined);
        if (kept && kept.mtime < before) await rm(file, { force: true });
      }
    },
  };
}

function smtpTransport(url: string, from: string): MailTransport {
  // Loaded at the first message, not at start.
  let transporter: Promise<Transporter> | undefined;
  // Timeouts well inside the worker's lease (2 minutes), so a slow server cannot outlast a claim.
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 }),
    ));
  return {
    kind: 'smtp',
    delivers: true,
    carriesLinks: true,
    async send({ to, replyTo, subject, text, html, headers }) {
      try {
        await (await connect()).sendMail({ from, to, replyTo, subject, text, html, headers });
      } catch (error) {
        throw new DeliveryError(`SMTP: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}

/** Seconds or an HTTP date, as Retry-After may say; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function emailJsTransport(config: Extract<MailTransportConfig, { kind: 'emailjs' }>, from: string): MailTransport {
  return {
    kind: 'emailjs',
    delivers: true,
    carriesLinks: true,
    async send({ to, replyTo, subject, text, html, headers }) {
      let response: Response;
      try {
        response = await fetch(`${config.apiUrl}/api/v1.0/email/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            lib_version: '4.4.1',
            user_id: config.publicKey,
            service_id: config.serviceId,
            template_id: config.templateId,
            ...(config.privateKey ? { accessToken: config.privateKey } : {}),
            // The template's variables: the specification's name, email and message, and
            // what a template needs to address and present any message of the shop.
            template_params: {
              name: from,
              email: replyTo ?? to,
              message: text,
              to_email: to,
              reply_to: replyTo ?? '',
              from,
              subject,
              html: html ?? '',
              // EmailJS sets no header of ours: a template that can should carry this one (the body has the link too).
              list_unsubscribe: headers?.['List-Unsubscribe'] ?? '',
            },
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new DeliveryError(`EmailJS: network error (${error instanceof Error ? error.message : String(error)})`);
      }
      if (response.ok) return;
      const reason = (await response.text().catch(() => '')).slice(0, 200);
      throw new DeliveryError(
        `EmailJS: ${response.status} ${reason || response.statusText}`,
        response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : undefined,
      );
    },
  };
}

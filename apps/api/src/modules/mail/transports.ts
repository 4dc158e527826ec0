/**
 * The ways a message leaves the shop, one chosen by the settings (config.ts): SMTP through
 * nodemailer, the EmailJS REST API of the specification, or the log, which delivers nothing
 * and says so.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { MailTransportConfig } from '../../config';
import type { OutgoingEmail } from './mail.repository';

export interface MailTransport {
  kind: MailTransportConfig['kind'];
  /** False for the log: the shop must not promise an email it will not deliver. */
  delivers: boolean;
  /** Resolves once the transport has accepted the message; throws a DeliveryError if not. */
  send(message: OutgoingEmail): Promise<void>;
}

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
      return {
        kind: 'log',
        delivers: false,
        async send(message) {
          log.info(
            { to: message.to, subject: message.subject, text: message.text },
            'email logged, not delivered: set SMTP_URL or the EMAILJS_ settings to send mail',
          );
        },
      };
  }
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
    async send({ to, replyTo, subject, text, html }) {
      try {
        await (await connect()).sendMail({ from, to, replyTo, subject, text, html });
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
    async send({ to, replyTo, subject, text, html }) {
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

/**
 * Every message is stored first (with a unique dedupe key, so "send once" holds across
 * retries and instances), then delivered over SMTP when configured, otherwise logged.
 */
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { createMailRepository, type MailRepository, type OutgoingEmail } from './mail.repository';

export type { OutgoingEmail } from './mail.repository';

export interface Mailer {
  /** Stores the message (in the caller's transaction when given); false when it was already queued. */
  queue(message: OutgoingEmail, tx?: Db): Promise<boolean>;
  /** Sends what is stored and not yet sent. */
  deliverPending(): Promise<number>;
}

export function createMailer(options: {
  repository: MailRepository;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { repository, smtpUrl } = options;
  // Loaded at the first message, not at start (an embedded demo shop logs its mail).
  let transporter: Promise<Transporter> | undefined;
  const transport = smtpUrl
    ? () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)))
    : undefined;
  return {
    async queue(message, tx) {
      return (tx ? createMailRepository(tx) : repository).insert(message);
    },

    async deliverPending() {
      const pending = await repository.unsent(20);
      let sent = 0;
      for (const message of pending) {
        // Claim the row first, so that two instances never both send it.
        if (!(await repository.claim(message.id))) continue;
        try {
          if (transport)
            await (await transport()).sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
          else
            options.log.info({ to: message.to, subject: message.subject, text: message.text }, 'email (no SMTP_URL set: logged, not sent)');
          sent += 1;
        } catch (error) {
          options.log.error({ err: error, emailId: message.id }, 'email delivery failed');
          await repository.release(message.id, String(error).slice(0, 500));
        }
      }
      return sent;
    },
  };
}

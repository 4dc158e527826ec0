/**
 * Every message is stored first (with a unique dedupe key, so "send once" holds across
 * retries and instances), then delivered over SMTP when configured, otherwise logged.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emails } from '../../db/schema/index';

export interface OutgoingEmail {
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Stores the message (in the caller's transaction when given); false when it was already queued. */
  queue(db: Db, message: OutgoingEmail): Promise<boolean>;
  /** Sends what is stored and not yet sent. */
  deliverPending(): Promise<number>;
}

export function createMailer(options: { db: Db; smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const { smtpUrl } = options;
  // Loaded at the first message, not at start (an embedded demo shop logs its mail).
  let transporter: Promise<Transporter> | undefined;
  const transport = smtpUrl
    ? () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)))
    : undefined;
  return {
    async queue(db, message) {
      const rows = await db.insert(emails).values(message).onConflictDoNothing({ target: emails.dedupeKey }).returning({ id: emails.id });
      return rows.length > 0;
    },

    async deliverPending() {
      const pending = await options.db.select().from(emails).where(isNull(emails.sentAt)).orderBy(asc(emails.createdAt)).limit(20);
      let sent = 0;
      for (const message of pending) {
        // Claim the row first, so that two instances never both send it.
        const claimed = await options.db
          .update(emails)
          .set({ sentAt: new Date(), error: null })
          .where(and(eq(emails.id, message.id), isNull(emails.sentAt)))
          .returning({ id: emails.id });
        if (claimed.length === 0) continue;
        try {
          if (transport) await (await transport()).sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
          else options.log.info({ to: message.to, subject: message.subject, text: message.text }, 'email (no SMTP_URL set: logged, not sent)');
          sent += 1;
        } catch (error) {
          options.log.error({ err: error, emailId: message.id }, 'email delivery failed');
          await options.db.update(emails).set({ sentAt: null, error: String(error).slice(0, 500) }).where(eq(emails.id, message.id));
        }
      }
      return sent;
    },
  };
}

/**
 * The journeys' mail relay: an SMTP server on E2E_SMTP_PORT that the shop sends to (through
 * nodemailer, as in production), and a small HTTP server on E2E_MAIL_PORT from which the
 * journeys read what arrived: `GET /messages` answers every message so far, oldest first.
 * Playwright starts it beside the shop (playwright.config.ts).
 */
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  replyTo: string | undefined;
  subject: string;
  text: string;
}

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const mailPort = Number(process.env.E2E_MAIL_PORT);
if (!smtpPort || !mailPort) throw new Error('E2E_SMTP_PORT and E2E_MAIL_PORT must be set');

const caught: CaughtMail[] = [];

const smtp = new SMTPServer({
  // A plain local relay: no TLS to negotiate and no login to give.
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        caught.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          replyTo: mail.replyTo?.text,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        callback();
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(request.url === '/messages' ? caught : { ok: true }));
  })
  .listen(mailPort, '127.0.0.1');

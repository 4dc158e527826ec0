/**
 * Local stand-ins for what mail leaves through: an SMTP server (smtp-server, which the shop
 * reaches through the real nodemailer) and the EmailJS REST API (reached through fetch).
 * Each records what arrived and can be told to refuse the next sends. The journeys' mail
 * relay (e2e/support/mail-catcher.ts) is the same SMTP stand-in.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  from: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string | undefined;
  headers: Map<string, unknown>;
  /** Each header as it was written, by its lower-case name (mailparser reads some, List-* among them, into objects). */
  headerLines: Record<string, string>;
}

/** On `port`, or any free one. */
export async function startSmtpStandIn({ port: wanted = 0 }: { port?: number } = {}) {
  const caught: CaughtMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (refusals > 0) {
            refusals -= 1;
            const refusal = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
            return callback(refusal);
          }
          caught.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            replyTo: mail.replyTo?.text,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html || undefined,
            headers: mail.headers,
            headerLines: Object.fromEntries(mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()])),
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    caught,
    /** The first message that `matches`, once it has arrived (it is sent by the outbox's worker, a moment after its cause). */
    async received(matches: (mail: CaughtMail) => boolean, timeoutMs = 10_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = caught.find(matches);
        if (mail) return mail;
        if (Date.now() > deadline)
          throw new Error(`No such mail arrived in ${timeoutMs} ms; arrived: ${caught.map((m) => m.subject).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    /** The next `count` messages are refused with 451. */
    refuseNext(count: number) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface EmailJsRequest {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  accessToken?: string;
  template_params: Record<string, string>;
}

export async function startEmailJsStandIn() {
  const received: EmailJsRequest[] = [];
  const answers: { status: number; headers?: Record<string, string>; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/api/v1.0/email/send') {
        response.writeHead(404).end('Not Found');
        return;
      }
      const answer = answers.shift();
      if (answer) {
        response.writeHead(answer.status, answer.headers).end(answer.body);
        return;
      }
      received.push(JSON.parse(body) as EmailJsRequest);
      response.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The next requests get these answers instead of 200 OK, in order. */
    answerNext(...next: { status: number; headers?: Record<string, string>; body: string }[]) {
      answers.push(...next);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpStandIn = Awaited<ReturnType<typeof startSmtpStandIn>>;

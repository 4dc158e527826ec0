/**
 * The journeys' mail relay: the API tests' SMTP stand-in on E2E_SMTP_PORT, which the shop
 * sends to (through nodemailer, as in production), and a small HTTP server on E2E_MAIL_PORT
 * from which the journeys read what arrived: `GET /messages` answers every message so far,
 * oldest first. Playwright starts it beside the shop (playwright.config.ts).
 */
import http from 'node:http';
import { startSmtpStandIn } from '../../apps/api/src/test/mail-stand-ins';

export type { CaughtMail } from '../../apps/api/src/test/mail-stand-ins';

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const mailPort = Number(process.env.E2E_MAIL_PORT);
if (!smtpPort || !mailPort) throw new Error('E2E_SMTP_PORT and E2E_MAIL_PORT must be set');

const smtp = await startSmtpStandIn({ port: smtpPort });

http
  .createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(request.url === '/messages' ? smtp.caught : { ok: true }));
  })
  .listen(mailPort, '127.0.0.1');

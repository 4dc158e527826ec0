/**
 * Reset and verification links travel only to the person they are for: never in the log (at any
 * level, from any part of the shop), never left in the outbox once sent, and not issued at all
 * where the shop has no way to deliver them.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { accountTokens, emails } from '../../db/schema/index';
import { signIn } from '../../test/auth-helpers';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/mail-stand-ins';
import { createTestApp } from '../../test/test-app';

interface LoggedApp {
  app: App;
  database: Database;
  dataDir: string;
  /** Every line the shop logged, at every level, since it was built. */
  lines: string[];
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The real app on a fresh database, logging everything (trace and up) as JSON into `lines`. */
async function appWithLog(env: Record<string, string>): Promise<LoggedApp> {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const shop = await createTestApp({ LOG_LEVEL: 'trace', ...env }, { logStream });
  cleanups.push(() => shop.close());
  await shop.app.ready();
  return { app: shop.app, database: shop.database, dataDir: shop.dataDir, lines };
}

const post = (app: App, url: string, payload?: object, cookie?: string) =>
  app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers: cookie ? { cookie } : {} });

/** Waits until the worker has dealt with every message in the outbox (none queued or being sent). */
async function outboxDrained(database: Database, expected: number) {
  await expect
    .poll(async () => {
      const rows = await database.db.select({ status: emails.status }).from(emails);
      return rows.length === expected && rows.every((row) => row.status === 'sent');
    })
    .toBe(true);
}

/**
 * Registers (a verification link), asks for a reset link and for a new verification link: three
 * links, mailed. Answers the account's email and password.
 */
async function askForLinks(app: App) {
  const email = `links-${Date.now()}@example.com`;
  const password = 'a-long-passphrase';
  expect((await post(app, 'register', { username: 'Lin', email, password })).statusCode).toBe(201);
  const cookie = await signIn(app, { email, password });
  expect((await post(app, 'forgot-password', { email })).statusCode).toBe(200);
  expect((await post(app, 'resend-verification', undefined, cookie)).statusCode).toBe(200);
  return { email, password, cookie };
}

const tokensIn = (text: string) => [...text.matchAll(/[?&]token=([\w-]+)/g)].map((match) => match[1]!);

/** Uses the links as their reader would, so that following them is in the log too; checks they work. */
async function followLinks(app: App, tokens: { verify: string; reset: string }) {
  await app.inject({ url: `/verify-email?token=${tokens.verify}` });
  expect((await post(app, 'verify-email', { token: tokens.verify })).statusCode).toBe(200);
  await app.inject({ url: `/reset-password?token=${tokens.reset}` });
  expect((await post(app, 'reset-password', { token: tokens.reset, password: 'another-long-passphrase' })).statusCode).toBe(200);
}

/** The tokens are the ones the database knows (by their hashes), and none is anywhere in the log. */
async function expectNoTokenLogged({ database, lines }: LoggedApp, tokens: string[]) {
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  expect(await database.db.select().from(accountTokens).where(inArray(accountTokens.tokenHash, hashes))).toHaveLength(tokens.length);
  const log = lines.join('');
  expect(lines.length).toBeGreaterThan(10);
  for (const token of tokens) expect(log).not.toContain(token);
  // Nor is any link with a token, whatever its value.
  expect(log).not.toMatch(/token=(?!\[redacted\])/);
  // Sent: no body left in the outbox.
  for (const row of await database.db.select().from(emails)) expect(row).toMatchObject({ status: 'sent', text: '', html: null });
}

describe('links and the log', () => {
  it('with no mail transport on a loopback address: the log names each message, the links wait in files, and work', async () => {
    const shop = await appWithLog({});
    const { email } = await askForLinks(shop.app);
    await outboxDrained(shop.database, 3);

    const folder = path.join(shop.dataDir, 'mail');
    const files = await readdir(folder);
    expect(files).toHaveLength(3);
    const kept = await Promise.all(files.sort().map((file) => readFile(path.join(folder, file), 'utf8')));
    const verify = kept.filter((text) => text.includes('/verify-email?token=')).flatMap(tokensIn);
    const reset = kept.filter((text) => text.includes('/reset-password?token=')).flatMap(tokensIn);
    expect(verify).toHaveLength(2);
    expect(reset).toHaveLength(1);
    await followLinks(shop.app, { verify: verify.at(-1)!, reset: reset[0]! });

    const logged = shop.lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.kind);
    expect(logged.map((entry) => [entry.to, entry.kind]).sort()).toEqual([
      [email, 'reset-password'],
      [email, 'verify-email'],
      [email, 'verify-email'],
    ]);
    await expectNoTokenLogged(shop, [...verify, ...reset]);
  });

  it('over SMTP: no token of a mailed link is anywhere in the log', async () => {
    const smtp: SmtpStandIn = await startSmtpStandIn();
    cleanups.push(() => smtp.close());
    const shop = await appWithLog({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://shop.test' });
    await askForLinks(shop.app);
    await outboxDrained(shop.database, 3);

    expect(smtp.caught).toHaveLength(3);
    const verify = smtp.caught.filter((mail) => /verify your email/.test(mail.subject)).flatMap((mail) => tokensIn(mail.text));
    const reset = smtp.caught.filter((mail) => /reset your password/.test(mail.subject)).flatMap((mail) => tokensIn(mail.text));
    expect([verify.length, reset.length]).toEqual([2, 1]);
    await followLinks(shop.app, { verify: verify.at(-1)!, reset: reset[0]! });
    await expectNoTokenLogged(shop, [...verify, ...reset]);
  });
});

describe('links the shop cannot deliver', () => {
  it('on a public address with no mail transport: refused with a reason, none issued, and a warning at start-up', async () => {
    const shop = await appWithLog({ PUBLIC_URL: 'http://shop.test' });
    const warnings = shop.lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level === 40);
    expect(warnings.map((entry) => entry.msg)).toContainEqual(
      expect.stringMatching(/cannot send email.*no password reset or verification link/),
    );

    const email = `unmailed-${Date.now()}@example.com`;
    const registered = await post(shop.app, 'register', { username: 'Una', email, password: 'a-long-passphrase' });
    expect(registered.statusCode).toBe(201);
    const cookie = await signIn(shop.app, { email, password: 'a-long-passphrase' });

    const forgot = await post(shop.app, 'forgot-password', { email });
    expect(forgot.statusCode).toBe(409);
    expect(forgot.json().message).toBe(
      'This shop cannot send email yet, so it cannot send you a link to reset your password. Please contact the shop.',
    );
    // The same answer for an address with no account: it tells nothing about who has one.
    expect((await post(shop.app, 'forgot-password', { email: `nobody-${Date.now()}@example.com` })).json()).toEqual(forgot.json());
    const resend = await post(shop.app, 'resend-verification', undefined, cookie);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(
      'This shop cannot send email yet, so it cannot send you a link to verify your email. Please contact the shop.',
    );

    expect(await shop.database.db.select().from(accountTokens)).toEqual([]);
    expect(await shop.database.db.select().from(emails)).toEqual([]);
  });
});

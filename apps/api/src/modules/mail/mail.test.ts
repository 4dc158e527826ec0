import { mkdtemp, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailTransportConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { emails } from '../../db/schema/index';
import { startEmailJsStandIn, startSmtpStandIn } from '../../test/mail-stand-ins';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createMailRepository } from './mail.repository';
import { createMailer, type Mailer, type MailerOptions } from './mail.service';
import { createMailTransport, retryAfterMs } from './transports';
import { describeIf, onPostgres } from '../../test/needs';

// Fastify's logger when logging is off: the worker's errors go nowhere in these tests.
const log = Fastify({ logger: false }).log;
const FROM = 'Test Threads <hello@test-threads.example>';

let test: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let emailJs: Awaited<ReturnType<typeof startEmailJsStandIn>>;

beforeAll(async () => {
  [test, smtp, emailJs] = await Promise.all([createTestDatabase(), startSmtpStandIn(), startEmailJsStandIn()]);
});
afterAll(async () => {
  await Promise.all([test.drop(), smtp.close(), emailJs.close()]);
});
beforeEach(async () => {
  await test.database.db.delete(emails);
  smtp.caught.length = 0;
  emailJs.received.length = 0;
});

const smtpTransport: MailTransportConfig = { kind: 'smtp', url: '' };
const mailerFor = (database: Database, transport: MailTransportConfig, options: Partial<MailerOptions> = {}): Mailer =>
  createMailer({
    repository: createMailRepository(database.db),
    transport: createMailTransport(transport.kind === 'smtp' ? { kind: 'smtp', url: smtp.url } : transport, FROM, options.log ?? log),
    log,
    maxAttempts: 5,
    retryBaseMs: 1000,
    ...options,
  });

const message = (key: string) => ({
  dedupeKey: key,
  to: 'ada@example.com',
  replyTo: 'grace@example.com',
  subject: `Order ${key} confirmed`,
  text: 'Thank you for your order.\n\nTotal: $26.50',
  html: '<p>Thank you for your order.</p>',
});

const stored = async (key: string) => (await test.database.db.select().from(emails).where(eq(emails.dedupeKey, key)))[0]!;
/** Moves a queued message's next attempt to now, as if its wait had passed. */
const waitIsOver = (key: string) =>
  test.database.db
    .update(emails)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(emails.dedupeKey, key));
const secondsFromNow = (date: Date) => (date.getTime() - Date.now()) / 1000;

describe('the outbox over SMTP', () => {
  it('queues a message once per dedupe key, sends nothing by itself, and the worker delivers it through nodemailer', async () => {
    const mailer = mailerFor(test.database, smtpTransport);
    expect(await mailer.queue(message('one'))).toBe(true);
    expect(await mailer.queue(message('one'))).toBe(false);
    expect(smtp.caught).toHaveLength(0);
    expect(await stored('one')).toMatchObject({ status: 'queued', attempts: 0, sentAt: null });

    expect(await mailer.deliverDue()).toBe(1);
    expect(smtp.caught).toEqual([
      expect.objectContaining({
        to: ['ada@example.com'],
        from: 'hello@test-threads.example',
        replyTo: 'grace@example.com',
        subject: 'Order one confirmed',
        text: 'Thank you for your order.\n\nTotal: $26.50',
        html: '<p>Thank you for your order.</p>',
      }),
    ]);
    // Sent: who, what and when stay; the body, which may hold a link's token, is gone.
    expect(await stored('one')).toMatchObject({
      status: 'sent',
      attempts: 1,
      lockedUntil: null,
      to: 'ada@example.com',
      subject: 'Order one confirmed',
      dedupeKey: 'one',
      text: '',
      html: null,
      sentAt: expect.any(Date),
    });
    expect(await mailer.deliverDue()).toBe(0);
    expect(smtp.caught).toHaveLength(1);
  });

  it('retries a refused send with a doubling wait, and delivers it exactly once when the server takes it', async () => {
    const mailer = mailerFor(test.database, smtpTransport, { retryBaseMs: 60_000 });
    await mailer.queue(message('busy'));
    smtp.refuseNext(2);

    expect(await mailer.deliverDue()).toBe(0);
    let row = await stored('busy');
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.error).toContain('451');
    expect(secondsFromNow(row.nextAttemptAt)).toBeCloseTo(60, -1);
    // Not due yet: nothing is tried.
    expect(await mailer.deliverDue()).toBe(0);
    expect((await stored('busy')).attempts).toBe(1);

    await waitIsOver('busy');
    expect(await mailer.deliverDue()).toBe(0);
    row = await stored('busy');
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(secondsFromNow(row.nextAttemptAt)).toBeCloseTo(120, -1);

    await waitIsOver('busy');
    expect(await mailer.deliverDue()).toBe(1);
    expect(await stored('busy')).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.caught.map((mail) => mail.subject)).toEqual(['Order busy confirmed']);
  });

  it('marks a message failed after the last attempt, with the error, and a resend delivers it', async () => {
    const mailer = mailerFor(test.database, smtpTransport, { maxAttempts: 2 });
    await mailer.queue(message('doomed'));
    smtp.refuseNext(2);
    await mailer.deliverDue();
    await waitIsOver('doomed');
    await mailer.deliverDue();
    const failed = await stored('doomed');
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
    expect(failed.error).toMatch(/451 Mailbox busy/);
    await waitIsOver('doomed');
    expect(await mailer.deliverDue()).toBe(0);

    await expect(mailer.resend(failed.id)).resolves.toBeUndefined();
    expect(await stored('doomed')).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await mailer.deliverDue()).toBe(1);
    expect(smtp.caught).toHaveLength(1);
    await expect(mailer.resend(failed.id)).rejects.toMatchObject({ statusCode: 409 });
    await expect(mailer.resend('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('sends what a worker claimed and never finished, once its lease has run out (the worker stopped mid-send)', async () => {
    const mailer = mailerFor(test.database, smtpTransport);
    await mailer.queue(message('orphan'));
    // A worker claims it for 200 ms and dies before sending.
    expect(await createMailRepository(test.database.db).claimDue(10, 200)).toHaveLength(1);
    expect(await mailer.deliverDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await mailer.deliverDue()).toBe(1);
    expect(await stored('orphan')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends in the background once started, when nudged, and stops cleanly', async () => {
    const mailer = mailerFor(test.database, smtpTransport, { pollMs: 60_000 });
    mailer.start();
    try {
      await mailer.queue(message('nudged'));
      mailer.nudge();
      await expect.poll(() => smtp.caught.length, { timeout: 5000 }).toBe(1);
    } finally {
      await mailer.stop();
    }
  });
});

describe('the outbox, kept for a while', () => {
  it('keeps the body of a message it could not send yet, and deletes sent and failed messages past the retention', async () => {
    const day = 86_400_000;
    const mailer = mailerFor(test.database, smtpTransport, { retentionMs: 30 * day, maxAttempts: 1 });
    await test.database.db.insert(emails).values([
      { dedupeKey: 'old-sent', to: 'a@example.com', subject: 'Old', text: '', status: 'sent', createdAt: new Date(Date.now() - 31 * day) },
      {
        dedupeKey: 'old-failed',
        to: 'a@example.com',
        subject: 'Old',
        text: 'x',
        status: 'failed',
        createdAt: new Date(Date.now() - 31 * day),
      },
      {
        dedupeKey: 'recent-sent',
        to: 'a@example.com',
        subject: 'Recent',
        text: '',
        status: 'sent',
        createdAt: new Date(Date.now() - 29 * day),
      },
    ]);
    await mailer.queue(message('refused'));
    smtp.refuseNext(1);

    await mailer.deliverDue();
    const left = await test.database.db.select({ key: emails.dedupeKey }).from(emails).orderBy(emails.dedupeKey);
    expect(left.map((row) => row.key)).toEqual(['recent-sent', 'refused']);
    // Failed for good, its body stays: an admin may send it again.
    expect(await stored('refused')).toMatchObject({ status: 'failed', text: message('refused').text, html: message('refused').html });
  });
});

describe('the log transport (no mail transport set)', () => {
  const captured = () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    return { lines, log: Fastify({ logger: { level: 'info', stream } }).log };
  };
  const link = 'https://shop.example/reset-password?token=SECRET-TOKEN-1';
  const resetMail = {
    ...message('reset-password:abc'),
    subject: 'Reset your password',
    text: `Reset it: ${link}`,
    html: `<a href="${link}">`,
  };

  it('logs who a message is for, its subject and kind, never its body, and keeps no file off a loopback address', async () => {
    const { lines, log: logged } = captured();
    const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-mail-'));
    try {
      const mailer = mailerFor(test.database, { kind: 'log' }, { log: logged });
      expect(mailer.transport).toMatchObject({ delivers: false, carriesLinks: false });
      await mailer.queue(resetMail);
      expect(await mailer.deliverDue()).toBe(1);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries.some((entry) => entry.level === 40 && /cannot send email/.test(String(entry.msg)))).toBe(true);
      expect(entries).toContainEqual(
        expect.objectContaining({ to: 'ada@example.com', subject: 'Reset your password', kind: 'reset-password' }),
      );
      expect(lines.join('')).not.toContain('SECRET-TOKEN-1');
      expect(await stored('reset-password:abc')).toMatchObject({ status: 'sent', text: '', html: null });
      expect(await readdir(folder)).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('on a loopback address, keeps each whole message in a file only this user can read, and forgets it after the retention', async () => {
    const { lines, log: logged } = captured();
    const folder = path.join(await mkdtemp(path.join(os.tmpdir(), 'shop-mail-')), 'mail');
    try {
      const mailer = mailerFor(test.database, { kind: 'log', keepIn: folder }, { log: logged, retentionMs: 60_000, purgeEveryMs: 0 });
      expect(mailer.transport).toMatchObject({ delivers: false, carriesLinks: true });
      await mailer.queue(resetMail);
      expect(await mailer.deliverDue()).toBe(1);
      const [file] = await readdir(folder);
      expect(file).toMatch(/-reset-password-[\w-]+\.txt$/);
      const kept = await readFile(path.join(folder, file!), 'utf8');
      expect(kept).toContain('To: ada@example.com\n');
      expect(kept).toContain('Subject: Reset your password\n');
      expect(kept).toContain(link);
      expect((await stat(path.join(folder, file!))).mode & 0o077).toBe(0);
      expect(lines.join('')).not.toContain('SECRET-TOKEN-1');
      expect(lines.join('')).toContain(file);
      expect(await stored('reset-password:abc')).toMatchObject({ status: 'sent', text: '', html: null });

      // Older than the retention: the next round deletes it.
      await utimes(path.join(folder, file!), new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
      await mailer.deliverDue();
      expect(await readdir(folder)).toEqual([]);
    } finally {
      await rm(path.dirname(folder), { recursive: true, force: true });
    }
  });
});

describe('the outbox over EmailJS', () => {
  const emailJsConfig = (): MailTransportConfig => ({
    kind: 'emailjs',
    apiUrl: emailJs.url,
    publicKey: 'public-key',
    serviceId: 'service_shop',
    templateId: 'template_shop',
    privateKey: 'private-key',
  });

  it("posts the specification's fields to /api/v1.0/email/send", async () => {
    const mailer = mailerFor(test.database, emailJsConfig());
    await mailer.queue(message('rest'));
    expect(await mailer.deliverDue()).toBe(1);
    expect(emailJs.received).toEqual([
      {
        lib_version: expect.any(String),
        user_id: 'public-key',
        service_id: 'service_shop',
        template_id: 'template_shop',
        accessToken: 'private-key',
        template_params: expect.objectContaining({
          to_email: 'ada@example.com',
          reply_to: 'grace@example.com',
          subject: 'Order rest confirmed',
          message: 'Thank you for your order.\n\nTotal: $26.50',
          email: 'grace@example.com',
        }),
      },
    ]);
    expect(await stored('rest')).toMatchObject({ status: 'sent' });
  });

  it('retries 451, 403 and network errors, honours Retry-After on 429, and delivers once', async () => {
    const mailer = mailerFor(test.database, emailJsConfig(), { retryBaseMs: 1000 });
    await mailer.queue(message('picky'));
    emailJs.answerNext(
      { status: 451, body: 'Unavailable For Headless Browser' },
      { status: 403, body: 'Forbidden' },
      { status: 429, headers: { 'retry-after': '300' }, body: 'Too Many Requests' },
    );
    await mailer.deliverDue();
    expect((await stored('picky')).error).toBe('EmailJS: 451 Unavailable For Headless Browser');
    await waitIsOver('picky');
    await mailer.deliverDue();
    expect((await stored('picky')).error).toBe('EmailJS: 403 Forbidden');
    await waitIsOver('picky');
    await mailer.deliverDue();
    const limited = await stored('picky');
    expect(limited).toMatchObject({ status: 'queued', attempts: 3, error: 'EmailJS: 429 Too Many Requests' });
    // Backoff alone would wait 4 s; the server asked for 300.
    expect(secondsFromNow(limited.nextAttemptAt)).toBeCloseTo(300, -1);

    await waitIsOver('picky');
    const offline = mailerFor(test.database, { ...emailJsConfig(), apiUrl: 'http://127.0.0.1:1' } as MailTransportConfig);
    await offline.deliverDue();
    expect((await stored('picky')).error).toMatch(/^EmailJS: network error/);

    await waitIsOver('picky');
    expect(await mailer.deliverDue()).toBe(1);
    expect(emailJs.received).toHaveLength(1);
    expect(await stored('picky')).toMatchObject({ status: 'sent', attempts: 5 });
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 12:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});

describeIf(onPostgres)('two workers on one PostgreSQL', () => {
  let other: Database;
  beforeAll(async () => {
    other = await openDatabase({ kind: 'postgres', url: test.url! });
  });
  afterAll(() => other.close());
  afterEach(() => smtp.refuseNext(0));

  it('send each message once', async () => {
    const first = mailerFor(test.database, smtpTransport, { batchSize: 3 });
    const second = mailerFor(other, smtpTransport, { batchSize: 3 });
    for (let index = 0; index < 30; index += 1) await first.queue(message(`many-${index}`));

    const [a, b] = await Promise.all([first.deliverDue(), second.deliverDue()]);
    expect(a + b).toBe(30);
    const subjects = smtp.caught.map((mail) => mail.subject);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
  });
});

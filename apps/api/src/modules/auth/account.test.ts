import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, emails, users } from '../../db/schema/index';
import { cookieHeader, createUser, signIn } from '../../test/auth-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';

const mailed = useTestAppWithSmtp({ PUBLIC_URL: 'http://shop.test', SHOP_NAME: 'Test Threads' });

const post = (url: string, payload?: object, cookie?: string) =>
  mailed.t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers: cookie ? { cookie } : {} });
const me = (cookie: string) => mailed.t.app.inject({ url: '/api/auth/me', headers: { cookie } });

/** The newest mail to `to` with a subject like `subject`, once it has arrived, and the token its link carries. */
async function linkMailed(to: string, subject: RegExp, after = 0) {
  await expect
    .poll(() => mailed.smtp.caught.filter((mail) => mail.to.includes(to) && subject.test(mail.subject)).length, { timeout: 10_000 })
    .toBeGreaterThan(after);
  const mail = mailed.smtp.caught.filter((caught) => caught.to.includes(to) && subject.test(caught.subject)).at(-1)!;
  const link = /(http:\/\/shop\.test\/[\w-]+)\?token=([\w-]+)/.exec(mail.text);
  if (!link) throw new Error(`no link in ${mail.text}`);
  return { mail, page: link[1]!, token: link[2]! };
}
/**
 * Waits until the worker has dealt with everything in the outbox: a message that was going to be
 * sent has been by then, so that a check that one was not can fail.
 */
const unsent = () => mailed.t.database.db.$count(emails, inArray(emails.status, ['queued', 'sending']));
const outboxDrained = () => expect.poll(unsent, { timeout: 10_000 }).toBe(0);
const mailsTo = (to: string, subject: RegExp) =>
  mailed.smtp.caught.filter((mail) => mail.to.includes(to) && subject.test(mail.subject)).length;

describe('email verification', () => {
  it('mails a single-use link at registration, stores only its hash, and the link proves the address once', async () => {
    const email = `new-${Date.now()}@example.com`;
    const registered = await post('register', { username: 'Newt', email, password: 'a-long-passphrase' });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user.emailVerified).toBe(false);
    const cookie = await signIn(mailed.t.app, { email, password: 'a-long-passphrase' });
    expect((await me(cookie)).json().user.emailVerified).toBe(false);

    const { mail, page, token } = await linkMailed(email, /verify your email/);
    expect(page).toBe('http://shop.test/verify-email');
    expect(mail.subject).toBe('Test Threads: verify your email');
    expect(mail.html).toContain(`href="http://shop.test/verify-email?token=${token}"`);
    const [stored] = await mailed.t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.purpose, 'verify-email'))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(24 * 3_600_000, -4);

    expect((await post('verify-email', { token }, cookie)).json()).toEqual({ message: 'Your email is verified.' });
    expect((await me(cookie)).json().user.emailVerified).toBe(true);
    const again = await post('verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link is invalid or has expired.');
    expect((await post('verify-email', { token: 'made-up' })).statusCode).toBe(400);
    expect((await post('resend-verification', undefined, cookie)).statusCode).toBe(409);
  });

  it('refuses an expired link, and a resend ends the earlier link and is limited', async () => {
    const user = await createUser(mailed.t.database.db);
    const cookie = await signIn(mailed.t.app, user);
    const first = await post('resend-verification', undefined, cookie);
    expect(first.json()).toEqual({ message: `A new link is on its way to ${user.email}.` });
    const { token: expired } = await linkMailed(user.email, /verify your email/);
    await mailed.t.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, user.id));
    expect((await post('verify-email', { token: expired })).statusCode).toBe(400);

    expect((await post('resend-verification', undefined, cookie)).statusCode).toBe(200);
    const { token: older } = await linkMailed(user.email, /verify your email/, 1);
    expect((await post('resend-verification', undefined, cookie)).statusCode).toBe(200);
    const { token: newest } = await linkMailed(user.email, /verify your email/, 2);
    // Asking again ended the link before.
    expect((await post('verify-email', { token: older })).statusCode).toBe(400);
    const limited = await post('resend-verification', undefined, cookie);
    expect(limited.statusCode).toBe(429);
    expect((await post('verify-email', { token: newest })).statusCode).toBe(200);
    expect((await post('resend-verification')).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const user = await createUser(mailed.t.database.db);
    const known = await post('forgot-password', { email: user.email.toUpperCase() });
    const unknown = await post('forgot-password', { email: `nobody-${Date.now()}@example.com` });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe('If an account exists for this email, a link to reset its password is on its way.');
    await linkMailed(user.email, /reset your password/);
    await outboxDrained();
    expect(mailed.smtp.caught.some((mail) => mail.to[0]!.startsWith('nobody-'))).toBe(false);
    const queuedFor = await mailed.t.database.db.select({ to: emails.to }).from(emails);
    expect(queuedFor.some((row) => row.to.startsWith('nobody-'))).toBe(false);
    expect((await post('forgot-password', { email: 'not-an-email' })).statusCode).toBe(400);
  });

  it('sets a new password once per link, verifies the address, and ends every session', async () => {
    const user = await createUser(mailed.t.database.db);
    const earlier = await signIn(mailed.t.app, user);
    await post('forgot-password', { email: user.email });
    const { page, token } = await linkMailed(user.email, /reset your password/);
    expect(page).toBe('http://shop.test/reset-password');
    const [stored] = await mailed.t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(3_600_000, -4);

    // Long enough for the schema, so that it reaches the service: refused as too easy to guess,
    // before the link is used, which therefore still works.
    const weak = await post('reset-password', { token, password: 'password12345' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ message: 'Please choose a password that is harder to guess.', errors: [{ path: 'password' }] });
    const reset = await post('reset-password', { token, password: 'a-brand-new-passphrase' });
    expect(reset.json()).toEqual({ message: 'Password updated. Please sign in.' });
    // A strong password, so that only the used link can refuse it.
    const reused = await post('reset-password', { token, password: 'another-passphrase-9' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: 'This link is invalid or has expired.' });

    expect((await me(earlier)).statusCode).toBe(401);
    expect((await post('login', { email: user.email, password: user.password })).statusCode).toBe(401);
    const fresh = await signIn(mailed.t.app, { email: user.email, password: 'a-brand-new-passphrase' });
    expect((await me(fresh)).json().user.emailVerified).toBe(true);
  });

  it('mails at most three links an address in a window', async () => {
    const user = await createUser(mailed.t.database.db);
    for (let round = 0; round < 3; round += 1) expect((await post('forgot-password', { email: user.email })).statusCode).toBe(200);
    expect((await post('forgot-password', { email: user.email })).statusCode).toBe(429);
    await outboxDrained();
    expect(mailsTo(user.email, /reset your password/)).toBe(3);
  });
});

describe('changing the password', () => {
  it('cancels a reset link mailed before the change', async () => {
    const user = await createUser(mailed.t.database.db);
    const cookie = await signIn(mailed.t.app, user);
    await post('forgot-password', { email: user.email });
    const { token } = await linkMailed(user.email, /reset your password/);

    const changed = await post('change-password', { currentPassword: user.password, newPassword: 'a-better-passphrase' }, cookie);
    expect(changed.statusCode).toBe(200);
    const late = await post('reset-password', { token, password: 'quince-lantern-harbour' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: 'This link is invalid or has expired.' });
    expect((await post('login', { email: user.email, password: 'a-better-passphrase' })).statusCode).toBe(200);
  });

  it('needs the current password, and ends every other session but this one', async () => {
    const user = await createUser(mailed.t.database.db);
    const here = await signIn(mailed.t.app, user);
    const elsewhere = await signIn(mailed.t.app, user);

    const wrong = await post('change-password', { currentPassword: 'not-it', newPassword: 'a-better-passphrase' }, here);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect' }]);
    expect((await me(elsewhere)).statusCode).toBe(200);

    const changed = await post('change-password', { currentPassword: user.password, newPassword: 'a-better-passphrase' }, here);
    expect(changed.json()).toEqual({ message: 'Password changed. Your other sessions have been signed out.' });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await post('login', { email: user.email, password: 'a-better-passphrase' })).statusCode).toBe(200);
    expect((await post('change-password', { currentPassword: 'x', newPassword: 'a-better-passphrase' })).statusCode).toBe(401);
  });
});

describe('signing out', () => {
  it('clears the cookie with the attributes it was set with, so the browser drops it', async () => {
    const user = await createUser(mailed.t.database.db);
    const cookie = await signIn(mailed.t.app, user);
    const res = await post('logout', undefined, cookie);
    const cleared = String(res.headers['set-cookie']);
    expect(cleared).toMatch(new RegExp(`^${cookieHeader(res.headers['set-cookie']).split('=')[0]}=;`));
    expect(cleared).toContain('Path=/');
    expect(cleared).toContain('HttpOnly');
    expect(cleared).toContain('SameSite=Lax');
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await mailed.t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});

import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_REQUIRED_MESSAGE, WRONG_CODE_MESSAGE } from '@shop/shared/auth.schema';
import { auditLog, recoveryCodes, users } from '../../db/schema/index';
import { TWO_FACTOR_DUE_MESSAGE } from '../../lib/guards';
import { cookieHeader, createUser, signIn, type TestUser } from '../../test/auth-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';
import { STAFF_KEEP_TWO_FACTOR, WRONG_PASSWORD_MESSAGE } from './two-factor.service';

// The shop's default: staff must turn two-factor sign-in on; customers may.
const { t, smtp } = useTestAppWithSmtp({ STAFF_TWO_FACTOR: 'required', AUTH_MAX_FAILED_LOGINS: '4' });

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers: cookie ? { cookie } : {} });

/** A code of the secret for a moment `offset` steps from now: each step's code is taken once. */
const codeOf = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

const mailsTo = (to: string, subject: RegExp) => smtp.caught.filter((mail) => mail.to.includes(to) && subject.test(mail.subject));

/** Turns two-factor sign-in on through the API; answers the secret and the recovery codes. */
async function turnOn(user: TestUser, cookie: string) {
  const setup = await post('two-factor/setup', { password: user.password }, cookie);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await post('two-factor/enable', { code: await codeOf(secret) }, cookie);
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

describe('two-factor sign-in', () => {
  it('is set up with the password, a QR code and a code from the app, and then asked for at every sign-in', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user);

    expect((await post('two-factor/setup', { password: 'not-my-password' }, cookie)).json()).toEqual({ message: WRONG_PASSWORD_MESSAGE });
    const setup = await post('two-factor/setup', { password: user.password }, cookie);
    const { secret, otpauthUrl, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/.*${encodeURIComponent(user.email)}\\?.*secret=${secret}`));
    expect(qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    // Not yet on: the stored secret is sealed, never the secret itself.
    const [pending] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(pending?.totpEnabledAt).toBeNull();
    expect(pending?.totpPendingSecret).not.toContain(secret);

    expect((await post('two-factor/enable', { code: '000000' }, cookie)).json().message).toBe(
      'That code is not right. Type the six digits your app shows now.',
    );
    const enabled = await post('two-factor/enable', { code: await codeOf(secret) }, cookie);
    const codes = enabled.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((row) => row.codeHash).join()).not.toContain(codes[0]!.replace('-', ''));
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user).toMatchObject({
      twoFactorEnabled: true,
      twoFactorDue: false,
    });
    await expect.poll(() => mailsTo(user.email, /two-factor sign-in is on/).length, { timeout: 10_000 }).toBe(1);

    // The password alone opens nothing now.
    const half = await post('login', { email: user.email, password: user.password });
    expect(half.statusCode).toBe(200);
    expect(half.json()).toEqual({ message: TWO_FACTOR_REQUIRED_MESSAGE, twoFactorRequired: true });
    expect(half.headers['set-cookie']).toBeUndefined();
    const wrong = await post('login', { email: user.email, password: user.password, code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: WRONG_CODE_MESSAGE });
    const next = await codeOf(secret, 1);
    const full = await post('login', { email: user.email, password: user.password, code: next });
    expect(full.statusCode).toBe(200);
    expect(full.json().user).toMatchObject({ email: user.email, twoFactorEnabled: true });
    expect(cookieHeader(full.headers['set-cookie'])).toMatch(/=/);
    // A code is taken once: seen over a shoulder, it does not sign in again.
    expect((await post('login', { email: user.email, password: user.password, code: next })).statusCode).toBe(401);
  });

  it('takes each recovery code once, audits and mails its use, and counts wrong codes toward the sign-in limit', async () => {
    const user = await createUser(t.database.db);
    const { recoveryCodes: codes } = await turnOn(user, await signIn(t.app, user));

    const rescued = await post('login', { email: user.email, password: user.password, code: ` ${codes[3]!.toUpperCase()} ` });
    expect(rescued.statusCode).toBe(200);
    expect((await post('login', { email: user.email, password: user.password, code: codes[3]! })).json()).toEqual({
      message: WRONG_CODE_MESSAGE,
    });
    const [used] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'auth.recovery-code-used')));
    expect(used).toMatchObject({ actorId: user.id, details: { email: user.email, codesLeft: 9 } });
    await expect.poll(() => mailsTo(user.email, /a recovery code was used/).length, { timeout: 10_000 }).toBe(1);

    // AUTH_MAX_FAILED_LOGINS is 4 here: a right password with wrong codes is still a failure.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post('login', { email: user.email, password: user.password, code: '000000' })).statusCode).toBe(401);
    }
    expect((await post('login', { email: user.email, password: user.password, code: codes[0]! })).statusCode).toBe(429);
  });

  it('makes new recovery codes with the password, after which the earlier ones fail', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user);
    const { recoveryCodes: first } = await turnOn(user, cookie);
    const renewed = await post('two-factor/recovery-codes', { password: user.password }, cookie);
    const second = renewed.json().recoveryCodes as string[];
    expect(second).toHaveLength(10);
    expect((await post('login', { email: user.email, password: user.password, code: first[0]! })).statusCode).toBe(401);
    expect((await post('login', { email: user.email, password: user.password, code: second[0]! })).statusCode).toBe(200);
    await expect.poll(() => mailsTo(user.email, /new recovery codes/).length, { timeout: 10_000 }).toBe(1);
  });

  it('is turned off by a customer with the password and a code, and then signing in asks for the password alone', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user);
    const { secret } = await turnOn(user, cookie);
    expect((await post('two-factor/disable', { password: user.password, code: '000000' }, cookie)).json()).toEqual({
      message: WRONG_CODE_MESSAGE,
    });
    const off = await post('two-factor/disable', { password: user.password, code: await codeOf(secret, 1) }, cookie);
    expect(off.json()).toEqual({ message: 'Two-factor sign-in is off.' });
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect((await post('login', { email: user.email, password: user.password })).json()).toMatchObject({ message: 'Login successful!' });
    await expect.poll(() => mailsTo(user.email, /two-factor sign-in is off/).length, { timeout: 10_000 }).toBe(1);
    const actions = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(actions.map((row) => row.action).sort()).toEqual(['auth.two-factor-off', 'auth.two-factor-on']);
  });

  it('is required of staff: until it is on, every staff task answers 403 saying so, and it cannot be turned off', async () => {
    const packer = await createUser(t.database.db, 'admin', { staffRole: 'fulfilment' });
    const cookie = await signIn(t.app, packer);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user).toMatchObject({
      twoFactorEnabled: false,
      twoFactorDue: true,
    });
    const refused = await t.app.inject({ url: '/api/orders', headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: TWO_FACTOR_DUE_MESSAGE });

    const { secret } = await turnOn(packer, cookie);
    expect((await t.app.inject({ url: '/api/orders', headers: { cookie } })).statusCode).toBe(200);
    expect((await post('two-factor/disable', { password: packer.password, code: await codeOf(secret, 1) }, cookie)).json()).toEqual({
      message: STAFF_KEEP_TWO_FACTOR,
    });
    // A staff member's wrong code is in the audit log beside the sign-ins.
    await post('login', { email: packer.email, password: packer.password, code: '000000' });
    const failed = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, packer.id), eq(auditLog.action, 'auth.sign-in-failed')));
    expect(failed.map((entry) => entry.details)).toEqual([expect.objectContaining({ secondFactor: true })]);
  });
});

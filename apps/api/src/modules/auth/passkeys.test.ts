/**
 * Passkeys through the real HTTP stack and @simplewebauthn/server, answered by an authenticator
 * in software: adding one (after a recent proof), signing in with it alone (staff with two-factor
 * sign-in too), proving again who one is, removing it; and each refusal.
 */
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema/index';
import { REAUTH_REQUIRED_CODE } from '../../lib/guards';
import { cookieHeader, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { softAuthenticator } from '../../test/soft-authenticator';
import { useTestAppWithSmtp } from '../../test/test-app';
import { PASSKEY_REFUSED_MESSAGE, SUSPENDED_MESSAGE } from './auth.service';
import { relyingPartyOf } from './passkeys.service';

const ORIGIN = 'https://shop.example.com';
const { t, smtp } = useTestAppWithSmtp({ PUBLIC_URL: ORIGIN, STAFF_TWO_FACTOR: 'required' });

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers: cookie ? { cookie } : {} });

/** A new authenticator holding a passkey of the account, added through the API. */
async function withPasskey(account: SignedInUser, name = 'Work laptop') {
  const authenticator = softAuthenticator({ origin: ORIGIN, rpId: 'shop.example.com' });
  const options = await post('passkeys/registration-options', undefined, account.cookie);
  expect(options.statusCode, options.body).toBe(200);
  const added = await post('passkeys', { response: authenticator.register(options.json()), name }, account.cookie);
  expect(added.statusCode, added.body).toBe(201);
  return { authenticator, passkey: added.json().passkey as { _id: string; name: string } };
}

/** A signature of a fresh sign-in challenge by the authenticator's passkey. */
async function signature(authenticator: ReturnType<typeof softAuthenticator>, options: { verified?: boolean } = {}) {
  const started = await post('passkeys/authentication-options');
  expect(started.statusCode).toBe(200);
  // No account named: the authenticator offers what it holds.
  expect(started.json()).toMatchObject({ rpId: 'shop.example.com', userVerification: 'required' });
  expect(started.json().allowCredentials ?? []).toEqual([]);
  return authenticator.authenticate(started.json(), undefined, options);
}

describe('passkeys', () => {
  it('are added to an account, listed, mailed about, and sign in without the password', async () => {
    const customer = await signedInUser(t, 'user');
    const { authenticator, passkey } = await withPasskey(customer);
    expect(passkey).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    const listed = await t.app.inject({ url: '/api/auth/passkeys', headers: { cookie: customer.cookie } });
    expect(listed.json().passkeys).toEqual([expect.objectContaining({ _id: passkey._id, name: 'Work laptop' })]);
    const mail = await smtp.received((caught) => caught.to.includes(customer.email) && /a passkey was added/.test(caught.subject));
    expect(mail.text).toContain('A passkey was added to your account');

    const response = await signature(authenticator);
    const signedIn = await post('passkeys/sign-in', { response });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ message: 'Login successful!', user: { email: customer.email } });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookieHeader(signedIn.headers['set-cookie']) } });
    expect(me.json().user.email).toBe(customer.email);
    const listedAfter = await t.app.inject({ url: '/api/auth/passkeys', headers: { cookie: customer.cookie } });
    expect(listedAfter.json().passkeys[0].lastUsedAt).toEqual(expect.any(String));

    // The same signature again: its challenge was used.
    const replayed = await post('passkeys/sign-in', { response });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(PASSKEY_REFUSED_MESSAGE);
    // An authenticator that did not verify its user is not two factors.
    expect((await post('passkeys/sign-in', { response: await signature(authenticator, { verified: false }) })).statusCode).toBe(401);
    // A signature of a challenge the shop never gave.
    expect((await post('passkeys/sign-in', { response: authenticator.authenticate({ challenge: 'bm90LWdpdmVu' }) })).statusCode).toBe(401);
  });

  it('sign a staff member with two-factor sign-in in with no code, audited as a passkey sign-in', async () => {
    const owner = await signedInUser(t, 'admin');
    const setup = await post('two-factor/setup', { password: owner.password }, owner.cookie);
    const enabled = await post('two-factor/enable', { code: await generate({ secret: setup.json().secret }) }, owner.cookie);
    expect(enabled.statusCode).toBe(200);
    const { authenticator } = await withPasskey(owner);
    // The password alone asks for the code...
    expect((await post('login', { email: owner.email, password: owner.password })).json()).toMatchObject({ twoFactorRequired: true });
    // ...the passkey alone signs in.
    const signedIn = await post('passkeys/sign-in', { response: await signature(authenticator) });
    expect(signedIn.statusCode).toBe(200);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, owner.id));
    expect(audits.map((entry) => entry.action)).toEqual(expect.arrayContaining(['auth.passkey-added', 'auth.sign-in']));
    expect(
      audits.find((entry) => entry.action === 'auth.sign-in' && (entry.details as { method?: string }).method === 'passkey'),
    ).toBeDefined();

    // A suspended member's passkey opens nothing.
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, owner.id));
    const suspended = await post('passkeys/sign-in', { response: await signature(authenticator) });
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().message).toBe(SUSPENDED_MESSAGE);
  });

  it('prove again who one is, are added and removed only after a recent proof, and a removed one signs in no more', async () => {
    const customer = await signedInUser(t, 'user');
    const stranger = await signedInUser(t, 'user');
    const { authenticator, passkey } = await withPasskey(customer);
    const { authenticator: strangers } = await withPasskey(stranger);
    await t.database.db
      .update(sessions)
      .set({ provedAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.userId, customer.id));

    const remove = () => t.app.inject({ method: 'DELETE', url: `/api/auth/passkeys/${passkey._id}`, headers: { cookie: customer.cookie } });
    expect((await remove()).json().code).toBe(REAUTH_REQUIRED_CODE);
    expect((await post('passkeys/registration-options', undefined, customer.cookie)).json().code).toBe(REAUTH_REQUIRED_CODE);
    // Another account's passkey proves nothing of this one.
    const wrong = await post('reauthenticate', { passkey: await signature(strangers) }, customer.cookie);
    expect(wrong.statusCode).toBe(400);
    expect((await post('reauthenticate', { passkey: await signature(authenticator) }, customer.cookie)).statusCode).toBe(200);

    expect((await remove()).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(404);
    expect((await post('passkeys/sign-in', { response: await signature(authenticator) })).statusCode).toBe(401);
    await smtp.received((caught) => caught.to.includes(customer.email) && /a passkey was removed/.test(caught.subject));
  });

  it('refuse a new credential that does not answer the challenge given to this account', async () => {
    const customer = await signedInUser(t, 'user');
    const other = await signedInUser(t, 'user');
    const authenticator = softAuthenticator({ origin: ORIGIN, rpId: 'shop.example.com' });
    const options = (await post('passkeys/registration-options', undefined, customer.cookie)).json();
    // The challenge was given to the customer, not to the other account.
    expect((await post('passkeys', { response: authenticator.register(options) }, other.cookie)).statusCode).toBe(400);
    // Made for another site.
    const elsewhere = softAuthenticator({ origin: 'https://evil.example', rpId: 'evil.example' });
    const fresh = (await post('passkeys/registration-options', undefined, customer.cookie)).json();
    expect((await post('passkeys', { response: elsewhere.register(fresh) }, customer.cookie)).statusCode).toBe(400);
    expect((await post('passkeys', { response: { id: 'x' } }, customer.cookie)).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/auth/passkeys', headers: { cookie: customer.cookie } })).json().passkeys).toEqual([]);
  });
});

describe('the relying party', () => {
  it('is the public address’s host, and localhost for a shop on a loopback address', () => {
    expect(relyingPartyOf('https://shop.example.com', 'Drip')).toEqual({
      id: 'shop.example.com',
      name: 'Drip',
      origins: ['https://shop.example.com'],
    });
    expect(relyingPartyOf('http://127.0.0.1:3000', 'Drip')).toEqual({
      id: 'localhost',
      name: 'Drip',
      origins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
    });
  });
});

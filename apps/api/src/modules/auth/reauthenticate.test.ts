/**
 * Re-authentication: the riskiest staff tasks ask for a proof of who one is (a sign-in, the
 * password, a TOTP or recovery code) no older than ten minutes, answering 403 with the code
 * 'reauth-required'; POST /api/auth/reauthenticate renews the proof for that session alone.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { WRONG_CODE_MESSAGE } from '@shop/shared/auth.schema';
import { sessions, users } from '../../db/schema/index';
import { REAUTH_REQUIRED_CODE, REAUTH_REQUIRED_MESSAGE } from '../../lib/guards';
import { createUser, signIn, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode, CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';
import { WRONG_PASSWORD_MESSAGE } from './two-factor.service';

// Mail is set up: an invitation is sent only by a shop that can send it.
const { t } = useTestAppWithSmtp({ ...CHECKOUT_TEST_SETTINGS, REAUTH_REFUNDS_OVER: '100' });

const call = (cookie: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

/** Moves the last proof of every session of the account eleven minutes into the past. */
async function proofGoesStale(userId: string) {
  await t.database.db
    .update(sessions)
    .set({ provedAt: sql`now() - interval '11 minutes'` })
    .where(eq(sessions.userId, userId));
}

const REFUSAL = { message: REAUTH_REQUIRED_MESSAGE, code: REAUTH_REQUIRED_CODE };

describe('re-authentication', () => {
  it('asks again for a role change after ten minutes, and the password renews the proof for this session only', async () => {
    const owner = await signedInUser(t, 'admin');
    const otherBrowser = await signIn(t.app, owner);
    const customer = await createUser(t.database.db);
    const promote = (cookie: string) => call(cookie, 'PUT', `/api/auth/users/${customer.id}`, { role: 'admin' });

    await proofGoesStale(owner.id);
    const refused = await promote(owner.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSAL);
    expect((await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, customer.id)))[0]?.role).toBe('user');

    const wrong = await call(owner.cookie, 'POST', '/api/auth/reauthenticate', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_PASSWORD_MESSAGE);
    expect((await call(owner.cookie, 'POST', '/api/auth/reauthenticate', {})).statusCode).toBe(400);

    const proved = await call(owner.cookie, 'POST', '/api/auth/reauthenticate', { password: owner.password });
    expect(proved.statusCode, proved.body).toBe(200);
    expect((await promote(owner.cookie)).statusCode).toBe(200);
    // The other browser's session proved nothing since.
    expect((await call(otherBrowser, 'PUT', `/api/auth/users/${customer.id}`, { role: 'user' })).json()).toEqual(REFUSAL);
  });

  it('takes a code from the authenticator app, or a recovery code, as the proof', async () => {
    const owner = await signedInUser(t, 'admin');
    const setup = await call(owner.cookie, 'POST', '/api/auth/two-factor/setup', { password: owner.password });
    const { secret } = setup.json() as { secret: string };
    const enabled = await call(owner.cookie, 'POST', '/api/auth/two-factor/enable', { code: await generate({ secret }) });
    const [recoveryCode] = enabled.json().recoveryCodes as string[];
    let invited = 0;
    const invite = () =>
      call(owner.cookie, 'POST', '/api/staff/invitations', { email: `packer-${(invited += 1)}@shop.test`, role: 'fulfilment' });

    await proofGoesStale(owner.id);
    expect((await invite()).json()).toEqual(REFUSAL);
    expect((await call(owner.cookie, 'POST', '/api/auth/reauthenticate', { code: '000000' })).json().message).toBe(WRONG_CODE_MESSAGE);
    // The code of the next step: the one enable took is not accepted twice.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await call(owner.cookie, 'POST', '/api/auth/reauthenticate', { code: next })).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(201);

    await proofGoesStale(owner.id);
    expect((await call(owner.cookie, 'POST', '/api/auth/reauthenticate', { code: recoveryCode })).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(201);
    // Each recovery code works once.
    expect((await call(owner.cookie, 'POST', '/api/auth/reauthenticate', { code: recoveryCode })).statusCode).toBe(400);
  });

  it('asks before refunds and credit over the threshold, and not for smaller ones', async () => {
    const [product] = await insertProducts(t.database.db, [{ name: 'Reauth Coat', priceCents: 25_000 }]);
    const buyer = await signedInUser(t, 'user');
    const sessionId = await buyInTestMode(t.app, [{ _id: product!.id, color: 'black', size: 'm', quantity: 1 }], {
      cookie: buyer.cookie,
    });
    // The shop takes the payment in when the shopper comes back to it.
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } });
    const order = { id: (confirmed.json() as { order: { _id: string } }).order._id };
    const manager: SignedInUser = await signedInUser(t, 'admin', { staffRole: 'manager' });
    await proofGoesStale(manager.id);

    const refund = (payload: object) => call(manager.cookie, 'POST', `/api/orders/${order.id}/refund`, payload);
    const small = await refund({ amount: 40, requestId: randomUUID() });
    expect(small.statusCode, small.body).toBe(200);
    expect((await refund({})).json()).toEqual(REFUSAL);
    const credit = (amount: number) =>
      call(manager.cookie, 'POST', '/api/credits', { kind: 'store-credit', email: buyer.email, amount, note: 'Sorry' });
    expect((await credit(100)).statusCode).toBe(201);
    expect((await credit(100.01)).json()).toEqual(REFUSAL);

    await call(manager.cookie, 'POST', '/api/auth/reauthenticate', { password: manager.password });
    expect((await refund({})).statusCode).toBe(200);
    expect((await credit(150)).statusCode).toBe(201);
  });

  it('is not asked of a session that signed in a moment ago, and the document marks each task', async () => {
    const owner = await signedInUser(t, 'admin');
    const customer = await createUser(t.database.db);
    expect((await call(owner.cookie, 'DELETE', `/api/auth/users/${customer.id}`)).statusCode).toBe(200);

    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { 'x-reauth'?: boolean; responses: Record<string, unknown> }>>;
    };
    const marked = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => (operation['x-reauth'] ? [`${method.toUpperCase()} ${path}`] : [])),
    );
    expect(marked).toEqual(
      expect.arrayContaining([
        'PUT /api/auth/users/{id}',
        'DELETE /api/auth/users/{id}',
        'PUT /api/staff/{id}/role',
        'POST /api/staff/invitations',
        'PUT /api/tax',
        'GET /api/audit/export.csv',
      ]),
    );
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const operation of Object.values(methods)) if (operation['x-reauth']) expect(operation.responses, path).toHaveProperty('403');
    }
  });
});

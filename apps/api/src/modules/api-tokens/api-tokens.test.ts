/**
 * Personal API tokens (docs/decisions/042): made with some of their maker's permissions and
 * shown once, stored hashed; each call with one acts as its owner within its scopes and what the
 * owner still holds, under the same limits and audit; revoked and expired ones answer 401; and a
 * token never does what asks for a fresh proof, nor mixes with a session.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { API_TOKEN_PREFIX, type ApiToken, type CreatedApiToken } from '@shop/shared/api-token.schema';
import type { AuditPage } from '@shop/shared/audit.schema';
import { describe, expect, it } from 'vitest';
import { apiTokens, auditLog, users } from '../../db/schema/index';
import { SESSION_REQUIRED_CODE, SESSION_REQUIRED_MESSAGE, noPermission } from '../../lib/guards';
import { MIXED_CREDENTIALS_MESSAGE, TOKEN_NOT_ACCEPTED_MESSAGE } from '../../plugins/auth';
import { signedInUser, useSignedInUsers } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { INVALID_TOKEN_MESSAGE, REVOKED_TOKEN_MESSAGE, STAFF_ONLY_MESSAGE, SUSPENDED_OWNER_MESSAGE } from './api-tokens.service';

const t = useTestApp({ PUBLIC_URL: 'http://shop.test' });
const people = useSignedInUsers(t, { owner: 'admin', customer: 'user' });

/** Makes a token as the session `cookie` and answers the creation's answer. */
async function makeToken(cookie: string, body: { name?: string; scopes: string[]; expiresInDays?: number }): Promise<CreatedApiToken> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/api-tokens',
    headers: { cookie },
    payload: { name: 'Script', expiresInDays: 30, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** A staff member of a built-in role, signed in now (so that their proof is fresh). */
const staffOf = (staffRole: string) => signedInUser(t, 'admin', { staffRole });

describe('making a token', () => {
  it('answers the secret once, and stores only its hash and a short prefix', async () => {
    const made = await makeToken(people.owner.cookie, { name: 'Warehouse sync', scopes: ['orders.view'], expiresInDays: 7 });
    expect(made.secret).toMatch(/^shop_pat_[\w-]{43}$/);
    expect(made.token).toMatchObject({
      name: 'Warehouse sync',
      prefix: made.secret.slice(0, API_TOKEN_PREFIX.length + 6),
      scopes: ['orders.view'],
      status: 'active',
      lastUsedAt: null,
      revokedAt: null,
      owner: { _id: people.owner.id, email: people.owner.email },
    });
    const days = (Date.parse(made.token.expiresAt) - Date.parse(made.token.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);

    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.token._id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(made.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.secret.slice(API_TOKEN_PREFIX.length + 6));

    // The list never shows it again.
    const list = await t.app.inject({ url: '/api/auth/api-tokens', headers: { cookie: people.owner.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(made.secret);
    expect(list.json().tokens.map((token: ApiToken) => token._id)).toContain(made.token._id);
  });

  it("refuses a permission its maker's role does not hold, a customer, and an expiry over a year", async () => {
    const packer = await staffOf('fulfilment');
    const beyond = await t.app.inject({
      method: 'POST',
      url: '/api/auth/api-tokens',
      headers: { cookie: packer.cookie },
      payload: { name: 'Too much', scopes: ['orders.view', 'refunds'], expiresInDays: 30 },
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe("A token can only have permissions you hold: your role does not hold 'refunds'.");

    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/api-tokens',
      headers: { cookie: people.customer.cookie },
      payload: { name: 'Mine', scopes: ['orders.view'], expiresInDays: 30 },
    });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe(STAFF_ONLY_MESSAGE);

    for (const expiresInDays of [0, 366, 1.5]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/api-tokens',
        headers: { cookie: people.owner.cookie },
        payload: { name: 'Forever', scopes: ['orders.view'], expiresInDays },
      });
      expect(res.statusCode, String(expiresInDays)).toBe(400);
      expect(res.json().errors[0].path).toBe('expiresInDays');
    }
  });
});

describe('a call with a token', () => {
  it('may do what its scopes allow and nothing else: orders read, products written refused', async () => {
    const { secret } = await makeToken(people.owner.cookie, { scopes: ['orders.view'] });
    const orders = await t.app.inject({ url: '/api/orders', headers: bearer(secret) });
    expect(orders.statusCode, orders.body).toBe(200);

    const write = await t.app.inject({
      method: 'POST',
      url: '/api/products/create-product',
      headers: bearer(secret),
      payload: { name: 'Tee', category: 'mens', color: 'black', price: 10, description: 'A tee' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ message: noPermission('catalogue.edit') });
    expect((await t.app.inject({ url: '/api/products/manage', headers: bearer(secret) })).statusCode).toBe(403);
  });

  it('loses a permission its owner loses, and every one once the owner is suspended', async () => {
    const manager = await staffOf('manager');
    const { secret } = await makeToken(manager.cookie, { scopes: ['discounts', 'orders.view'] });
    expect((await t.app.inject({ url: '/api/discounts', headers: bearer(secret) })).statusCode).toBe(200);

    // Fulfilment staff may read orders, not discounts.
    await t.database.db.update(users).set({ staffRole: 'fulfilment' }).where(eq(users.id, manager.id));
    const lost = await t.app.inject({ url: '/api/discounts', headers: bearer(secret) });
    expect(lost.statusCode).toBe(403);
    expect(lost.json()).toEqual({ message: noPermission('discounts') });
    expect((await t.app.inject({ url: '/api/orders', headers: bearer(secret) })).statusCode).toBe(200);

    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, manager.id));
    const suspended = await t.app.inject({ url: '/api/orders', headers: bearer(secret) });
    expect(suspended.statusCode).toBe(401);
    expect(suspended.json()).toEqual({ message: SUSPENDED_OWNER_MESSAGE });
  });

  it('answers 401 with why for an unknown, a malformed, a revoked or an expired token', async () => {
    for (const secret of [`${API_TOKEN_PREFIX}${'x'.repeat(43)}`, 'not-a-shop-token']) {
      const res = await t.app.inject({ url: '/api/orders', headers: bearer(secret) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: INVALID_TOKEN_MESSAGE });
      // RFC 6750: the scheme, and why.
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
    // Asked with no credentials, an operation that takes tokens names the scheme; a cookie's refusal does not.
    expect((await t.app.inject({ url: '/api/orders' })).headers['www-authenticate']).toBe('Bearer');
    expect((await t.app.inject({ url: '/api/auth/me' })).headers['www-authenticate']).toBeUndefined();

    const revoked = await makeToken(people.owner.cookie, { scopes: ['orders.view'] });
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/api-tokens/${revoked.token._id}`,
      headers: { cookie: people.owner.cookie },
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().token).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    const afterRevoke = await t.app.inject({ url: '/api/orders', headers: bearer(revoked.secret) });
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json()).toEqual({ message: REVOKED_TOKEN_MESSAGE });

    const expired = await makeToken(people.owner.cookie, { scopes: ['orders.view'] });
    await t.database.db
      .update(apiTokens)
      .set({ createdAt: sql`now() - interval '31 days'`, expiresAt: sql`now() - interval '1 day'` })
      .where(eq(apiTokens.id, expired.token._id));
    const afterExpiry = await t.app.inject({ url: '/api/orders', headers: bearer(expired.secret) });
    expect(afterExpiry.statusCode).toBe(401);
    expect(afterExpiry.json().message).toMatch(/^This API token expired on \d{4}-\d{2}-\d{2}: make a new one\.$/);
    const listed = await t.app.inject({ url: '/api/auth/api-tokens', headers: { cookie: people.owner.cookie } });
    expect(listed.json().tokens.find((token: ApiToken) => token._id === expired.token._id).status).toBe('expired');
  });

  it('notes when it was last used, at most once a minute', async () => {
    const made = await makeToken(people.owner.cookie, { scopes: ['orders.view'] });
    const lastUsed = async () =>
      (await t.database.db.select({ at: apiTokens.lastUsedAt }).from(apiTokens).where(eq(apiTokens.id, made.token._id)))[0]!.at;
    expect(await lastUsed()).toBeNull();
    await t.app.inject({ url: '/api/orders', headers: bearer(made.secret) });
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await t.app.inject({ url: '/api/orders', headers: bearer(made.secret) });
    expect(await lastUsed()).toEqual(first);

    // A minute on, the next use is noted.
    await t.database.db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(apiTokens.id, made.token._id));
    const before = await lastUsed();
    await t.app.inject({ url: '/api/orders', headers: bearer(made.secret) });
    expect((await lastUsed())!.getTime()).toBeGreaterThan(before!.getTime());
  });

  it('is audited as its owner, marked as done through the token', async () => {
    const { secret, token } = await makeToken(people.owner.cookie, { name: 'Promotions bot', scopes: ['discounts'] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: bearer(secret),
      payload: { code: 'TOKEN10', kind: 'percent', value: 10 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const bySession = await t.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: { cookie: people.owner.cookie },
      payload: { code: 'SESSION10', kind: 'percent', value: 10 },
    });
    expect(bySession.statusCode).toBe(201);

    const rows = await t.database.db
      .select({
        actorId: auditLog.actorId,
        viaTokenId: auditLog.viaTokenId,
        viaTokenName: auditLog.viaTokenName,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(eq(auditLog.action, 'discount.create'));
    expect(rows).toEqual(
      expect.arrayContaining([
        { actorId: people.owner.id, viaTokenId: token._id, viaTokenName: 'Promotions bot', details: { code: 'TOKEN10' } },
        { actorId: people.owner.id, viaTokenId: null, viaTokenName: null, details: { code: 'SESSION10' } },
      ]),
    );

    const log = await t.app.inject({ url: '/api/audit?entity=discount', headers: { cookie: people.owner.cookie } });
    const entries = (log.json() as AuditPage).entries;
    expect(entries.find((entry) => entry.details?.code === 'TOKEN10')?.viaToken).toEqual({ _id: token._id, name: 'Promotions bot' });
    expect(entries.find((entry) => entry.details?.code === 'SESSION10')?.viaToken).toBeNull();
  });

  it("counts against its owner's rate limits, as the owner's session does", async () => {
    const uploader = await staffOf('manager');
    const { secret } = await makeToken(uploader.cookie, { scopes: ['catalogue.edit'] });
    // Uploads are limited to 30 in ten minutes per person; an empty image is refused after the count.
    const upload = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/uploadImage', headers, payload: { image: '' } });
    for (let i = 0; i < 15; i += 1) expect((await upload({ cookie: uploader.cookie })).statusCode).toBe(400);
    for (let i = 0; i < 15; i += 1) expect((await upload(bearer(secret))).statusCode).toBe(400);
    const limited = await upload(bearer(secret));
    expect(limited.statusCode).toBe(429);
    expect((await upload({ cookie: uploader.cookie })).statusCode).toBe(429);
    // Another person's count is their own.
    expect((await upload({ cookie: people.owner.cookie })).statusCode).toBe(400);
  });

  it('is refused beside a session cookie, whoever the two are', async () => {
    const { secret } = await makeToken(people.owner.cookie, { scopes: ['orders.view'] });
    for (const cookie of [people.owner.cookie, people.customer.cookie]) {
      const res = await t.app.inject({ url: '/api/orders', headers: { ...bearer(secret), cookie } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MIXED_CREDENTIALS_MESSAGE });
    }
    // A low token with an owner's cookie cannot reach what only the cookie allows either.
    const escalate = await t.app.inject({ url: '/api/staff', headers: { ...bearer(secret), cookie: people.owner.cookie } });
    expect(escalate.statusCode).toBe(401);
  });

  it('needs no Origin check, being no cookie', async () => {
    const { secret } = await makeToken(people.owner.cookie, { scopes: ['discounts'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: { ...bearer(secret), origin: 'https://elsewhere.example' },
      payload: { code: 'CROSSSITE', kind: 'percent', value: 5 },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('cannot do what asks for a fresh proof: staff changes, making tokens', async () => {
    const { secret } = await makeToken(people.owner.cookie, { scopes: ['staff', 'orders.view'] });
    const support = await staffOf('support');
    const role = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/${support.id}/role`,
      headers: bearer(secret),
      payload: { role: 'manager' },
    });
    expect(role.statusCode).toBe(403);
    expect(role.json()).toEqual({ message: SESSION_REQUIRED_MESSAGE, code: SESSION_REQUIRED_CODE });
    expect((await t.database.db.select({ role: users.staffRole }).from(users).where(eq(users.id, support.id)))[0]!.role).toBe('support');

    const another = await t.app.inject({
      method: 'POST',
      url: '/api/auth/api-tokens',
      headers: bearer(secret),
      payload: { name: 'Child', scopes: ['orders.view'], expiresInDays: 1 },
    });
    expect(another.statusCode).toBe(403);
    expect(another.json()).toEqual({ message: SESSION_REQUIRED_MESSAGE, code: SESSION_REQUIRED_CODE });
    // What asks for no fresh proof works: the staff list.
    expect((await t.app.inject({ url: '/api/staff', headers: bearer(secret) })).statusCode).toBe(200);
  });

  it('works for staff operations only: a session-only route refuses it, a public one ignores it', async () => {
    const { secret } = await makeToken(people.owner.cookie, { scopes: ['orders.view'] });
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(secret) });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: TOKEN_NOT_ACCEPTED_MESSAGE });
    expect((await t.app.inject({ url: '/api/products', headers: bearer(secret) })).statusCode).toBe(200);
  });
});

describe('the lists and revoking', () => {
  it("shows each person their own tokens, owners everyone's, and lets owners revoke anyone's", async () => {
    const manager = await staffOf('manager');
    const managers = await makeToken(manager.cookie, { name: 'Manager script', scopes: ['orders.view'] });
    const owners = await makeToken(people.owner.cookie, { name: 'Owner script', scopes: ['orders.view'] });

    const own = await t.app.inject({ url: '/api/auth/api-tokens', headers: { cookie: manager.cookie } });
    expect(own.json().tokens.map((token: ApiToken) => token.name)).toEqual(['Manager script']);
    expect(own.json()).toMatchObject({ total: 1, page: 1, totalPages: 1 });

    expect((await t.app.inject({ url: '/api/staff/api-tokens', headers: { cookie: manager.cookie } })).statusCode).toBe(403);
    const all = await t.app.inject({ url: '/api/staff/api-tokens', headers: { cookie: people.owner.cookie } });
    expect(all.statusCode).toBe(200);
    const names = all.json().tokens.map((token: ApiToken) => token.name);
    expect(names).toEqual(expect.arrayContaining(['Manager script', 'Owner script']));

    // Someone else's token is unknown to a manager, and revoked by an owner.
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/api-tokens/${owners.token._id}`,
      headers: { cookie: manager.cookie },
    });
    expect(refused.statusCode).toBe(404);
    const byOwner = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/api-tokens/${managers.token._id}`,
      headers: { cookie: people.owner.cookie },
    });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().message).toBe('API token Manager script revoked.');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/api-tokens/${managers.token._id}`,
      headers: { cookie: people.owner.cookie },
    });
    expect(again.json().message).toBe('API token Manager script was already revoked.');
    expect((await t.app.inject({ url: '/api/orders', headers: bearer(managers.secret) })).statusCode).toBe(401);

    // A token may revoke itself (a leaked one, by the script that holds it).
    const self = await t.app.inject({ method: 'DELETE', url: `/api/auth/api-tokens/${owners.token._id}`, headers: bearer(owners.secret) });
    expect(self.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/orders', headers: bearer(owners.secret) })).statusCode).toBe(401);

    const audited = await t.database.db
      .select({ actorId: auditLog.actorId, entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.api-token-revoke'));
    expect(audited).toEqual(expect.arrayContaining([{ actorId: people.owner.id, entityId: managers.token._id }]));
  });
});

import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { as, useSignedInUsers } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';

const t = useTestApp();
const users = useSignedInUsers(t, { owner: 'admin', customer: 'user' });
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // The test drives the worker itself, one round at a time.
  await t.app.services.webhooks.stop();
});
afterAll(() => receiver.close());

const asOwner = (options: Parameters<typeof as>[1]) => t.app.inject(as(users.owner.cookie, options));

async function addEndpoint(
  payload: object = { url: receiver.url(), description: 'Warehouse', events: ['order.paid', 'exchange.approved'] },
) {
  const res = await asOwner({ method: 'POST', url: '/api/webhooks/endpoints', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { endpoint: { _id: string; url: string; events: string[] }; secret: string };
}

describe('webhook endpoints', () => {
  it('adds an endpoint with a Standard Webhooks secret shown once, kept sealed, and never answered again', async () => {
    const { endpoint, secret } = await addEndpoint();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(endpoint).toMatchObject({
      url: receiver.url(),
      description: 'Warehouse',
      events: ['order.paid', 'exchange.approved'],
      enabled: true,
    });
    expect(endpoint.url).toBe(receiver.url());

    // Stored sealed: the database does not hold the secret as it is.
    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint._id));
    expect(row!.secret).not.toContain(secret.slice('whsec_'.length));
    expect(row!.secret).toMatch(/^v1\./);

    const list = await asOwner({ method: 'GET', url: '/api/webhooks/endpoints' });
    const one = await asOwner({ method: 'GET', url: `/api/webhooks/endpoints/${endpoint._id}` });
    const changed = await asOwner({
      method: 'PATCH',
      url: `/api/webhooks/endpoints/${endpoint._id}`,
      payload: { description: 'Warehouse (EU)' },
    });
    for (const res of [list, one, changed]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(secret);
      expect(res.body).not.toContain(secret.slice('whsec_'.length));
      expect(res.body).not.toContain(row!.secret);
    }
    expect(list.json().endpoints.map((item: { _id: string }) => item._id)).toContain(endpoint._id);
    expect(changed.json().endpoint.description).toBe('Warehouse (EU)');

    // The audit log has the change, never the secret.
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, endpoint._id));
    expect(audited.map((entry) => entry.action).sort()).toEqual(['webhook.create', 'webhook.update']);
    expect(JSON.stringify(audited)).not.toContain(secret);
  });

  it('refuses a URL that is not https (but a loopback one here), an unknown event, and no events', async () => {
    const refusals = [
      { url: 'http://example.com/hooks', events: ['order.paid'], says: 'https://' },
      { url: 'ftp://example.com/hooks', events: ['order.paid'], says: 'https://' },
      { url: 'not a url', events: ['order.paid'], says: 'URL must be a full address' },
      { url: 'https://user:pass@example.com/hooks', events: ['order.paid'], says: 'user name or password' },
      { url: receiver.url(), events: ['order.shipped'], says: 'Each event must be one of' },
      { url: receiver.url(), events: [], says: 'at least one event' },
    ];
    for (const { says, ...payload } of refusals) {
      const res = await asOwner({ method: 'POST', url: '/api/webhooks/endpoints', payload });
      expect(res.statusCode, payload.url).toBe(400);
      expect(JSON.stringify(res.json()), payload.url).toContain(says);
    }
  });

  it('is refused to a customer (403) and to nobody signed in (401), and an unknown endpoint is a 404', async () => {
    const { endpoint } = await addEndpoint();
    const calls = [
      { method: 'GET' as const, url: '/api/webhooks/endpoints' },
      { method: 'POST' as const, url: '/api/webhooks/endpoints', payload: { url: receiver.url(), events: ['order.paid'] } },
      { method: 'GET' as const, url: `/api/webhooks/endpoints/${endpoint._id}` },
      { method: 'PATCH' as const, url: `/api/webhooks/endpoints/${endpoint._id}`, payload: { enabled: false } },
      { method: 'POST' as const, url: `/api/webhooks/endpoints/${endpoint._id}/rotate-secret` },
      { method: 'POST' as const, url: `/api/webhooks/endpoints/${endpoint._id}/test` },
      { method: 'GET' as const, url: `/api/webhooks/endpoints/${endpoint._id}/deliveries` },
      { method: 'DELETE' as const, url: `/api/webhooks/endpoints/${endpoint._id}` },
    ];
    for (const call of calls) {
      expect((await t.app.inject(as(users.customer.cookie, call))).statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint._id));
    expect(row!.enabled).toBe(true);

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await asOwner({ method: 'GET', url: `/api/webhooks/endpoints/${missing}` })).statusCode).toBe(404);
    expect((await asOwner({ method: 'POST', url: `/api/webhooks/deliveries/${missing}/resend` })).statusCode).toBe(404);
  });

  it('sends a test event signed so that standardwebhooks verifies it, and a tampered body fails', async () => {
    receiver.reset();
    const { endpoint, secret } = await addEndpoint({ url: receiver.url('/signed'), events: ['product.created'] });
    const queued = await asOwner({ method: 'POST', url: `/api/webhooks/endpoints/${endpoint._id}/test` });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json().delivery).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: 0 });
    // Nothing is sent inside the request.
    expect(receiver.received).toHaveLength(0);

    expect(await t.app.services.webhooks.deliverDue()).toBe(1);
    const [request] = receiver.received.filter((item) => item.path === '/signed');
    expect(request!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint._id } });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(request!.headers['webhook-id']).toBe(body.id);
    expect(request!.headers['webhook-signature']).toMatch(/^v1,/);
    expect(Math.abs(Number(request!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);

    const verifier = new Webhook(secret);
    expect(verifier.verify(request!.body, request!.headers)).toEqual(body);
    expect(() => verifier.verify(request!.body.replace('webhook.test', 'webhook.tost'), request!.headers)).toThrow();
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(request!.body, request!.headers)).toThrow();

    // The log: the delivery succeeded with the receiver's answer; the endpoint's last delivery says so.
    const log = await asOwner({ method: 'GET', url: `/api/webhooks/endpoints/${endpoint._id}/deliveries` });
    expect(log.json()).toMatchObject({ totalDeliveries: 1, page: 1 });
    expect(log.json().deliveries[0]).toMatchObject({
      eventType: 'webhook.test',
      status: 'succeeded',
      responseStatus: 200,
      responseBody: 'ok',
      attempts: 1,
    });
    const listed = await asOwner({ method: 'GET', url: `/api/webhooks/endpoints/${endpoint._id}` });
    expect(listed.json().endpoint.lastDelivery).toMatchObject({ status: 'succeeded', responseStatus: 200 });
  });

  it('rotates the secret: the new one is shown once and signs what follows; the old one no longer verifies; Resend sends again', async () => {
    receiver.reset();
    const { endpoint, secret: old } = await addEndpoint({ url: receiver.url('/rotated'), events: ['order.paid'] });
    const rotated = await asOwner({ method: 'POST', url: `/api/webhooks/endpoints/${endpoint._id}/rotate-secret` });
    expect(rotated.statusCode).toBe(200);
    const { secret } = rotated.json();
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(old);

    const delivery = (await asOwner({ method: 'POST', url: `/api/webhooks/endpoints/${endpoint._id}/test` })).json().delivery;
    await t.app.services.webhooks.deliverDue();
    const resent = await asOwner({ method: 'POST', url: `/api/webhooks/deliveries/${delivery._id}/resend` });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().delivery).toMatchObject({ status: 'pending', attempts: 0 });
    await t.app.services.webhooks.deliverDue();

    const requests = receiver.received.filter((item) => item.path === '/rotated');
    expect(requests).toHaveLength(2);
    // The same event twice, with the same id for the receiver to drop the repeat.
    expect(requests[0]!.headers['webhook-id']).toBe(requests[1]!.headers['webhook-id']);
    for (const request of requests) {
      expect(() => new Webhook(secret).verify(request.body, request.headers)).not.toThrow();
      expect(() => new Webhook(old).verify(request.body, request.headers)).toThrow();
    }
  });

  it('turns an endpoint off and on, refuses a test event while off, and deletes it with its deliveries', async () => {
    const { endpoint } = await addEndpoint({ url: receiver.url('/toggled'), events: ['order.paid'] });
    await asOwner({ method: 'POST', url: `/api/webhooks/endpoints/${endpoint._id}/test` });
    const off = await asOwner({ method: 'PATCH', url: `/api/webhooks/endpoints/${endpoint._id}`, payload: { enabled: false } });
    expect(off.json().endpoint).toMatchObject({ enabled: false, disabledReason: null });
    expect(off.json().endpoint.disabledAt).toEqual(expect.any(String));
    expect((await asOwner({ method: 'POST', url: `/api/webhooks/endpoints/${endpoint._id}/test` })).statusCode).toBe(409);
    // Its waiting delivery waits while it is off.
    receiver.reset();
    await t.app.services.webhooks.deliverDue();
    expect(receiver.received.filter((item) => item.path === '/toggled')).toHaveLength(0);

    const on = await asOwner({ method: 'PATCH', url: `/api/webhooks/endpoints/${endpoint._id}`, payload: { enabled: true } });
    expect(on.json().endpoint).toMatchObject({ enabled: true, disabledAt: null });
    await t.app.services.webhooks.deliverDue();
    expect(receiver.received.filter((item) => item.path === '/toggled')).toHaveLength(1);

    const deleted = await asOwner({ method: 'DELETE', url: `/api/webhooks/endpoints/${endpoint._id}` });
    expect(deleted.statusCode).toBe(200);
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint._id))).toHaveLength(0);
    expect((await asOwner({ method: 'GET', url: `/api/webhooks/endpoints/${endpoint._id}` })).statusCode).toBe(404);
  });
});

describe('a public shop (private addresses refused)', () => {
  const pub = useTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'false' });
  const staff = useSignedInUsers(pub, { owner: 'admin' });

  it('refuses an endpoint on a private, loopback, link-local, unique-local or unspecified address, or a name resolving to one', async () => {
    const refused = [
      'https://127.0.0.1/hooks',
      'https://10.0.0.8/hooks',
      'https://192.168.1.20/hooks',
      'https://172.16.0.3/hooks',
      'https://100.64.0.1/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://0.0.0.0/hooks',
      'https://[::1]/hooks',
      'https://[fc00::1]/hooks',
      'https://[fd12:3456::1]/hooks',
      'https://[fe80::1]/hooks',
      'https://[::ffff:10.0.0.1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://[::]/hooks',
      // IPv6 forms that reach a private IPv4 address through a translator or a tunnel, and discard-only.
      'https://[2002:a00:1::1]/hooks',
      'https://[::ffff:0:7f00:1]/hooks',
      'https://[64:ff9b::a9fe:a9fe]/hooks',
      'https://[64:ff9b:1::808:808]/hooks',
      'https://[100::1]/hooks',
      'https://localhost/hooks',
      // A loopback receiver over plain http, as in development: refused here.
      'http://127.0.0.1:8080/hooks',
    ];
    for (const url of refused) {
      const res = await pub.app.inject(
        as(staff.owner.cookie, { method: 'POST', url: '/api/webhooks/endpoints', payload: { url, events: ['order.paid'] } }),
      );
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/https:\/\/|private, loopback or reserved/);
    }
    expect(await pub.database.db.select().from(webhookEndpoints)).toHaveLength(0);
  });
});

/**
 * The webhook outbox on the database: retries on the schedule (time moved by setting
 * `next_attempt_at`), failing for good, an endpoint turned off with its owners mailed, events
 * queued once per change and none for a change rolled back, and the sender's refusals (a
 * redirect, a receiver that never answers, an address resolved to a private one).
 */
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index';
import { as, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { queueWebhookEvent } from './webhook-queue';
import { createWebhookSender } from './webhook-sender';
import { RETRY_SCHEDULE_MS } from './webhooks.service';

const { t, smtp } = useTestAppWithSmtp({ CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000', WEBHOOKS_TIMEOUT_MS: '300' });
let receiver: WebhookReceiver;
let owner: SignedInUser;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  await t.app.services.webhooks.stop();
  owner = await signedInUser(t, 'admin');
});
afterAll(() => receiver.close());
beforeEach(async () => {
  receiver.reset();
  await t.database.db.delete(webhookEndpoints);
  await t.database.db.delete(webhookEvents);
});

const deliverDue = () => t.app.services.webhooks.deliverDue();

async function addEndpoint(events: string[], path = '/hooks') {
  const res = await t.app.inject(
    as(owner.cookie, { method: 'POST', url: '/api/webhooks/endpoints', payload: { url: receiver.url(path), events } }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { endpoint: { _id: string }; secret: string };
}

/** Moves every waiting delivery's next attempt to now, as if its wait had passed. */
const waitIsOver = () =>
  t.database.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(webhookDeliveries.status, 'pending'));

const deliveriesOf = (endpointId: string) =>
  t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

async function queueTestEvent(endpointId: string) {
  const res = await t.app.inject(as(owner.cookie, { method: 'POST', url: `/api/webhooks/endpoints/${endpointId}/test` }));
  expect(res.statusCode, res.body).toBe(200);
}

describe('retries', () => {
  it('retries a failure on the schedule and succeeds once the receiver answers 2xx', async () => {
    const { endpoint, secret } = await addEndpoint(['order.paid']);
    receiver.answerNext({ status: 500, body: 'down' }, { status: 503, body: 'still down' });
    await queueTestEvent(endpoint._id);

    expect(await deliverDue()).toBe(0);
    let [delivery] = await deliveriesOf(endpoint._id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, responseBody: 'down', error: 'Answered 500' });
    // The first wait is a minute, by the database's clock.
    const wait = (delivery!.nextAttemptAt.getTime() - delivery!.lastAttemptAt!.getTime()) / 1000;
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThan(65);
    // Not due yet: nothing is sent.
    expect(await deliverDue()).toBe(0);
    expect(receiver.received).toHaveLength(1);

    await waitIsOver();
    expect(await deliverDue()).toBe(0);
    [delivery] = await deliveriesOf(endpoint._id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 503 });
    expect((delivery!.nextAttemptAt.getTime() - delivery!.lastAttemptAt!.getTime()) / 1000).toBeGreaterThan(295);

    await waitIsOver();
    expect(await deliverDue()).toBe(1);
    [delivery] = await deliveriesOf(endpoint._id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 200, error: null });
    expect(receiver.received).toHaveLength(3);
    // Every attempt carries the event's id, each signed afresh.
    expect(new Set(receiver.received.map((request) => request.headers['webhook-id'])).size).toBe(1);
    for (const request of receiver.received) expect(() => new Webhook(secret).verify(request.body, request.headers)).not.toThrow();
    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint._id));
    expect(row!.enabled).toBe(true);
    expect(row!.lastSuccessAt).not.toBeNull();
  });

  it('fails a delivery for good after the schedule, turns the endpoint off and mails the owners', async () => {
    const { endpoint } = await addEndpoint(['order.paid'], '/always-down');
    receiver.answerAlways({ status: 500, body: 'broken' });
    await queueTestEvent(endpoint._id);

    for (let attempt = 1; attempt <= RETRY_SCHEDULE_MS.length; attempt++) {
      await deliverDue();
      const [delivery] = await deliveriesOf(endpoint._id);
      expect(delivery).toMatchObject({ status: 'pending', attempts: attempt });
      await waitIsOver();
    }
    await deliverDue();
    const [delivery] = await deliveriesOf(endpoint._id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: RETRY_SCHEDULE_MS.length + 1, responseStatus: 500 });
    expect(receiver.received).toHaveLength(RETRY_SCHEDULE_MS.length + 1);

    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint._id));
    expect(row).toMatchObject({ enabled: false, disabledReason: 'Every delivery failed for a day' });
    const listed = await t.app.inject(as(owner.cookie, { method: 'GET', url: `/api/webhooks/endpoints/${endpoint._id}` }));
    expect(listed.json().endpoint).toMatchObject({ enabled: false, disabledReason: 'Every delivery failed for a day' });

    await t.app.services.mailer.deliverDue();
    const mail = await smtp.received((message) => message.to.includes(owner.email.toLowerCase()));
    expect(mail.subject).toBe(`Webhook endpoint disabled: ${receiver.url('/always-down')}`);
    expect(mail.text).toContain('Answered 500');
    expect(mail.text).toContain('/dashboard/webhooks');

    // Nothing more is sent to it while it is off, even when an event comes.
    receiver.reset();
    await queueTestEventRefused(endpoint._id);
    await deliverDue();
    expect(receiver.received).toHaveLength(0);
  });

  it('does not turn off an endpoint that had a success since the failed delivery was queued', async () => {
    const { endpoint } = await addEndpoint(['order.paid'], '/flaky');
    await queueTestEvent(endpoint._id);
    await queueTestEvent(endpoint._id);
    // One delivery fails every time; the other succeeds on its first try.
    receiver.answerNext({ status: 500 }, { status: 200 });
    receiver.answerAlways({ status: 500 });
    for (let attempt = 0; attempt <= RETRY_SCHEDULE_MS.length; attempt++) {
      await deliverDue();
      await waitIsOver();
    }
    const statuses = (await deliveriesOf(endpoint._id)).map((delivery) => delivery.status).sort();
    expect(statuses).toEqual(['failed', 'succeeded']);
    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint._id));
    expect(row!.enabled).toBe(true);
  });
});

async function queueTestEventRefused(endpointId: string) {
  const res = await t.app.inject(as(owner.cookie, { method: 'POST', url: `/api/webhooks/endpoints/${endpointId}/test` }));
  expect(res.statusCode).toBe(409);
}

describe('queued once per change, in its transaction', () => {
  it('an order paid queues one order.paid, even when its payment is confirmed again and again', async () => {
    const { endpoint, secret } = await addEndpoint(['order.paid', 'order.refunded']);
    const [product] = await insertProducts(t.database.db, [
      { name: 'Hook Tee', colors: ['black'], sizes: ['m'], priceCents: 2500, variants: [{ color: 'black', size: 'm', stock: 10 }] },
    ]);
    const sessionId = await buyInTestMode(t.app, [{ _id: product!.id, color: 'black', size: 'm', quantity: 2 }], {
      email: 'buyer@example.com',
    });
    // The return page confirms it again, as a replayed provider webhook would.
    for (let replay = 0; replay < 3; replay++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } });
      expect(res.statusCode).toBe(200);
    }
    const events = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'order.paid'));
    expect(events).toHaveLength(1);
    expect(await deliveriesOf(endpoint._id)).toHaveLength(1);

    await deliverDue();
    const [request] = receiver.received;
    const body = new Webhook(secret).verify(request!.body, request!.headers) as { type: string; data: Record<string, unknown> };
    expect(body.type).toBe('order.paid');
    // The order as the admin's order route answers it.
    const admin = await t.app.inject(as(owner.cookie, { method: 'GET', url: `/api/orders/order/${(body.data as { _id: string })._id}` }));
    expect(admin.statusCode).toBe(200);
    expect(body.data).toMatchObject({
      orderId: admin.json().orderId,
      paymentStatus: 'paid',
      email: 'buyer@example.com',
      amount: admin.json().amount,
    });
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(admin.json()).sort());
  });

  it('a change that rolls back queues nothing; an event nobody subscribes to is not stored', async () => {
    await addEndpoint(['product.created']);
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await queueWebhookEvent(tx, { type: 'product.created', data: { _id: 'x' } })).toBe(true);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.database.db.select().from(webhookEvents)).toHaveLength(0);

    let built = false;
    await t.database.db.transaction((tx) =>
      queueWebhookEvent(tx, {
        type: 'customer.created',
        data: () => {
          built = true;
          return Promise.resolve({});
        },
      }),
    );
    expect(built).toBe(false);
    expect(await t.database.db.select().from(webhookEvents)).toHaveLength(0);

    // A dedupe key queues once.
    await t.database.db.transaction((tx) => queueWebhookEvent(tx, { type: 'product.created', data: {}, dedupeKey: 'k1' }));
    await t.database.db.transaction((tx) => queueWebhookEvent(tx, { type: 'product.created', data: {}, dedupeKey: 'k1' }));
    expect(
      await t.database.db
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.type, 'product.created'))),
    ).toHaveLength(1);
  });
});

describe('the sender', () => {
  it('does not follow a redirect: a 3xx is a failure and its target is never asked', async () => {
    const { endpoint } = await addEndpoint(['order.paid'], '/moved');
    receiver.answerNext({ status: 302, headers: { location: receiver.url('/target') } });
    await queueTestEvent(endpoint._id);
    await deliverDue();
    const [delivery] = await deliveriesOf(endpoint._id);
    expect(delivery).toMatchObject({ status: 'pending', responseStatus: 302, error: 'Answered 302 (a redirect, which is not followed)' });
    expect(receiver.received.map((request) => request.path)).toEqual(['/moved']);
  });

  it('gives up on a receiver that never answers after the time limit, and keeps only the start of a long answer', async () => {
    const { endpoint } = await addEndpoint(['order.paid'], '/slow');
    receiver.answerNext('hang');
    await queueTestEvent(endpoint._id);
    const started = Date.now();
    await deliverDue();
    expect(Date.now() - started).toBeLessThan(3000);
    let [delivery] = await deliveriesOf(endpoint._id);
    expect(delivery).toMatchObject({ status: 'pending', responseStatus: null, error: 'No answer within 0.3 seconds' });
    expect(delivery!.durationMs).toBeGreaterThanOrEqual(250);

    receiver.answerNext({ status: 200, body: 'x'.repeat(20_000) });
    await waitIsOver();
    await deliverDue();
    [delivery] = await deliveriesOf(endpoint._id);
    expect(delivery!.status).toBe('succeeded');
    expect(delivery!.responseBody).toHaveLength(4096);
  });

  it('refuses, on a public shop, a name that resolves to a private address, and connects to the address it checked', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const refusing = createWebhookSender({
      allowPrivate: false,
      timeoutMs: 1000,
      userAgent: 'test',
      // Public first, then the metadata service: one private address is enough to refuse.
      resolve: () =>
        Promise.resolve([
          { address: '93.184.216.34', family: 4 },
          { address: '169.254.169.254', family: 4 },
        ]),
    });
    const refused = await refusing({ url: 'https://hooks.example/in', headers: {}, body });
    expect(refused).toMatchObject({ ok: false, status: null });
    expect(refused.error).toContain('resolves to 169.254.169.254');

    for (const url of ['https://localhost/in', 'https://127.0.0.1/in', 'https://[::1]/in', 'https://[::ffff:7f00:1]/in']) {
      const outcome = await createWebhookSender({ allowPrivate: false, timeoutMs: 1000, userAgent: 'test' })({ url, headers: {}, body });
      expect(outcome.ok, url).toBe(false);
      expect(outcome.error, url).toMatch(/private, loopback or reserved/);
    }
    expect(receiver.received).toHaveLength(0);

    // The name is resolved once, by the check: the connection goes to the address checked.
    const pinned = createWebhookSender({
      allowPrivate: true,
      timeoutMs: 1000,
      userAgent: 'test',
      resolve: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]),
    });
    const delivered = await pinned({ url: `http://hooks.invalid:${receiver.port}/pinned`, headers: { 'webhook-id': 'msg_1' }, body });
    expect(delivered).toMatchObject({ ok: true, status: 200 });
    expect(receiver.received.map((request) => request.path)).toEqual(['/pinned']);
    expect(receiver.received[0]!.headers.host).toBe(`hooks.invalid:${receiver.port}`);
  });
});

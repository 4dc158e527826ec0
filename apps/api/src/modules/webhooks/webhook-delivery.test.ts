/**
 * The webhook outbox on the database: retries on the schedule (time moved by setting
 * `next_attempt_at`), failing for good, an endpoint turned off with its owners mailed, events
 * queued once per change and none for a change rolled back, and the sender's refusals (a
 * redirect, a receiver that never answers, a name that is never resolved, an address resolved to
 * a private one).
 */
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index';
import { as, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode, createProduct, productInput } from '../../test/shop-helpers';
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

  it('an import of a CSV file queues a product.created for each product it adds, each with the product as the admin routes answer it', async () => {
    const { endpoint, secret } = await addEndpoint(['product.created', 'product.updated']);
    // One added by the product form first, to compare with.
    const single = await createProduct(t.app, owner.cookie, productInput({ name: 'Single Hook Tee' }));
    expect(single.statusCode, single.body).toBe(201);
    expect(await deliveriesOf(endpoint._id)).toHaveLength(1);
    const csv = [
      'name,category,colors,sizes,price,oldPrice,description,stock,finalSale',
      'Imported Hook Shirt,mens,black,s|m,48,,Cool linen.,black/s=2|black/m=4,false',
      'Imported Hook Cap,accessories,black,one-size,15,,A cap.,,false',
    ].join('\n');
    const res = await t.app.inject(
      as(owner.cookie, { method: 'POST', url: '/api/products/import?dryRun=false', payload: { csv: `${csv}\n` } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().created).toBe(2);
    expect(await deliveriesOf(endpoint._id)).toHaveLength(3);

    expect(await deliverDue()).toBe(3);
    const bodies = receiver.received
      .map((request) => new Webhook(secret).verify(request.body, request.headers) as { type: string; data: Record<string, unknown> })
      .sort((a, b) => String(a.data.name).localeCompare(String(b.data.name)));
    expect(bodies.map((body) => [body.type, body.data.name])).toEqual([
      ['product.created', 'Imported Hook Cap'],
      ['product.created', 'Imported Hook Shirt'],
      ['product.created', 'Single Hook Tee'],
    ]);
    // The same object as a product added by the form: the product as the admin's routes answer it.
    expect(bodies[2]!.data).toEqual(single.json().product);
    for (const { data } of bodies.slice(0, 2)) expect(Object.keys(data).sort()).toEqual(Object.keys(bodies[2]!.data).sort());
    expect(bodies[1]!.data).toMatchObject({ category: 'mens', price: 48, sizes: ['s', 'm'] });
  });

  it("a save of a product's translation, and one of its prices in another currency, each queue one product.updated", async () => {
    const { endpoint, secret } = await addEndpoint(['product.created', 'product.updated']);
    const [product] = await insertProducts(t.database.db, [{ name: 'Worded Hook Tee', colors: ['black'], sizes: ['m'], priceCents: 2500 }]);
    const currency = await t.app.inject(
      as(owner.cookie, { method: 'PUT', url: '/api/currencies/EUR', payload: { rate: 0.92, rounding: 'minor' } }),
    );
    expect(currency.statusCode, currency.body).toBeLessThan(300);

    const translated = await t.app.inject(
      as(owner.cookie, {
        method: 'PUT',
        url: `/api/products/${product!.id}/translations`,
        payload: { language: 'fr', name: 'T-shirt crochet' },
      }),
    );
    expect(translated.statusCode, translated.body).toBe(200);
    expect(await deliveriesOf(endpoint._id)).toHaveLength(1);

    const priced = await t.app.inject(
      as(owner.cookie, {
        method: 'PUT',
        url: `/api/products/${product!.id}/prices`,
        payload: { prices: [{ color: 'black', size: 'm', currency: 'EUR', priceCents: 2300 }] },
      }),
    );
    expect(priced.statusCode, priced.body).toBe(200);
    expect(await deliveriesOf(endpoint._id)).toHaveLength(2);

    // Saved again as they are, nothing changes, and nothing more is told.
    for (const [url, payload] of [
      [`/api/products/${product!.id}/translations`, { language: 'fr', name: 'T-shirt crochet' }],
      [`/api/products/${product!.id}/prices`, { prices: [{ color: 'black', size: 'm', currency: 'EUR', priceCents: 2300 }] }],
    ] as const) {
      expect((await t.app.inject(as(owner.cookie, { method: 'PUT', url, payload }))).statusCode).toBe(200);
    }
    expect(await deliveriesOf(endpoint._id)).toHaveLength(2);

    expect(await deliverDue()).toBe(2);
    const bodies = receiver.received.map(
      (request) => new Webhook(secret).verify(request.body, request.headers) as { type: string; data: { _id: string; name: string } },
    );
    expect(bodies.map((body) => [body.type, body.data._id])).toEqual([
      ['product.updated', product!.id],
      ['product.updated', product!.id],
    ]);
    // The product as the admin's routes answer it, in the shop's own language.
    expect(bodies[0]!.data).toMatchObject({ name: 'Worded Hook Tee', price: 25 });
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

  it('counts the name lookup in the time limit: a resolver that never answers, or answers too late, is given up on', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const never = createWebhookSender({ allowPrivate: true, timeoutMs: 300, userAgent: 'test', resolve: () => new Promise(() => {}) });
    const hung = await never({ url: `http://hooks.invalid:${receiver.port}/never`, headers: {}, body });
    expect(hung).toMatchObject({ ok: false, status: null, error: 'No answer within 0.3 seconds' });
    expect(hung.durationMs).toBeGreaterThanOrEqual(250);

    // The name resolves after the limit: the attempt has stopped by then, and nothing is sent (were
    // the limit started after the lookup, the receiver, which answers at once, would get it).
    const late = createWebhookSender({
      allowPrivate: true,
      timeoutMs: 300,
      userAgent: 'test',
      resolve: () => new Promise((resolve) => setTimeout(() => resolve([{ address: '127.0.0.1', family: 4 }]), 600)),
    });
    expect(await late({ url: `http://hooks.invalid:${receiver.port}/late`, headers: {}, body })).toMatchObject({
      ok: false,
      error: 'No answer within 0.3 seconds',
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.received).toHaveLength(0);
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

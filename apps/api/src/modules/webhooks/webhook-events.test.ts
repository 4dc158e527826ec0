/**
 * Each change of the shop queues its webhook event in its own transaction, with the object as the
 * API answers it: a customer's sign-up, a product added, changed and deleted, a variant's stock
 * falling to the low-stock threshold, an order fulfilled, refunded and cancelled.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index';
import { createStripeProvider } from '../../payments/stripe-provider';
import { as, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode, createProduct, productInput } from '../../test/shop-helpers';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';
import { useTestApp } from '../../test/test-app';
import { WEBHOOK_EVENT_TYPES } from '@shop/shared/webhooks';

const t = useTestApp({ LOW_STOCK_THRESHOLD: '3', CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000' });
let owner: SignedInUser;

beforeAll(async () => {
  await t.app.services.webhooks.stop();
  owner = await signedInUser(t, 'admin');
  // An endpoint that wants every event (it is never reached: the worker is stopped).
  const res = await t.app.inject(
    as(owner.cookie, {
      method: 'POST',
      url: '/api/webhooks/endpoints',
      payload: { url: 'http://127.0.0.1:9/hooks', events: WEBHOOK_EVENT_TYPES },
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
});
beforeEach(() => t.database.db.delete(webhookEvents));

const queued = async (type?: string) =>
  (await t.database.db.select().from(webhookEvents).orderBy(asc(webhookEvents.createdAt)))
    .filter((event) => !type || event.type === type)
    .map((event) => ({ type: event.type, data: event.data as Record<string, unknown> }));

/** The shopper comes back from the checkout: the order is paid. */
async function paid(sessionId: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } });
  expect(res.json().order.paymentStatus).toBe('paid');
}

describe('the events of each change', () => {
  it('customer.created: a sign-up, with the customer as Manage Users shows one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Ada Hook', email: 'ada.hook@example.com', password: 'a long and unusual passphrase 42' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [event] = await queued('customer.created');
    expect(event!.data).toMatchObject({ email: 'ada.hook@example.com', username: 'Ada Hook', role: 'user', orderCount: 0, totalSpent: 0 });
    expect(JSON.stringify(event!.data)).not.toMatch(/passwordHash|argon2/);
    // The same address again is refused, and queues nothing more.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Ada Again', email: 'ada.hook@example.com', password: 'a long and unusual passphrase 42' },
    });
    expect(await queued('customer.created')).toHaveLength(1);
  });

  it('product.created, product.updated, inventory.low once per fall, and product.deleted, each with the product as the admin routes answer it', async () => {
    const created = await createProduct(
      t.app,
      owner.cookie,
      productInput({
        name: 'Hooked Tee',
        sizes: ['s', 'm'],
        stock: [
          { color: 'black', size: 's', stock: 10 },
          { color: 'black', size: 'm', stock: 10 },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().product;
    const [made] = await queued('product.created');
    expect(made!.data).toEqual(product);

    const renamed = await t.app.inject(
      as(owner.cookie, { method: 'PATCH', url: `/api/products/update-product/${product._id}`, payload: { name: 'Hooked Tee II' } }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [updated] = await queued('product.updated');
    expect(updated!.data).toEqual(renamed.json().product);

    const setStock = (stock: number) =>
      t.app.inject(
        as(owner.cookie, {
          method: 'PATCH',
          url: `/api/products/${product._id}/stock`,
          payload: { stock: [{ color: 'black', size: 's', stock }] },
        }),
      );
    expect((await setStock(3)).statusCode).toBe(200);
    expect((await setStock(2)).statusCode).toBe(200);
    const low = await queued('inventory.low');
    expect(low).toHaveLength(1);
    expect(low[0]!.data).toMatchObject({ variant: { color: 'black', size: 's', stock: 3 }, threshold: 3, product: { _id: product._id } });

    // A sale that takes the other size down to the threshold tells it too.
    await paid(await buyInTestMode(t.app, [{ _id: product._id, color: 'black', size: 'm', quantity: 7 }], { email: 'buyer@example.com' }));
    expect((await queued('inventory.low')).map((event) => event.data.variant)).toEqual([
      { color: 'black', size: 's', stock: 3 },
      { color: 'black', size: 'm', stock: 3 },
    ]);

    const deleted = await t.app.inject(as(owner.cookie, { method: 'DELETE', url: `/api/products/${product._id}` }));
    expect(deleted.statusCode).toBe(200);
    const [gone] = await queued('product.deleted');
    expect(gone!.data).toMatchObject({ _id: product._id, name: 'Hooked Tee II' });
  });

  it('order.fulfilled when shipped, order.refunded for each refund, order.cancelled for a whole refund before shipping', async () => {
    const created = await createProduct(t.app, owner.cookie, productInput({ name: 'Order Hook Tee', sizes: ['m'] }));
    const product = created.json().product;
    const buy = async (email: string) => {
      await paid(await buyInTestMode(t.app, [{ _id: product._id, color: 'black', size: 'm', quantity: 1 }], { email }));
      const [event] = (await queued('order.paid')).filter((item) => item.data.email === email);
      return event!.data as { _id: string; orderId: string };
    };

    const shipped = await buy('shipped@example.com');
    for (const status of ['processing', 'shipped', 'completed']) {
      const res = await t.app.inject(
        as(owner.cookie, { method: 'PATCH', url: `/api/orders/update-order-status/${shipped._id}`, payload: { status } }),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const fulfilled = await queued('order.fulfilled');
    expect(fulfilled).toHaveLength(1);
    expect(fulfilled[0]!.data).toMatchObject({ _id: shipped._id, status: 'shipped' });

    const cancelled = await buy('cancelled@example.com');
    const refund = await t.app.inject(as(owner.cookie, { method: 'POST', url: `/api/orders/${cancelled._id}/refund`, payload: {} }));
    expect(refund.statusCode, refund.body).toBe(200);
    const refunded = (await queued('order.refunded')).filter((event) => event.data._id === cancelled._id);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.data).toMatchObject({ paymentStatus: 'refunded' });
    expect((await queued('order.cancelled')).map((event) => event.data._id)).toEqual([cancelled._id]);

    // A shipped order refunded whole is refunded, not cancelled.
    const late = await t.app.inject(as(owner.cookie, { method: 'POST', url: `/api/orders/${shipped._id}/refund`, payload: {} }));
    expect(late.statusCode, late.body).toBe(200);
    expect((await queued('order.refunded')).map((event) => event.data._id)).toContain(shipped._id);
    expect((await queued('order.cancelled')).map((event) => event.data._id)).toEqual([cancelled._id]);
  });
});

describe('exchanges and returns', () => {
  it('queue exchange.requested and exchange.approved, return.requested and return.approved, as their admin routes answer them', async () => {
    const customer = await signedInUser(t, 'user');
    const created = await createProduct(
      t.app,
      owner.cookie,
      productInput({
        name: 'Swap Tee',
        sizes: ['m', 'l'],
        stock: [
          { color: 'black', size: 'm', stock: 10 },
          { color: 'black', size: 'l', stock: 10 },
        ],
      }),
    );
    const product = created.json().product;
    const buy = async () => {
      await paid(await buyInTestMode(t.app, [{ _id: product._id, color: 'black', size: 'm', quantity: 1 }], { cookie: customer.cookie }));
      const [event] = (await queued('order.paid')).slice(-1);
      const order = event!.data as { _id: string; products: { orderLineId: string }[] };
      await t.app.inject(
        as(owner.cookie, { method: 'PATCH', url: `/api/orders/update-order-status/${order._id}`, payload: { status: 'shipped' } }),
      );
      return order;
    };

    const swapped = await buy();
    const asked = await t.app.inject(
      as(customer.cookie, {
        method: 'POST',
        url: `/api/orders/${swapped._id}/exchanges`,
        payload: {
          lines: [{ orderLineId: swapped.products[0]!.orderLineId, quantity: 1, color: 'black', size: 'l' }],
          reason: 'Too small',
          acceptConditions: true,
        },
      }),
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const exchangeId = asked.json().exchange._id;
    const approved = await t.app.inject(as(owner.cookie, { method: 'POST', url: `/api/exchanges/${exchangeId}/approve`, payload: {} }));
    expect(approved.statusCode, approved.body).toBe(200);
    const [requested] = await queued('exchange.requested');
    expect(requested!.data).toMatchObject({ _id: exchangeId, status: 'requested', orderId: swapped._id });
    const [exchangeApproved] = await queued('exchange.approved');
    const admin = await t.app.inject(as(owner.cookie, { method: 'GET', url: `/api/exchanges/${exchangeId}` }));
    expect(exchangeApproved!.data).toEqual(admin.json().exchange);

    const policy = { enabled: true, windowDays: 30, withdrawalRight: false, creditBonusPercent: 0 };
    expect((await t.app.inject(as(owner.cookie, { method: 'PUT', url: '/api/return-policy', payload: policy }))).statusCode).toBe(200);
    const returned = await buy();
    const asks = await t.app.inject(
      as(customer.cookie, {
        method: 'POST',
        url: `/api/orders/${returned._id}/returns`,
        payload: { lines: [{ orderLineId: returned.products[0]!.orderLineId, quantity: 1 }], reason: 'Not for me', acceptConditions: true },
      }),
    );
    expect(asks.statusCode, asks.body).toBe(201);
    const returnId = asks.json().return._id;
    expect(
      (await t.app.inject(as(owner.cookie, { method: 'POST', url: `/api/returns/${returnId}/approve`, payload: {} }))).statusCode,
    ).toBe(200);
    expect((await queued('return.requested')).map((event) => event.data._id)).toEqual([returnId]);
    const [returnApproved] = await queued('return.approved');
    const adminReturn = await t.app.inject(as(owner.cookie, { method: 'GET', url: `/api/returns/${returnId}` }));
    expect(returnApproved!.data).toEqual(adminReturn.json().return);
  });
});

describe('an event nobody wants', () => {
  it('is not stored', async () => {
    await t.database.db.update(webhookEndpoints).set({ events: ['order.paid'] });
    await createProduct(t.app, owner.cookie, productInput({ name: 'Unwatched Tee' }));
    expect(await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'product.created'))).toHaveLength(0);
  });
});

describe('a payment webhook replayed by Stripe', () => {
  const secret = 'whsec_replayed_payments';
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn.close());
  const stripe = useTestApp(
    { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: secret },
    {
      paymentProvider: (config) =>
        createStripeProvider({ secretKey: 'sk_test_x', webhookSecret: secret, publicUrl: config.publicUrl, client: standIn.client }),
    },
  );

  it('queues one order.paid however often the payment event is delivered', async () => {
    await stripe.app.services.webhooks.stop();
    const [endpoint] = await stripe.database.db
      .insert(webhookEndpoints)
      .values({ url: 'https://hooks.example/in', events: ['order.paid'], secret: 'sealed elsewhere' })
      .returning();
    const [product] = await insertProducts(stripe.database.db, [
      { name: 'Replay Tee', colors: ['red'], sizes: ['l'], priceCents: 1999, variants: [{ color: 'red', size: 'l', stock: 5 }] },
    ]);
    const created = await stripe.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      payload: { products: [{ _id: product!.id, color: 'red', size: 'l', quantity: 1 }], email: 'replayed@example.com' },
    });
    const { id } = created.json();
    standIn.complete(id);
    const event = standIn.completedEvent(id, secret);
    const deliver = () => stripe.app.inject({ method: 'POST', url: '/api/orders/webhook', headers: event.headers, payload: event.body });
    for (let replay = 0; replay < 3; replay++) expect((await deliver()).statusCode).toBe(200);
    expect((await Promise.all([deliver(), deliver(), deliver()])).map((res) => res.statusCode)).toEqual([200, 200, 200]);

    const events = await stripe.database.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'order.paid'));
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ email: 'replayed@example.com', paymentStatus: 'paid', provider: 'stripe' });
    expect(await stripe.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id))).toHaveLength(1);
  });
});

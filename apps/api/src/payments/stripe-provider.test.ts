import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, emails, orders, productVariants } from '../db/schema/index';
import { signedInUser } from '../test/auth-helpers';
import { insertProducts } from '../test/fixtures';
import { TEST_ADDRESS } from '../test/shop-helpers';
import type { StripeStandIn } from '../test/stripe-stand-in';
import { STRIPE_TEST_SECRET_KEY, useStripeTestApp } from '../test/stripe-test-app';
import { createTestApp } from '../test/test-app';
import { createStripeProvider } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_shop';
const stripe = new Stripe(STRIPE_TEST_SECRET_KEY);
const stripeShop = useStripeTestApp(WEBHOOK_SECRET);
const t = stripeShop.t;
let standIn: StripeStandIn;
beforeAll(() => {
  standIn = stripeShop.standIn();
});
let tee: string;
let cookie: string;

beforeAll(async () => {
  const [product] = await insertProducts(t.database.db, [
    // The variant's own price is what is charged, not the product's.
    {
      name: 'Stripe Tee',
      colors: ['black'],
      sizes: ['m'],
      priceCents: 2000,
      variants: [{ color: 'black', size: 'm', stock: 10, sku: 'ST-BLACK-M', priceCents: 2500 }],
    },
  ]);
  tee = product!.id;
  cookie = (await signedInUser(t, 'user', { email: 'shopper@example.com' })).cookie;
});

async function checkout(quantity = 1, claimedPrice = 0.01) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    payload: { products: [{ _id: tee, color: 'black', size: 'm', quantity, price: claimedPrice }] },
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; url: string };
}

function webhook(payload: object, options: { secret?: string; timestamp?: number; alter?: (body: string) => string } = {}) {
  const body = JSON.stringify(payload);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: options.alter ? options.alter(body) : body,
  });
}

const event = (type: string, session: object) => ({ id: `evt_${Math.random()}`, object: 'event', type, data: { object: session } });
const orderOf = async (sessionId: string) => (await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId)))[0]!;

describe('Stripe provider through the real SDK', () => {
  it('creates a Checkout Session with the server’s prices, tax, the order id in metadata and an idempotency key', async () => {
    const { id, url } = await checkout(2);
    expect(url).toBe(`https://checkout.stripe.test/pay/${id}`);
    const sent = standIn.requests.find((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions')!;
    const session = standIn.sessions.get(id)!;
    expect(session.line_items_sent).toEqual([
      { name: 'Stripe Tee', description: 'black, M, SKU ST-BLACK-M', sku: 'ST-BLACK-M', unit_amount: 2500, quantity: 2 },
      { name: 'Tax(6%)', unit_amount: 300, quantity: 1 },
    ]);
    const order = await orderOf(id);
    expect(session.amount_total).toBe(order.totalCents);
    expect(session.metadata).toEqual({ orderId: order.id, orderRef: order.orderId });
    expect(session.customer_email).toBe('shopper@example.com');
    expect(session.success_url).toBe('https://shop.example.com/success?session_id={CHECKOUT_SESSION_ID}');
    expect(sent.idempotencyKey).toBe(`checkout-${order.id}`);
    expect(sent.body.shipping_address_collection).toEqual({ allowed_countries: ['US'] });
    expect(sent.body.phone_number_collection).toEqual({ enabled: 'true' });
    expect(sent.body).not.toHaveProperty('shipping_options');
  });

  it('gives Stripe each line at its discounted amount, so that its total is the shop’s to the cent', async () => {
    await t.database.db.insert(discountCodes).values({ code: 'ODD501', kind: 'amount', value: 501 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      payload: { products: [{ _id: tee, color: 'black', size: 'm', quantity: 2 }], discountCode: ' odd501 ' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const session = standIn.sessions.get(res.json().id)!;
    // $50.00 less $5.01 is $44.99 over two units: one at $22.50 and one at $22.49.
    expect(session.line_items_sent).toEqual([
      { name: 'Stripe Tee', description: 'black, M, SKU ST-BLACK-M', sku: 'ST-BLACK-M', unit_amount: 2250, quantity: 1 },
      { name: 'Stripe Tee', description: 'black, M, SKU ST-BLACK-M', sku: 'ST-BLACK-M', unit_amount: 2249, quantity: 1 },
      { name: 'Tax(6%)', unit_amount: 270, quantity: 1 },
    ]);
    const order = await orderOf(res.json().id);
    expect(order).toMatchObject({ subtotalCents: 5000, discountCode: 'ODD501', discountCents: 501, taxCents: 270, totalCents: 4769 });
    expect(session.amount_total).toBe(order.totalCents);
  });

  it('keeps the address Stripe collected, and refunds the payment intent through Stripe once', async () => {
    const { id } = await checkout();
    await webhook(event('checkout.session.completed', standIn.complete(id)));
    const order = await orderOf(id);
    expect(order.shippingAddress).toEqual(TEST_ADDRESS);
    expect(order.providerPaymentId).toBe(`pi_standin_${id}`);

    const admin = (await signedInUser(t, 'admin')).cookie;
    const refund = () => t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/refund`, payload: {}, headers: { cookie: admin } });
    expect((await refund()).statusCode).toBe(200);
    expect((await refund()).statusCode).toBe(409);
    const refunds = standIn.requests.filter((request) => request.path === '/v1/refunds');
    expect(refunds).toEqual([
      expect.objectContaining({
        idempotencyKey: `refund-${order.id}`,
        body: { payment_intent: `pi_standin_${id}`, amount: String(order.totalCents) },
      }),
    ]);
    expect((await orderOf(id)).paymentStatus).toBe('refunded');
  });

  it('asks Stripe to charge the shipping rate when one applies, and to ship to the shop’s countries only', async () => {
    const shipping = await createTestApp(
      {
        PUBLIC_URL: 'https://shop.example.com',
        STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
        SHIPPING_FLAT_RATE: '4.50',
        SHIP_TO_COUNTRIES: 'US,CA',
      },
      {
        paymentProvider: (config) =>
          createStripeProvider({
            secretKey: STRIPE_TEST_SECRET_KEY,
            webhookSecret: WEBHOOK_SECRET,
            publicUrl: config.publicUrl,
            client: standIn.client,
          }),
      },
    );
    try {
      const [product] = await insertProducts(shipping.database.db, [
        { name: 'Ship Tee', colors: ['black'], sizes: ['m'], priceCents: 2000 },
      ]);
      const res = await shipping.app.inject({
        method: 'POST',
        url: '/api/orders/create-checkout-session',
        payload: { products: [{ _id: product!.id, color: 'black', size: 'm', quantity: 1 }], email: 'guest@example.com' },
      });
      expect(res.statusCode).toBe(200);
      const sent = standIn.requests.findLast((request) => request.path === '/v1/checkout/sessions')!;
      expect(sent.body.shipping_address_collection).toEqual({ allowed_countries: ['US', 'CA'] });
      expect(sent.body.shipping_options).toEqual([
        { shipping_rate_data: { type: 'fixed_amount', display_name: 'Shipping', fixed_amount: { amount: '450', currency: 'usd' } } },
      ]);
      expect(sent.body.customer_email).toBe('guest@example.com');
      expect(standIn.sessions.get(res.json().id)!.amount_total).toBe(2000 + 120 + 450);
    } finally {
      await shipping.close();
    }
  });

  it('pays the order from a correctly signed checkout.session.completed webhook', async () => {
    const { id } = await checkout();
    const res = await webhook(event('checkout.session.completed', standIn.complete(id)));
    expect(res.statusCode).toBe(200);
    expect(await orderOf(id)).toMatchObject({ paymentStatus: 'paid', email: 'shopper@example.com' });
  });

  it('refuses a forged, stale, altered or unsigned webhook, and changes nothing', async () => {
    const { id } = await checkout();
    const paid = event('checkout.session.completed', standIn.complete(id));
    const attempts = [
      await webhook(paid, { secret: 'whsec_someone_else' }),
      await webhook(paid, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      await webhook(paid, { alter: (body) => body.replace('"paid"', '"paid" ') }),
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(paid),
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/signature/i);
    }
    expect((await orderOf(id)).paymentStatus).toBe('pending');
  });

  it('confirms from the return page by asking Stripe, not the browser', async () => {
    const { id } = await checkout();
    const unpaid = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: id } });
    expect(unpaid.json().order.paymentStatus).toBe('pending');
    standIn.complete(id);
    const paid = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: id } });
    expect(paid.json().order).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
  });

  it('flags a payment whose amount or currency differs from the order, taking no stock', async () => {
    const [before] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, tee));
    const { id } = await checkout();
    const session = standIn.complete(id);
    await webhook(event('checkout.session.completed', { ...session, amount_total: 1 }));
    const order = await orderOf(id);
    expect(order.paymentStatus).toBe('flagged');
    expect(order.paymentNote).toMatch(/Paid 1 usd for an order of/);
    const [after] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, tee));
    expect(after!.stock).toBe(before!.stock);
    const { id: other } = await checkout();
    await webhook(event('checkout.session.completed', { ...standIn.complete(other), currency: 'eur' }));
    expect((await orderOf(other)).paymentStatus).toBe('flagged');
  });

  it('handles delayed payments: unpaid on completion, paid on async success, failed on async failure', async () => {
    const { id } = await checkout();
    const pendingDebit = { ...standIn.sessions.get(id)!, status: 'complete', payment_status: 'unpaid' };
    await webhook(event('checkout.session.completed', pendingDebit));
    expect((await orderOf(id)).paymentStatus).toBe('pending');
    await webhook(event('checkout.session.async_payment_succeeded', { ...pendingDebit, payment_status: 'paid' }));
    expect((await orderOf(id)).paymentStatus).toBe('paid');

    const { id: failing } = await checkout();
    const debit = { ...standIn.sessions.get(failing)!, status: 'complete', payment_status: 'unpaid' };
    await webhook(event('checkout.session.async_payment_failed', debit));
    expect((await orderOf(failing)).paymentStatus).toBe('failed');
  });

  it('marks an expired session expired, releasing nothing it did not take, yet honours a payment that still arrives', async () => {
    const [before] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, tee));
    const { id } = await checkout(3);
    await webhook(event('checkout.session.expired', { ...standIn.sessions.get(id)!, status: 'expired' }));
    expect((await orderOf(id)).paymentStatus).toBe('expired');
    const [after] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, tee));
    expect(after!.stock).toBe(before!.stock);
    // Should money still arrive for it, the shopper paid: the order is honoured, not lost.
    await webhook(event('checkout.session.completed', standIn.complete(id)));
    expect((await orderOf(id)).paymentStatus).toBe('paid');
  });

  it('acknowledges events it does not act on', async () => {
    const res = await webhook({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: {} } });
    expect(res.statusCode).toBe(200);
  });

  it('pays once and emails once when 20 webhooks and confirmations arrive at the same time', async () => {
    const [before] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, tee));
    const { id } = await checkout(2);
    const completed = event('checkout.session.completed', standIn.complete(id));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? webhook(completed)
          : t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: id } }),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const order = await orderOf(id);
    expect(order.paymentStatus).toBe('paid');
    const [after] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, tee));
    expect(after!.stock).toBe(before!.stock! - 2);
    expect(
      await t.database.db
        .select()
        .from(emails)
        .where(eq(emails.dedupeKey, `order-confirmation:${order.id}`)),
    ).toHaveLength(1);
  });
});

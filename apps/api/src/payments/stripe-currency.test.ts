/**
 * Stripe Checkout in the shopper's currency, through the real SDK and Stripe's local stand-in:
 * the session is created in the order's currency with the pipeline's amounts in its minor units
 * (cents; yen, which have none, as whole yen, as Stripe takes them), the payment it reports in
 * that currency settles the order, and a refund goes back through Stripe in the payment's units.
 * The session speaks the shopper's language too, and returns to the shop's pages in it.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/index';
import { signedInUser, type SignedInUser } from '../test/auth-helpers';
import { insertProducts } from '../test/fixtures';
import type { StripeStandIn } from '../test/stripe-stand-in';
import { STRIPE_TEST_SECRET_KEY, useStripeTestApp } from '../test/stripe-test-app';

const WEBHOOK_SECRET = 'whsec_test_secret_for_currencies';
const stripe = new Stripe(STRIPE_TEST_SECRET_KEY);
const stripeShop = useStripeTestApp(WEBHOOK_SECRET);
const t = stripeShop.t;
let standIn: StripeStandIn;
beforeAll(() => {
  standIn = stripeShop.standIn();
});
let tee: string;
let admin: SignedInUser;
let shopper: SignedInUser;

beforeAll(async () => {
  const [product] = await insertProducts(t.database.db, [
    {
      name: 'Stripe Tee',
      colors: ['black'],
      sizes: ['m'],
      priceCents: 2000,
      variants: [{ color: 'black', size: 'm', stock: 10, sku: 'ST-BLACK-M', priceCents: 2500 }],
    },
  ]);
  tee = product!.id;
  [admin, shopper] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t, 'user', { email: 'abroad@example.com' })]);
  for (const [code, input] of [
    ['EUR', { rate: 0.92, rounding: 'minor' }],
    ['JPY', { rate: 151.37, rounding: 'whole' }],
  ] as const) {
    const res = await t.app.inject({ method: 'PUT', url: `/api/currencies/${code}`, payload: input, headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(201);
  }
});

async function checkout(currency: string, quantity = 2, language?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    payload: { products: [{ _id: tee, color: 'black', size: 'm', quantity }], currency, ...(language ? { language } : {}) },
    headers: { cookie: shopper.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json() as { id: string };
  const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, id));
  const sent = standIn.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions').at(-1)!;
  return { id, order: order!, session: standIn.sessions.get(id)!, sent };
}

const currenciesSent = (sent: { body: Record<string, unknown> }) =>
  (sent.body.line_items as { price_data: { currency: string } }[]).map((item) => item.price_data.currency);

function webhook(payload: object) {
  const body = JSON.stringify(payload);
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
}

describe('a Stripe Checkout in the shopper’s currency', () => {
  it('is created in euros, with the pipeline’s amounts in cents, and the payment in euros settles the order', async () => {
    const { id, order, session, sent } = await checkout('EUR');
    // $25.00 at 0.92 is €23.00 a unit; 6 % of €46.00 is €2.76.
    expect(order).toMatchObject({ currency: 'eur', subtotalCents: 4600, taxCents: 276, totalCents: 4876 });
    expect(order.pricing!.lines.map((line) => line.saleUnitCents)).toEqual([2300]);
    expect(session.currency).toBe('eur');
    expect(currenciesSent(sent)).toEqual(['eur', 'eur']);
    expect(session.line_items_sent).toEqual([
      { name: 'Stripe Tee', description: 'black, M, SKU ST-BLACK-M', sku: 'ST-BLACK-M', unit_amount: 2300, quantity: 2 },
      { name: 'Tax(6%)', unit_amount: 276, quantity: 1 },
    ]);
    expect(session.amount_total).toBe(order.totalCents);

    expect(
      (await webhook({ id: `evt_${id}`, object: 'event', type: 'checkout.session.completed', data: { object: standIn.complete(id) } }))
        .statusCode,
    ).toBe(200);
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ paymentStatus: 'paid', paymentNote: null, currency: 'eur' });

    // A refund goes back through Stripe in the payment's currency: €10.00 is 1,000 of its cents.
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/refund`,
      payload: { requestId: randomUUID(), amount: 10 },
      headers: { cookie: admin.cookie },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(standIn.refunds.at(-1)).toMatchObject({ payment_intent: `pi_standin_${id}`, amount: 1000 });
  });

  it('is created in yen as whole yen, which is what Stripe takes for a currency with no minor unit', async () => {
    const { order, session, sent } = await checkout('JPY', 1);
    // $25.00 at 151.37 is ¥3,784.25: ¥3,784; 6 % is ¥227.
    expect(order).toMatchObject({ currency: 'jpy', subtotalCents: 3784, taxCents: 227, totalCents: 4011 });
    expect(Number(order.exchangeRate)).toBe(151.37);
    expect(session.currency).toBe('jpy');
    expect(currenciesSent(sent)).toEqual(['jpy', 'jpy']);
    expect(session.line_items_sent.map(({ unit_amount, quantity }) => ({ unit_amount, quantity }))).toEqual([
      { unit_amount: 3784, quantity: 1 },
      { unit_amount: 227, quantity: 1 },
    ]);
    expect(session.amount_total).toBe(4011);
  });

  it('in US dollars is created as before', async () => {
    const { order, session, sent } = await checkout('USD', 1);
    expect(order).toMatchObject({ currency: 'usd', totalCents: 2650 });
    expect(session.currency).toBe('usd');
    expect(currenciesSent(sent)).toEqual(['usd', 'usd']);
    expect(session.line_items_sent.map((item) => item.unit_amount)).toEqual([2500, 150]);
  });
});

describe('a Stripe Checkout in the shopper’s language', () => {
  it('speaks French for a French checkout and returns to the French pages; an English one as before', async () => {
    const french = await checkout('EUR', 1, 'fr');
    expect(french.order.language).toBe('fr');
    expect(french.sent.body).toMatchObject({
      locale: 'fr',
      success_url: 'https://shop.example.com/fr/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example.com/fr?bag=open',
    });
    expect(french.session).toMatchObject({
      locale: 'fr',
      success_url: 'https://shop.example.com/fr/success?session_id={CHECKOUT_SESSION_ID}',
    });

    // The default language: Stripe's own guess from the browser, as the card page always was, and the shop's own pages.
    const english = await checkout('USD', 1);
    expect(english.order.language).toBe('en');
    expect(english.sent.body).toMatchObject({
      locale: 'auto',
      success_url: 'https://shop.example.com/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example.com/?bag=open',
    });
  });

  it('refuses a language the shop does not speak', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      payload: { products: [{ _id: tee, color: 'black', size: 'm', quantity: 1 }], language: 'de' },
      headers: { cookie: shopper.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('language must be one of en, fr');
  });
});

import { asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits, orderLines, orders } from '../db/schema/index';
import { loadConfig } from '../config';
import { signedInUser } from '../test/auth-helpers';
import { insertProducts } from '../test/fixtures';
import { startStripeStandIn, type StripeStandIn } from '../test/stripe-stand-in';
import { useTestAppWithSmtp } from '../test/test-app';
import { createStripeProvider } from './stripe-provider';

// Stripe Tax (TAX_PROVIDER=stripe): Stripe works out the tax on its checkout, and the shop records it.
const WEBHOOK_SECRET = 'whsec_test_secret_for_stripe_tax';
const stripe = new Stripe('sk_test_x');

let standIn: StripeStandIn;
beforeAll(async () => {
  // Texas's rate in the stand-in, where the test address is; the shop's own table says 6 %.
  standIn = await startStripeStandIn({ taxRates: { US: { name: 'Sales Tax', percent: 8.25 } } });
});
afterAll(() => standIn.close());

const { t, smtp } = useTestAppWithSmtp(
  {
    PUBLIC_URL: 'https://shop.example.com',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    TAX_PROVIDER: 'stripe',
    SHIPPING_FLAT_RATE: '4.50',
  },
  {
    paymentProvider: (config) =>
      createStripeProvider({
        secretKey: 'sk_test_x',
        webhookSecret: WEBHOOK_SECRET,
        publicUrl: config.publicUrl,
        automaticTax: config.stripe.automaticTax,
        client: standIn.client,
      }),
  },
);

let tee: string;
let cap: string;
let cookie: string;
beforeAll(async () => {
  const [first, second] = await insertProducts(t.database.db, [
    { name: 'Tax Tee', colors: ['black'], sizes: ['m'], priceCents: 2999 },
    { name: 'Tax Cap', colors: ['blue'], sizes: ['one size'], priceCents: 1500 },
  ]);
  tee = first!.id;
  cap = second!.id;
  cookie = (await signedInUser(t, 'user', { email: 'taxed@example.com' })).cookie;
});

async function checkout() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    payload: {
      products: [
        { _id: tee, color: 'black', size: 'm', quantity: 3 },
        { _id: cap, color: 'blue', size: 'one size', quantity: 1 },
      ],
    },
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: string }).id;
}

function webhook(session: object) {
  const body = JSON.stringify({
    id: `evt_${Math.random()}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: session },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
}

const orderOf = async (sessionId: string) => (await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId)))[0]!;

describe('Stripe Tax', () => {
  it('asks Stripe to work out the tax, with each line’s tax behaviour and index, and adds no tax line of its own', async () => {
    const id = await checkout();
    const sent = standIn.requests.findLast((request) => request.path === '/v1/checkout/sessions')!;
    expect(sent.body.automatic_tax).toEqual({ enabled: 'true' });
    expect(sent.body.line_items).toEqual([
      expect.objectContaining({
        quantity: '3',
        metadata: { line: '0' },
        price_data: expect.objectContaining({ tax_behavior: 'exclusive' }),
      }),
      expect.objectContaining({
        quantity: '1',
        metadata: { line: '1' },
        price_data: expect.objectContaining({ tax_behavior: 'exclusive' }),
      }),
    ]);
    expect(sent.body.shipping_options).toEqual([
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: 'Shipping',
          fixed_amount: { amount: '450', currency: 'usd' },
          tax_behavior: 'exclusive',
        },
      },
    ]);
    // Before the address is known, Stripe's total is the goods and shipping alone.
    expect(standIn.sessions.get(id)!.amount_total).toBe(8997 + 1500 + 450);
  });

  it('records the tax Stripe charged on the paid order, line by line, and does not flag it', async () => {
    const id = await checkout();
    const estimate = await orderOf(id);
    // The shop's own table (6 %) priced the order when it was placed.
    expect(estimate).toMatchObject({ taxCents: 630, totalCents: 8997 + 1500 + 450 + 630 });

    expect((await webhook(standIn.complete(id))).statusCode).toBe(200);
    const order = await orderOf(id);
    // 8.25 % of $89.97, of $15.00 and of $4.50 shipping, each half up: $7.42 + $1.24 + $0.37.
    expect(order).toMatchObject({ paymentStatus: 'paid', taxCents: 742 + 124 + 37, totalCents: 8997 + 1500 + 450 + 903 });
    expect(order.totalCents).toBe(standIn.sessions.get(id)!.amount_total);
    expect(order.pricing).toMatchObject({
      taxCents: 903,
      shippingTaxCents: 37,
      taxes: [{ label: 'Sales Tax', percent: 8.25, country: 'US', region: 'TX', baseCents: 10947, amountCents: 903 }],
    });
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
    expect(lines.map((line) => line.taxCents)).toEqual([742, 124]);

    // The customer's order and its mail read Stripe's figures.
    const view = await t.app.inject({ method: 'GET', url: `/api/orders/order/${order.orderId}`, headers: { cookie } });
    expect(view.json()).toMatchObject({ tax: 9.03, amount: 118.5, taxLabel: 'Sales Tax(8.25%)' });
    const mail = await smtp.received((caught) => caught.subject.endsWith(`order ${order.orderId} confirmed`));
    expect(mail.text).toContain('Sales Tax(8.25%): $9.03');
    expect(mail.text).toContain('Total: $118.50');
  });

  it('flags a payment that differs from the order priced with Stripe’s tax', async () => {
    const id = await checkout();
    const session = standIn.complete(id);
    session.amount_total += 1;
    await webhook(session);
    expect(await orderOf(id)).toMatchObject({ paymentStatus: 'flagged', paymentNote: `Paid 11851 usd for an order of 11850 usd` });
  });

  it('takes no gift card at checkout: the amount is not known before Stripe taxes it', async () => {
    const { db } = t.database;
    const [card] = await db
      .insert(credits)
      .values({ code: 'GC-TAXE-DTAX-TAXE', kind: 'gift-card', initialCents: 2000, balanceCents: 2000 })
      .returning();
    const payload = { products: [{ _id: tee, color: 'black', size: 'm', quantity: 1 }], creditCode: card!.code };
    const message = 'Gift cards and store credit cannot be used at checkout while the card provider works out the tax. Please contact us.';
    const priced = await t.app.inject({ method: 'POST', url: '/api/orders/price', payload, headers: { cookie } });
    expect(priced.json()).toMatchObject({ credit: 0, creditProblem: message });
    const refused = await t.app.inject({ method: 'POST', url: '/api/orders/create-checkout-session', payload, headers: { cookie } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'creditCode', message }]);
    const [kept] = await db.select().from(credits).where(eq(credits.id, card!.id));
    expect(kept!.balanceCents).toBe(2000);
  });

  it('is refused without Stripe as the payment provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TAX_PROVIDER: 'stripe', PAYMENT_PROVIDER: 'test' })).toThrow(
      /TAX_PROVIDER: can be stripe only when payments go through Stripe/,
    );
  });
});

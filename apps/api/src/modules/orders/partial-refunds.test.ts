/**
 * Partial refunds: chosen units of lines with their share of tax, shipping, or an amount, through
 * Stripe (its local stand-in), once per request however often it is sent; the order keeps each
 * refund, its payment status follows, its customer is mailed, and the revenue counts what is kept.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared/order.schema';
import { auditLog, orderRefunds, orders, productVariants } from '../../db/schema/index';
import { rowsOf } from '../../db/rows-of';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { migratedUntil } from '../../test/migrated-until';
import { useStripeTestAppWithSmtp } from '../../test/stripe-test-app';

const WEBHOOK_SECRET = 'whsec_test_secret_for_refunds';
const stripe = new Stripe('sk_test_x');

const { t, smtp, standIn } = useStripeTestAppWithSmtp(WEBHOOK_SECRET, { SHIPPING_FLAT_RATE: '4.50' });

let tee: string;
let cap: string;
let customer: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  const [first, second] = await insertProducts(t.database.db, [
    { name: 'Refund Tee', priceCents: 2999, trackStock: true, ...trackedStock({ 'black/m': 100 }) },
    { name: 'Refund Cap', priceCents: 1500, trackStock: true, ...trackedStock({ 'blue/one size': 100 }) },
  ]);
  tee = first!.id;
  cap = second!.id;
  customer = await signedInUser(t, 'user', { email: 'refunded@example.com' });
  admin = await signedInUser(t, 'admin');
});

/** Three tees and a cap, paid through Stripe: $89.97 + $15.00, 6 % tax ($6.30), $4.50 shipping. */
async function paidOrder(): Promise<Order> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    payload: {
      products: [
        { _id: tee, color: 'black', size: 'm', quantity: 3 },
        { _id: cap, color: 'blue', size: 'one size', quantity: 1 },
      ],
    },
    headers: { cookie: customer.cookie },
  });
  expect(created.statusCode).toBe(200);
  const { id } = created.json() as { id: string };
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: standIn().complete(id) },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/orders/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
  expect(hook.statusCode).toBe(200);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, id));
  return view(row!.id);
}

async function view(id: string, cookie = admin.cookie): Promise<Order> {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/order/${id}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as Order;
}

const refund = (order: Order, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/refund`, payload, headers: { cookie: admin.cookie } });

async function stockOf(productId: string) {
  const rows = await t.database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return rows.reduce((sum, row) => sum + (row.stock ?? 0), 0);
}

const refundsAtStripe = (order: Order) => {
  const intent = [...standIn().sessions.values()].find((session) => session.metadata?.orderId === order._id)?.payment_intent;
  return standIn().refunds.filter((made) => made.payment_intent === intent);
};

describe('POST /api/orders/{id}/refund, a part at a time', () => {
  it('gives back one unit with its share of the tax, restocks it, keeps the refund, mails it, and reads Partially refunded', async () => {
    const order = await paidOrder();
    expect(order).toMatchObject({ amount: 115.77, refunded: 0, paymentStatus: 'paid' });
    // $89.97 and its 6 % ($5.40 of the $6.30) for the tees; $15.00 and $0.90 for the cap.
    expect(order.products.map((line) => line.total)).toEqual([95.37, 15.9]);
    const teeLine = order.products[0]!;
    const stockBefore = await stockOf(tee);

    const res = await refund(order, {
      requestId: randomUUID(),
      lines: [{ orderLineId: teeLine.orderLineId, quantity: 1, restock: true }],
      reason: 'Arrived with a stain',
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().order as Order;
    // A third of $95.37, half up.
    expect(after).toMatchObject({ paymentStatus: 'partially_refunded', refunded: 31.79, refundedAt: null, shippingRefunded: false });
    expect(after.products[0]).toMatchObject({ refundedQuantity: 1 });
    expect(after.refunds).toEqual([
      {
        id: expect.any(String),
        amount: 31.79,
        toCredit: 0,
        shipping: false,
        lines: [
          { orderLineId: teeLine.orderLineId, name: 'Refund Tee', color: 'black', size: 'm', quantity: 1, amount: 31.79, restocked: true },
        ],
        reason: 'Arrived with a stain',
        by: expect.any(String),
        at: expect.any(String),
      },
    ]);
    expect(refundsAtStripe(order).map((made) => made.amount)).toEqual([3179]);
    expect(await stockOf(tee)).toBe(stockBefore + 1);

    const mail = await smtp.received((caught) => caught.subject === `Drip Studio: a refund of $31.79 on order ${order.orderId}`);
    expect(mail.to).toContain(customer.email);
    expect(mail.text).toContain(`We have refunded $31.79 on your order ${order.orderId}.`);
    expect(mail.text).toContain('Refund Tee');
    expect(mail.text).toContain('Refunded in all: $31.79');

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'order.refund')));
    expect(audit).toMatchObject({
      details: { amountCents: 3179, reason: 'Arrived with a stain', restocked: true },
      before: { paymentStatus: 'paid', refundedCents: 0 },
      after: { paymentStatus: 'partially_refunded', refundedCents: 3179 },
    });

    // The customer sees the refund, not the reason nor who made it.
    const own = await view(order._id, customer.cookie);
    expect(own.refunds).toEqual([expect.not.objectContaining({ reason: expect.anything() })]);
    expect(own.refunds[0]).not.toHaveProperty('by');
    expect(own.refunds[0]).toMatchObject({ amount: 31.79 });
  });

  it('refunds once for a request sent twice, one after the other or both at once', async () => {
    const order = await paidOrder();
    const payload = { requestId: randomUUID(), lines: [{ orderLineId: order.products[1]!.orderLineId, quantity: 1 }] };
    const [first, second] = await Promise.all([refund(order, payload), refund(order, payload)]);
    const third = await refund(order, payload);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(third.json().order).toMatchObject({ refunded: 15.9, paymentStatus: 'partially_refunded' });
    expect(refundsAtStripe(order).map((made) => made.amount)).toEqual([1590]);
    expect(await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order._id))).toHaveLength(1);
  });

  it('brings the refunds to the order total to the cent with the last units and shipping, and reads Refunded', async () => {
    const order = await paidOrder();
    const [teeLine, capLine] = order.products;
    for (const quantity of [1, 1]) {
      const res = await refund(order, { requestId: randomUUID(), lines: [{ orderLineId: teeLine!.orderLineId, quantity }] });
      expect(res.statusCode).toBe(200);
    }
    const last = await refund(order, {
      requestId: randomUUID(),
      lines: [
        { orderLineId: teeLine!.orderLineId, quantity: 1 },
        { orderLineId: capLine!.orderLineId, quantity: 1 },
      ],
      shipping: true,
    });
    expect(last.statusCode).toBe(200);
    const after = last.json().order as Order;
    // $31.79 + $31.79, then $31.79 + $15.90 + $4.50: the three tees' refunds are $95.37 exactly.
    expect(after.refunds.map((made) => made.amount)).toEqual([31.79, 31.79, 52.19]);
    expect(after).toMatchObject({ paymentStatus: 'refunded', refunded: 115.77, shippingRefunded: true, refundedAt: expect.any(String) });
    expect(refundsAtStripe(order).reduce((sum, made) => sum + made.amount, 0)).toBe(11577);

    const again = await refund(order, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has already been refunded.');
  });

  it('refuses what cannot be given back, in words, and refunds nothing for it', async () => {
    const order = await paidOrder();
    const teeLine = order.products[0]!;
    const cases: [object, string][] = [
      [{ lines: [{ orderLineId: teeLine.orderLineId, quantity: 4 }] }, 'Only 3 of that line can still be refunded.'],
      [{ lines: [{ orderLineId: randomUUID(), quantity: 1 }] }, 'That line is not on this order.'],
      [{ amount: 115.78 }, 'Only $115.77 is left to refund.'],
    ];
    for (const [payload, message] of cases) {
      const res = await refund(order, { requestId: randomUUID(), ...payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const withoutId = await refund(order, { amount: 5 });
    expect(withoutId.statusCode).toBe(400);
    expect(withoutId.json().errors).toEqual([
      { path: 'requestId', message: 'requestId is required to refund lines, shipping or an amount' },
    ]);
    const both = await refund(order, { requestId: randomUUID(), amount: 5, shipping: true });
    expect(both.json().errors).toEqual([{ path: 'amount', message: 'Refund either lines and shipping, or an amount, not both.' }]);
    expect(refundsAtStripe(order)).toEqual([]);
    expect((await view(order._id)).paymentStatus).toBe('paid');
  });

  it('gives back an amount alone, and then everything else comes to the total exactly', async () => {
    const order = await paidOrder();
    const goodwill = await refund(order, { requestId: randomUUID(), amount: 10, reason: 'Late delivery' });
    expect(goodwill.json().order).toMatchObject({ refunded: 10, paymentStatus: 'partially_refunded' });
    expect(goodwill.json().order.refunds[0]).toMatchObject({ amount: 10, lines: [], shipping: false });
    const rest = await refund(order, { restock: true });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().order).toMatchObject({ refunded: 115.77, paymentStatus: 'refunded' });
    expect(refundsAtStripe(order).map((made) => made.amount)).toEqual([1000, 10577]);
  });

  it('leaves nothing set aside when Stripe refuses, so the same request can be sent again', async () => {
    const order = await paidOrder();
    // Someone refunded the payment in Stripe's dashboard: Stripe refuses anything more.
    const intent = [...standIn().sessions.values()].find((session) => session.metadata?.orderId === order._id)!.payment_intent!;
    standIn().refunds.push({ id: 're_dashboard', payment_intent: intent, amount: 11577 });
    const payload = { requestId: randomUUID(), amount: 20 };
    const res = await refund(order, payload);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Stripe did not make the refund, so nothing was refunded. Please try again.');
    expect(await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order._id))).toEqual([]);
    standIn().refunds.pop();
    expect((await refund(order, payload)).json().order).toMatchObject({ refunded: 20 });
  });

  it('counts what the shop keeps: the revenue and the customer’s paid total are net of refunds', async () => {
    const statsBefore = (await t.app.inject({ method: 'GET', url: '/api/stats/admin-stats', headers: { cookie: admin.cookie } })).json();
    const order = await paidOrder();
    await refund(order, { requestId: randomUUID(), lines: [{ orderLineId: order.products[0]!.orderLineId, quantity: 2 }] });
    const stats = (await t.app.inject({ method: 'GET', url: '/api/stats/admin-stats', headers: { cookie: admin.cookie } })).json();
    // $115.77 paid, $63.58 back (two thirds of $95.37).
    expect(Math.round((stats.totalEarnings - statsBefore.totalEarnings) * 100)).toBe(11577 - 6358);
    expect(stats.totalOrders - statsBefore.totalOrders).toBe(1);
  });
});

describe('the migration to refunds kept one by one', () => {
  let opened: Awaited<ReturnType<typeof migratedUntil>>;
  afterAll(() => opened?.drop());

  it('gives each order refunded before it one refund of its whole total, its every unit, and its restock', async () => {
    opened = await migratedUntil('0029_test_checkout_tax_label');
    const { db } = opened.database;
    await db.execute(sql`insert into orders (id, order_id, email, status, payment_status, provider, subtotal_cents, tax_cents, total_cents, refunded_at)
      values ('00000000-0000-4000-8000-000000000001', 'ORD-REFUNDED', 'a@example.com', 'completed', 'refunded', 'test', 2000, 120, 2120, now()),
             ('00000000-0000-4000-8000-000000000002', 'ORD-KEPT', 'b@example.com', 'completed', 'paid', 'test', 2000, 120, 2120, null)`);
    await db.execute(sql`insert into order_lines (order_id, name, image, color, size, unit_price_cents, quantity, position) values
      ('00000000-0000-4000-8000-000000000001', 'Old Tee', '/a.png', 'black', 'm', 1000, 2, 0),
      ('00000000-0000-4000-8000-000000000002', 'Old Tee', '/a.png', 'black', 'm', 1000, 2, 0)`);
    await db.execute(sql`insert into order_status_events (order_id, payment_status, details)
      values ('00000000-0000-4000-8000-000000000001', 'refunded', '{"restocked": true}')`);
    await opened.migrateRest();

    const refunded = await rowsOf<{ order_id: string; refunded_cents: number; refunded_quantity: number }>(
      db,
      sql`select o.order_id, o.refunded_cents, l.refunded_quantity from orders o join order_lines l on l.order_id = o.id order by o.order_id`,
    );
    expect(refunded).toEqual([
      { order_id: 'ORD-KEPT', refunded_cents: 0, refunded_quantity: 0 },
      { order_id: 'ORD-REFUNDED', refunded_cents: 2120, refunded_quantity: 2 },
    ]);
    const kept = await rowsOf<{ amount_cents: number; shipping: boolean; state: string; lines: unknown }>(
      db,
      sql`select amount_cents, shipping, state, lines from order_refunds`,
    );
    expect(kept).toEqual([
      {
        amount_cents: 2120,
        shipping: true,
        state: 'done',
        lines: [expect.objectContaining({ name: 'Old Tee', quantity: 2, cents: 2000, restocked: true })],
      },
    ]);
    // The new status is there to be written.
    await db.execute(sql`update orders set payment_status = 'partially_refunded' where order_id = 'ORD-KEPT'`);
  });
});

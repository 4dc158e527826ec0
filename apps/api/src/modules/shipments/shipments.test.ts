import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared/order.schema';
import type { Shipment, ShipmentsResponse } from '@shop/shared/shipment.schema';
import { auditLog, emails, orderLines, orders, orderStatusEvents, shipments } from '../../db/schema/index';
import { useSignedInUsers } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode, CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';
import { orderStatusEmail } from '../orders';

const { t, smtp } = useTestAppWithSmtp(CHECKOUT_TEST_SETTINGS);
const { admin, customer, stranger } = useSignedInUsers(t, { admin: 'admin', customer: 'user', stranger: 'user' });

/** A tee in black, M and L, plenty of each. */
async function tee() {
  const [product] = await insertProducts(t.database.db, [
    {
      name: 'Linen Tee',
      colors: ['black'],
      sizes: ['m', 'l'],
      variants: [
        { color: 'black', size: 'm', stock: 50 },
        { color: 'black', size: 'l', stock: 50 },
      ],
    },
  ]);
  return product!;
}

/**
 * A paid order, bought through the test-mode checkout: two Linen Tees in M and one in L, the
 * customer's (or a guest's, with the token of its tracking link).
 */
async function paidOrder({ guest = false } = {}) {
  const product = await tee();
  const sessionId = await buyInTestMode(
    t.app,
    [
      { _id: product.id, color: 'black', size: 'm', quantity: 2 },
      { _id: product.id, color: 'black', size: 'l', quantity: 1 },
    ],
    guest ? { email: 'guest-ship@example.com' } : { cookie: customer.cookie },
  );
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } });
  const { order, trackingPath } = confirmed.json() as { order: Order; trackingPath: string };
  expect(order.paymentStatus).toBe('paid');
  const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order._id)).orderBy(orderLines.position);
  return { order, lines: { m: lines[0]!, l: lines[1]! }, token: trackingPath.split('token=')[1] };
}

const ship = (orderId: string, payload: object, cookie: string | undefined = admin.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/shipments`, payload, headers: cookie ? { cookie } : {} });

async function shipped(orderId: string, payload: object): Promise<Shipment> {
  const res = await ship(orderId, payload);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { shipment: Shipment }).shipment;
}

const list = (orderId: string, { cookie, query = '' }: { cookie?: string; query?: string } = {}) =>
  t.app.inject({ url: `/api/orders/${orderId}/shipments${query}`, headers: cookie ? { cookie } : {} });

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('shipping an order', () => {
  it('ships in two parts, each with its own tracking; the first moves the order to shipped, once', async () => {
    const { order, lines } = await paidOrder();
    expect(order.status).toBe('pending');

    const first = await shipped(order._id, {
      carrier: 'ups',
      trackingNumber: ' 1Z999AA10123456784 ',
      lines: [{ lineId: lines.m.id, quantity: 1 }],
    });
    expect(first).toMatchObject({
      carrier: 'ups',
      carrierName: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      lines: [{ lineId: lines.m.id, name: 'Linen Tee', color: 'black', size: 'm', quantity: 1 }],
    });
    expect((await orderRow(order._id)).status).toBe('shipped');

    // Without lines, the second parcel holds everything still unshipped.
    const second = await shipped(order._id, { carrier: 'fedex', trackingNumber: '449044304137821' });
    expect(second.trackingUrl).toBe('https://www.fedex.com/fedextrack/?trknbr=449044304137821');
    expect(second.lines.map((line) => [line.size, line.quantity])).toEqual([
      ['m', 1],
      ['l', 1],
    ]);

    const res = await list(order._id, { cookie: customer.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.json() as ShipmentsResponse;
    expect(answer.shipments.map((shipment) => shipment.trackingNumber)).toEqual(['1Z999AA10123456784', '449044304137821']);
    expect(answer.lines.map((line) => [line.lineId, line.quantity, line.shipped])).toEqual([
      [lines.m.id, 2, 2],
      [lines.l.id, 1, 1],
    ]);

    const nothingLeft = await ship(order._id, { carrier: 'dhl', trackingNumber: '1234567890' });
    expect(nothingLeft.statusCode).toBe(400);
    expect(nothingLeft.json().message).toBe('Everything in this order has already shipped.');

    // One step of the history, by the admin; the order's own answer shows it.
    const events = await t.database.db
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, order._id), eq(orderStatusEvents.status, 'shipped')));
    expect(events).toHaveLength(1);
    expect(events[0]!.actorId).toBe(admin.id);
    const seen = (await t.app.inject({ url: `/api/orders/order/${order._id}`, headers: { cookie: customer.cookie } })).json() as Order;
    expect(seen.statusHistory.map((step) => step.status)).toEqual(['pending', 'shipped']);

    // Each parcel is audited; the first with the status it moved.
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.ship'), eq(auditLog.entityId, order._id)))
      .orderBy(auditLog.createdAt);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorId: admin.id, entity: 'order', before: { status: 'pending' } });
    expect(audits[0]!.after).toMatchObject({
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      items: ['1 × Linen Tee (black, M)'],
    });
    expect(audits[1]!.before).toBeNull();
    expect(audits[1]!.after).toMatchObject({ carrier: 'FedEx', items: ['1 × Linen Tee (black, M)', '1 × Linen Tee (black, L)'] });
  });

  it('refuses more than is left of a line, naming it, and a line of another order', async () => {
    const { order, lines } = await paidOrder();
    const other = await paidOrder();
    await shipped(order._id, { carrier: 'usps', trackingNumber: '9400111899223197428490', lines: [{ lineId: lines.m.id, quantity: 1 }] });

    const over = await ship(order._id, {
      carrier: 'usps',
      trackingNumber: '9400111899223197428491',
      lines: [
        { lineId: lines.l.id, quantity: 1 },
        { lineId: lines.m.id, quantity: 2 },
      ],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      message: 'Only 1 of Linen Tee (black, M) is left to ship',
      errors: [{ path: 'lines.1.quantity', message: 'Only 1 of Linen Tee (black, M) is left to ship' }],
    });

    await shipped(order._id, { carrier: 'usps', trackingNumber: '9400111899223197428492', lines: [{ lineId: lines.m.id, quantity: 1 }] });
    const done = await ship(order._id, {
      carrier: 'usps',
      trackingNumber: '9400111899223197428493',
      lines: [{ lineId: lines.m.id, quantity: 1 }],
    });
    expect(done.json().message).toBe('Linen Tee (black, M) has already shipped in full');

    const foreign = await ship(order._id, { carrier: 'usps', trackingNumber: '1', lines: [{ lineId: other.lines.m.id, quantity: 1 }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ path: 'lines.0.lineId', message: 'Line 1: this order has no such line' }]);

    // Nothing of the refused ones was kept.
    expect(await t.database.db.select().from(shipments).where(eq(shipments.orderId, order._id))).toHaveLength(2);
  });

  it('lets only one of two parcels racing for the last items through', async () => {
    const { order } = await paidOrder();
    const answers = await Promise.all([
      ship(order._id, { carrier: 'dhl', trackingNumber: 'RACE-1' }),
      ship(order._id, { carrier: 'dhl', trackingNumber: 'RACE-2' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400]);
  });

  it('refuses an order that is not paid, or no longer is', async () => {
    const product = await tee();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      payload: { products: [{ _id: product.id, color: 'black', size: 'm', quantity: 1 }] },
      headers: { cookie: customer.cookie },
    });
    const [unpaid] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.providerSessionId, (created.json() as { id: string }).id));
    const res = await ship(unpaid!.id, { carrier: 'ups', trackingNumber: '1Z1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only a paid order can be shipped.');

    const { order } = await paidOrder();
    await t.database.db.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, order._id));
    expect((await ship(order._id, { carrier: 'ups', trackingNumber: '1Z2' })).statusCode).toBe(409);
    expect(await t.database.db.select().from(shipments).where(eq(shipments.orderId, order._id))).toHaveLength(0);
    expect((await orderRow(order._id)).status).toBe('pending');

    expect((await ship('00000000-0000-4000-8000-000000000000', { carrier: 'ups', trackingNumber: '1Z3' })).statusCode).toBe(404);
  });

  it('checks the carrier, the number and a custom pattern', async () => {
    const { order } = await paidOrder();
    const bad = async (payload: object) => {
      const res = await ship(order._id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      return res.json() as { message: string; errors?: { path: string }[] };
    };
    await bad({ carrier: 'pigeon', trackingNumber: '1' });
    await bad({ carrier: 'ups', trackingNumber: '<script>' });
    expect((await bad({ carrier: 'other', trackingNumber: '1' })).errors?.[0]?.path).toBe('customUrlPattern');
    await bad({ carrier: 'other', trackingNumber: '1', customUrlPattern: 'http://track.example.com/{number}' });

    const custom = await shipped(order._id, {
      carrier: 'other',
      trackingNumber: 'PF 123',
      customUrlPattern: 'https://www.parcelforce.com/track-trace?trackNumber={number}',
    });
    expect(custom).toMatchObject({
      carrierName: 'parcelforce.com',
      trackingUrl: 'https://www.parcelforce.com/track-trace?trackNumber=PF%20123',
    });
  });

  it('links a Royal Mail parcel to its tracking page', async () => {
    const { order } = await paidOrder();
    const shipment = await shipped(order._id, { carrier: 'royal-mail', trackingNumber: 'AB123456789GB' });
    expect(shipment.carrierName).toBe('Royal Mail');
    expect(shipment.trackingUrl).toBe('https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB');
  });
});

describe("who sees an order's shipments", () => {
  it('is its customer and an admin; anyone else is told it does not exist, and only an admin ships', async () => {
    const { order } = await paidOrder();
    await shipped(order._id, { carrier: 'ups', trackingNumber: '1ZSEEN' });

    expect((await list(order._id, { cookie: customer.cookie })).statusCode).toBe(200);
    expect((await list(order.orderId, { cookie: customer.cookie })).statusCode).toBe(200);
    expect((await list(order._id, { cookie: admin.cookie })).statusCode).toBe(200);
    expect((await list(order._id, { cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await list(order._id)).statusCode).toBe(404);

    expect((await ship(order._id, { carrier: 'ups', trackingNumber: '1Z' }, customer.cookie)).statusCode).toBe(403);
    expect((await ship(order._id, { carrier: 'ups', trackingNumber: '1Z' }, '')).statusCode).toBe(401);
  });

  it("is a guest with the token of the order's tracking link", async () => {
    const { order, token } = await paidOrder({ guest: true });
    expect(token).toEqual(expect.any(String));
    await shipped(order._id, { carrier: 'dhl', trackingNumber: '1234567890' });

    const res = await list(order.orderId, { query: `?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ShipmentsResponse).shipments[0]!.trackingUrl).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=1234567890',
    );
    expect((await list(order._id, { query: '?token=wrong' })).statusCode).toBe(404);
    expect((await list(order._id)).statusCode).toBe(404);
  });
});

describe('the shipped mail', () => {
  it('carries the carrier, the number, the tracking link and what the parcel holds', async () => {
    const { order, lines } = await paidOrder();
    const shipment = await shipped(order._id, {
      carrier: 'ups',
      trackingNumber: '1ZMAIL0001',
      lines: [{ lineId: lines.l.id, quantity: 1 }],
    });

    const [mail] = await t.database.db
      .select()
      .from(emails)
      .where(eq(emails.dedupeKey, `order-shipment:${shipment.id}`));
    expect(mail!.to).toBe(customer.email);
    expect(mail!.subject).toBe(`${t.config.shop.name}: order ${order.orderId} is shipped`);
    const arrived = await smtp.received((caught) => caught.subject === mail!.subject && caught.text.includes('1ZMAIL0001'));
    expect(arrived.text).toContain('Your order is on its way.');
    expect(arrived.text).toContain('Shipped with UPS, tracking number 1ZMAIL0001. In this parcel:\n1 x Linen Tee (black, L)');
    expect(arrived.text).toContain('Track the parcel with UPS: https://www.ups.com/track?tracknum=1ZMAIL0001');
    expect(arrived.text).toContain(`Track this order: http://shop.test/orders/${order.orderId}`);
    expect(arrived.html).toContain('href="https://www.ups.com/track?tracknum=1ZMAIL0001"');
  });

  it('reads as it always has when a status changes without a parcel', () => {
    const order = {
      orderId: 'ORD-ABCDEFGH',
      status: 'shipped' as const,
      subtotalCents: 2500,
      taxCents: 150,
      shippingCents: 0,
      totalCents: 2650,
      shippingAddress: null,
    };
    expect(orderStatusEmail('Drip Studio', order, 'http://shop.test/orders/ORD-ABCDEFGH').text).toBe(
      [
        'Your order is on its way.',
        '',
        'Order ORD-ABCDEFGH is now shipped.',
        '',
        'Order status: shipped (pending > processing > [shipped] > completed)',
        '',
        'Track this order: http://shop.test/orders/ORD-ABCDEFGH',
        '',
        'Drip Studio',
        '',
      ].join('\n'),
    );
  });
});

describe("the admin's Edit Order Status", () => {
  it('still sets shipped without a tracking number, and records no parcel', async () => {
    const { order } = await paidOrder();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/update-order-status/${order._id}`,
      payload: { status: 'shipped' },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Order status updated successfully', order: { status: 'shipped' } });
    expect(await t.database.db.select().from(shipments).where(eq(shipments.orderId, order._id))).toHaveLength(0);
    expect(((await list(order._id, { cookie: customer.cookie })).json() as ShipmentsResponse).shipments).toEqual([]);

    // A parcel sent afterwards leaves the status where it is.
    await shipped(order._id, { carrier: 'ups', trackingNumber: '1ZAFTER' });
    const events = await t.database.db
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, order._id), eq(orderStatusEvents.status, 'shipped')));
    expect(events).toHaveLength(1);
  });
});

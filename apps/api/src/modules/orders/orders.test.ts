import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emails, orders, productVariants } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode, CHECKOUT_TEST_SETTINGS, pathOf, TEST_ADDRESS } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';
import { invalidFields } from '../../test/error-answers';

const { t, smtp } = useTestAppWithSmtp(CHECKOUT_TEST_SETTINGS);
let customer: SignedInUser;
let admin: SignedInUser;
let tee: string;
let hoodie: string;
let archivedId: string;

beforeAll(async () => {
  customer = await signedInUser(t);
  admin = await signedInUser(t, 'admin');
  const rows = await insertProducts(t.database.db, [
    { name: 'Field Tee', colors: ['black', 'red'], sizes: ['m', 'l'], priceCents: 2999 },
    { name: 'Loop Hoodie', colors: ['blue'], sizes: ['m'], priceCents: 7450, variants: [{ color: 'blue', size: 'm', stock: 5 }] },
    { name: 'Old Tee', colors: ['black'], sizes: ['m'], priceCents: 1000, archivedAt: new Date() },
  ]);
  [tee, hoodie, archivedId] = rows.map((row) => row.id) as [string, string, string];
});

const checkout = (products: object[], cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders/create-checkout-session', payload: { products }, headers: cookie ? { cookie } : {} });

describe('POST /api/orders/create-checkout-session', () => {
  it('prices the order from the database, whatever the client sends, and answers the hosted checkout', async () => {
    const res = await checkout(
      [
        { _id: tee, name: 'Free Tee', price: 0.01, color: 'red', size: 'l', quantity: 2 },
        { _id: hoodie, price: 1, color: 'blue', size: 'm', quantity: 1 },
      ],
      customer.cookie,
    );
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json();
    expect(id).toMatch(/^cs_test_/);
    // The built-in checkout keeps the shopper on the origin they shop on.
    expect(url).toBe(`/checkout/${id}`);
    const view = (await t.app.inject({ url: `/api/orders/test-checkout/${id}` })).json();
    expect(view).toMatchObject({
      status: 'open',
      lines: [
        { name: 'Field Tee', price: 29.99, quantity: 2 },
        { name: 'Loop Hoodie', price: 74.5, quantity: 1 },
      ],
      subtotal: 134.48,
      tax: 8.07,
      total: 142.55,
      email: customer.email,
      cancelUrl: '/?bag=open',
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, id));
    expect(order).toMatchObject({
      paymentStatus: 'pending',
      status: 'pending',
      userId: customer.id,
      subtotalCents: 13448,
      taxCents: 807,
      totalCents: 14255,
    });
  });

  it('answers 400 naming the line for an unknown product, colour or size, a bad quantity, or more than in stock', async () => {
    const cases: [object, string][] = [
      [{ _id: '00000000-0000-4000-8000-000000000000', size: 'm', quantity: 1 }, 'products.0'],
      [{ _id: archivedId, size: 'm', quantity: 1 }, 'products.0'],
      [{ _id: tee, color: 'green', size: 'm', quantity: 1 }, 'products.0.color'],
      [{ _id: tee, color: 'black', size: 'xxl', quantity: 1 }, 'products.0.size'],
      [{ _id: tee, color: 'black', size: 'm', quantity: 0 }, 'products.0.quantity'],
      [{ _id: tee, color: 'black', size: 'm', quantity: 100 }, 'products.0.quantity'],
      [{ _id: tee, color: 'black', size: 'm', quantity: 1.5 }, 'products.0.quantity'],
      [{ _id: hoodie, color: 'blue', size: 'm', quantity: 6 }, 'products.0.quantity'],
    ];
    for (const [line, path] of cases) {
      const res = await checkout([line]);
      expect(res.statusCode, JSON.stringify(line)).toBe(400);
      expect(invalidFields(res.json()), JSON.stringify(line)).toContain(path);
      expect(res.json().message).toEqual(expect.stringMatching(/\w/));
    }
    // Two lines of the same variant count together against the stock.
    const split = await checkout([
      { _id: hoodie, color: 'blue', size: 'm', quantity: 3 },
      { _id: hoodie, color: 'blue', size: 'm', quantity: 3 },
    ]);
    expect(split.statusCode).toBe(400);
    expect(split.json().message).toContain('only 5 of Loop Hoodie');
    expect((await checkout([])).statusCode).toBe(400);
  });

  it('lets a guest check out; the email comes from the checkout', async () => {
    const id = await buyInTestMode(t.app, [{ _id: tee, color: 'black', size: 'm', quantity: 1 }], { email: 'Guest@Example.com' });
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: id } });
    expect(res.json().order).toMatchObject({ email: 'guest@example.com', paymentStatus: 'paid' });
  });

  it('asks a guest for an email before the checkout is made, and keeps it on the order', async () => {
    const res = await checkout([{ _id: tee, color: 'black', size: 'm', quantity: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'email', message: 'Email is required' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      payload: { products: [{ _id: tee, color: 'black', size: 'm', quantity: 1 }], email: 'not-an-email' },
    });
    expect(bad.json().errors).toContainEqual({ path: 'email', message: 'Invalid email address' });
  });
});

describe('payment confirmation', () => {
  it('pays the order once: stock taken once, one status event, one confirmation email', async () => {
    const [before] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, hoodie));
    const id = await buyInTestMode(t.app, [{ _id: hoodie, color: 'blue', size: 'm', quantity: 2 }], { cookie: customer.cookie });

    const first = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: id } });
    expect(first.statusCode).toBe(200);
    const { order } = first.json();
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      status: 'pending',
      amount: 157.94,
      orderId: expect.stringMatching(/^ORD-[A-Z2-9]{8}$/),
    });
    expect(order.statusHistory).toEqual([{ status: 'pending', at: expect.any(String) }]);

    for (let i = 0; i < 3; i++) {
      const again = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: id } });
      expect(again.json().order.paymentStatus).toBe('paid');
    }
    const [after] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, hoodie));
    expect(after!.stock).toBe(before!.stock! - 2);
    const mail = await t.database.db
      .select()
      .from(emails)
      .where(eq(emails.dedupeKey, `order-confirmation:${order._id}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: customer.email });
    const arrived = await smtp.received((caught) => caught.subject === `Drip Studio: order ${order.orderId} confirmed`);
    expect(arrived.to).toEqual([customer.email]);
    expect(arrived.text).toContain(order.orderId);
  });

  it('leaves an unpaid session pending and answers 404 for an unknown one', async () => {
    const { id } = (await checkout([{ _id: tee, color: 'black', size: 'm', quantity: 1 }], customer.cookie)).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: id } });
    expect(res.json().order.paymentStatus).toBe('pending');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: 'cs_test_nope' } })).statusCode,
    ).toBe(404);
  });

  it('returns to the success page with the session id', async () => {
    const { id } = (await checkout([{ _id: tee, color: 'black', size: 'm', quantity: 1 }], customer.cookie)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/test-checkout/${id}/pay`,
      payload: { shippingAddress: TEST_ADDRESS },
    });
    expect(pathOf(res.json().url)).toBe(`/success?session_id=${id}`);
  });
});

describe('reading orders', () => {
  let paidOrder: { _id: string; orderId: string };
  beforeAll(async () => {
    const id = await buyInTestMode(t.app, [{ _id: tee, color: 'red', size: 'l', quantity: 1 }], { cookie: customer.cookie });
    paidOrder = (await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: id } })).json().order;
  });

  it("lists a customer's paid orders, newest first, to them and to an admin only", async () => {
    const own = await t.app.inject({ url: `/api/orders/${customer.email}`, headers: { cookie: customer.cookie } });
    expect(own.statusCode).toBe(200);
    const list = own.json().orders;
    expect(list[0].orderId).toBe(paidOrder.orderId);
    expect(list.every((order: { paymentStatus: string }) => order.paymentStatus === 'paid')).toBe(true);
    expect((await t.app.inject({ url: `/api/orders/${customer.email}`, headers: { cookie: admin.cookie } })).json().orders).toHaveLength(
      list.length,
    );
    const stranger = (await signedInUser(t)).cookie;
    expect((await t.app.inject({ url: `/api/orders/${customer.email}`, headers: { cookie: stranger } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/orders/${customer.email}` })).statusCode).toBe(401);
  });

  it('answers one order by id or reference to its customer and admins, and 404 to anyone else', async () => {
    const byId = await t.app.inject({ url: `/api/orders/order/${paidOrder._id}`, headers: { cookie: customer.cookie } });
    expect(byId.json()).toMatchObject({
      orderId: paidOrder.orderId,
      products: [{ name: 'Field Tee', color: 'red', size: 'l', price: 29.99, quantity: 1 }],
    });
    expect((await t.app.inject({ url: `/api/orders/order/${paidOrder.orderId}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    const stranger = (await signedInUser(t)).cookie;
    expect((await t.app.inject({ url: `/api/orders/order/${paidOrder._id}`, headers: { cookie: stranger } })).statusCode).toBe(404);
  });

  it('lets an admin list, filter, move and delete orders, writing events and the audit log', async () => {
    const all = await t.app.inject({ url: '/api/orders?limit=2', headers: { cookie: admin.cookie } });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(2);
    expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    expect((await t.app.inject({ url: '/api/orders', headers: { cookie: customer.cookie } })).statusCode).toBe(403);

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/update-order-status/${paidOrder._id}`,
      payload: { status: 'shipped' },
      headers: { cookie: admin.cookie },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().order.status).toBe('shipped');
    expect(moved.json().order.statusHistory.map((event: { status: string }) => event.status)).toEqual(['pending', 'shipped']);
    const shipped = await t.app.inject({ url: '/api/orders?status=shipped', headers: { cookie: admin.cookie } });
    expect(shipped.json().map((order: { orderId: string }) => order.orderId)).toEqual([paidOrder.orderId]);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/orders/update-order-status/${paidOrder._id}`,
          payload: { status: 'lost' },
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(400);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, paidOrder._id));
    expect(audit).toMatchObject({ action: 'order.status', entity: 'order', details: { from: 'pending', to: 'shipped' } });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/delete-order/${paidOrder._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.json()).toEqual({ message: 'Order deleted successfully' });
    expect((await t.app.inject({ url: `/api/orders/order/${paidOrder._id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(404);
  });
});

describe('checkout totals (property)', () => {
  it('equal the database prices x quantities plus 6 % tax, whatever prices the client sent', async () => {
    const prices = [1, 99, 1999, 2999, 4550, 12345, 99999];
    const catalogue = await insertProducts(
      t.database.db,
      prices.map((priceCents, index) => ({ name: `Prop ${index}`, colors: ['black'], sizes: ['m'], priceCents })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            index: fc.integer({ min: 0, max: prices.length - 1 }),
            quantity: fc.integer({ min: 1, max: 99 }),
            claimed: fc.double({ min: 0, max: 1000, noNaN: true }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (bag) => {
          const res = await checkout(
            bag.map((line) => ({
              _id: catalogue[line.index]!.id,
              color: 'black',
              size: 'm',
              quantity: line.quantity,
              price: line.claimed,
            })),
            customer.cookie,
          );
          expect(res.statusCode).toBe(200);
          const view = (await t.app.inject({ url: `/api/orders/test-checkout/${res.json().id}` })).json();
          const subtotal = bag.reduce((sum, line) => sum + prices[line.index]! * line.quantity, 0);
          const tax = Math.round((subtotal * 6) / 100);
          expect(Math.round(view.subtotal * 100)).toBe(subtotal);
          expect(Math.round(view.tax * 100)).toBe(tax);
          expect(Math.round(view.total * 100)).toBe(subtotal + tax);
        },
      ),
      { numRuns: 25 },
    );
  });
});

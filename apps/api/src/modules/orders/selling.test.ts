import { eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emails, orders, productVariants, users } from '../../db/schema/index';
import { createUser, signIn, type TestUser } from '../../test/auth-helpers';
import { invalidFields } from '../../test/error-answers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode, TEST_ADDRESS } from '../../test/shop-helpers';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/mail-stand-ins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestCheckoutRepository } from '../../payments/test-checkout.repository';
import { createTestProvider } from '../../payments/test-provider';
import { createOrdersRepository } from './orders.repository';
import { closeExchangesOnRefund } from '../exchanges/exchanges-on-refund';
import { createDiscountsRepository } from '../discounts';
import { createTaxRepository, createTaxService } from '../tax';
import { createOrdersService } from './orders.service';
import { createMailRepository } from '../mail/mail.repository';
import { createMailer } from '../mail/mail.service';
import { createMailTransport } from '../mail/transports';

let t: TestApp;
let smtp: SmtpStandIn;
let customer: TestUser;
let customerCookie: string;
let adminCookie: string;
let tee: string;
let hoodie: string;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://shop.test',
    CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000',
    SHIP_TO_COUNTRIES: 'US,CA',
    SHIPPING_FLAT_RATE: '5',
    FREE_SHIPPING_OVER: '100',
  });
  await t.app.ready();
  customer = await createUser(t.database.db);
  customerCookie = await signIn(t.app, customer);
  adminCookie = await signIn(t.app, await createUser(t.database.db, 'admin'));
  const rows = await insertProducts(t.database.db, [
    { name: 'Field Tee', colors: ['black'], sizes: ['m'], priceCents: 2999 },
    { name: 'Loop Hoodie', colors: ['blue'], sizes: ['m'], priceCents: 7450, variants: [{ color: 'blue', size: 'm', stock: 5 }] },
  ]);
  [tee, hoodie] = rows.map((row) => row.id) as [string, string];
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const confirm = async (sessionId: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } })).json() as {
    order: { _id: string; orderId: string; shipping: number; amount: number; shippingAddress: unknown; paymentStatus: string };
    trackingPath: string;
  };

const openCheckout = async (cookie = customerCookie) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    payload: { products: [{ _id: tee, color: 'black', size: 'm', quantity: 1 }] },
    headers: { cookie },
  });
  return res.json().id as string;
};

const pay = (sessionId: string, shippingAddress: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/test-checkout/${sessionId}/pay`, payload: { shippingAddress } });

describe('the delivery address', () => {
  it('names each bad field of the test checkout form, and refuses a country the shop does not ship to', async () => {
    const id = await openCheckout();
    const empty = await pay(id, {});
    expect(empty.statusCode).toBe(400);
    const paths = invalidFields(empty.json());
    for (const field of ['name', 'line1', 'city', 'postalCode', 'country']) expect(paths).toContain(`shippingAddress.${field}`);
    expect(paths).not.toContain('shippingAddress.line2');
    expect(paths).not.toContain('shippingAddress.state');

    const refusals: [Partial<typeof TEST_ADDRESS>, string, string][] = [
      [{ name: '  ' }, 'name', 'Full name is required'],
      [{ postalCode: '<script>' }, 'postalCode', 'Enter a valid postal code'],
      [{ country: 'USA' }, 'country', 'Choose a country'],
      [{ phone: 'call me' }, 'phone', 'Enter a valid phone number'],
      [{ line2: 'x'.repeat(201) }, 'line2', 'Address line 2 must be at most 200 characters'],
      // A line break would split the parcel label (and, in a name, a mail header).
      [{ name: 'Ada\r\nBcc: all@example.com' }, 'name', 'Full name must be on one line'],
      [{ city: 'Austin\nTX' }, 'city', 'City must be on one line'],
    ];
    for (const [change, field, message] of refusals) {
      const res = await pay(id, { ...TEST_ADDRESS, ...change });
      expect(res.json().errors).toContainEqual({ path: `shippingAddress.${field}`, message });
    }
    const abroad = await pay(id, { ...TEST_ADDRESS, country: 'FR' });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().errors).toEqual([{ path: 'shippingAddress.country', message: 'We ship to US, CA only' }]);
    // Nothing was paid by the refused attempts.
    expect((await confirm(id)).order.paymentStatus).toBe('pending');
  });

  it('keeps the address on the order, in its JSON and in the confirmation email', async () => {
    const address = { ...TEST_ADDRESS, country: 'ca', line2: '', state: '' };
    const id = await openCheckout();
    expect((await pay(id, address)).statusCode).toBe(200);
    const { order } = await confirm(id);
    expect(order.shippingAddress).toEqual({ ...TEST_ADDRESS, country: 'CA', line2: '', state: '' });
    const read = await t.app.inject({ url: `/api/orders/order/${order._id}`, headers: { cookie: customerCookie } });
    expect(read.json().shippingAddress).toMatchObject({ name: 'Ada Buyer', line1: '1 Congress Ave', country: 'CA' });
    const mail = await smtp.received((caught) => caught.subject === `Drip Studio: order ${order.orderId} confirmed`);
    expect(mail.text).toContain('Shipping address:\nAda Buyer\n1 Congress Ave\nAustin, 78701\nCanada\n+1 512 555 0100');
    expect(mail.text).toContain('Shipping: $5.00');
    expect(mail.text).toContain('Order status: pending ([pending] > processing > shipped > completed)');
    expect(mail.html).toContain(
      '<h2 style="margin:24px 0 8px;font-size:16px">Shipping address</h2><p style="margin:0 0 16px">Ada Buyer<br>',
    );
  });

  it("tells a paid order's customer of each status change, with the tracker's step and the tracking link", async () => {
    const id = await openCheckout();
    await pay(id, TEST_ADDRESS);
    const { order, trackingPath } = await confirm(id);
    const setStatus = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/update-order-status/${order._id}`,
        payload: { status },
        headers: { cookie: adminCookie },
      });
    expect((await setStatus('shipped')).statusCode).toBe(200);
    expect((await setStatus('shipped')).statusCode).toBe(200);
    expect((await setStatus('completed')).statusCode).toBe(200);
    const sent = await t.database.db.select().from(emails).where(eq(emails.to, customer.email));
    const news = sent.filter((mail) => mail.dedupeKey.startsWith(`order-status:${order._id}:`)).map((mail) => mail.subject);
    // The same status twice is one change, and one mail.
    expect(news.sort()).toEqual([`Drip Studio: order ${order.orderId} is completed`, `Drip Studio: order ${order.orderId} is shipped`]);
    const shipped = await smtp.received((mail) => mail.subject === `Drip Studio: order ${order.orderId} is shipped`);
    expect(shipped.to).toEqual([customer.email]);
    expect(shipped.text).toContain('Your order is on its way.');
    expect(shipped.text).toContain('Order status: shipped (pending > processing > [shipped] > completed)');
    expect(shipped.text).toContain(`Track this order: http://shop.test${trackingPath}`);
  });
});

describe('shipping cost', () => {
  it('adds the flat rate under the free-shipping threshold, and nothing at or over it', async () => {
    const small = await buyInTestMode(t.app, [{ _id: tee, color: 'black', size: 'm', quantity: 1 }], { cookie: customerCookie });
    expect((await confirm(small)).order).toMatchObject({ shipping: 5, amount: 36.79 }); // 29.99 + 1.80 tax + 5.00
    const large = await buyInTestMode(t.app, [{ _id: tee, color: 'black', size: 'm', quantity: 4 }], { cookie: customerCookie });
    expect((await confirm(large)).order).toMatchObject({ shipping: 0, amount: 127.16 }); // 119.96 + 7.20 tax
  });

  it('is in the test checkout page and its total for any bag (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 8 }), async (quantity) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/orders/create-checkout-session',
          payload: { products: [{ _id: tee, color: 'black', size: 'm', quantity }] },
          headers: { cookie: customerCookie },
        });
        const view = (await t.app.inject({ url: `/api/orders/test-checkout/${res.json().id}` })).json();
        const subtotal = 2999 * quantity;
        const shipping = subtotal >= 10_000 ? 0 : 500;
        expect(Math.round(view.shipping * 100)).toBe(shipping);
        expect(Math.round(view.total * 100)).toBe(subtotal + Math.round((subtotal * 6) / 100) + shipping);
        expect(view.shipToCountries).toEqual(['US', 'CA']);
      }),
      { numRuns: 8 },
    );
  });
});

describe('who sees an order', () => {
  it("leaves a guest's order out of an account with the same email, verified or not, until its owner claims it", async () => {
    const email = `guest-${Date.now()}@shop.test`;
    const session = await buyInTestMode(t.app, [{ _id: tee, color: 'black', size: 'm', quantity: 1 }], { email });
    const { order } = await confirm(session);
    const owner = await createUser(t.database.db, 'user', { email });
    const cookie = await signIn(t.app, owner);

    expect((await t.app.inject({ url: `/api/orders/${email}`, headers: { cookie } })).json().orders).toEqual([]);
    expect((await t.app.inject({ url: `/api/orders/order/${order.orderId}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/stats/user-stats/${email}`, headers: { cookie } })).json().totalPayments).toBe(0);

    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.id));
    expect((await t.app.inject({ url: `/api/orders/${email}`, headers: { cookie } })).json().orders).toEqual([]);
    expect((await t.app.inject({ url: `/api/orders/order/${order.orderId}`, headers: { cookie } })).statusCode).toBe(404);

    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/guest-orders/claim',
      payload: { orderIds: [order._id] },
      headers: { cookie },
    });
    expect(claimed.json().claimed).toBe(1);
    const mine = (await t.app.inject({ url: `/api/orders/${email}`, headers: { cookie } })).json().orders;
    expect(mine.map((row: { orderId: string }) => row.orderId)).toEqual([order.orderId]);
    expect((await t.app.inject({ url: `/api/orders/order/${order.orderId}`, headers: { cookie } })).statusCode).toBe(200);
  });

  it("keeps a deleted customer's orders with their lines and totals, but gives nothing of them to whoever registers the address later", async () => {
    const email = `leaving-${Date.now()}@shop.test`;
    const leaving = await createUser(t.database.db, 'user', { email });
    const cookie = await signIn(t.app, leaving);
    const { order } = await confirm(await buyInTestMode(t.app, [{ _id: tee, color: 'black', size: 'm', quantity: 2 }], { cookie }));
    // Delivered: an order still to ship keeps the account (its address is needed).
    await t.database.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, order._id));
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/auth/users/${leaving.id}`, headers: { cookie: adminCookie } });
    expect(deleted.statusCode).toBe(200);

    const kept = await t.app.inject({ url: `/api/orders/order/${order._id}`, headers: { cookie: adminCookie } });
    // Erased as at the customer's request: the made-up address of the order, never theirs.
    expect(kept.json()).toMatchObject({
      email: `deleted-${order.orderId.toLowerCase()}@invalid`,
      amount: order.amount,
      products: [{ name: 'Field Tee', quantity: 2 }],
    });
    const newcomer = await createUser(t.database.db, 'user', { email });
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, newcomer.id));
    const theirs = await signIn(t.app, newcomer);
    expect((await t.app.inject({ url: `/api/orders/${email}`, headers: { cookie: theirs } })).json().orders).toEqual([]);
    expect((await t.app.inject({ url: `/api/orders/order/${order._id}`, headers: { cookie: theirs } })).statusCode).toBe(404);
  });

  it("opens a guest's order by its tracking link alone, and answers a changed or missing token as an unknown order", async () => {
    const session = await buyInTestMode(t.app, [{ _id: tee, color: 'black', size: 'm', quantity: 1 }], { email: 'walker@shop.test' });
    const { order, trackingPath } = await confirm(session);
    expect(trackingPath).toMatch(new RegExp(`^/orders/${order.orderId}\\?token=[\\w-]{43}$`));
    const tracked = await t.app.inject({ url: `/api/orders/order/${order.orderId}?${trackingPath.split('?')[1]}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).toMatchObject({ orderId: order.orderId, shippingAddress: { name: 'Ada Buyer' } });
    expect(tracked.json()).not.toHaveProperty('attention');

    const token = trackingPath.split('token=')[1]!;
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.app.inject({ url: `/api/orders/order/${order.orderId}?token=${changed}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/orders/order/${order.orderId}?token=` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/orders/order/${order.orderId}` })).statusCode).toBe(404);
    // A token opens its own order only.
    const other = (
      await confirm(await buyInTestMode(t.app, [{ _id: tee, color: 'black', size: 'm', quantity: 1 }], { email: 'b@shop.test' }))
    ).order;
    expect((await t.app.inject({ url: `/api/orders/order/${other.orderId}?token=${token}` })).statusCode).toBe(404);
    const mail = await smtp.received((caught) => caught.subject === `Drip Studio: order ${order.orderId} confirmed`);
    expect(mail.text).toContain(`Track this order: http://shop.test${trackingPath}`);
  });
});

describe('POST /api/orders/{id}/refund', () => {
  it('refunds a paid order once, for admins only, audits it and emails the customer', async () => {
    const { order } = await confirm(
      await buyInTestMode(t.app, [{ _id: tee, color: 'black', size: 'm', quantity: 1 }], { cookie: customerCookie }),
    );
    const refund = (cookie?: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/refund`, payload, headers: cookie ? { cookie } : {} });

    expect((await refund()).statusCode).toBe(401);
    expect((await refund(customerCookie)).statusCode).toBe(403);
    expect((await refund(adminCookie, { restock: 'yes' })).statusCode).toBe(400);

    const done = await refund(adminCookie);
    expect(done.statusCode).toBe(200);
    expect(done.json().order).toMatchObject({ paymentStatus: 'refunded', refundedAt: expect.any(String) });
    const again = await refund(adminCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has already been refunded.');

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, order._id));
    expect(audit).toMatchObject({ action: 'order.refund', entity: 'order', details: { restocked: false, amountCents: 3679 } });
    const [mail] = await t.database.db
      .select()
      .from(emails)
      .where(like(emails.dedupeKey, `order-refund:${order._id}:%`));
    expect(mail).toMatchObject({ to: customer.email });
    const arrived = await smtp.received((caught) => caught.subject === `Drip Studio: order ${order.orderId} refunded`);
    expect(arrived.text).toContain('refunded in full: $36.79');
    // The customer still sees the order, refunded.
    const mine = (await t.app.inject({ url: `/api/orders/${customer.email}`, headers: { cookie: customerCookie } })).json().orders;
    expect(mine.find((row: { _id: string }) => row._id === order._id).paymentStatus).toBe('refunded');
  });

  it('puts the items back in stock when the admin asks, and refuses an order that was never paid', async () => {
    const stock = async () => (await t.database.db.select().from(productVariants).where(eq(productVariants.productId, hoodie)))[0]!.stock;
    const before = await stock();
    const { order } = await confirm(
      await buyInTestMode(t.app, [{ _id: hoodie, color: 'blue', size: 'm', quantity: 2 }], { cookie: customerCookie }),
    );
    expect(await stock()).toBe(before! - 2);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refund`,
      payload: { restock: true },
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await stock()).toBe(before);

    const unpaid = await openCheckout();
    const pending = await confirm(unpaid);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${pending.order._id}/refund`,
      payload: {},
      headers: { cookie: adminCookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a paid order can be refunded.');
  });
});

describe('admin order list', () => {
  it('marks test orders, and filters to the orders that need attention with their reason', async () => {
    const list = (query: string) => t.app.inject({ url: `/api/orders?${query}`, headers: { cookie: adminCookie } });
    const all = (await list('limit=100')).json() as { provider: string; paymentStatus: string; attention: string | null }[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((order) => order.provider === 'test' && 'attention' in order)).toBe(true);
    expect((await list('attention=true')).json()).toEqual([]);
    expect((await list('attention=maybe')).statusCode).toBe(400);

    const { order } = await confirm(
      await buyInTestMode(t.app, [{ _id: tee, color: 'black', size: 'm', quantity: 1 }], { cookie: customerCookie }),
    );
    const note = 'Paid, but out of stock: Field Tee (black/m). A refund is due.';
    await t.database.db.update(orders).set({ paymentStatus: 'flagged', paymentNote: note }).where(eq(orders.id, order._id));
    const flagged = (await list('attention=true')).json();
    expect(flagged).toEqual([expect.objectContaining({ _id: order._id, attention: note })]);
    // The customer sees the order, not the admin's note.
    const own = await t.app.inject({ url: `/api/orders/order/${order._id}`, headers: { cookie: customerCookie } });
    expect(own.json()).not.toHaveProperty('attention');
  });
});

describe('abandoned checkouts', () => {
  it('expire after the checkout lifetime and leave every list, yet a late payment still counts', async () => {
    const testProvider = createTestProvider(createTestCheckoutRepository(t.database.db), t.config.publicUrl);
    const service = createOrdersService({
      repository: createOrdersRepository(t.database.db),
      discounts: createDiscountsRepository(t.database.db),
      provider: testProvider,
      ownCheckout: testProvider,
      // A worker that is not started: the mail stays in the outbox.
      mailer: createMailer({
        repository: createMailRepository(t.database.db),
        transport: createMailTransport({ kind: 'log' }, 'shop@shop.test', t.app.log),
        log: t.app.log,
        maxAttempts: 1,
        retryBaseMs: 1000,
      }),
      publicUrl: t.config.publicUrl,
      shopName: 'Shop',
      shipping: t.config.shipping,
      checkoutExpiryMs: t.config.checkoutExpiryMs,
      trackingSecret: undefined,
      log: t.app.log,
      closeExchangesOnRefund,
      reauthRefundsOverCents: t.config.reauthRefundsOverCents,
      pricingRules: {
        tax: createTaxService({ repository: createTaxRepository(t.database.db) }).pricingTax,
        sales: async () => [],
        shippingMethods: async () => ({ zonesConfigured: false, methods: [] }),
      },
    });
    const abandoned = await openCheckout();
    const late = await openCheckout();
    const fresh = await openCheckout();
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    for (const id of [abandoned, late])
      await t.database.db.update(orders).set({ createdAt: dayAgo }).where(eq(orders.providerSessionId, id));

    expect(await service.expireAbandoned()).toBe(2);
    expect(await service.expireAbandoned()).toBe(0);
    expect((await confirm(abandoned)).order.paymentStatus).toBe('expired');
    expect((await confirm(fresh)).order.paymentStatus).toBe('pending');
    const all = (await t.app.inject({ url: '/api/orders?limit=100', headers: { cookie: adminCookie } })).json() as {
      providerSessionId?: string;
      paymentStatus: string;
    }[];
    expect(all.some((order) => order.paymentStatus === 'expired' || order.paymentStatus === 'pending')).toBe(false);

    // The session itself was still open (its own clock, not the sweep's): its payment is taken.
    expect((await pay(late, TEST_ADDRESS)).statusCode).toBe(200);
    expect((await confirm(late)).order.paymentStatus).toBe('paid');
  });
});

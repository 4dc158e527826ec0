import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Exchange, ExchangeOptionsResponse } from '@shop/shared/exchange.schema';
import { auditLog, emails, orderLines, orders, productVariants } from '../../db/schema/index';
import { useSignedInUsers, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode, CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';

const { t, smtp } = useTestAppWithSmtp(CHECKOUT_TEST_SETTINGS);
const { admin, customer, stranger } = useSignedInUsers(t, { admin: 'admin', customer: 'user', stranger: 'user' });

const DAY = 24 * 60 * 60 * 1000;

type Product = Awaited<ReturnType<typeof insertProducts>>[number];

/** A tee in black and white, M and L, with this stock of each variant. */
async function tee(stock: Partial<Record<'black/m' | 'black/l' | 'white/m' | 'white/l', number>> = {}, finalSale = false) {
  const [product] = await insertProducts(t.database.db, [
    {
      name: 'Linen Tee',
      colors: ['black', 'white'],
      sizes: ['m', 'l'],
      finalSale,
      variants: [
        { color: 'black', size: 'm', stock: stock['black/m'] ?? 5 },
        { color: 'black', size: 'l', stock: stock['black/l'] ?? 3 },
        { color: 'white', size: 'm', stock: stock['white/m'] ?? 0 },
        { color: 'white', size: 'l', stock: stock['white/l'] ?? 2 },
      ],
    },
  ]);
  return product!;
}

/** A paid order of the customer's (or a guest's), placed straight in the database. */
async function placeOrder(
  lines: { product: Product; color?: string; size?: string; quantity?: number }[],
  { user = customer as SignedInUser | null, status = 'shipped' as 'pending' | 'shipped' | 'completed', paidDaysAgo = 5 } = {},
) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      orderId: `ORD-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      userId: user?.id ?? null,
      email: user?.email ?? 'guest@example.com',
      provider: 'test',
      status,
      paymentStatus: 'paid',
      paidAt: new Date(Date.now() - paidDaysAgo * DAY),
      subtotalCents: 2500,
      taxCents: 0,
      totalCents: 2500,
    })
    .returning();
  const rows = await t.database.db
    .insert(orderLines)
    .values(
      lines.map((line, position) => ({
        orderId: order!.id,
        productId: line.product.id,
        name: line.product.name,
        image: line.product.image,
        color: line.color ?? 'black',
        size: line.size ?? 'm',
        unitPriceCents: 2500,
        quantity: line.quantity ?? 1,
        position,
      })),
    )
    .returning();
  return { order: order!, lines: rows };
}

async function stockOf(product: Product, color: string, size: string) {
  const [row] = await t.database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, product.id), eq(productVariants.color, color), eq(productVariants.size, size)));
  return row!.stock;
}

const body = (orderLineId: string, size = 'l', quantity = 1, color = 'black') => ({
  lines: [{ orderLineId, quantity, color, size }],
  reason: 'Too small',
  acceptConditions: true,
});

const request = (orderId: string, payload: unknown, cookie: string | undefined = customer.cookie, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/exchanges${query}`,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

/** Asks for an exchange as the customer and expects it refused with `message`. */
async function expectRefused(orderId: string, payload: unknown, message: string) {
  const res = await request(orderId, payload);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(message);
}

/** What the customer is offered for an order: whether it may be exchanged, until when, and for what. */
const exchangeOptions = async (orderId: string) =>
  (
    await t.app.inject({ url: `/api/orders/${orderId}/exchange-options`, headers: { cookie: customer.cookie } })
  ).json() as ExchangeOptionsResponse;

const adminMove = (id: string, move: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/exchanges/${id}/${move}`, payload, headers: { cookie } });

async function requested(orderId: string, lineId: string, size = 'l'): Promise<Exchange> {
  const res = await request(orderId, body(lineId, size));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { exchange: Exchange }).exchange;
}

describe('asking for an exchange', () => {
  it('answers the options of an order: eligibility, deadline, conditions, and in-stock variants other than the one bought', async () => {
    const product = await tee();
    const sale = await tee({}, true);
    const { order, lines } = await placeOrder([{ product, quantity: 2 }, { product: sale }]);
    const res = await t.app.inject({ url: `/api/orders/${order.id}/exchange-options`, headers: { cookie: customer.cookie } });
    expect(res.statusCode).toBe(200);
    const options = res.json() as ExchangeOptionsResponse;
    expect(options.eligible).toBe(true);
    expect(options.reason).toBeNull();
    expect(new Date(options.deadline!).getTime()).toBe(order.paidAt!.getTime() + 30 * DAY);
    expect(options.conditions).toHaveLength(4);
    expect(options.lines[0]).toMatchObject({ orderLineId: lines[0]!.id, bought: 2, available: 2, finalSale: false });
    // white/m is out of stock, black/m is the one bought.
    expect(options.lines[0]!.options).toEqual([
      { color: 'black', size: 'l' },
      { color: 'white', size: 'l' },
    ]);
    expect(options.lines[1]!.finalSale).toBe(true);
  });

  it('issues an RA number, reserves the replacement, and mails the customer where to send the item', async () => {
    const product = await tee({ 'black/l': 3 });
    const { order, lines } = await placeOrder([{ product }]);
    const res = await request(order.id, body(lines[0]!.id));
    expect(res.statusCode, res.body).toBe(201);
    const { message, exchange } = res.json() as { message: string; exchange: Exchange };
    expect(message).toBe('Exchange requested.');
    expect(exchange.raNumber).toMatch(new RegExp(`^RA-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(exchange).toMatchObject({
      orderId: order.id,
      orderRef: order.orderId,
      email: customer.email,
      status: 'requested',
      reason: 'Too small',
      rejectionReason: null,
      restocked: false,
    });
    expect(exchange.lines).toEqual([
      expect.objectContaining({
        orderLineId: lines[0]!.id,
        name: 'Linen Tee',
        quantity: 1,
        from: { color: 'black', size: 'm' },
        to: { color: 'black', size: 'l' },
      }),
    ]);
    expect(await stockOf(product, 'black', 'l')).toBe(2);
    expect(await stockOf(product, 'black', 'm')).toBe(5);

    const [mail] = await t.database.db
      .select()
      .from(emails)
      .where(eq(emails.dedupeKey, `exchange-requested:${exchange._id}`));
    expect(mail!.to).toBe(customer.email);
    expect(mail!.subject).toContain(exchange.raNumber);
    const arrived = await smtp.received((caught) => caught.subject === mail!.subject);
    expect(arrived.text).toContain('Send the items to');
    expect(arrived.text).toContain('Austin, Texas');

    const listed = await t.app.inject({ url: `/api/orders/${order.id}/exchanges`, headers: { cookie: customer.cookie } });
    expect((listed.json() as { exchanges: Exchange[] }).exchanges.map((e) => e._id)).toEqual([exchange._id]);
    const options = await exchangeOptions(order.id);
    expect(options.lines[0]!.available).toBe(0);
  });

  it('gives unique, consecutive RA numbers', async () => {
    const product = await tee();
    const first = await placeOrder([{ product }]);
    const second = await placeOrder([{ product }]);
    const a = await requested(first.order.id, first.lines[0]!.id);
    const b = await requested(second.order.id, second.lines[0]!.id);
    expect(a.raNumber).not.toBe(b.raNumber);
    expect(Number(b.raNumber.slice(-6))).toBeGreaterThan(Number(a.raNumber.slice(-6)));
  });

  it('lets a guest in with the tracking token of the order, and nobody else', async () => {
    const product = await tee();
    const sessionId = await buyInTestMode(t.app, [{ _id: product.id, color: 'black', size: 'm', quantity: 1 }], {
      email: 'guest-ex@example.com',
    });
    const confirmed = (
      await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } })
    ).json() as { order: { _id: string; products: unknown[] }; trackingPath: string };
    const token = confirmed.trackingPath.split('token=')[1]!;
    const orderId = confirmed.order._id;
    await t.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, orderId));
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));

    expect((await t.app.inject({ url: `/api/orders/${orderId}/exchange-options` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/orders/${orderId}/exchange-options?token=wrong` })).statusCode).toBe(404);
    expect((await request(orderId, body(line!.id), '', '?token=wrong')).statusCode).toBe(404);
    expect((await request(orderId, body(line!.id), stranger.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/orders/${orderId}/exchanges`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);

    expect((await t.app.inject({ url: `/api/orders/${orderId}/exchange-options?token=${token}` })).statusCode).toBe(200);
    const res = await request(orderId, body(line!.id), '', `?token=${token}`);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { exchange: Exchange }).exchange.email).toBe('guest-ex@example.com');
    const listed = await t.app.inject({ url: `/api/orders/${orderId}/exchanges?token=${token}` });
    expect((listed.json() as { exchanges: Exchange[] }).exchanges).toHaveLength(1);
  });

  it('hides another customer’s order behind a 404', async () => {
    const product = await tee();
    const { order, lines } = await placeOrder([{ product }]);
    expect((await request(order.id, body(lines[0]!.id), stranger.cookie)).statusCode).toBe(404);
    expect((await request(order.id, body(lines[0]!.id), '')).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/orders/${order.id}/exchange-options`, headers: { cookie: stranger.cookie } })).statusCode).toBe(
      404,
    );
  });

  it('refuses an order that has not shipped', async () => {
    const product = await tee();
    const { order, lines } = await placeOrder([{ product }], { status: 'pending' });
    await expectRefused(order.id, body(lines[0]!.id), 'Exchanges are for shipped or completed orders.');
    const options = await exchangeOptions(order.id);
    expect(options).toMatchObject({ eligible: false, reason: 'Exchanges are for shipped or completed orders.' });
  });

  it('accepts a completed order', async () => {
    const product = await tee();
    const { order, lines } = await placeOrder([{ product }], { status: 'completed' });
    expect((await request(order.id, body(lines[0]!.id))).statusCode).toBe(201);
  });

  it('refuses once 30 days from payment have passed', async () => {
    const product = await tee();
    const { order, lines } = await placeOrder([{ product }], { paidDaysAgo: 31 });
    await expectRefused(order.id, body(lines[0]!.id), 'The 30 days to ask for an exchange have passed.');
    const options = await exchangeOptions(order.id);
    expect(options.eligible).toBe(false);
    expect(options.reason).toMatch(/^The 30 days to ask for an exchange ended on \d{4}-\d{2}-\d{2}\.$/);
    expect(await stockOf(product, 'black', 'l')).toBe(3);
  });

  it('refuses final-sale items', async () => {
    const product = await tee({}, true);
    const { order, lines } = await placeOrder([{ product }]);
    await expectRefused(order.id, body(lines[0]!.id), 'Final-sale items cannot be exchanged.');
  });

  it('refuses more than was bought, less what is already under exchange', async () => {
    const product = await tee({ 'black/l': 10 });
    const { order, lines } = await placeOrder([{ product, quantity: 2 }]);
    const over = await request(order.id, body(lines[0]!.id, 'l', 3));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Only 2 of Linen Tee (M) can still be exchanged.');
    expect((await request(order.id, body(lines[0]!.id, 'l', 1))).statusCode).toBe(201);
    const again = await request(order.id, body(lines[0]!.id, 'l', 2));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Only 1 of Linen Tee (M) can still be exchanged.');
    expect(await stockOf(product, 'black', 'l')).toBe(9);
  });

  it('refuses a replacement that is out of stock', async () => {
    const product = await tee({ 'black/l': 0 });
    const { order, lines } = await placeOrder([{ product }]);
    const res = await request(order.id, body(lines[0]!.id, 'l'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Linen Tee in L is out of stock.');
    const colour = await request(order.id, body(lines[0]!.id, 'm', 1, 'white'));
    expect(colour.json().message).toBe('Linen Tee in white, M is out of stock.');
    const listed = await t.app.inject({ url: `/api/orders/${order.id}/exchanges`, headers: { cookie: customer.cookie } });
    expect(listed.json()).toEqual({ exchanges: [] });
  });

  it('refuses a request without the conditions accepted', async () => {
    const product = await tee();
    const { order, lines } = await placeOrder([{ product }]);
    const rest: Partial<ReturnType<typeof body>> = body(lines[0]!.id);
    delete rest.acceptConditions;
    expect((await request(order.id, rest)).statusCode).toBe(400);
    expect((await request(order.id, { ...rest, acceptConditions: false })).statusCode).toBe(400);
    expect(await stockOf(product, 'black', 'l')).toBe(3);
  });

  it('refuses the same variant, and a line of another order', async () => {
    const product = await tee();
    const { order, lines } = await placeOrder([{ product }]);
    const other = await placeOrder([{ product }]);
    expect((await request(order.id, body(lines[0]!.id, 'm'))).statusCode).toBe(400);
    const foreign = await request(order.id, body(other.lines[0]!.id));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('This order has no such line.');
  });

  it('gives the last unit of a replacement to one of two concurrent requests', async () => {
    const product = await tee({ 'black/l': 1 });
    const first = await placeOrder([{ product }]);
    const second = await placeOrder([{ product }]);
    const answers = await Promise.all([
      request(first.order.id, body(first.lines[0]!.id)),
      request(second.order.id, body(second.lines[0]!.id)),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((res) => res.statusCode === 400)!.json().message).toBe('Linen Tee in L is out of stock.');
    expect(await stockOf(product, 'black', 'l')).toBe(0);
  });
});

describe('handling an exchange (admin)', () => {
  it('keeps /api/exchanges for admins', async () => {
    expect((await t.app.inject({ url: '/api/exchanges' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/exchanges', headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    const product = await tee();
    const { order, lines } = await placeOrder([{ product }]);
    const exchange = await requested(order.id, lines[0]!.id);
    expect((await t.app.inject({ url: `/api/exchanges/${exchange._id}`, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    expect((await adminMove(exchange._id, 'approve', undefined, customer.cookie)).statusCode).toBe(403);
  });

  it('approves, receives (restocking the returned item), ships and closes, with stock, audit and mail at each step', async () => {
    const product = await tee({ 'black/m': 5, 'black/l': 3 });
    const { order, lines } = await placeOrder([{ product }]);
    const exchange = await requested(order.id, lines[0]!.id);
    expect(await stockOf(product, 'black', 'l')).toBe(2);

    const approved = await adminMove(exchange._id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ message: 'Exchange approved.', exchange: { status: 'approved' } });
    expect(await stockOf(product, 'black', 'l')).toBe(2);

    const received = await adminMove(exchange._id, 'receive', { restock: true });
    expect(received.json()).toMatchObject({ exchange: { status: 'received', restocked: true } });
    expect(await stockOf(product, 'black', 'm')).toBe(6);

    expect((await adminMove(exchange._id, 'ship')).json()).toMatchObject({ exchange: { status: 'shipped' } });
    expect((await adminMove(exchange._id, 'close')).json()).toMatchObject({ exchange: { status: 'closed' } });
    expect(await stockOf(product, 'black', 'm')).toBe(6);
    expect(await stockOf(product, 'black', 'l')).toBe(2);

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, exchange._id)).orderBy(auditLog.createdAt);
    expect(audits.map((entry) => [entry.action, entry.entity, entry.actorId, entry.before, entry.after])).toEqual([
      ['exchange.approve', 'exchange', admin.id, { status: 'requested' }, { status: 'approved' }],
      ['exchange.receive', 'exchange', admin.id, { status: 'approved' }, { status: 'received', restocked: true }],
      ['exchange.ship', 'exchange', admin.id, { status: 'received' }, { status: 'shipped' }],
      ['exchange.close', 'exchange', admin.id, { status: 'shipped' }, { status: 'closed' }],
    ]);

    const mails = await t.database.db
      .select()
      .from(emails)
      .where(like(emails.dedupeKey, `exchange-%:${exchange._id}`));
    expect(mails.map((mail) => mail.dedupeKey.split(':')[0]).sort()).toEqual(
      ['exchange-approve', 'exchange-close', 'exchange-receive', 'exchange-requested', 'exchange-ship'].sort(),
    );
    expect(mails.every((mail) => mail.to === customer.email)).toBe(true);

    // The customer's order page follows it.
    const listed = await t.app.inject({ url: `/api/orders/${order.id}/exchanges`, headers: { cookie: customer.cookie } });
    expect((listed.json() as { exchanges: Exchange[] }).exchanges[0]!.status).toBe('closed');
  });

  it('receives without restocking an item in poor condition', async () => {
    const product = await tee();
    const { order, lines } = await placeOrder([{ product }]);
    const exchange = await requested(order.id, lines[0]!.id);
    await adminMove(exchange._id, 'approve');
    const received = await adminMove(exchange._id, 'receive', { restock: false });
    expect(received.json()).toMatchObject({ exchange: { status: 'received', restocked: false } });
    expect(await stockOf(product, 'black', 'm')).toBe(5);
    expect((await adminMove(exchange._id, 'receive', {})).statusCode).toBe(400);
  });

  it('rejects with a reason, gives the replacement back to stock, and frees the items for another request', async () => {
    const product = await tee({ 'black/l': 3 });
    const { order, lines } = await placeOrder([{ product }]);
    const exchange = await requested(order.id, lines[0]!.id);
    expect(await stockOf(product, 'black', 'l')).toBe(2);
    expect((await adminMove(exchange._id, 'reject', { reason: '' })).statusCode).toBe(400);
    const rejected = await adminMove(exchange._id, 'reject', { reason: 'The tag was removed.' });
    expect(rejected.json()).toMatchObject({
      message: 'Exchange rejected.',
      exchange: { status: 'rejected', rejectionReason: 'The tag was removed.' },
    });
    expect(await stockOf(product, 'black', 'l')).toBe(3);

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, exchange._id));
    expect(audit).toMatchObject({
      action: 'exchange.reject',
      before: { status: 'requested' },
      after: { status: 'rejected', rejectionReason: 'The tag was removed.' },
    });
    const [mail] = await t.database.db
      .select()
      .from(emails)
      .where(eq(emails.dedupeKey, `exchange-reject:${exchange._id}`));
    const arrived = await smtp.received((caught) => caught.subject === mail!.subject);
    expect(arrived.text).toContain('The tag was removed.');

    expect((await request(order.id, body(lines[0]!.id))).statusCode).toBe(201);
  });

  it('rejects an approved exchange too, releasing its replacement', async () => {
    const product = await tee({ 'black/l': 1 });
    const { order, lines } = await placeOrder([{ product }]);
    const exchange = await requested(order.id, lines[0]!.id);
    await adminMove(exchange._id, 'approve');
    expect(await stockOf(product, 'black', 'l')).toBe(0);
    expect((await adminMove(exchange._id, 'reject', { reason: 'Worn.' })).statusCode).toBe(200);
    expect(await stockOf(product, 'black', 'l')).toBe(1);
  });

  it('refuses the moves the way does not allow, changing nothing', async () => {
    const product = await tee();
    const { order, lines } = await placeOrder([{ product }]);
    const exchange = await requested(order.id, lines[0]!.id);
    const refusals: [string, object | undefined, string][] = [
      ['receive', { restock: true }, 'An exchange that is requested cannot be received.'],
      ['ship', undefined, 'An exchange that is requested cannot be shipped.'],
      ['close', undefined, 'An exchange that is requested cannot be closed.'],
    ];
    for (const [move, payload, message] of refusals) {
      const res = await adminMove(exchange._id, move, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    await adminMove(exchange._id, 'approve');
    expect((await adminMove(exchange._id, 'approve')).json().message).toBe('An exchange that is approved cannot be approved.');
    expect((await adminMove(exchange._id, 'ship')).json().message).toBe('An exchange that is approved cannot be shipped.');
    await adminMove(exchange._id, 'receive', { restock: false });
    expect((await adminMove(exchange._id, 'reject', { reason: 'Late.' })).json().message).toBe(
      'An exchange that is received cannot be rejected.',
    );
    await adminMove(exchange._id, 'ship');
    await adminMove(exchange._id, 'close');
    for (const move of ['approve', 'ship', 'close']) expect((await adminMove(exchange._id, move)).statusCode).toBe(400);
    expect((await adminMove(exchange._id, 'reject', { reason: 'x' })).json().message).toBe(
      'An exchange that is closed cannot be rejected.',
    );
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, exchange._id));
    expect(audits).toHaveLength(4);
    expect((await adminMove('00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
  });

  it('lists exchanges newest first, by status, page by page', async () => {
    const product = await tee({ 'black/l': 10 });
    const { order, lines } = await placeOrder([{ product, quantity: 3 }]);
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await requested(order.id, lines[0]!.id));
    await adminMove(made[0]!._id, 'reject', { reason: 'No.' });

    const all = await t.app.inject({ url: '/api/exchanges?limit=2', headers: { cookie: admin.cookie } });
    expect(all.statusCode).toBe(200);
    const page = all.json() as { exchanges: Exchange[]; total: number; page: number; totalPages: number };
    expect(page.page).toBe(1);
    expect(page.exchanges).toHaveLength(2);
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));
    expect(page.exchanges[0]!._id).toBe(made[2]!._id);

    const rejected = (
      await t.app.inject({ url: '/api/exchanges?status=rejected&limit=100', headers: { cookie: admin.cookie } })
    ).json() as { exchanges: Exchange[] };
    expect(rejected.exchanges.every((e) => e.status === 'rejected')).toBe(true);
    expect(rejected.exchanges.map((e) => e._id)).toContain(made[0]!._id);
    expect((await t.app.inject({ url: '/api/exchanges?status=lost', headers: { cookie: admin.cookie } })).statusCode).toBe(400);

    const one = await t.app.inject({ url: `/api/exchanges/${made[1]!._id}`, headers: { cookie: admin.cookie } });
    expect((one.json() as { exchange: Exchange }).exchange.raNumber).toBe(made[1]!.raNumber);
  });
});

describe('an order refunded while an exchange is open', () => {
  /** A tee bought in test mode by the customer, shipped, with one exchange of M for L asked for. */
  async function boughtAndExchanged(stock: Parameters<typeof tee>[0] = { 'black/m': 5, 'black/l': 3 }) {
    const product = await tee(stock);
    const sessionId = await buyInTestMode(t.app, [{ _id: product.id, color: 'black', size: 'm', quantity: 1 }], {
      cookie: customer.cookie,
    });
    await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    await t.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order!.id));
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const exchange = await requested(order!.id, line!.id);
    return { product, order: order!, line: line!, exchange };
  }

  const refund = (orderId: string, restock: boolean) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/refund`, payload: { restock }, headers: { cookie: admin.cookie } });

  it('closes the exchange, returns its set-aside replacement, counts the bought item back once, and lets no move apply', async () => {
    const { product, order, line, exchange } = await boughtAndExchanged();
    // Bought one M (5 -> 4); the exchange set one L aside (3 -> 2).
    expect([await stockOf(product, 'black', 'm'), await stockOf(product, 'black', 'l')]).toEqual([4, 2]);

    const refunded = await refund(order.id, true);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect([await stockOf(product, 'black', 'm'), await stockOf(product, 'black', 'l')]).toEqual([5, 3]);

    const view = await t.app.inject({ url: `/api/exchanges/${exchange._id}`, headers: { cookie: admin.cookie } });
    expect((view.json() as { exchange: Exchange }).exchange.status).toBe('closed');
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, exchange._id));
    expect(audits.map((entry) => [entry.action, entry.actorId, entry.before, entry.after, entry.details])).toEqual([
      [
        'exchange.close',
        admin.id,
        { status: 'requested' },
        { status: 'closed', replacementReturned: true },
        { raNumber: exchange.raNumber, orderId: order.orderId, reason: 'The order was refunded.' },
      ],
    ]);

    for (const [move, payload] of [
      ['approve', undefined],
      ['reject', { reason: 'Refunded' }],
      ['receive', { restock: true }],
      ['ship', undefined],
      ['close', undefined],
    ] as const) {
      const res = await adminMove(exchange._id, move, payload);
      expect(res.statusCode, `${move}: ${res.body}`).toBe(409);
      expect(res.json().message).toBe('This order has been refunded, so it cannot be exchanged.');
    }
    // Nothing moved: the returned M is not counted back a second time, no replacement leaves the shelf.
    expect([await stockOf(product, 'black', 'm'), await stockOf(product, 'black', 'l')]).toEqual([5, 3]);

    const asked = await request(order.id, body(line.id, 'l'));
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe('This order has been refunded, so it cannot be exchanged.');
    const options = await exchangeOptions(order.id);
    expect(options).toMatchObject({ eligible: false, reason: 'This order has been refunded, so it cannot be exchanged.' });
  });

  it('counts what the customer holds once: a returned item already restocked is not restocked again', async () => {
    const { product, order, exchange } = await boughtAndExchanged();
    expect((await adminMove(exchange._id, 'approve')).statusCode).toBe(200);
    expect((await adminMove(exchange._id, 'receive', { restock: true })).statusCode).toBe(200);
    // The M came back to the shelf (4 -> 5); the L is still set aside.
    expect([await stockOf(product, 'black', 'm'), await stockOf(product, 'black', 'l')]).toEqual([5, 2]);

    expect((await refund(order.id, true)).statusCode).toBe(200);
    expect([await stockOf(product, 'black', 'm'), await stockOf(product, 'black', 'l')]).toEqual([5, 3]);
    const [closed] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, exchange._id), eq(auditLog.action, 'exchange.close')));
    expect(closed?.before).toEqual({ status: 'received' });
  });

  it('takes back the replacement the customer received, not the item they sent back', async () => {
    const { product, order, exchange } = await boughtAndExchanged();
    for (const [move, payload] of [['approve'], ['receive', { restock: true }], ['ship']] as const)
      expect((await adminMove(exchange._id, move, payload)).statusCode).toBe(200);
    expect([await stockOf(product, 'black', 'm'), await stockOf(product, 'black', 'l')]).toEqual([5, 2]);

    expect((await refund(order.id, true)).statusCode).toBe(200);
    expect([await stockOf(product, 'black', 'm'), await stockOf(product, 'black', 'l')]).toEqual([5, 3]);
    const view = await t.app.inject({ url: `/api/exchanges/${exchange._id}`, headers: { cookie: admin.cookie } });
    expect((view.json() as { exchange: Exchange }).exchange.status).toBe('closed');
  });

  it('returns the set-aside replacement on a refund without restock too, leaving the bought item with the customer', async () => {
    const { product, order, exchange } = await boughtAndExchanged();
    expect((await refund(order.id, false)).statusCode).toBe(200);
    expect([await stockOf(product, 'black', 'm'), await stockOf(product, 'black', 'l')]).toEqual([4, 3]);
    expect((await adminMove(exchange._id, 'approve')).statusCode).toBe(409);
  });

  it('lets only one of a refund and an exchange move apply when they come together', async () => {
    const { product, order, exchange } = await boughtAndExchanged();
    const [refunded, approved] = await Promise.all([refund(order.id, true), adminMove(exchange._id, 'approve')]);
    expect(refunded.statusCode, refunded.body).toBe(200);
    // The move either came first (and the refund then closed the exchange) or found the order refunded.
    expect([200, 409]).toContain(approved.statusCode);
    const view = await t.app.inject({ url: `/api/exchanges/${exchange._id}`, headers: { cookie: admin.cookie } });
    expect((view.json() as { exchange: Exchange }).exchange.status).toBe('closed');
    expect([await stockOf(product, 'black', 'm'), await stockOf(product, 'black', 'l')]).toEqual([5, 3]);
  });
});

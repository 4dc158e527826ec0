/**
 * Returns for a refund or store credit: the shop's policy (off by default, its window, the
 * right of withdrawal, the credit bonus), the customer's request with its RR number, every move
 * of the table the API and the dashboard share and each move refused, the refund through the
 * order's payment, the credit on the customer's account, and the mail at each step.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { RETURN_ACTIONS, RETURN_NEXT_ACTIONS, RETURN_STATES } from '@shop/shared/constants';
import type { MyCreditsResponse } from '@shop/shared/credit.schema';
import type { Order } from '@shop/shared/order.schema';
import type { Return, ReturnOptionsResponse } from '@shop/shared/return.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderStatusEvents, orders, productVariants, returns } from '../../db/schema/index';
import { useSignedInUsers } from '../../test/auth-helpers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { buyInTestMode, CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';

const { t, smtp } = useTestAppWithSmtp(CHECKOUT_TEST_SETTINGS);
const { admin, customer, stranger } = useSignedInUsers(t, { admin: 'admin', customer: 'user', stranger: 'user' });

const DAY = 24 * 60 * 60 * 1000;

let tee: string;
let sale: string;
beforeAll(async () => {
  const [first, second] = await insertProducts(t.database.db, [
    { name: 'Return Tee', priceCents: 2000, trackStock: true, ...trackedStock({ 'black/m': 1000, 'black/l': 50 }) },
    { name: 'Last Chance Tee', priceCents: 1000, trackStock: true, finalSale: true, ...trackedStock({ 'black/m': 1000 }) },
  ]);
  tee = first!.id;
  sale = second!.id;
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

async function setPolicy(policy: { enabled: boolean; windowDays?: number; withdrawalRight?: boolean; creditBonusPercent?: number }) {
  const res = await asAdmin('PUT', '/api/return-policy', { windowDays: 30, withdrawalRight: false, creditBonusPercent: 0, ...policy });
  expect(res.statusCode).toBe(200);
}

let confirmed = 0;

/** Two tees (M) and one final-sale tee, paid in test mode and shipped `shippedDaysAgo` days ago. */
async function shippedOrder(shippedDaysAgo = 2): Promise<Order> {
  const sessionId = await buyInTestMode(
    t.app,
    [
      { _id: tee, color: 'black', size: 'm', quantity: 2 },
      { _id: sale, color: 'black', size: 'm', quantity: 1 },
    ],
    { cookie: customer.cookie },
  );
  // Each from its own address: confirming a payment is rate-limited per address.
  confirmed += 1;
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/orders/confirm-payment',
    payload: { session_id: sessionId },
    remoteAddress: `10.0.${Math.floor(confirmed / 250)}.${confirmed % 250}`,
  });
  expect(confirm.statusCode).toBe(200);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  const status = await t.app.inject({
    method: 'PATCH',
    url: `/api/orders/update-order-status/${row!.id}`,
    payload: { status: 'shipped' },
    headers: { cookie: admin.cookie },
  });
  expect(status.statusCode).toBe(200);
  const shippedAt = new Date(Date.now() - shippedDaysAgo * DAY);
  await t.database.db
    .update(orderStatusEvents)
    .set({ createdAt: shippedAt })
    .where(and(eq(orderStatusEvents.orderId, row!.id), eq(orderStatusEvents.status, 'shipped')));
  await t.database.db
    .update(orders)
    .set({ paidAt: new Date(shippedAt.getTime() - DAY) })
    .where(eq(orders.id, row!.id));
  return (await asAdmin('GET', `/api/orders/order/${row!.id}`)).json() as Order;
}

const options = async (order: Order, cookie = customer.cookie) =>
  (await t.app.inject({ url: `/api/orders/${order._id}/return-options`, headers: { cookie } })).json() as ReturnOptionsResponse;

const ask = (order: Order, payload: object, cookie: string | undefined = customer.cookie, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/returns${query}`,
    payload: { reason: 'Does not fit', acceptConditions: true, ...payload },
    headers: cookie ? { cookie } : {},
  });

const teeLine = (order: Order) => order.products.find((line) => line.name === 'Return Tee')!;
const saleLine = (order: Order) => order.products.find((line) => line.name === 'Last Chance Tee')!;

async function requested(order: Order, quantity = 1, outcome: 'refund' | 'credit' = 'refund'): Promise<Return> {
  const res = await ask(order, { lines: [{ orderLineId: teeLine(order).orderLineId, quantity }], outcome });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().return as Return;
}

const move = (id: string, action: string, payload?: object) => asAdmin('POST', `/api/returns/${id}/${action}`, payload);

async function stockOf(productId: string, size = 'm') {
  const [row] = await t.database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
  return row!.stock;
}

describe('the return policy', () => {
  it('is off by default: the shop is exchange-only, and a request is refused', async () => {
    await setPolicy({ enabled: false });
    const policy = (await asAdmin('GET', '/api/return-policy')).json();
    expect(policy).toEqual({ policy: { enabled: false, windowDays: 30, withdrawalRight: false, creditBonusPercent: 0 } });
    const order = await shippedOrder();
    expect(await options(order)).toMatchObject({ enabled: false, eligible: false, lines: [] });
    const res = await ask(order, { lines: [{ orderLineId: teeLine(order).orderLineId, quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This shop takes exchanges, not returns.');
  });

  it('is saved by an admin only, checked field by field, and audited', async () => {
    const bad = await asAdmin('PUT', '/api/return-policy', {
      enabled: true,
      windowDays: 0,
      withdrawalRight: false,
      creditBonusPercent: 120,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'windowDays', message: 'The return window must be at least 1 day' },
      { path: 'creditBonusPercent', message: 'The credit bonus must be at most 100 %' },
    ]);
    const byCustomer = await t.app.inject({
      method: 'PUT',
      url: '/api/return-policy',
      payload: { enabled: true, windowDays: 30, withdrawalRight: false, creditBonusPercent: 0 },
      headers: { cookie: customer.cookie },
    });
    expect(byCustomer.statusCode).toBe(403);
    await setPolicy({ enabled: true, windowDays: 10 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'return.policy'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({ entity: 'return', after: { enabled: true, windowDays: 10 } });
  });

  it('counts its window from shipping, at least the 14 days of withdrawal where honoured, which also takes final-sale items back', async () => {
    await setPolicy({ enabled: true, windowDays: 10 });
    const late = await shippedOrder(12);
    const closed = await options(late);
    expect(closed).toMatchObject({ enabled: true, eligible: false });
    expect(closed.reason).toMatch(/^The 10 days to ask for a return ended on \d{4}-\d{2}-\d{2}\.$/);
    expect(closed.lines.find((line) => line.name === 'Last Chance Tee')).toMatchObject({ finalSale: true, available: 0 });
    const finalSale = await ask(await shippedOrder(), { lines: [{ orderLineId: saleLine(late).orderLineId, quantity: 1 }] });
    expect(finalSale.statusCode).toBe(400);

    await setPolicy({ enabled: true, windowDays: 10, withdrawalRight: true });
    const open = await options(late);
    expect(open).toMatchObject({ eligible: true, reason: null });
    expect(open.conditions).toContain('Final-sale items can be returned within the 14-day right of withdrawal.');
    expect(open.lines.find((line) => line.name === 'Last Chance Tee')).toMatchObject({ available: 1 });
    const res = await ask(late, { lines: [{ orderLineId: saleLine(late).orderLineId, quantity: 1 }] });
    expect(res.statusCode).toBe(201);
    await setPolicy({ enabled: true, withdrawalRight: false });
  });
});

describe('a return for a refund', () => {
  beforeAll(() => setPolicy({ enabled: true }));

  it('is asked for with an RR number and a mail, approved, received back into stock, and refunded to the card', async () => {
    const order = await shippedOrder();
    const made = await requested(order, 1);
    // Not said to be about the size.
    expect(made).toMatchObject({ status: 'requested', outcome: 'refund', orderRef: order.orderId, refunded: null, fit: null });
    expect(made.rmaNumber).toMatch(new RegExp(`^RR-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(made.lines).toEqual([expect.objectContaining({ name: 'Return Tee', color: 'black', size: 'm', quantity: 1 })]);
    const requestedMail = await smtp.received(
      (mail) => mail.subject === `Drip Studio: return ${made.rmaNumber} for order ${order.orderId}`,
    );
    expect(requestedMail.text).toContain(`Your return number is ${made.rmaNumber}.`);
    // What is on its way back is not offered again.
    expect((await options(order)).lines.find((line) => line.name === 'Return Tee')).toMatchObject({ bought: 2, available: 1 });

    expect((await move(made._id, 'approve')).json()).toMatchObject({ message: 'Return approved.', return: { status: 'approved' } });
    const approvedMail = await smtp.received((mail) => mail.subject === `Drip Studio: return ${made.rmaNumber} is approved`);
    expect(approvedMail.text).toContain(`RR ${made.rmaNumber}`);

    const stockBefore = await stockOf(tee);
    expect((await move(made._id, 'receive', { restock: true })).json().return).toMatchObject({ status: 'received', restocked: true });
    expect(await stockOf(tee)).toBe(stockBefore! + 1);

    const refunded = await move(made._id, 'refund');
    expect(refunded.statusCode).toBe(200);
    // Half of the tees' $42.40 (two at $20.00, 6 % tax).
    expect(refunded.json()).toMatchObject({ message: 'Return refunded.', return: { status: 'refunded', refunded: 21.2 } });
    const after = (await asAdmin('GET', `/api/orders/order/${order._id}`)).json() as Order;
    expect(after).toMatchObject({ paymentStatus: 'partially_refunded', refunded: 21.2 });
    expect(after.refunds[0]).toMatchObject({
      amount: 21.2,
      reason: `Return ${made.rmaNumber}`,
      lines: [expect.objectContaining({ quantity: 1, restocked: false })],
    });
    const refundMail = await smtp.received((mail) => mail.subject === `Drip Studio: return ${made.rmaNumber} is refunded`);
    expect(refundMail.text).toContain('We have refunded $21.20 to your card.');
    // The refund's own mail is not sent as well.
    expect(smtp.caught.some((mail) => mail.subject.includes(`a refund of $21.20 on order ${order.orderId}`))).toBe(false);
    // A refunded unit is not offered again either.
    expect((await options(order)).lines.find((line) => line.name === 'Return Tee')).toMatchObject({ available: 1 });

    const again = await move(made._id, 'refund');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('A return that is refunded cannot be refunded.');
    expect(((await asAdmin('GET', `/api/orders/order/${order._id}`)).json() as Order).refunds).toHaveLength(1);
  });

  it('refuses every move its state does not allow, as the shared table says, and each rejection tells the customer why', async () => {
    // One order and one return, put in each state in turn.
    const tried = await requested(await shippedOrder());
    for (const state of RETURN_STATES) {
      for (const action of RETURN_ACTIONS) {
        if (RETURN_NEXT_ACTIONS[state].includes(action)) continue;
        await t.database.db.update(returns).set({ status: state }).where(eq(returns.id, tried._id));
        const res = await move(
          tried._id,
          action,
          action === 'reject' ? { reason: 'x' } : action === 'receive' ? { restock: false } : undefined,
        );
        expect(res.statusCode, `${action} from ${state}`).toBe(400);
        expect(res.json().message).toMatch(new RegExp(`^A return that is ${state} cannot be `));
      }
    }
    const order = await shippedOrder();
    const made = await requested(order);
    const noReason = await move(made._id, 'reject', { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await move(made._id, 'reject', { reason: 'Worn and washed' });
    expect(rejected.json().return).toMatchObject({ status: 'rejected', rejectionReason: 'Worn and washed' });
    const mail = await smtp.received((caught) => caught.subject === `Drip Studio: return ${made.rmaNumber} is rejected`);
    expect(mail.text).toContain('Worn and washed');
    // A rejected return gives its units back to be returned.
    expect((await options(order)).lines.find((line) => line.name === 'Return Tee')).toMatchObject({ available: 2 });
  });

  it('keeps to the order: its customer, a guest with its tracking link, or an admin; never a stranger; never more than was bought', async () => {
    const order = await shippedOrder();
    expect((await ask(order, { lines: [{ orderLineId: teeLine(order).orderLineId, quantity: 1 }] }, stranger.cookie)).statusCode).toBe(404);
    expect((await ask(order, { lines: [{ orderLineId: teeLine(order).orderLineId, quantity: 1 }] }, '')).statusCode).toBe(404);
    const tooMany = await ask(order, { lines: [{ orderLineId: teeLine(order).orderLineId, quantity: 3 }] });
    expect(tooMany.json().message).toBe('Only 2 of Return Tee (M) can still be returned.');
    const unknown = await ask(order, { lines: [{ orderLineId: randomUUID(), quantity: 1 }] });
    expect(unknown.json().message).toBe('This order has no such line.');
    const noConditions = await ask(order, { lines: [{ orderLineId: teeLine(order).orderLineId, quantity: 1 }], acceptConditions: false });
    expect(noConditions.json().errors).toEqual([
      { path: 'acceptConditions', message: 'Please accept the conditions of the return policy' },
    ]);
    const badFit = await ask(order, { lines: [{ orderLineId: teeLine(order).orderLineId, quantity: 1 }], fit: 'too-tight' });
    expect(badFit.json().errors).toEqual([
      { path: 'fit', message: 'fit must be too-small or too-large, or null when it was not the size' },
    ]);
    // Said to be too small: kept, for the product's fit from swaps.
    const tooSmall = await ask(order, { lines: [{ orderLineId: teeLine(order).orderLineId, quantity: 1 }], fit: 'too-small' });
    expect(tooSmall.statusCode, tooSmall.body).toBe(201);
    expect(tooSmall.json().return).toMatchObject({ fit: 'too-small' });
    // Two requests for the last unit at once: one wins.
    const both = await Promise.all([
      ask(order, { lines: [{ orderLineId: teeLine(order).orderLineId, quantity: 1 }] }),
      ask(order, { lines: [{ orderLineId: teeLine(order).orderLineId, quantity: 1 }] }),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 400]);
  });

  it('lists the returns for the admin, filtered by status, and the order’s own for its customer', async () => {
    const order = await shippedOrder();
    const made = await requested(order);
    const mine = await t.app.inject({ url: `/api/orders/${order._id}/returns`, headers: { cookie: customer.cookie } });
    expect(mine.json().returns.map((one: Return) => one._id)).toEqual([made._id]);
    const list = await asAdmin('GET', '/api/returns?status=requested&limit=100');
    expect(list.json().returns.map((one: Return) => one._id)).toContain(made._id);
    expect(list.json().returns.every((one: Return) => one.status === 'requested')).toBe(true);
    expect((await t.app.inject({ url: '/api/returns', headers: { cookie: customer.cookie } })).statusCode).toBe(403);
  });
});

describe('a return for store credit', () => {
  it('gives the refund’s worth and the shop’s bonus as credit on the account, which the customer sees with its movement', async () => {
    await setPolicy({ enabled: true, creditBonusPercent: 10 });
    const order = await shippedOrder();
    const made = await requested(order, 1, 'credit');
    expect(made.outcome).toBe('credit');
    await move(made._id, 'approve');
    await move(made._id, 'receive', { restock: false });
    const credited = await move(made._id, 'credit');
    expect(credited.statusCode).toBe(200);
    // $21.20, and 10 % more: $23.32.
    expect(credited.json()).toMatchObject({ message: 'Return credited as store credit.', return: { status: 'credited', credited: 23.32 } });
    const code = credited.json().return.creditCode as string;
    expect(code).toMatch(/^SC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // No money moved: the order is still paid in full.
    expect(((await asAdmin('GET', `/api/orders/order/${order._id}`)).json() as Order).paymentStatus).toBe('paid');

    const mine = (await t.app.inject({ url: '/api/credits/mine', headers: { cookie: customer.cookie } })).json() as MyCreditsResponse;
    expect(mine.balance).toBe(23.32);
    expect(mine.credits).toEqual([
      expect.objectContaining({
        code,
        kind: 'store-credit',
        balance: 23.32,
        initial: 23.32,
        movements: [expect.objectContaining({ kind: 'issued', amount: 23.32, note: `Return ${made.rmaNumber}` })],
      }),
    ]);
    const mail = await smtp.received((caught) => caught.subject === `Drip Studio: return ${made.rmaNumber} is credited`);
    expect(mail.text).toContain('We have added $23.32 of store credit to your account.');
    expect(mail.text).toContain(code);

    // A second credit gathers on the same code.
    const second = await requested(order, 1, 'credit');
    await move(second._id, 'approve');
    await move(second._id, 'receive', { restock: false });
    await move(second._id, 'credit');
    const after = (await t.app.inject({ url: '/api/credits/mine', headers: { cookie: customer.cookie } })).json() as MyCreditsResponse;
    expect(after.credits).toHaveLength(1);
    expect(after.balance).toBe(46.64);
    expect((await t.app.inject({ url: '/api/credits/mine' })).statusCode).toBe(401);
    await setPolicy({ enabled: true, creditBonusPercent: 0 });
  });
});

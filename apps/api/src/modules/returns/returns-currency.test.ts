/**
 * A return of an order in euros: a refund to the card gives back euros, said in euros in its
 * mail; store credit, kept in dollars, is the refund's worth in dollars at the order's own rate.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { toBase } from '@shop/shared/currency';
import type { Order } from '@shop/shared/order.schema';
import type { Return } from '@shop/shared/return.schema';
import { orders, orderStatusEvents } from '../../db/schema/index';
import { useSignedInUsers } from '../../test/auth-helpers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { CHECKOUT_TEST_SETTINGS, TEST_ADDRESS } from '../../test/shop-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';

const { t, smtp } = useTestAppWithSmtp(CHECKOUT_TEST_SETTINGS);
const { admin, customer } = useSignedInUsers(t, { admin: 'admin', customer: 'user' });
const EUR = { code: 'EUR', rate: 0.92, rounding: 'minor' } as const;
let tee: string;

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
const ok = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) => {
  const res = await asAdmin(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};

beforeAll(async () => {
  const [first] = await insertProducts(t.database.db, [
    { name: 'Return Tee', priceCents: 2000, trackStock: true, ...trackedStock({ 'black/m': 100 }) },
  ]);
  tee = first!.id;
  await ok('PUT', '/api/currencies/EUR', { rate: 0.92, rounding: 'minor' });
  await ok('PUT', '/api/return-policy', { enabled: true, windowDays: 30, withdrawalRight: false, creditBonusPercent: 0 });
});

/** Two tees bought in euros (€18.40 each, 6 % tax: €39.01), paid in test mode and shipped. */
async function shippedOrderInEuros(): Promise<Order> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    payload: { products: [{ _id: tee, color: 'black', size: 'm', quantity: 2 }], currency: 'EUR' },
    headers: { cookie: customer.cookie },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id } = created.json() as { id: string };
  expect(
    (await t.app.inject({ method: 'POST', url: `/api/orders/test-checkout/${id}/pay`, payload: { shippingAddress: TEST_ADDRESS } }))
      .statusCode,
  ).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: id } })).statusCode).toBe(200);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, id));
  expect(row).toMatchObject({ currency: 'eur', totalCents: 3901 });
  await ok('PATCH', `/api/orders/update-order-status/${row!.id}`, { status: 'shipped' });
  // Shipped yesterday, paid the day before: within the window.
  await t.database.db
    .update(orderStatusEvents)
    .set({ createdAt: new Date(Date.now() - 86_400_000) })
    .where(and(eq(orderStatusEvents.orderId, row!.id), eq(orderStatusEvents.status, 'shipped')));
  return (await ok('GET', `/api/orders/order/${row!.id}`)) as Order;
}

async function returned(order: Order, outcome: 'refund' | 'credit'): Promise<Return> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/returns`,
    payload: {
      reason: 'Does not fit',
      acceptConditions: true,
      lines: [{ orderLineId: order.products[0]!.orderLineId, quantity: 1 }],
      outcome,
    },
    headers: { cookie: customer.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  const made = res.json().return as Return;
  await ok('POST', `/api/returns/${made._id}/approve`);
  await ok('POST', `/api/returns/${made._id}/receive`, { restock: false });
  return made;
}

describe('a return of an order in euros', () => {
  it('credits the refund’s worth in dollars at the order’s rate, and refunds to the card in euros', async () => {
    const order = await shippedOrderInEuros();
    const credit = await returned(order, 'credit');
    const credited = await asAdmin('POST', `/api/returns/${credit._id}/credit`);
    expect(credited.statusCode, credited.body).toBe(200);
    // One of two tees is €19.51 (half of €39.01, half up): $21.21 at 0.92.
    expect(toBase(1951, EUR)).toBe(2121);
    expect(credited.json().return).toMatchObject({ status: 'credited', credited: 21.21 });
    const creditMail = await smtp.received((caught) => caught.subject === `Drip Studio: return ${credit.rmaNumber} is credited`);
    expect(creditMail.text).toContain('We have added $21.21 of store credit to your account.');

    const refund = await returned(order, 'refund');
    const refunded = await asAdmin('POST', `/api/returns/${refund._id}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    // The other tee: store credit moved no money, so it is the line's first unit again, €19.51.
    expect(refunded.json().return).toMatchObject({ status: 'refunded', refunded: 19.51 });
    const refundMail = await smtp.received((caught) => caught.subject === `Drip Studio: return ${refund.rmaNumber} is refunded`);
    expect(refundMail.text).toContain('We have refunded €19.51 to your card.');
    expect(((await ok('GET', `/api/orders/order/${order._id}`)) as Order).refunded).toBe(19.51);
  });
});

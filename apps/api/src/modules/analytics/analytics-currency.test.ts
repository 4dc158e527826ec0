/**
 * The analytics' amounts of orders in another currency than the base: an order's checkout,
 * payment and refund are recorded in the base currency at the order's own rate (toBase), and a
 * day's figures per product convert each line of such an order the same way.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { toBase } from '@shop/shared/currency';
import { analyticsDaily, analyticsEvents, orders } from '../../db/schema/index';
import { useSignedInUsers } from '../../test/auth-helpers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { CHECKOUT_TEST_SETTINGS, TEST_ADDRESS } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';
import { createAnalyticsRepository } from './analytics.repository';

const t = useTestApp(CHECKOUT_TEST_SETTINGS);
const people = useSignedInUsers(t, { admin: 'admin' });
const today = () => new Date().toISOString().slice(0, 10);
const EUR = { code: 'EUR', rate: 0.92, rounding: 'minor' } as const;

/** Checks out one tee as a guest in `currency`, pays it in test mode and confirms it: answers the order's row. */
async function buy(productId: string, currency: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    payload: { products: [{ _id: productId, color: 'black', size: 'm', quantity: 1 }], email: 'buyer@shop.test', currency },
    headers: { 'x-visitor-id': randomBytes(12).toString('base64url') },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id } = created.json() as { id: string };
  expect(
    (await t.app.inject({ method: 'POST', url: `/api/orders/test-checkout/${id}/pay`, payload: { shippingAddress: TEST_ADDRESS } }))
      .statusCode,
  ).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: id } })).statusCode).toBe(200);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, id));
  return order!;
}

/** The order's events once the recorder's background flush has written them. */
const eventsOf = (orderId: string, kinds: number) =>
  vi.waitFor(
    async () => {
      const rows = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.orderId, orderId));
      if (rows.length < kinds) throw new Error('not written yet');
      return rows;
    },
    { timeout: 8000, interval: 100 },
  );

describe('the analytics of an order in euros', () => {
  it('record its amounts, and its product’s day, in dollars at the order’s rate', async () => {
    const admin = people.admin.cookie;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/currencies/EUR',
      payload: { rate: 0.92, rounding: 'minor' },
      headers: { cookie: admin },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const [tee] = await insertProducts(t.database.db, [{ name: 'Euro Tee', priceCents: 2000, ...trackedStock({ 'black/m': 10 }) }]);

    const euros = await buy(tee!.id, 'EUR');
    // €18.40 and 6 % tax (€1.10) is €19.50: $21.20 at 0.92 (21.195…, half up).
    expect(euros).toMatchObject({ currency: 'eur', totalCents: 1950 });
    const inDollars = toBase(1950, EUR);
    expect(inDollars).toBe(2120);
    const recorded = await eventsOf(euros.id, 2);
    expect(recorded.filter((row) => row.kind !== 'view').map((row) => [row.kind, row.amountCents])).toEqual(
      expect.arrayContaining([
        ['checkout', inDollars],
        ['paid', inDollars],
      ]),
    );
    const refunded = await t.app.inject({ method: 'POST', url: `/api/orders/${euros.id}/refund`, payload: {}, headers: { cookie: admin } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await eventsOf(euros.id, 3)).find((row) => row.kind === 'refund')?.amountCents).toBe(inDollars);

    // A day with an order in dollars beside it: its line counts as it is, the euro order's at its rate.
    const dollars = await buy(tee!.id, 'USD');
    await eventsOf(dollars.id, 2);
    await createAnalyticsRepository(t.database.db).aggregateDay(today());
    const day = await t.database.db
      .select()
      .from(analyticsDaily)
      .where(and(sql`${analyticsDaily.day} = ${today()}::date`, eq(analyticsDaily.kind, 'paid')));
    expect(day.find((row) => row.subject === '')).toMatchObject({ events: 2, amountCents: inDollars + dollars.totalCents });
    // The tee's line: €18.40 at 0.92 is $20.00, and $20.00.
    expect(day.find((row) => row.subject === tee!.id)).toMatchObject({ events: 2, amountCents: toBase(1840, EUR) + 2000 });
  });
});

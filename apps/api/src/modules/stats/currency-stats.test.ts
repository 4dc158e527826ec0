/**
 * The figures of a shop that sells in several currencies: every amount in the base currency,
 * each order in another converted at the rate it was priced at (toBase, half up to the cent),
 * orders of the same amount and rate as well as those at another rate; the answer says so.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toBase } from '@shop/shared/currency';
import { eq, inArray, sql } from 'drizzle-orm';
import { discountCodes, discountCodeUses, orderLines, orders, sales } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { useTestApp } from '../../test/test-app';

// A live shop, taking real payments.
const t = useTestApp({ STRIPE_SECRET_KEY: 'sk_test_currency_stats', STRIPE_WEBHOOK_SECRET: 'whsec_currency_stats' });
const year = new Date().getUTCFullYear();
let admin: SignedInUser;
let buyer: SignedInUser;

/** €91.74 at 0.92 is $99.72 (99.717… half up); at 0.95, $96.57; ¥15,000 at 151.37 is $99.09. */
const EUR_AT_092 = 9972;
const EUR_AT_095 = 9657;
const JPY_KEPT = 9909;

beforeAll(async () => {
  const db = t.database.db;
  [admin, buyer] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t)]);
  const [shirt, bag] = await insertProducts(db, [{ name: 'Shirt' }, { name: 'Bag' }]);
  const order = (
    ref: string,
    cents: number,
    currency: string,
    rate: string,
    paidAt: Date | null,
    more: Partial<typeof orders.$inferInsert> = {},
  ): typeof orders.$inferInsert => ({
    orderId: ref,
    email: 'buyer@example.com',
    provider: 'stripe',
    paymentStatus: paidAt ? 'paid' : 'flagged',
    subtotalCents: cents,
    taxCents: 0,
    totalCents: cents,
    currency,
    exchangeRate: rate,
    paidAt,
    ...more,
  });
  const rows = await db
    .insert(orders)
    .values([
      order('ORD-CURR0001', 1000, 'usd', '1', new Date(Date.UTC(year, 0, 10)), { userId: buyer.id }),
      order('ORD-CURR0002', 9174, 'eur', '0.92', new Date(Date.UTC(year, 0, 11)), { userId: buyer.id }),
      // The same amount at the same rate: each converted, the two added.
      order('ORD-CURR0003', 9174, 'eur', '0.92', new Date(Date.UTC(year, 2, 11))),
      order('ORD-CURR0004', 9174, 'eur', '0.95', new Date(Date.UTC(year, 2, 12))),
      // What a refund left of it: ¥15,642 less ¥642.
      order('ORD-CURR0005', 15642, 'jpy', '151.37', new Date(Date.UTC(year, 0, 12)), {
        userId: buyer.id,
        paymentStatus: 'partially_refunded',
        refundedCents: 642,
      }),
      // Flagged: it needs attention, and counts in no earnings.
      order('ORD-CURR0006', 5000, 'eur', '0.92', null),
    ])
    .returning({ id: orders.id, orderId: orders.orderId });
  const id = (ref: string) => rows.find((row) => row.orderId === ref)!.id;
  const line = (orderRef: string, productId: string, unitPriceCents: number, quantity: number) => ({
    orderId: id(orderRef),
    productId,
    name: productId === shirt!.id ? 'Shirt' : 'Bag',
    image: '',
    color: 'black',
    size: 'm',
    unitPriceCents,
    quantity,
    position: 0,
  });
  await db
    .insert(orderLines)
    .values([line('ORD-CURR0001', shirt!.id, 1000, 1), line('ORD-CURR0002', shirt!.id, 2799, 2), line('ORD-CURR0005', bag!.id, 15642, 1)]);

  // A code used by an order in dollars, one in euros and one in yen (€5 and ¥800 off them), and a
  // sale on a line of each of the dollar and euro orders (its pricing names the sale).
  const [code] = await db.insert(discountCodes).values({ code: 'ABROAD10', kind: 'percent', value: 1000 }).returning();
  await db.insert(discountCodeUses).values([
    { orderId: id('ORD-CURR0001'), codeId: code!.id, customer: buyer.id, status: 'used', discountCents: 100 },
    { orderId: id('ORD-CURR0002'), codeId: code!.id, customer: buyer.id, status: 'used', discountCents: 500 },
    { orderId: id('ORD-CURR0005'), codeId: code!.id, customer: buyer.id, status: 'used', discountCents: 800 },
  ]);
  const [sale] = await db.insert(sales).values({ name: 'Abroad sale', kind: 'percent', value: 1000 }).returning();
  const saleLines = (totalCents: number) =>
    sql`jsonb_build_object('lines', jsonb_build_array(jsonb_build_object('saleId', ${sale!.id}::text, 'totalCents', ${totalCents}::int)))`;
  await db
    .update(orders)
    .set({ pricing: saleLines(900) })
    .where(eq(orders.id, id('ORD-CURR0001')));
  await db
    .update(orders)
    .set({ pricing: saleLines(5598) })
    .where(inArray(orders.id, [id('ORD-CURR0002')]));
});

const get = async (url: string, cookie: string) => {
  const res = await t.app.inject({ url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('figures over orders in several currencies', () => {
  it('convert each order at its own rate with toBase, and say so', async () => {
    expect(toBase(9174, { code: 'EUR', rate: 0.92, rounding: 'minor' })).toBe(EUR_AT_092);
    const stats = await get('/api/stats/admin-stats', admin.cookie);
    expect(stats).toMatchObject({
      currency: 'USD',
      currencyNote: 'Figures in USD; orders in other currencies converted at the rate of each order',
      totalOrders: 5,
      totalEarnings: (1000 + EUR_AT_092 * 2 + EUR_AT_095 + JPY_KEPT) / 100,
    });
    expect(stats.monthlyEarnings[0]).toEqual({ month: 1, earnings: (1000 + EUR_AT_092 + JPY_KEPT) / 100 });
    expect(stats.monthlyEarnings[2]).toEqual({ month: 3, earnings: (EUR_AT_092 + EUR_AT_095) / 100 });
    // Each line converted at its order's rate: €55.98 at 0.92 is $60.85; ¥15,642 at 151.37 is $103.34.
    expect(stats.bestSellers).toEqual([
      expect.objectContaining({ name: 'Shirt', units: 3, revenue: 70.85 }),
      expect.objectContaining({ name: 'Bag', units: 1, revenue: 103.34 }),
    ]);
    // An order needing attention shows its total in dollars too, and its own currency.
    expect(stats.attentionOrders).toEqual([
      expect.objectContaining({ orderId: 'ORD-CURR0006', total: 54.35, currency: 'EUR', reason: 'flagged' }),
    ]);
  });

  it('give a customer’s total spent, a code’s and a sale’s revenue in dollars, each order converted at its rate', async () => {
    expect((await get('/api/auth/users', admin.cookie)).find((user: { _id: string }) => user._id === buyer.id)).toMatchObject({
      totalSpent: (1000 + EUR_AT_092 + JPY_KEPT) / 100,
    });
    // €91.74 at 0.92 and ¥15,642 at 151.37 ($103.34); €5 at 0.92 is $5.43, ¥800 is $5.29.
    expect((await get('/api/discounts', admin.cookie)).discounts.find((code: { code: string }) => code.code === 'ABROAD10')).toMatchObject({
      revenue: (1000 + EUR_AT_092 + 10334) / 100,
      discounted: (100 + 543 + 529) / 100,
    });
    // $9 and €55.98 at 0.92 ($60.85), over two orders.
    expect((await get('/api/sales', admin.cookie)).sales.find((sale: { name: string }) => sale.name === 'Abroad sale')).toMatchObject({
      orders: 2,
      revenue: (900 + 6085) / 100,
    });
  });

  it('give a customer’s own total in dollars, their orders in other currencies converted at their rates', async () => {
    expect(await get('/api/stats/user-stats/mine', buyer.cookie)).toMatchObject({
      totalPayments: (1000 + EUR_AT_092 + JPY_KEPT) / 100,
      totalPurchasedProducts: 4,
    });
  });
});

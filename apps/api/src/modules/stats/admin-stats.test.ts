import { beforeAll, describe, expect, it } from 'vitest';
import { variantStock } from '@shop/shared/testing/products';
import { orderLines, orders } from '../../db/schema/index';
import { signedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { useTestApp } from '../../test/test-app';

// A live shop, taking real payments: the orders taken in test mode move no money.
const t = useTestApp({ STRIPE_SECRET_KEY: 'sk_test_admin_stats', STRIPE_WEBHOOK_SECRET: 'whsec_admin_stats' });

it('answers the totals and twelve months of a year’s earnings to admins only, test-mode orders left out unless asked for', async () => {
  const year = new Date().getUTCFullYear();
  await insertProducts(t.database.db, [{ name: 'A' }, { name: 'B' }, { name: 'Gone', archivedAt: new Date() }]);
  const order = (ref: string, cents: number, paidAt: Date | null, paymentStatus: 'paid' | 'pending' = 'paid', provider = 'stripe') => ({
    orderId: ref,
    email: 'a@b.co',
    provider,
    paymentStatus,
    subtotalCents: cents,
    taxCents: 0,
    totalCents: cents,
    paidAt,
  });
  await t.database.db.insert(orders).values([
    order('ORD-STAT0001', 1000, new Date(Date.UTC(year, 0, 15))),
    order('ORD-STAT0002', 2550, new Date(Date.UTC(year, 0, 20))),
    order('ORD-STAT0003', 4000, new Date(Date.UTC(year, 11, 1))),
    order('ORD-STAT0004', 9900, new Date(Date.UTC(year - 1, 5, 1))),
    order('ORD-STAT0005', 7000, null, 'pending'),
    // Taken in test mode: no money moved.
    order('ORD-STAT0006', 50000, new Date(Date.UTC(year, 0, 2)), 'paid', 'test'),
  ]);
  const admin = (await signedInUser(t, 'admin')).cookie;
  const user = (await signedInUser(t)).cookie;

  const res = await t.app.inject({ url: '/api/stats/admin-stats', headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  const stats = res.json();
  expect(stats).toMatchObject({ totalEarnings: 174.5, totalOrders: 4, totalUsers: 2, totalProducts: 2, totalReviews: 0 });
  expect(stats.monthlyEarnings).toHaveLength(12);
  expect(stats.monthlyEarnings[0]).toEqual({ month: 1, earnings: 35.5 });
  expect(stats.monthlyEarnings[11]).toEqual({ month: 12, earnings: 40 });
  expect(stats.monthlyEarnings[5]).toEqual({ month: 6, earnings: 0 });
  expect(stats.includesTestOrders).toBe(false);

  const withTest = (await t.app.inject({ url: '/api/stats/admin-stats?includeTest=true', headers: { cookie: admin } })).json();
  expect(withTest).toMatchObject({ totalEarnings: 674.5, totalOrders: 5, includesTestOrders: true });
  expect(withTest.monthlyEarnings[0]).toEqual({ month: 1, earnings: 535.5 });

  const lastYear = (await t.app.inject({ url: `/api/stats/admin-stats?year=${year - 1}`, headers: { cookie: admin } })).json();
  expect(lastYear.monthlyEarnings[5]).toEqual({ month: 6, earnings: 99 });
  expect(lastYear.monthlyEarnings.filter((month: { earnings: number }) => month.earnings > 0)).toHaveLength(1);
  const quiet = (await t.app.inject({ url: '/api/stats/admin-stats?year=2001', headers: { cookie: admin } })).json();
  expect(quiet.monthlyEarnings.every((month: { earnings: number }) => month.earnings === 0)).toBe(true);
  for (const bad of ['year=soon', 'year=1999', 'includeTest=maybe']) {
    expect((await t.app.inject({ url: `/api/stats/admin-stats?${bad}`, headers: { cookie: admin } })).statusCode).toBe(400);
  }

  expect((await t.app.inject({ url: '/api/stats/admin-stats', headers: { cookie: user } })).statusCode).toBe(403);
  expect((await t.app.inject({ url: '/api/stats/admin-stats' })).statusCode).toBe(401);
});

describe('the dashboard’s year, sales mix, best sellers and alerts', () => {
  const year = new Date().getUTCFullYear();
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  let cookie: string;
  let ids: Record<'tee' | 'cap' | 'dress', string>;

  beforeAll(async () => {
    const db = t.database.db;
    cookie = (await signedInUser(t, 'admin')).cookie;
    const [tee, cap, dress, , , , ...fillers] = await insertProducts(db, [
      {
        name: 'Tee',
        colors: ['black', 'red'],
        sizes: ['s', 'm', 'l'],
        variants: variantStock({ 'black/s': 0, 'black/m': 3, 'black/l': 4, 'red/s': 9, 'red/m': 2, 'red/l': 5 }),
      },
      { name: 'Cap', sizes: ['one-size'] },
      { name: 'Dress', colors: ['red'], priceCents: 1000 },
      // Out of the catalogue: its stock no longer matters.
      { name: 'Old', archivedAt: new Date(), variants: [{ color: 'black', size: 'm', stock: 0 }] },
      // Red is no longer offered; its variant row is a leftover.
      {
        name: 'Dropped red',
        variants: [
          { color: 'black', size: 'm', stock: 8 },
          { color: 'red', size: 'm', stock: 0 },
        ],
      },
      { name: 'Untracked', trackStock: false, variants: [{ color: 'black', size: 'm', stock: 0 }] },
      ...Array.from({ length: 9 }, (_, index) => ({ name: `Filler ${index + 1}`, colors: ['blue'], sizes: ['l'], priceCents: 500 })),
    ]);
    ids = { tee: tee!.id, cap: cap!.id, dress: dress!.id };

    let sequence = 0;
    const placed = async (
      fields: Partial<typeof orders.$inferInsert>,
      lines: { productId: string; color: string; size: string; cents: number; quantity: number; name?: string }[],
    ) => {
      sequence += 1;
      const cents = lines.reduce((sum, line) => sum + line.cents * line.quantity, 0);
      const [order] = await db
        .insert(orders)
        .values({
          orderId: `ORD-MIX${String(sequence).padStart(5, '0')}`,
          email: 'shopper@shop.test',
          provider: 'stripe',
          paymentStatus: 'paid',
          subtotalCents: cents,
          taxCents: 0,
          totalCents: cents,
          paidAt: new Date(Date.UTC(year, 0, 10)),
          ...fields,
        })
        .returning();
      if (lines.length)
        await db.insert(orderLines).values(
          lines.map((line, position) => ({
            orderId: order!.id,
            productId: line.productId,
            name: line.name ?? 'Line',
            image: '',
            color: line.color,
            size: line.size,
            unitPriceCents: line.cents,
            quantity: line.quantity,
            position,
          })),
        );
      return order!;
    };

    // Counted: paid this year, not in test mode.
    await placed({}, [
      // Sold under its old name: the best sellers show the product's name today.
      { productId: ids.tee, color: 'black', size: 'm', cents: 2500, quantity: 2, name: 'Old tee name' },
      { productId: ids.cap, color: 'black', size: 'one-size', cents: 1500, quantity: 1 },
    ]);
    await placed({ paidAt: new Date(Date.UTC(year, 11, 31, 23, 59)) }, [
      { productId: ids.tee, color: 'black', size: 's', cents: 2500, quantity: 1 },
      { productId: ids.dress, color: 'red', size: 'm', cents: 1000, quantity: 4 },
      ...fillers.map((filler) => ({ productId: filler.id, color: 'blue', size: 'l', cents: 500, quantity: 1 })),
    ]);
    // Not counted: last year, test mode, unpaid, refunded.
    await placed({ paidAt: new Date(Date.UTC(year - 1, 11, 31, 23, 59)) }, [
      { productId: ids.tee, color: 'black', size: 'm', cents: 2500, quantity: 10 },
    ]);
    await placed({ provider: 'test' }, [{ productId: ids.cap, color: 'black', size: 'one-size', cents: 1500, quantity: 50 }]);
    await placed({ paymentStatus: 'pending', paidAt: null }, [{ productId: ids.dress, color: 'red', size: 'm', cents: 1000, quantity: 7 }]);
    await placed({ paymentStatus: 'refunded' }, [{ productId: ids.dress, color: 'red', size: 'm', cents: 1000, quantity: 3 }]);

    // Attention: flagged, and unpaid for longer than UNPAID_ALERT_HOURS (2 by default); not a fresh checkout, an expired one or a test-mode one.
    await placed({ orderId: 'ORD-FLAGGED1', paymentStatus: 'flagged', createdAt: hoursAgo(1), email: 'flag@shop.test' }, []);
    await placed({ orderId: 'ORD-UNPAID01', paymentStatus: 'pending', paidAt: null, createdAt: hoursAgo(25), totalCents: 4200 }, []);
    await placed({ orderId: 'ORD-UNPAID02', paymentStatus: 'pending', paidAt: null, createdAt: hoursAgo(1) }, []);
    await placed({ orderId: 'ORD-EXPIRED1', paymentStatus: 'expired', paidAt: null, createdAt: hoursAgo(48) }, []);
    await placed({ orderId: 'ORD-TESTUNP1', provider: 'test', paymentStatus: 'pending', paidAt: null, createdAt: hoursAgo(30) }, []);
    await placed({ orderId: 'ORD-TESTFLG1', provider: 'test', paymentStatus: 'flagged', createdAt: hoursAgo(2) }, []);
  });

  const adminStats = async (query = '') => {
    const res = await t.app.inject({ url: `/api/stats/admin-stats${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('counts the year’s units sold by size and by colour, most first, from paid orders outside test mode', async () => {
    const stats = await adminStats();
    expect(stats.year).toBe(year);
    expect(stats.firstYear).toBe(year - 1);
    expect(stats.unitsBySize).toEqual([
      { size: 'l', units: 9 },
      { size: 'm', units: 6 },
      { size: 'one-size', units: 1 },
      { size: 's', units: 1 },
    ]);
    expect(stats.unitsByColor).toEqual([
      { color: 'blue', units: 9 },
      { color: 'black', units: 4 },
      { color: 'red', units: 4 },
    ]);

    const withTest = await adminStats('?includeTest=true');
    expect(withTest.unitsBySize).toContainEqual({ size: 'one-size', units: 51 });

    const lastYear = await adminStats(`?year=${year - 1}`);
    expect(lastYear.unitsBySize).toEqual([{ size: 'm', units: 10 }]);
    expect(lastYear.bestSellers).toEqual([{ productId: ids.tee, name: 'Tee', units: 10, revenue: 250 }]);
  });

  it('lists the ten best sellers of the year by units, then by revenue, with their current names', async () => {
    const { bestSellers } = await adminStats();
    expect(bestSellers).toHaveLength(10);
    expect(bestSellers.slice(0, 4)).toEqual([
      { productId: ids.dress, name: 'Dress', units: 4, revenue: 40 },
      { productId: ids.tee, name: 'Tee', units: 3, revenue: 75 },
      { productId: ids.cap, name: 'Cap', units: 1, revenue: 15 },
      expect.objectContaining({ name: 'Filler 1', units: 1, revenue: 5 }),
    ]);
  });

  it('answers a year without orders with nothing sold, while the alerts stay current', async () => {
    const quiet = await adminStats('?year=2001');
    expect(quiet.monthlyEarnings).toEqual(Array.from({ length: 12 }, (_, index) => ({ month: index + 1, earnings: 0 })));
    expect(quiet).toMatchObject({ year: 2001, unitsBySize: [], unitsByColor: [], bestSellers: [] });
    expect(quiet.lowStock).toHaveLength(3);
    expect(quiet.attentionOrders).toHaveLength(2);
  });

  it('lists the live, tracked variants at or under the threshold of 3, lowest first', async () => {
    const stats = await adminStats();
    expect(stats.lowStockThreshold).toBe(3);
    expect(stats.lowStock).toEqual([
      { productId: ids.tee, name: 'Tee', color: 'black', size: 's', stock: 0, waiting: 0 },
      { productId: ids.tee, name: 'Tee', color: 'red', size: 'm', stock: 2, waiting: 0 },
      // At the threshold: included. Black L, with 4, is not.
      { productId: ids.tee, name: 'Tee', color: 'black', size: 'm', stock: 3, waiting: 0 },
    ]);
    // Nobody waits for the sold-out black S (waitlist.test.ts counts those who do).
    expect(stats.mostWanted).toEqual([]);
    expect(stats.lowStockCount).toBe(3);
  });

  it('lists the orders needing attention, newest first: flagged, or unpaid for more than two hours', async () => {
    const stats = await adminStats();
    expect(stats.attentionOrders).toEqual([
      {
        _id: expect.any(String),
        orderId: 'ORD-FLAGGED1',
        email: 'flag@shop.test',
        total: 0,
        status: 'pending',
        paymentStatus: 'flagged',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        reason: 'flagged',
      },
      expect.objectContaining({ orderId: 'ORD-UNPAID01', total: 42, paymentStatus: 'pending', reason: 'unpaid' }),
    ]);
    expect(stats.attentionCount).toBe(2);
    expect(Date.parse(stats.attentionOrders[1].createdAt)).toBeLessThan(Date.now() - 24 * 3_600_000);

    const withTest = await adminStats('?includeTest=true');
    expect(withTest.attentionOrders.map((order: { orderId: string }) => order.orderId)).toEqual([
      'ORD-FLAGGED1',
      'ORD-TESTFLG1',
      'ORD-UNPAID01',
      'ORD-TESTUNP1',
    ]);
  });
});

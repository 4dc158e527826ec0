import { expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { signedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

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

  const withTest = (await t.app.inject({ url: '/api/stats/admin-stats?includeTest=true', headers: { cookie: admin } })).json();
  expect(withTest).toMatchObject({ totalEarnings: 674.5, totalOrders: 5 });
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

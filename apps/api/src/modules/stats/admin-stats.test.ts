import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createUser, signIn } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

it('answers the totals and twelve months of this year’s earnings to admins only', async () => {
  const year = new Date().getUTCFullYear();
  await insertProducts(t.database.db, [{ name: 'A' }, { name: 'B' }, { name: 'Gone', archivedAt: new Date() }]);
  const order = (ref: string, cents: number, paidAt: Date | null, paymentStatus: 'paid' | 'pending' = 'paid') => ({
    orderId: ref, email: 'a@b.co', provider: 'test', paymentStatus, subtotalCents: cents, taxCents: 0, totalCents: cents, paidAt,
  });
  await t.database.db.insert(orders).values([
    order('ORD-STAT0001', 1000, new Date(Date.UTC(year, 0, 15))),
    order('ORD-STAT0002', 2550, new Date(Date.UTC(year, 0, 20))),
    order('ORD-STAT0003', 4000, new Date(Date.UTC(year, 11, 1))),
    order('ORD-STAT0004', 9900, new Date(Date.UTC(year - 1, 5, 1))),
    order('ORD-STAT0005', 7000, null, 'pending'),
  ]);
  const admin = await signIn(t.app, await createUser(t.database.db, 'admin'));
  const user = await signIn(t.app, await createUser(t.database.db));

  const res = await t.app.inject({ url: '/api/stats/admin-stats', headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  const stats = res.json();
  expect(stats).toMatchObject({ totalEarnings: 174.5, totalOrders: 4, totalUsers: 2, totalProducts: 2, totalReviews: 0 });
  expect(stats.monthlyEarnings).toHaveLength(12);
  expect(stats.monthlyEarnings[0]).toEqual({ month: 1, earnings: 35.5 });
  expect(stats.monthlyEarnings[11]).toEqual({ month: 12, earnings: 40 });
  expect(stats.monthlyEarnings[5]).toEqual({ month: 6, earnings: 0 });

  expect((await t.app.inject({ url: '/api/stats/admin-stats', headers: { cookie: user } })).statusCode).toBe(403);
  expect((await t.app.inject({ url: '/api/stats/admin-stats' })).statusCode).toBe(401);
});

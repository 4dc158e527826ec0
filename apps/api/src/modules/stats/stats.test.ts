import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, reviews, users } from '../../db/schema/index';
import { createUser, signIn, type TestUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  buyer = await createUser(t.database.db);
  admin = await createUser(t.database.db, 'admin');
  const [a, b] = await insertProducts(t.database.db, [{ name: 'A' }, { name: 'B' }]);
  const placed = await t.database.db
    .insert(orders)
    .values([
      {
        orderId: 'ORD-STATS001',
        userId: buyer.id,
        email: buyer.email,
        provider: 'test',
        paymentStatus: 'paid',
        subtotalCents: 5000,
        taxCents: 300,
        totalCents: 5300,
      },
      // A guest order under the same email counts only once its owner has claimed it.
      {
        orderId: 'ORD-STATS002',
        userId: null,
        email: buyer.email.toUpperCase(),
        provider: 'test',
        paymentStatus: 'paid',
        subtotalCents: 1999,
        taxCents: 120,
        totalCents: 2119,
      },
      // Unpaid orders do not.
      {
        orderId: 'ORD-STATS003',
        userId: buyer.id,
        email: buyer.email,
        provider: 'test',
        paymentStatus: 'pending',
        subtotalCents: 9900,
        taxCents: 594,
        totalCents: 10494,
      },
    ])
    .returning();
  const line = (orderIndex: number, productId: string, quantity: number) => ({
    orderId: placed[orderIndex]!.id,
    productId,
    name: 'x',
    image: '',
    color: 'black',
    size: 'm',
    unitPriceCents: 100,
    quantity,
    position: 0,
  });
  await t.database.db.insert(orderLines).values([line(0, a!.id, 2), line(0, b!.id, 1), line(1, a!.id, 3), line(2, b!.id, 7)]);
  await t.database.db.insert(reviews).values([
    { userId: buyer.id, productId: a!.id, rating: 4, comment: 'nice' },
    { userId: buyer.id, productId: b!.id, rating: 5, comment: 'lovely' },
  ]);
});

describe('GET /api/stats/user-stats/:email', () => {
  it("answers the customer's paid total in dollars, reviews and items bought", async () => {
    const cookie = await signIn(t.app, buyer);
    const res = await t.app.inject({ url: `/api/stats/user-stats/${buyer.email}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalPayments: 53, totalReviews: 2, totalPurchasedProducts: 3 });

    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, buyer.id));
    const verified = await t.app.inject({ url: `/api/stats/user-stats/${buyer.email}`, headers: { cookie } });
    expect(verified.json()).toEqual({ totalPayments: 53, totalReviews: 2, totalPurchasedProducts: 3 });
    const [guest] = await t.database.db.select().from(orders).where(eq(orders.orderId, 'ORD-STATS002'));
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/guest-orders/claim',
      payload: { orderIds: [guest!.id] },
      headers: { cookie },
    });
    expect(claimed.json().claimed).toBe(1);
    const withClaimed = await t.app.inject({ url: `/api/stats/user-stats/${buyer.email}`, headers: { cookie } });
    expect(withClaimed.json()).toEqual({ totalPayments: 74.19, totalReviews: 2, totalPurchasedProducts: 6 });
  });

  it('answers zeros for a customer with nothing yet, and 404 to an admin for an unknown email', async () => {
    const fresh = await createUser(t.database.db);
    const res = await t.app.inject({ url: `/api/stats/user-stats/${fresh.email}`, headers: { cookie: await signIn(t.app, fresh) } });
    expect(res.json()).toEqual({ totalPayments: 0, totalReviews: 0, totalPurchasedProducts: 0 });
    const unknown = await t.app.inject({ url: '/api/stats/user-stats/nobody@shop.test', headers: { cookie: await signIn(t.app, admin) } });
    expect(unknown.statusCode).toBe(404);
  });
});

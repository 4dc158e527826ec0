import { expect, it } from 'vitest';
import { signedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode, CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';

// A shop that runs only in test mode: every order it takes is a test order.
const t = useTestApp(CHECKOUT_TEST_SETTINGS);

it('counts the test orders of a shop that runs in test mode, and says so, unless asked not to', async () => {
  const [product] = await insertProducts(t.database.db, [{ name: 'Tee', priceCents: 2500 }]);
  const customer = await signedInUser(t);
  const sessionId = await buyInTestMode(t.app, [{ _id: product!.id, size: product!.sizes[0]!, color: product!.colors[0]!, quantity: 2 }], {
    cookie: customer.cookie,
  });
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } });
  expect(confirmed.json().order.paymentStatus).toBe('paid');
  const { cookie } = await signedInUser(t, 'admin');
  const stats = async (query = '') => {
    const res = await t.app.inject({ url: `/api/stats/admin-stats${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const counted = await stats();
  expect(counted).toMatchObject({ totalOrders: 1, includesTestOrders: true });
  expect(counted.totalEarnings).toBeGreaterThan(0);
  expect(counted.bestSellers).toEqual([expect.objectContaining({ productId: product!.id, units: 2 })]);

  expect(await stats('?includeTest=false')).toMatchObject({ totalOrders: 0, totalEarnings: 0, bestSellers: [], includesTestOrders: false });
});

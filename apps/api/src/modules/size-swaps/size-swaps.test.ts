/**
 * Fit from real swaps, from a known data set written straight to the database: a product page's
 * swaps per size (`GET /api/products/{id}/fit`) and the admin's products most swapped
 * (`GET /api/stats/size-swaps`), through the real HTTP stack.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeLines, exchanges, orderLines, orders, returnLines, returns } from '../../db/schema/index';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { signedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { useTestApp } from '../../test/test-app';

// A live shop (real payments), whose test-mode orders are left out; three swaps make a size's line.
const t = useTestApp({ STRIPE_SECRET_KEY: 'sk_test_size_swaps', STRIPE_WEBHOOK_SECRET: 'whsec_size_swaps', FIT_SWAPS_MIN: '3' });

type Line = typeof orderLines.$inferSelect;
type Status = (typeof exchanges.$inferInsert)['status'];

let sequence = 0;
const next = () => String((sequence += 1)).padStart(6, '0');

/** A paid order (unless told otherwise) of one line of the product in the size given. */
async function bought(
  db: Db,
  productId: string,
  size: string,
  { color = 'black', quantity = 1, paymentStatus = 'paid' as (typeof orders.$inferInsert)['paymentStatus'], provider = 'stripe' } = {},
): Promise<Line> {
  const [order] = await db
    .insert(orders)
    .values({
      orderId: `ORD-SWAP${next()}`,
      email: 'buyer@shop.test',
      provider,
      paymentStatus,
      subtotalCents: 2500 * quantity,
      taxCents: 0,
      totalCents: 2500 * quantity,
      paidAt: paymentStatus === 'pending' ? null : new Date(),
    })
    .returning();
  const [line] = await db
    .insert(orderLines)
    .values({ orderId: order!.id, productId, name: 'Line', image: '', color, size, unitPriceCents: 2500, quantity, position: 0 })
    .returning();
  return line!;
}

/** An exchange of the line for another size (or colour), in the state given. */
async function swap(db: Db, line: Line, toSize: string, { status = 'closed' as Status, toColor = line.color, quantity = 1 } = {}) {
  const [exchange] = await db
    .insert(exchanges)
    .values({ raNumber: `RA-2026-${next()}`, orderId: line.orderId, status, reason: 'The fit' })
    .returning();
  await db.insert(exchangeLines).values({
    exchangeId: exchange!.id,
    orderLineId: line.id,
    productId: line.productId,
    quantity,
    fromColor: line.color,
    fromSize: line.size,
    toColor,
    toSize,
  });
}

/** A return of the line, about its size (`fit`) or not (null), in the state given. */
async function returned(
  db: Db,
  line: Line,
  fit: 'too-small' | 'too-large' | null,
  { status = 'received' as (typeof returns.$inferInsert)['status'] } = {},
) {
  const [row] = await db
    .insert(returns)
    .values({ rmaNumber: `RR-2026-${next()}`, orderId: line.orderId, status, reason: 'The fit', fit })
    .returning();
  await db
    .insert(returnLines)
    .values({ returnId: row!.id, orderLineId: line.id, productId: line.productId, quantity: 1, color: line.color, size: line.size });
}

/** `count` paid orders of the size, each swapped to `toSize` when given. */
async function buyers(db: Db, productId: string, size: string, count: number, toSize?: string) {
  for (let index = 0; index < count; index += 1) {
    const line = await bought(db, productId, size);
    if (toSize) await swap(db, line, toSize);
  }
}

const ids = {} as Record<'tee' | 'hoodie' | 'dress' | 'cap' | 'old', string>;
let admin: string;

beforeAll(async () => {
  const db = t.database.db;
  const [tee, hoodie, dress, cap, old] = await insertProducts(db, [
    { name: 'Tee', colors: ['black', 'white'], sizes: ['s', 'm', 'l', 'xl'] },
    // Its reviews say it runs large, as its swaps do.
    { name: 'Hoodie', sizes: ['s', 'm', 'l'], fitLarge: 4, fitTrue: 1 },
    { name: 'Dress', sizes: ['s', 'm'] },
    { name: 'Cap', sizes: ['one-size'] },
    { name: 'Old Tee', sizes: ['m', 'l'], archivedAt: new Date() },
  ]);
  Object.assign(ids, { tee: tee!.id, hoodie: hoodie!.id, dress: dress!.id, cap: cap!.id, old: old!.id });

  // Tee M: 8 buyers; 6 swapped away, 5 of them to L.
  await swap(db, await bought(db, ids.tee, 'm'), 'l', { status: 'requested' });
  await swap(db, await bought(db, ids.tee, 'm'), 'l', { status: 'approved' });
  // Two units in one line: one swap.
  await swap(db, await bought(db, ids.tee, 'm', { quantity: 2 }), 'l', { status: 'shipped', quantity: 2 });
  // Two exchanges of the same order: one swap.
  const twice = await bought(db, ids.tee, 'm', { quantity: 2 });
  await swap(db, twice, 'l');
  await swap(db, twice, 'l', { status: 'received' });
  await swap(db, await bought(db, ids.tee, 'm'), 'xl');
  // A refunded order still bought, and swapped.
  await swap(db, await bought(db, ids.tee, 'm', { paymentStatus: 'refunded' }), 'l');
  // Not swaps: a rejected exchange, and another colour in the same size.
  await swap(db, await bought(db, ids.tee, 'm', { paymentStatus: 'partially_refunded' }), 'l', { status: 'rejected' });
  await swap(db, await bought(db, ids.tee, 'm'), 'm', { toColor: 'white' });
  // Not buyers: a test-mode order (swapped too) and an unpaid one.
  await swap(db, await bought(db, ids.tee, 'm', { provider: 'test' }), 'l');
  await bought(db, ids.tee, 'm', { paymentStatus: 'pending' });
  // Tee L: 4 buyers, 3 swapped to XL. Tee S: 3 buyers, 2 swapped to M (under the threshold).
  await buyers(db, ids.tee, 'l', 3, 'xl');
  await buyers(db, ids.tee, 'l', 1);
  await buyers(db, ids.tee, 's', 2, 'm');
  await buyers(db, ids.tee, 's', 1);

  // Hoodie: L to M four times, M to S once, of 5 buyers: it runs large.
  await buyers(db, ids.hoodie, 'l', 4, 'm');
  await buyers(db, ids.hoodie, 'm', 1, 's');
  // Dress: S to M 4 times of 7 buyers of S, twice exchanged, once returned as too small, and once
  // both (one swap); M to S once of 2, returned as too large.
  await buyers(db, ids.dress, 's', 2, 'm');
  await returned(db, await bought(db, ids.dress, 's'), 'too-small');
  const both = await bought(db, ids.dress, 's');
  await swap(db, both, 'm');
  await returned(db, both, 'too-small');
  // Not swaps: too large in the smallest size (nowhere smaller to go), a rejected return, and a
  // return for another reason.
  await returned(db, await bought(db, ids.dress, 's'), 'too-large');
  await returned(db, await bought(db, ids.dress, 's'), 'too-small', { status: 'rejected' });
  await returned(db, await bought(db, ids.dress, 's'), null);
  await buyers(db, ids.dress, 'm', 1);
  await returned(db, await bought(db, ids.dress, 'm'), 'too-large');
  // Cap: swapped only in test mode. Old Tee: out of the catalogue.
  await swap(db, await bought(db, ids.cap, 'one-size', { provider: 'test' }), 'm');
  await buyers(db, ids.old, 'm', 5, 'l');

  admin = (await signedInUser(t, 'admin')).cookie;
});

const fitOf = async (id: string) => {
  const res = await t.app.inject({ url: `/api/products/${id}/fit` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  return res.json();
};

describe('a product’s fit from real swaps', () => {
  it('counts per size the buyers and those who swapped to another size, by order, from the sizes at or over the threshold', async () => {
    expect(await fitOf(ids.tee)).toEqual({
      fitSwaps: [
        { size: 'm', buyers: 8, swapped: 6, mostlyTo: 'l', mostlyToCount: 5, suggestion: 'Buyers of M often chose L: consider L' },
        // At the threshold of 3: shown. S, with 2 swaps, is not.
        { size: 'l', buyers: 4, swapped: 3, mostlyTo: 'xl', mostlyToCount: 3, suggestion: 'Buyers of L often chose XL: consider XL' },
      ],
    });
    // The votes and the swaps agree: one advice.
    expect(await fitOf(ids.hoodie)).toEqual({
      fitSwaps: [{ size: 'l', buyers: 4, swapped: 4, mostlyTo: 'm', mostlyToCount: 4, suggestion: 'Runs large: consider one size down' }],
    });
    // Returns said to be the wrong size count as swaps to the size beside.
    expect(await fitOf(ids.dress)).toEqual({
      fitSwaps: [
        { size: 's', buyers: 7, swapped: 4, mostlyTo: 'm', mostlyToCount: 4, suggestion: 'Buyers of S often chose M: consider M' },
      ],
    });
    expect(await fitOf(ids.cap)).toEqual({ fitSwaps: [] });
  });

  it('waits for ten swaps from a size unless FIT_SWAPS_MIN says otherwise', () => {
    expect(loadConfig({}).fitSwapsMin).toBe(10);
    expect(t.config.fitSwapsMin).toBe(3);
    expect(() => loadConfig({ FIT_SWAPS_MIN: '0' })).toThrow(/FIT_SWAPS_MIN/);
  });

  it('answers 404 for a product not in the catalogue, and 400 for what is no id', async () => {
    expect((await t.app.inject({ url: `/api/products/${ids.old}/fit` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/products/${randomUUID()}/fit` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/products/not-an-id/fit' })).statusCode).toBe(400);
  });
});

describe('the sizes most often swapped', () => {
  it('lists the live products by their swaps, most first, each way the most taken first, with their buyers', async () => {
    const res = await t.app.inject({ url: '/api/stats/size-swaps', headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      products: [
        {
          productId: ids.tee,
          name: 'Tee',
          handle: expect.any(String),
          sizes: ['s', 'm', 'l', 'xl'],
          swaps: [
            { fromSize: 'm', toSize: 'l', count: 5 },
            { fromSize: 'l', toSize: 'xl', count: 3 },
            { fromSize: 's', toSize: 'm', count: 2 },
            { fromSize: 'm', toSize: 'xl', count: 1 },
          ],
          totalSwaps: 11,
          // 8 of M, 4 of L, 3 of S.
          buyers: 15,
        },
        // As many swaps as the Hoodie: by name.
        {
          productId: ids.dress,
          name: 'Dress',
          handle: expect.any(String),
          sizes: ['s', 'm'],
          swaps: [
            { fromSize: 's', toSize: 'm', count: 4 },
            { fromSize: 'm', toSize: 's', count: 1 },
          ],
          totalSwaps: 5,
          buyers: 9,
        },
        {
          productId: ids.hoodie,
          name: 'Hoodie',
          handle: expect.any(String),
          sizes: ['s', 'm', 'l'],
          swaps: [
            { fromSize: 'l', toSize: 'm', count: 4 },
            { fromSize: 'm', toSize: 's', count: 1 },
          ],
          totalSwaps: 5,
          buyers: 5,
        },
      ],
      includesTestOrders: false,
    });
  });

  it('is for staff who may see the reports only', async () => {
    expect((await t.app.inject({ url: '/api/stats/size-swaps' })).statusCode).toBe(401);
    const customer = await signedInUser(t);
    expect((await t.app.inject({ url: '/api/stats/size-swaps', headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    const fulfilment = await signedInUser(t, 'admin', { staffRole: 'fulfilment' });
    expect((await t.app.inject({ url: '/api/stats/size-swaps', headers: { cookie: fulfilment.cookie } })).statusCode).toBe(403);
    const manager = await signedInUser(t, 'admin', { staffRole: 'manager' });
    expect((await t.app.inject({ url: '/api/stats/size-swaps', headers: { cookie: manager.cookie } })).statusCode).toBe(200);
  });
});

describe('in a shop that runs in test mode', () => {
  const testShop = useTestApp({ FIT_SWAPS_MIN: '1' });

  it('counts the test-mode orders, as the admin dashboard does; where the votes disagree, the swaps win', async () => {
    const db = testShop.database.db;
    // Its reviews say it runs large; its one buyer swapped up.
    const [cap] = await insertProducts(db, [{ name: 'Test Cap', sizes: ['s', 'm'], fitLarge: 3 }]);
    await swap(db, await bought(db, cap!.id, 's', { provider: 'test' }), 'm');
    const fit = await testShop.app.inject({ url: `/api/products/${cap!.id}/fit` });
    expect(fit.json()).toEqual({
      fitSwaps: [
        {
          size: 's',
          buyers: 1,
          swapped: 1,
          mostlyTo: 'm',
          mostlyToCount: 1,
          suggestion: 'Reviews say runs large, but buyers of S often chose M: consider M',
        },
      ],
    });
    const cookie = (await signedInUser(testShop, 'admin')).cookie;
    const report = (await testShop.app.inject({ url: '/api/stats/size-swaps', headers: { cookie } })).json();
    expect(report).toMatchObject({ includesTestOrders: true, products: [{ productId: cap!.id, totalSwaps: 1, buyers: 1 }] });
  });
});

/**
 * Automatic sales through the real HTTP stack: the admin's list and changes (audited, refused
 * with their reasons, admins only), what a sale brought, the products' sale prices while a sale
 * runs (and not before it starts), and the running sales that pricing reads.
 */
import type { Product } from '@shop/shared/product.schema';
import type { Sale } from '@shop/shared/sale.schema';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode, CHECKOUT_TEST_SETTINGS } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';
import { createSalesClock, createSalesRepository } from './index';

const t = useTestApp(CHECKOUT_TEST_SETTINGS);
let admin: SignedInUser;
let shopper: SignedInUser;
let tee: string;
let tote: string;
let hoodie: string;
let dress: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const create = async (payload: object) => {
  const res = await call('POST', '/api/sales', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().sale as Sale;
};

const listed = async () => (await call('GET', '/api/sales')).json().sales as Sale[];
const productOf = async (id: string) => (await call('GET', `/api/products/${id}`, undefined, '')).json().product as Product;
const cardOf = async (id: string, query = '') =>
  ((await call('GET', `/api/products?limit=50${query}`, undefined, '')).json().products as Product[]).find((card) => card._id === id);

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const HOUR = 3_600_000;

beforeAll(async () => {
  [admin, shopper] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t)]);
  const [tShirt, bagOfCanvas, hooded, frock] = await insertProducts(t.database.db, [
    { name: 'Sale Tee', category: 'mens', colors: ['black'], sizes: ['m'], priceCents: 3000 },
    { name: 'Sale Tote', category: 'accessories', colors: ['beige'], sizes: ['one-size'], priceCents: 1999 },
    {
      name: 'Sale Hoodie',
      category: 'womens',
      colors: ['black'],
      sizes: ['s', 'm'],
      priceCents: 6000,
      variants: [
        { color: 'black', size: 's', stock: 3 },
        { color: 'black', size: 'm', stock: 3, priceCents: 6500 },
      ],
    },
    { name: 'Sale Dress', category: 'womens', colors: ['red'], sizes: ['s'], priceCents: 4000 },
  ]);
  tee = tShirt!.id;
  tote = bagOfCanvas!.id;
  hoodie = hooded!.id;
  dress = frock!.id;
});

describe('the admin’s sales', () => {
  it('creates a sale, lists it with its state, and audits it', async () => {
    const sale = await create({
      name: '  Winter sale ',
      kind: 'percent',
      value: 12.5,
      appliesTo: { kind: 'categories', handles: ['Womens'] },
      startsAt: inMs(-HOUR),
    });
    expect(sale).toMatchObject({
      name: 'Winter sale',
      kind: 'percent',
      value: 12.5,
      appliesTo: { kind: 'categories', handles: ['womens'] },
      endsAt: null,
      paused: false,
      state: 'running',
      orders: 0,
      revenue: 0,
    });
    expect((await listed()).map((line) => line.name)).toContain('Winter sale');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sale.create'), eq(auditLog.entityId, sale._id)));
    expect(entry).toMatchObject({ entity: 'sale', actorId: admin.id, details: { name: 'Winter sale' } });
    expect(entry?.after).toMatchObject({ name: 'Winter sale', kind: 'percent', value: 1250, paused: false });
  });

  it('says why a sale is refused, field by field', async () => {
    const refusal = async (payload: object) => {
      const res = await call('POST', '/api/sales', payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors as { path: string; message: string }[];
    };
    expect(
      await refusal({ name: 'Too much', kind: 'percent', value: 120, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' }),
    ).toEqual([
      { path: 'value', message: 'a percentage must be between 0.01 and 100, with at most two decimals' },
      { path: 'endsAt', message: 'the end must be after the start' },
    ]);
    expect(await refusal({ name: 'Tiny', kind: 'percent', value: 0.001 })).toEqual([
      { path: 'value', message: 'a percentage must be between 0.01 and 100, with at most two decimals' },
    ]);
    expect(await refusal({ name: 'Nothing off', kind: 'amount', value: 0 })).toEqual([
      { path: 'value', message: 'an amount must be at least $0.01, with at most two decimals' },
    ]);
    const [noCategory] = await refusal({ name: 'Where?', kind: 'amount', value: 5, appliesTo: { kind: 'categories', handles: [] } });
    expect(noCategory?.message).toBe('choose at least one category');
    const [noProduct] = await refusal({ name: 'Which?', kind: 'amount', value: 5, appliesTo: { kind: 'products', ids: [] } });
    expect(noProduct?.message).toBe('choose at least one product');
    expect(await refusal({ name: ' ', kind: 'amount', value: 5 })).toEqual([{ path: 'name', message: 'name is required' }]);
  });

  it('checks a change against what is stored', async () => {
    const sale = await create({ name: 'Weekend', kind: 'amount', value: 5, startsAt: inMs(HOUR), endsAt: inMs(2 * HOUR) });
    expect(sale).toMatchObject({ value: 5, state: 'scheduled' });
    // An amount stays an amount: 150 is fine; a start after the stored end is not.
    expect((await call('PATCH', `/api/sales/${sale._id}`, { value: 150 })).json()).toMatchObject({
      message: 'Sale Weekend updated',
      sale: { kind: 'amount', value: 150 },
    });
    const late = await call('PATCH', `/api/sales/${sale._id}`, { startsAt: inMs(3 * HOUR) });
    expect(late.json().errors).toEqual([{ path: 'endsAt', message: 'the end must be after the start' }]);
    // A percentage needs its own value, and 150 % is refused.
    const kindAlone = await call('PATCH', `/api/sales/${sale._id}`, { kind: 'percent' });
    expect(kindAlone.json().errors).toEqual([{ path: 'value', message: 'value is required' }]);
    const changed = (await call('PATCH', `/api/sales/${sale._id}`, { kind: 'percent', value: 30, endsAt: null })).json();
    expect(changed.sale).toMatchObject({ kind: 'percent', value: 30, endsAt: null });
    const tooMuch = await call('PATCH', `/api/sales/${sale._id}`, { value: 150 });
    expect(tooMuch.json().errors).toEqual([
      { path: 'value', message: 'a percentage must be between 0.01 and 100, with at most two decimals' },
    ]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sale.update'), eq(auditLog.entityId, sale._id), sql`${auditLog.after} ? 'kind'`));
    expect(entry).toMatchObject({ before: { kind: 'amount', value: 15000 }, after: { kind: 'percent', value: 3000 } });
    expect(entry?.before).toHaveProperty('endsAt');
    expect((await call('DELETE', `/api/sales/${sale._id}`)).json()).toEqual({ message: 'Sale Weekend deleted' });
    expect((await call('DELETE', `/api/sales/${sale._id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/sales/${sale._id}`, { paused: true })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/sales', undefined, shopper.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/sales', { name: 'Mine', kind: 'amount', value: 1 }, shopper.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/sales', undefined, '')).statusCode).toBe(401);
  });
});

describe('a sale on the storefront', () => {
  it('shows the sale price while it runs, with the pipeline’s rounding, on cards, the product and its variants', async () => {
    // 12.5 % off the womens' hoodie (from the first test): $60.00 → $52.50; of $65.00, $8.125 off is rounded half up to $8.13.
    const product = await productOf(hoodie);
    expect(product).toMatchObject({ price: 60, salePrice: 52.5, minPrice: 60, maxPrice: 65, minSalePrice: 52.5 });
    expect(product.variants?.map((variant) => [variant.size, variant.price, variant.salePrice]).sort()).toEqual([
      ['m', 65, 56.87],
      ['s', null, 52.5],
    ]);
    expect(await cardOf(hoodie, '&category=womens')).toMatchObject({ price: 60, salePrice: 52.5 });
    // The hoodie's related products, of its category, are on sale too: $40.00 → $35.00.
    const related = (await call('GET', `/api/products/related/${hoodie}`, undefined, '')).json().products as Product[];
    expect(related.find((card) => card._id === dress)).toMatchObject({ price: 40, salePrice: 35 });
    // Neither the tee nor the tote is in it.
    expect((await productOf(tee)).salePrice).toBeUndefined();
    expect((await cardOf(tote)) ?? {}).not.toHaveProperty('salePrice');
  });

  it('shows no sale price before the sale starts, and shows it once it has, with a new ETag', async () => {
    const before = await call('GET', `/api/products/${tote}`, undefined, '');
    const etag = before.headers.etag as string;
    expect(before.headers['cache-control']).toBe('no-cache');
    const sale = await create({
      name: 'Tote flash',
      kind: 'amount',
      value: 4.99,
      appliesTo: { kind: 'products', ids: [tote] },
      startsAt: inMs(1500),
    });
    expect(sale.state).toBe('scheduled');
    const waiting = await call('GET', `/api/products/${tote}`, undefined, '');
    expect(waiting.json().product.salePrice).toBeUndefined();
    expect(waiting.headers.etag).toBe(etag);
    expect((await cardOf(tote)) ?? {}).not.toHaveProperty('salePrice');

    await new Promise((resolve) => setTimeout(resolve, 1600));
    const started = await t.app.inject({ url: `/api/products/${tote}`, headers: { 'if-none-match': etag } });
    expect(started.statusCode).toBe(200);
    expect(started.json().product).toMatchObject({ price: 19.99, salePrice: 15 });
    expect(await cardOf(tote)).toMatchObject({ salePrice: 15 });

    // Paused, it stops at once; resumed, it is back.
    expect((await call('PATCH', `/api/sales/${sale._id}`, { paused: true })).json()).toMatchObject({
      message: 'Sale Tote flash paused',
      sale: { state: 'paused' },
    });
    expect((await productOf(tote)).salePrice).toBeUndefined();
    expect((await call('PATCH', `/api/sales/${sale._id}`, { paused: false })).json().message).toBe('Sale Tote flash resumed');
    expect((await productOf(tote)).salePrice).toBe(15);
  });

  it('gives pricing the sales running now, as the pipeline reads them', async () => {
    const clock = createSalesClock({ live: (now) => createSalesRepository(t.database.db).live(now) });
    const running = await clock.activeSales();
    expect(running.map((sale) => [sale.name, sale.kind, sale.value])).toEqual(
      expect.arrayContaining([
        ['Winter sale', 'percent', 12.5],
        ['Tote flash', 'amount', 499],
      ]),
    );
    expect(await clock.activeSales(new Date(Date.now() - 2 * HOUR))).toEqual([]);
  });
});

describe('what a sale brought', () => {
  it('counts the paid orders whose lines it applied to and sums those lines, and keeps such a sale from deletion', async () => {
    const sale = (await listed()).find((line) => line.name === 'Winter sale')!;
    const sessionId = await buyInTestMode(t.app, [{ _id: hoodie, color: 'black', size: 's', quantity: 2 }], { cookie: shopper.cookie });
    await call('POST', '/api/orders/confirm-payment', { session_id: sessionId }, '');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order?.paymentStatus).toBe('paid');
    // The order's pricing as the pipeline keeps it: one line the sale applied to, one it did not.
    const line = (key: string, saleId: string | null, totalCents: number) => ({
      key,
      quantity: 1,
      unitCents: totalCents,
      saleUnitCents: totalCents,
      saleId,
      saleCents: 0,
      codeCents: 0,
      netCents: totalCents,
      taxPercent: 0,
      taxCents: 0,
      totalCents,
    });
    const pricing = { lines: [line('a', sale._id, 11130), line('b', null, 2119)] };
    await t.database.db
      .update(orders)
      .set({ pricing: sql`${JSON.stringify(pricing)}::jsonb` })
      .where(eq(orders.id, order!.id));
    expect((await listed()).find((row) => row._id === sale._id)).toMatchObject({ orders: 1, revenue: 111.3 });
    const refused = await call('DELETE', `/api/sales/${sale._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Sale Winter sale has brought orders: pause it instead, so that their records keep it.');
  });
});

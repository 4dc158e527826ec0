import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { expectQueriesRefused, invalidFields } from '../../test/error-answers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { createProduct } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let admin: SignedInUser;
let shopper: SignedInUser;

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const ids: Record<string, string> = {};

beforeAll(async () => {
  [admin, shopper] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t)]);
  const rows = await insertProducts(t.database.db, [
    { name: 'Black Tee', category: 'mens', priceCents: 2500, createdAt: day(1), ...trackedStock({ 'black/m': 10, 'black/l': 2 }) },
    { name: 'Red Hoodie', category: 'mens', priceCents: 6000, createdAt: day(2), ...trackedStock({ 'red/s': 40 }) },
    { name: 'blue dress', category: 'dress', colors: ['blue'], sizes: ['m'], priceCents: 9000, createdAt: day(3) },
    { name: 'Pink Tank 100%', category: 'womens', priceCents: 1500, createdAt: day(4), ...trackedStock({ 'pink/s': 3 }) },
    { name: 'Archived Tee', category: 'mens', priceCents: 2000, createdAt: day(5), archivedAt: new Date(), variants: [] },
  ]);
  for (const row of rows) ids[row.name] = row.id;
});

async function manage(query: string, cookie = admin.cookie) {
  const res = await t.app.inject({ url: `/api/products/manage${query}`, headers: { cookie } });
  return { status: res.statusCode, body: res.json() };
}
const names = (body: { products: { name: string }[] }) => body.products.map((product) => product.name);

describe('GET /api/products/manage', () => {
  it('lists live products newest first, with their units in stock and whether they run low, to admins only', async () => {
    const { status, body } = await manage('');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Pink Tank 100%', 'blue dress', 'Red Hoodie', 'Black Tee']);
    expect(body).toMatchObject({ totalProducts: 4, totalPages: 1, page: 1, limit: 12, lowStockThreshold: 3 });
    expect(body.categories).toEqual(['dress', 'mens', 'womens']);
    const byName = Object.fromEntries(body.products.map((product: { name: string }) => [product.name, product]));
    expect(byName['Black Tee']).toMatchObject({ totalStock: 12, lowStock: true, price: 25 });
    expect(byName['Red Hoodie']).toMatchObject({ totalStock: 40, lowStock: false });
    expect(byName['blue dress']).toMatchObject({ totalStock: null, lowStock: false, stock: null });
    expect(byName['Pink Tank 100%']).toMatchObject({ totalStock: 3, lowStock: true });

    expect((await manage('', shopper.cookie)).status).toBe(403);
    expect((await t.app.inject({ url: '/api/products/manage' })).statusCode).toBe(401);
  });

  it('searches by part of the name in any case, with % and _ taken as letters', async () => {
    expect(names((await manage('?search=TEE')).body)).toEqual(['Black Tee']);
    expect(names((await manage('?search=ress')).body)).toEqual(['blue dress']);
    expect(names((await manage('?search=100%25')).body)).toEqual(['Pink Tank 100%']);
    expect(names((await manage('?search=_')).body)).toEqual([]);
  });

  it('filters by category and by low stock (a tracked variant at or under the threshold), together too', async () => {
    expect(names((await manage('?category=mens')).body)).toEqual(['Red Hoodie', 'Black Tee']);
    expect(names((await manage('?category=all')).body)).toHaveLength(4);
    expect(names((await manage('?lowStock=true')).body)).toEqual(['Pink Tank 100%', 'Black Tee']);
    expect(names((await manage('?lowStock=false')).body)).toHaveLength(4);
    expect(names((await manage('?lowStock=true&category=mens&search=black')).body)).toEqual(['Black Tee']);
  });

  it('sorts by name, price, units in stock (untracked last) and date', async () => {
    expect(names((await manage('?sort=name-asc')).body)).toEqual(['Black Tee', 'blue dress', 'Pink Tank 100%', 'Red Hoodie']);
    expect(names((await manage('?sort=name-desc')).body)).toEqual(['Red Hoodie', 'Pink Tank 100%', 'blue dress', 'Black Tee']);
    expect(names((await manage('?sort=price-asc')).body)).toEqual(['Pink Tank 100%', 'Black Tee', 'Red Hoodie', 'blue dress']);
    expect(names((await manage('?sort=price-desc')).body)).toEqual(['blue dress', 'Red Hoodie', 'Black Tee', 'Pink Tank 100%']);
    expect(names((await manage('?sort=stock-asc')).body)).toEqual(['Pink Tank 100%', 'Black Tee', 'Red Hoodie', 'blue dress']);
    expect(names((await manage('?sort=stock-desc')).body)).toEqual(['Red Hoodie', 'Black Tee', 'Pink Tank 100%', 'blue dress']);
    expect(names((await manage('?sort=oldest')).body)).toEqual(['Black Tee', 'Red Hoodie', 'blue dress', 'Pink Tank 100%']);
  });

  it('pages, and answers a bad query with 400 naming the field', async () => {
    const page2 = await manage('?sort=name-asc&limit=3&page=2');
    expect(page2.body).toMatchObject({ totalProducts: 4, totalPages: 2, page: 2, limit: 3 });
    expect(names(page2.body)).toEqual(['Red Hoodie']);
    await expectQueriesRefused(manage, [
      ['?sort=random', 'sort'],
      ['?lowStock=maybe', 'lowStock'],
      ['?page=0', 'page'],
      ['?limit=101', 'limit'],
    ]);
  });
});

describe('GET /api/products/sales/{id}', () => {
  it('counts the units sold of each variant in paid orders, leaving out unpaid, refunded and test orders', async () => {
    const tee = ids['Black Tee']!;
    const order = (ref: string, paymentStatus: 'paid' | 'pending' | 'refunded', provider = 'stripe') => ({
      orderId: ref,
      email: 'a@b.co',
      provider,
      paymentStatus,
      subtotalCents: 100,
      taxCents: 0,
      totalCents: 100,
    });
    const placed = await t.database.db
      .insert(orders)
      .values([
        order('ORD-SALE0001', 'paid'),
        order('ORD-SALE0002', 'paid'),
        order('ORD-SALE0003', 'pending'),
        order('ORD-SALE0004', 'refunded'),
        order('ORD-SALE0005', 'paid', 'test'),
      ])
      .returning({ id: orders.id });
    const line = (orderIndex: number, size: string, quantity: number, position = 0) => ({
      orderId: placed[orderIndex]!.id,
      productId: tee,
      name: 'Black Tee',
      image: '',
      color: 'black',
      size,
      unitPriceCents: 2500,
      quantity,
      position,
    });
    await t.database.db
      .insert(orderLines)
      .values([line(0, 'm', 2), line(0, 'l', 1, 1), line(1, 'm', 3), line(2, 'm', 50), line(3, 'l', 50), line(4, 'l', 50)]);

    const res = await t.app.inject({ url: `/api/products/sales/${tee}`, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sales: [
        { color: 'black', size: 'l', units: 1 },
        { color: 'black', size: 'm', units: 5 },
      ],
      waiting: [],
    });

    const never = await t.app.inject({ url: `/api/products/sales/${ids['Red Hoodie']}`, headers: { cookie: admin.cookie } });
    expect(never.json()).toEqual({ sales: [], waiting: [] });
    const unknown = await t.app.inject({
      url: '/api/products/sales/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin.cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/products/sales/${tee}`, headers: { cookie: shopper.cookie } })).statusCode).toBe(403);
  });
});

describe('final sale', () => {
  it('is stored when a product is added or changed, and is off unless asked for', async () => {
    const body = { name: 'Last Call Tee', category: 'mens', color: 'black', sizes: ['m'], price: 20, description: 'Final.' };
    const create = (payload: object) => createProduct(t.app, admin.cookie, payload);
    const created = await create({ ...body, finalSale: true });
    expect(created.statusCode).toBe(201);
    const product = created.json().product;
    expect(product.finalSale).toBe(true);
    expect((await t.app.inject({ url: `/api/products/${product._id}` })).json().product.finalSale).toBe(true);

    const update = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/products/update-product/${product._id}`, payload, headers: { cookie: admin.cookie } });
    expect((await update({ price: 18 })).json().product).toMatchObject({ finalSale: true, price: 18 });
    expect((await update({ finalSale: false })).json().product.finalSale).toBe(false);
    expect((await create(body)).json().product.finalSale).toBe(false);

    const bad = await create({ ...body, finalSale: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(invalidFields(bad.json())).toContain('finalSale');
  });
});

describe('POST /api/products/create-product', () => {
  it('refuses a body that is not an object (null, a list, a number) with 400, not a server error', async () => {
    for (const payload of ['null', '[]', '[{"name":"Tee"}]', '7']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products/create-product',
        payload,
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      });
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it("gives a placeholder picture to a product whose category is named like an object's property ('constructor')", async () => {
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Constructor', handle: 'constructor' },
      headers: { cookie: admin.cookie },
    });
    expect(category.statusCode, category.body).toBe(201);
    const oddTee = { name: 'Odd Tee', category: 'constructor', color: 'red', price: 12, description: 'Odd.' };
    const res = await createProduct(t.app, admin.cookie, oddTee);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().product).toMatchObject({ category: 'constructor', image: expect.stringMatching(/^\/uploads\/product-/) });
  });
});

/**
 * Variants with their own facts: every colour x size of a product is a variant with a SKU, an
 * optional barcode, weight, price and compare-at price; the admin edits them, the product page
 * reads them, and a sale charges and keeps the variant's price and SKU.
 */
import { defaultSku } from '@shop/shared/variant';
import type { Product } from '@shop/shared/product.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of';
import { auditLog } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { migratedUntil } from '../../test/migrated-until';
import { buyInTestMode, CHECKOUT_TEST_SETTINGS, createProduct, productInput } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';

describe('the migration to variants with their own facts', () => {
  let opened: Awaited<ReturnType<typeof migratedUntil>>;
  afterAll(() => opened?.drop());

  it('gives every product a variant per colour and size with a SKU, and loses no stock, order or line', async () => {
    opened = await migratedUntil('0018_categories');
    const { db } = opened.database;
    const [tee, tote] = await rowsOf<{ id: string }>(
      db,
      sql`insert into products (name, description, category, colors, sizes, price_cents, track_stock) values
        ('Field Tee', 'Heavy cotton.', 'mens', '{black,navy blue}', '{m,l}', 3000, true),
        ('Canvas Tote', 'Canvas.', 'accessories', '{beige}', '{one-size}', 2500, false) returning id`,
    );
    // A tracked product kept rows only for the variants it had stock lines for.
    await db.execute(sql`insert into product_variants (product_id, color, size, stock) values (${tee!.id}, 'black', 'm', 3)`);
    const [order] = await rowsOf<{ id: string }>(
      db,
      sql`insert into orders (order_id, email, provider, subtotal_cents, tax_cents, total_cents)
        values ('ORD-OLD00001', 'a@b.test', 'test', 3000, 180, 3180) returning id`,
    );
    await db.execute(sql`insert into order_lines (order_id, product_id, name, image, color, size, unit_price_cents, quantity, position)
      values (${order!.id}, ${tee!.id}, 'Field Tee', '', 'black', 'm', 3000, 1, 0)`);

    await opened.migrateRest();

    const variants = await rowsOf<{
      product_id: string;
      color: string;
      size: string;
      stock: number | null;
      sku: string;
      price_cents: number | null;
    }>(
      db,
      sql`select product_id, color, size, stock, sku, price_cents from product_variants order by product_id = ${tee!.id} desc, color, size`,
    );
    expect(variants).toEqual([
      { product_id: tee!.id, color: 'black', size: 'l', stock: 0, sku: defaultSku(tee!.id, 'black', 'l'), price_cents: null },
      { product_id: tee!.id, color: 'black', size: 'm', stock: 3, sku: defaultSku(tee!.id, 'black', 'm'), price_cents: null },
      { product_id: tee!.id, color: 'navy blue', size: 'l', stock: 0, sku: defaultSku(tee!.id, 'navy blue', 'l'), price_cents: null },
      { product_id: tee!.id, color: 'navy blue', size: 'm', stock: 0, sku: defaultSku(tee!.id, 'navy blue', 'm'), price_cents: null },
      {
        product_id: tote!.id,
        color: 'beige',
        size: 'one-size',
        // An untracked product's variants count no stock (migration 0024).
        stock: null,
        sku: defaultSku(tote!.id, 'beige', 'one-size'),
        price_cents: null,
      },
    ]);
    expect(defaultSku(tee!.id, 'navy blue', 'm')).toMatch(/^[0-9A-F]{10}-NAVYBLUE-M$/);
    const lines = await rowsOf<{ sku: string; unit_price_cents: number }>(db, sql`select sku, unit_price_cents from order_lines`);
    expect(lines).toEqual([{ sku: '', unit_price_cents: 3000 }]);
    // Every migration after 0018 runs here, one by one: on PGlite, under a full run's load, past the default 30 s.
  }, 120_000);
});

describe('variant facts through the admin API', () => {
  const t = useTestApp(CHECKOUT_TEST_SETTINGS);
  let admin: SignedInUser;
  let shopper: SignedInUser;
  let product: Product;

  const update = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/products/update-product/${id}`, payload, headers: { cookie: admin.cookie } });
  const variant = (of: Product, color: string, size: string) => of.variants!.find((line) => line.color === color && line.size === size)!;

  beforeAll(async () => {
    [admin, shopper] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t)]);
    const res = await createProduct(
      t.app,
      admin.cookie,
      productInput({
        name: 'Variant Tee',
        colors: ['black', 'red'],
        sizes: ['s', 'm'],
        price: 30,
        variants: [{ color: 'black', size: 'm', sku: 'tee-bk-m', barcode: '4006381333931', weight: 180, price: 35, oldPrice: 40 }],
      }),
    );
    expect(res.statusCode).toBe(201);
    product = res.json().product;
  });

  it('keeps a variant per colour and size, each with its SKU, and the given facts on the one named', () => {
    expect(product.variants).toHaveLength(4);
    expect(variant(product, 'black', 'm')).toEqual({
      color: 'black',
      size: 'm',
      sku: 'TEE-BK-M',
      barcode: '4006381333931',
      weight: 180,
      price: 35,
      oldPrice: 40,
      stock: null,
    });
    expect(variant(product, 'red', 's')).toEqual({
      color: 'red',
      size: 's',
      sku: defaultSku(product._id, 'red', 's'),
      barcode: null,
      weight: null,
      price: null,
      oldPrice: null,
      stock: null,
    });
    expect(product).toMatchObject({ price: 30, minPrice: 30, maxPrice: 35 });
  });

  it('shows the variants on the product page, and only the price range in lists', async () => {
    const detail = (await t.app.inject({ url: `/api/products/${product._id}` })).json();
    expect(detail.product.variants).toHaveLength(4);
    const list = (await t.app.inject({ url: '/api/products?search=variant' })).json();
    const card = list.products.find((line: Product) => line._id === product._id);
    expect(card).toMatchObject({ minPrice: 30, maxPrice: 35 });
    expect(card).not.toHaveProperty('variants');
  });

  it('refuses a wrong check digit, a SKU another product has, a compare-at under the price and a colour not offered', async () => {
    const other = (await createProduct(t.app, admin.cookie, productInput({ name: 'Other Tee' }))).json().product as Product;
    const refused = await update(other._id, {
      variants: [{ color: 'black', size: 's', sku: 'TEE-BK-M', barcode: '4006381333932' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'variants.0.barcode', message: 'barcode must be a GTIN of 8, 12, 13 or 14 digits whose check digit is right' },
    ]);
    const taken = await update(other._id, { variants: [{ color: 'black', size: 's', sku: 'tee-bk-m' }] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual([{ path: 'variants.0.sku', message: 'SKU TEE-BK-M is already used by another product' }]);
    const cheap = await update(product._id, { variants: [{ color: 'red', size: 'm', price: 50, oldPrice: 45 }] });
    expect(cheap.json().errors).toEqual([{ path: 'variants.0.oldPrice', message: "red/m: oldPrice must be above the variant's price" }]);
    const twice = await update(product._id, {
      variants: [
        { color: 'green', size: 'm' },
        { color: 'red', size: 's', sku: 'A-1' },
        { color: 'red', size: 'm', sku: 'a-1' },
      ],
    });
    expect(twice.json().errors).toEqual([
      { path: 'variants.0.color', message: "variants names colour 'green', which the product does not come in" },
      { path: 'variants.2.sku', message: 'SKU A-1 is given to two variants' },
    ]);
    // Nothing of a refused change was written.
    const after = (await t.app.inject({ url: `/api/products/${product._id}` })).json().product as Product;
    expect(after.variants).toEqual(product.variants);
  });

  it('follows a change of colours and sizes, keeping what the kept variants had, and audits the facts', async () => {
    const res = await update(product._id, {
      colors: ['black'],
      sizes: ['s', 'm', 'l'],
      variants: [{ color: 'black', size: 's', price: 28 }],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().product as Product;
    expect(saved.variants!.map((line) => `${line.color}/${line.size}`)).toEqual(['black/l', 'black/m', 'black/s']);
    expect(variant(saved, 'black', 'm')).toMatchObject({ sku: 'TEE-BK-M', price: 35, oldPrice: 40, weight: 180 });
    expect(variant(saved, 'black', 'l').sku).toBe(defaultSku(product._id, 'black', 'l'));
    expect(saved).toMatchObject({ minPrice: 28, maxPrice: 35 });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.update'), eq(auditLog.entityId, product._id)));
    expect(entry?.after).toMatchObject({
      variants: expect.objectContaining({ 'black/s': `${defaultSku(product._id, 'black', 's')}, $28.00` }),
    });

    // Cleared, a variant's price is the product's again.
    const cleared = (await update(product._id, { variants: [{ color: 'black', size: 's', price: null }] })).json().product as Product;
    expect(variant(cleared, 'black', 's').price).toBeNull();
    expect(cleared).toMatchObject({ minPrice: 30, maxPrice: 35 });
  });

  it('is found by the price filter and sorted by its lowest variant price, the one its card reads', async () => {
    const sale = (
      await createProduct(t.app, admin.cookie, productInput({ name: 'Sale Sock', colors: ['black'], sizes: ['s', 'm'], price: 40 }))
    ).json().product as Product;
    const names = async (query: string) =>
      ((await t.app.inject({ url: `/api/products?search=sock&${query}` })).json().products as Product[]).map((line) => line.name);
    expect(await names('maxPrice=20')).toEqual([]);
    // Size S goes on sale at $15: the sock now reads 'From $15.00' and is found under $20.
    await update(sale._id, { variants: [{ color: 'black', size: 's', price: 15 }] });
    expect(await names('maxPrice=20')).toEqual(['Sale Sock']);
    expect(await names('minPrice=20')).toEqual([]);
    const cheapest = (await t.app.inject({ url: '/api/products?sort=price-asc&limit=1' })).json().products[0] as Product;
    expect(cheapest).toMatchObject({ name: 'Sale Sock', minPrice: 15, maxPrice: 40 });
    // Its price range's count moved with it.
    const facets = (await t.app.inject({ url: '/api/products?search=sock' })).json().facets;
    expect(facets.priceRanges.find((range: { min: number }) => range.min === 0)?.count).toBe(1);
  });

  it("charges the variant's price and keeps its SKU on the order, the test checkout and the order's answer", async () => {
    const sessionId = await buyInTestMode(t.app, [{ _id: product._id, color: 'black', size: 'm', quantity: 2, price: 1 }], {
      cookie: shopper.cookie,
    });
    const view = (await t.app.inject({ url: `/api/orders/test-checkout/${sessionId}` })).json();
    expect(view.lines).toEqual([
      expect.objectContaining({ name: 'Variant Tee', description: 'black, M, SKU TEE-BK-M', price: 35, quantity: 2 }),
    ]);
    expect(view).toMatchObject({ subtotal: 70, tax: 4.2, total: 74.2 });
    // The return page confirms the payment; the order is then the shopper's.
    await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } });
    const [order] = (await t.app.inject({ url: '/api/orders/mine', headers: { cookie: shopper.cookie } })).json().orders;
    expect(order.products).toEqual([
      expect.objectContaining({ name: 'Variant Tee', color: 'black', size: 'm', sku: 'TEE-BK-M', price: 35 }),
    ]);
    expect(order.amount).toBe(74.2);

    // The line keeps what it was sold as when the variant changes.
    await update(product._id, { variants: [{ color: 'black', size: 'm', sku: 'TEE-BLACK-M', price: 39 }] });
    const [again] = (await t.app.inject({ url: '/api/orders/mine', headers: { cookie: shopper.cookie } })).json().orders;
    expect(again.products[0]).toMatchObject({ sku: 'TEE-BK-M', price: 35 });
  });
});

describe('a variant whose stock is not counted', () => {
  const t = useTestApp(CHECKOUT_TEST_SETTINGS);
  let admin: SignedInUser;
  let shopper: SignedInUser;
  let product: Product;

  const stockRows = async (id: string) =>
    rowsOf<{ color: string; size: string; stock: number | null }>(
      t.database.db,
      sql`select color, size, stock from product_variants where product_id = ${id} order by color, size`,
    );
  const checkout = (lines: object[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      payload: { products: lines },
      headers: { cookie: shopper.cookie },
    });

  beforeAll(async () => {
    [admin, shopper] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t)]);
    // Black M is made to order (not counted); black S is counted with 1 left; the rest are left out, so 0.
    const res = await createProduct(
      t.app,
      admin.cookie,
      productInput({
        name: 'Made To Order Tee',
        colors: ['black'],
        sizes: ['s', 'm', 'l'],
        stock: [
          { color: 'black', size: 's', stock: 1 },
          { color: 'black', size: 'm', stock: null },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    product = res.json().product;
  });

  it('is left out of the stock lines, reads null stock among the facts, and is stored uncounted', async () => {
    expect(product.stock).toEqual([
      { color: 'black', size: 'l', stock: 0 },
      { color: 'black', size: 's', stock: 1 },
    ]);
    expect(product.variants!.find((line) => line.size === 'm')!.stock).toBeNull();
    expect(await stockRows(product._id)).toEqual([
      { color: 'black', size: 'l', stock: 0 },
      { color: 'black', size: 'm', stock: null },
      { color: 'black', size: 's', stock: 1 },
    ]);
    const card = (await t.app.inject({ url: '/api/products?search=made' })).json().products[0] as Product;
    expect(card.stock).toEqual(product.stock);
  });

  it('sells any number of it and takes none, while the counted sizes keep their limits', async () => {
    const sold = await checkout([{ _id: product._id, color: 'black', size: 'l', quantity: 1 }]);
    expect(sold.statusCode).toBe(400);
    expect(sold.json().errors).toEqual([{ path: 'products.0.quantity', message: 'Line 1: Made To Order Tee (black, l) is sold out' }]);
    const sessionId = await buyInTestMode(
      t.app,
      [
        { _id: product._id, color: 'black', size: 'm', quantity: 40 },
        { _id: product._id, color: 'black', size: 's', quantity: 1 },
      ],
      { cookie: shopper.cookie },
    );
    const paid = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } });
    expect(paid.json().order).toMatchObject({ paymentStatus: 'paid' });
    expect(await stockRows(product._id)).toEqual([
      { color: 'black', size: 'l', stock: 0 },
      { color: 'black', size: 'm', stock: null },
      { color: 'black', size: 's', stock: 0 },
    ]);
  });

  it('is counted again from the number the admin gives, and a product whose lines are all uncounted tracks nothing', async () => {
    const counted = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${product._id}`,
      payload: { stock: [{ color: 'black', size: 'm', stock: 5 }] },
      headers: { cookie: admin.cookie },
    });
    expect(counted.statusCode).toBe(200);
    expect((counted.json().product as Product).stock).toEqual([
      { color: 'black', size: 'l', stock: 0 },
      { color: 'black', size: 'm', stock: 5 },
      { color: 'black', size: 's', stock: 0 },
    ]);
    const none = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${product._id}`,
      payload: { stock: ['s', 'm', 'l'].map((size) => ({ color: 'black', size, stock: null })) },
      headers: { cookie: admin.cookie },
    });
    expect((none.json().product as Product).stock).toBeNull();
    expect((await stockRows(product._id)).map((row) => row.stock)).toEqual([null, null, null]);
  });
});

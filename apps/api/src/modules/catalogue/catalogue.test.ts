import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { variantStock } from '@shop/shared/testing/products';
import { auditLog, orderLines, orders, products, reviews } from '../../db/schema/index';
import { createUser, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { createProduct, productInput } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';
import { invalidFields } from '../../test/error-answers';
import { statementRecorder } from '../../test/request-statements';

const recorder = statementRecorder();
const t = useTestApp({}, { statements: recorder });
let admin: SignedInUser;
let userCookie: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  admin = await signedInUser(t, 'admin');
  userCookie = (await signedInUser(t)).cookie;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const rows = await insertProducts(t.database.db, [
    {
      name: 'Classic Black T-Shirt',
      description: 'Heavy cotton crew neck.',
      category: 'mens',
      colors: ['black'],
      sizes: ['m', 'l'],
      priceCents: 3000,
      createdAt: day(1),
    },
    {
      name: 'Washed Red Tee',
      description: 'Garment dyed, relaxed fit.',
      category: 'mens',
      colors: ['red'],
      sizes: ['s', 'm'],
      priceCents: 4500,
      createdAt: day(2),
    },
    {
      name: 'Linen Summer Dress',
      description: 'Light linen for warm days.',
      category: 'dress',
      colors: ['beige', 'green'],
      sizes: ['s'],
      priceCents: 12000,
      createdAt: day(3),
    },
    {
      name: 'Tiny Dino Tee',
      description: 'A soft black tee for little ones.',
      category: 'kids',
      colors: ['black', 'green'],
      sizes: ['s'],
      priceCents: 1800,
      createdAt: day(4),
    },
    {
      name: 'Gold Hoop Earrings',
      description: 'Recycled gold vermeil.',
      category: 'jewellery',
      colors: ['gold'],
      sizes: [],
      priceCents: 21000,
      createdAt: day(5),
    },
    {
      name: 'Pink Womens Tank',
      description: 'Ribbed cotton tank top.',
      category: 'womens',
      priceCents: 2500,
      createdAt: day(6),
      ...trackedStock({ 'pink/s': 0, 'pink/m': 4 }),
    },
  ]);
  for (const row of rows) ids[row.name] = row.id;
});

const get = async (url: string) => {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);

describe('search', () => {
  it('finds by full text over name, description, category and colour, ranked', async () => {
    expect(names((await get('/api/products?search=linen')).body)).toEqual(['Linen Summer Dress']);
    expect(names((await get('/api/products?search=jewellery')).body)).toEqual(['Gold Hoop Earrings']);
    const black = names((await get('/api/products?search=black')).body);
    expect(black.sort()).toEqual(['Classic Black T-Shirt', 'Tiny Dino Tee']);
    // A name match ranks above a description match.
    expect(names((await get('/api/products?search=black%20tee')).body)[0]).toBe('Tiny Dino Tee');
  });

  it('still finds with a typo or without the hyphen', async () => {
    expect(names((await get('/api/products?search=tshirt')).body)).toContain('Classic Black T-Shirt');
    expect(names((await get('/api/products?search=tshrt')).body)).toContain('Classic Black T-Shirt');
    expect(names((await get('/api/products?search=blak%20tee')).body)).toContain('Tiny Dino Tee');
    expect(names((await get('/api/products?search=earings')).body)).toEqual(['Gold Hoop Earrings']);
  });

  it('finds nothing for words no product has, and treats symbols as spaces', async () => {
    expect((await get('/api/products?search=xylophone')).body.totalProducts).toBe(0);
    const odd = await get(`/api/products?search=${encodeURIComponent("linen'); drop table products; --")}`);
    expect(odd.status).toBe(200);
    expect((await get('/api/products')).body.totalProducts).toBe(6);
  });

  it('combines search with filters', async () => {
    expect(names((await get('/api/products?search=tee&category=kids')).body)).toEqual(['Tiny Dino Tee']);
  });
});

describe('facets', () => {
  it('counts what each choice would leave, leaving out the facet’s own filter', async () => {
    const { body } = await get('/api/products?category=mens');
    const count = (list: { value: string; count: number }[], value: string) => list.find((entry) => entry.value === value)?.count;
    // Categories are counted without the category filter.
    expect(count(body.facets.categories, 'mens')).toBe(2);
    expect(count(body.facets.categories, 'kids')).toBe(1);
    expect(count(body.facets.categories, 'dress')).toBe(1);
    // Colours and sizes are counted within mens.
    expect(count(body.facets.colors, 'black')).toBe(1);
    expect(count(body.facets.colors, 'pink')).toBe(0);
    expect(count(body.facets.sizes, 'm')).toBe(2);
    expect(body.facets.priceRanges.map((range: { count: number }) => range.count)).toEqual([2, 0, 0, 0]);
  });

  it("lists the specification's values first, then any other value the catalogue carries", async () => {
    const { body } = await get('/api/products');
    expect(body.facets.categories.map((entry: { value: string }) => entry.value)).toEqual(['womens', 'mens', 'kids', 'dress', 'jewellery']);
    expect(body.facets.colors.slice(0, 5).map((entry: { value: string }) => entry.value)).toEqual([
      'black',
      'red',
      'blue',
      'green',
      'pink',
    ]);
    expect(body.facets.colors.find((entry: { value: string }) => entry.value === 'gold')?.count).toBe(1);
    expect(body.facets.priceRanges.map((range: { label: string; count: number }) => [range.label, range.count])).toEqual([
      ['Under $50', 4],
      ['$50 - $100', 0],
      ['$100 - $200', 1],
      ['$200 and above', 1],
    ]);
  });
});

describe('round trips', () => {
  it('answers a list in the same number of queries whatever the page size', async () => {
    const small = (await recorder.during(() => get('/api/products?limit=1'))).statements.length;
    const large = (await recorder.during(() => get('/api/products?limit=100'))).statements.length;
    expect(large).toBe(small);
    // The catalogue's version, then (its counts being cached) the page.
    expect(small).toBeLessThanOrEqual(3);
  });

  it('answers a product with its reviews in two queries after the version, and then from the kept answer', async () => {
    const first = await recorder.during(() => get(`/api/products/${ids['Washed Red Tee']}`));
    expect(first.statements.length).toBeLessThanOrEqual(3);
    const again = await recorder.during(() => get(`/api/products/${ids['Washed Red Tee']}`));
    expect(again.statements).toHaveLength(1);
    expect(again.statements[0]!.query).toMatch(/catalogue_version/);
  });
});

describe('GET /api/products/:id', () => {
  it('answers the product and its reviews newest first, with the author’s username', async () => {
    const author = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const productId = ids['Washed Red Tee']!;
    await t.database.db.insert(reviews).values([
      { userId: author.id, productId, rating: 4, comment: 'Older', updatedAt: new Date('2026-01-01') },
      { userId: other.id, productId, rating: 2, comment: 'Newer', updatedAt: new Date('2026-02-01') },
    ]);
    const { status, body } = await get(`/api/products/${productId}`);
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ _id: productId, name: 'Washed Red Tee', price: 45 });
    expect(body.reviews.map((review: { comment: string }) => review.comment)).toEqual(['Newer', 'Older']);
    expect(body.reviews[1].userId).toEqual({ _id: author.id, username: expect.any(String), profileImage: null });
  });

  it('shows per-variant availability so sold-out sizes can be shown', async () => {
    const { body } = await get(`/api/products/${ids['Pink Womens Tank']}`);
    expect(body.product.stock).toEqual(variantStock({ 'pink/m': 4, 'pink/s': 0 }));
  });

  it('answers 404 for an unknown id or handle and 400 for a malformed one', async () => {
    expect((await get('/api/products/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/api/products/no-such-tee')).status).toBe(404);
    const malformed = await get('/api/products/a%20b%3Cc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].path).toBe('id');
  });
});

describe('GET /api/products/related/:id', () => {
  it('answers up to 4 other products of the same category', async () => {
    const { body } = await get(`/api/products/related/${ids['Washed Red Tee']}`);
    expect(names(body)).toEqual(['Classic Black T-Shirt']);
    expect((await get('/api/products/related/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('writing the catalogue', () => {
  const create = (payload: object, cookie = admin.cookie) => createProduct(t.app, cookie, payload);

  it('lets only an admin write', async () => {
    const body = { name: 'X', category: 'mens', color: 'black', price: 10, description: 'x' };
    expect((await t.app.inject({ method: 'POST', url: '/api/products/create-product', payload: body })).statusCode).toBe(401);
    expect((await create(body, userCookie)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/products/update-product/${ids['Washed Red Tee']}`,
          payload: { price: 1 },
          headers: { cookie: userCookie },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/products/${ids['Washed Red Tee']}`, headers: { cookie: userCookie } })).statusCode,
    ).toBe(403);
  });

  it('creates a product from the admin form body, with the author from the session and its garment placeholder picture', async () => {
    const res = await create({
      name: 'Studio Tote',
      category: 'accessories',
      color: 'beige',
      price: '39.5',
      description: 'Canvas tote.',
      image: '',
      author: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(201);
    const { message, product } = res.json();
    expect(message).toBe('Product added successfully');
    expect(product).toMatchObject({
      name: 'Studio Tote',
      category: 'accessories',
      color: ['beige'],
      sizes: ['s', 'm', 'l', 'xl'],
      price: 39.5,
      author: admin.id,
      stock: null,
    });
    expect(product.image).toMatch(/^\/uploads\/product-.*-800\.webp$/);
    expect((await t.app.inject({ url: product.image })).statusCode).toBe(200);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, product._id));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'product.create', entity: 'product' });
  });

  it('creates with colour and size lists and per-variant stock', async () => {
    const stock = variantStock({ 'black/m': 3, 'red/l': 0 });
    const res = await create(productInput({ colors: ['black', 'red'], sizes: ['m', 'l'], oldPrice: 95, stock }));
    expect(res.statusCode).toBe(201);
    // Every colour x size is a variant: those the stock list leaves out have none.
    expect(res.json().product).toMatchObject({
      color: ['black', 'red'],
      oldPrice: 95,
      stock: variantStock({ 'black/l': 0, 'black/m': 3, 'red/l': 0, 'red/m': 0 }),
    });
  });

  it("takes 'one-size' alone, and refuses it beside other sizes", async () => {
    const tote = { name: 'Market Tote', category: 'accessories', color: 'beige', price: 30, description: 'Canvas.' };
    const one = await create({ ...tote, sizes: ['one-size'], stock: [{ color: 'beige', size: 'one-size', stock: 4 }] });
    expect(one.statusCode).toBe(201);
    expect(one.json().product).toMatchObject({ sizes: ['one-size'], stock: [{ color: 'beige', size: 'one-size', stock: 4 }] });
    const mixed = await create({ ...tote, sizes: ['one-size', 's'] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toEqual([{ path: 'sizes', message: 'One size cannot be combined with other sizes' }]);
  });

  it('answers 400 naming each missing or bad field', async () => {
    const res = await create({ price: 0 });
    expect(res.statusCode).toBe(400);
    expect(invalidFields(res.json())).toEqual(['category', 'color', 'description', 'name', 'price']);
    const negative = await create({ name: 'a', category: 'mens', color: 'red', price: -3, description: 'a' });
    expect(negative.json().errors).toEqual([{ path: 'price', message: 'price must be at least 0.01' }]);
    // Under a cent would be stored as 0 cents: refused, not a server error.
    const tiny = await create({ name: 'a', category: 'mens', color: 'red', price: 5e-324, oldPrice: 1e-9, description: 'a' });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().errors).toEqual([
      { path: 'price', message: 'price must be at least 0.01' },
      { path: 'oldPrice', message: 'oldPrice must be at least 0.01' },
      { path: 'oldPrice', message: 'oldPrice must have at most two decimals' },
    ]);
    const stock = await create({
      name: 'a',
      category: 'mens',
      color: 'red',
      sizes: ['m'],
      price: 3,
      description: 'a',
      stock: [{ color: 'blue', size: 'm', stock: 1 }],
    });
    expect(stock.statusCode).toBe(400);
    expect(stock.json().errors[0].path).toBe('stock.0.color');
    const oldPrice = await create({ name: 'a', category: 'mens', color: 'red', price: 30, oldPrice: 20, description: 'a' });
    expect(oldPrice.json().errors).toEqual([{ path: 'oldPrice', message: 'oldPrice must be above price' }]);
    const image = await create({
      name: 'a',
      category: 'mens',
      color: 'red',
      price: 3,
      description: 'a',
      image: 'https://elsewhere.example/x.png',
    });
    expect(image.json().errors[0].path).toBe('image');
  });

  it('updates only the fields sent', async () => {
    const created = (await create({ name: 'Edit Me', category: 'mens', color: 'black', price: 20, description: 'Before.' })).json().product;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${created._id}`,
      payload: { price: 22.5, description: 'After.' },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Product updated successfully',
      product: { name: 'Edit Me', price: 22.5, description: 'After.', color: ['black'] },
    });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/products/update-product/00000000-0000-4000-8000-000000000000',
          payload: { price: 1 },
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('erases a product no order has, and archives one that is in an order', async () => {
    const lonely = (await create({ name: 'Lonely', category: 'mens', color: 'black', price: 20, description: 'x' })).json().product;
    const ordered = (await create({ name: 'Ordered', category: 'mens', color: 'black', price: 20, description: 'x' })).json().product;
    const [order] = await t.database.db
      .insert(orders)
      .values({ orderId: 'ORD-ARCHIVE1', email: 'a@b.co', provider: 'test', subtotalCents: 2000, taxCents: 120, totalCents: 2120 })
      .returning();
    await t.database.db.insert(orderLines).values({
      orderId: order!.id,
      productId: ordered._id,
      name: 'Ordered',
      image: '',
      color: 'black',
      size: 'm',
      unitPriceCents: 2000,
      quantity: 1,
      position: 0,
    });

    for (const product of [lonely, ordered]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${product._id}`, headers: { cookie: admin.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Product deleted successfully' });
      expect((await get(`/api/products/${product._id}`)).status).toBe(404);
    }
    expect(await t.database.db.select().from(products).where(eq(products.id, lonely._id))).toEqual([]);
    const [kept] = await t.database.db.select().from(products).where(eq(products.id, ordered._id));
    expect(kept?.archivedAt).toBeInstanceOf(Date);
    expect(names((await get('/api/products?search=ordered')).body)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/products/${ordered._id}`, headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(404);
  });
});

describe('cached facet counts', () => {
  it('follow every product write: create, update, delete, and so do ranked search pages', async () => {
    const silverCount = async () =>
      (await get('/api/products?category=womens&search=sequin')).body.facets.colors.find(
        (entry: { value: string }) => entry.value === 'silver',
      )?.count ?? 0;
    const womensTotal = async () => (await get('/api/products?category=womens')).body.totalProducts as number;
    const before = await womensTotal();
    expect(await silverCount()).toBe(0);
    const top = { name: 'Sequin Top', category: 'womens', color: 'silver', price: 40, description: 'Evening top.' };
    const created = await createProduct(t.app, admin.cookie, top);
    const id = created.json().product._id as string;
    expect(await womensTotal()).toBe(before + 1);
    expect(await silverCount()).toBe(1);
    expect(names((await get('/api/products?search=sequin')).body)).toEqual(['Sequin Top']);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${id}`,
      payload: { category: 'mens' },
      headers: { cookie: admin.cookie },
    });
    expect(await womensTotal()).toBe(before);
    expect(await silverCount()).toBe(0);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${id}`,
      payload: { category: 'womens' },
      headers: { cookie: admin.cookie },
    });
    expect(await womensTotal()).toBe(before + 1);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${id}`,
      payload: { name: 'Beaded Top' },
      headers: { cookie: admin.cookie },
    });
    expect(names((await get('/api/products?search=sequin')).body)).toEqual([]);
    expect(names((await get('/api/products?search=beaded')).body)).toEqual(['Beaded Top']);
    await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: { cookie: admin.cookie } });
    expect(await womensTotal()).toBe(before);
    expect(await silverCount()).toBe(0);
    expect(names((await get('/api/products?search=beaded')).body)).toEqual([]);
  });
});

describe('search engines', () => {
  it('lists public pages and every product in the sitemap, and points robots at it', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/shop</loc>');
    // Products by their handles, made from their names.
    expect(sitemap.body).toContain(`<loc>http://localhost:3000/shop/washed-red-tee</loc>`);
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots.body).toContain('Disallow: /dashboard');
  });
});

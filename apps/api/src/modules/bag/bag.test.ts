import { eq } from 'drizzle-orm';
import { MAX_CART_QUANTITY } from '@shop/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { createUser, signIn } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let tee: string;
let cap: string;

beforeAll(async () => {
  const rows = await insertProducts(t.database.db, [
    // Red L sells for its own price.
    {
      name: 'Field Tee',
      colors: ['black', 'red'],
      sizes: ['m', 'l'],
      priceCents: 2999,
      variants: [{ color: 'red', size: 'l', stock: 0, priceCents: 3499 }],
    },
    { name: 'Washed Cap', colors: ['blue'], sizes: ['one-size'], priceCents: 3200 },
  ]);
  [tee, cap] = rows.map((row) => row.id) as [string, string];
});

const line = (id: string, color: string, size: string, quantity: number, name = 'Stale name', price = 1) => ({
  _id: id,
  name,
  price,
  image: '/uploads/old.webp',
  color,
  size,
  quantity,
});
const bag = (cookie: string, method: 'GET' | 'PUT' | 'POST' = 'GET', products?: unknown[]) =>
  t.app.inject({
    method,
    url: method === 'POST' ? '/api/bag/merge' : '/api/bag',
    headers: { cookie },
    payload: products ? { products } : undefined,
  });

describe("the account's bag", () => {
  it('names its products in the page’s language where the brand gave names in it, and refuses a language the shop does not speak', async () => {
    const admin = await signIn(t.app, await createUser(t.database.db, 'admin'));
    const named = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${cap}/translations`,
      headers: { cookie: admin },
      payload: { language: 'fr', name: 'Casquette délavée' },
    });
    expect(named.statusCode, named.body).toBe(200);
    const shopper = await signIn(t.app, await createUser(t.database.db));
    const lines = [line(tee, 'black', 'm', 1), line(cap, 'blue', 'one-size', 1)];
    const names = (answer: { products: { name: string }[] }) => answer.products.map((product) => product.name);
    const inFrench = (method: 'GET' | 'PUT' | 'POST') =>
      t.app.inject({
        method,
        url: `${method === 'POST' ? '/api/bag/merge' : '/api/bag'}?lang=fr`,
        headers: { cookie: shopper },
        payload: method === 'GET' ? undefined : { products: lines },
      });
    // The tee has no French name: it keeps its own.
    expect(names((await inFrench('PUT')).json())).toEqual(['Field Tee', 'Casquette délavée']);
    expect(names((await inFrench('GET')).json())).toEqual(['Field Tee', 'Casquette délavée']);
    expect(names((await inFrench('POST')).json())).toEqual(['Field Tee', 'Casquette délavée']);
    expect(names((await bag(shopper)).json())).toEqual(['Field Tee', 'Washed Cap']);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/bag?lang=xx', headers: { cookie: shopper } });
    expect(unknown.statusCode).toBe(400);
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${cap}/translations`,
      headers: { cookie: admin },
      payload: { language: 'fr', name: '' },
    });
  });

  it('is the same on every device: what one browser puts in, another reads, with the names and prices of today', async () => {
    const user = await createUser(t.database.db);
    const phone = await signIn(t.app, user);
    const laptop = await signIn(t.app, user);
    expect((await bag(laptop)).json()).toEqual({ products: [], dropped: [] });

    const saved = await bag(phone, 'PUT', [line(tee, 'black', 'm', 2), line(cap, 'blue', 'one-size', 1)]);
    expect(saved.statusCode).toBe(200);
    const onLaptop = (await bag(laptop)).json();
    expect(onLaptop.products).toEqual([
      { _id: tee, name: 'Field Tee', price: 29.99, image: expect.stringMatching(/^\/uploads\//), color: 'black', size: 'm', quantity: 2 },
      {
        _id: cap,
        name: 'Washed Cap',
        price: 32,
        image: expect.stringMatching(/^\/uploads\//),
        color: 'blue',
        size: 'one-size',
        quantity: 1,
      },
    ]);
  });

  it("prices each line at its variant's own price when it has one", async () => {
    const cookie = await signIn(t.app, await createUser(t.database.db));
    const saved = (await bag(cookie, 'PUT', [line(tee, 'red', 'l', 1), line(tee, 'red', 'm', 1)])).json();
    expect(saved.products.map((item: { size: string; price: number }) => [item.size, item.price])).toEqual([
      ['l', 34.99],
      ['m', 29.99],
    ]);
  });

  it('merges the browser bag at sign-in: quantities added and capped, one line per product, colour and size', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user);
    await bag(cookie, 'PUT', [line(tee, 'black', 'm', 98), line(cap, 'blue', 'one-size', 1)]);
    const merged = await bag(cookie, 'POST', [line(tee, 'black', 'm', 5), line(tee, 'red', 'l', 1), line(cap, 'blue', 'one-size', 2)]);
    expect(
      merged
        .json()
        .products.map((item: { color: string; size: string; quantity: number }) => `${item.color}/${item.size} x${item.quantity}`),
    ).toEqual([`black/m x${MAX_CART_QUANTITY}`, 'blue/one-size x3', 'red/l x1']);
    expect(merged.json().dropped).toEqual([]);
  });

  it('drops a line whose product left the shop or is no longer offered in its colour or size, and says which', async () => {
    const [gone, shrinking] = await insertProducts(t.database.db, [
      { name: 'Last Season Hoodie', colors: ['green'], sizes: ['m'], priceCents: 6000 },
      { name: 'Loop Tee', colors: ['pink', 'red'], sizes: ['s'], priceCents: 2500 },
    ]);
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user);
    await bag(cookie, 'PUT', [line(gone!.id, 'green', 'm', 1), line(shrinking!.id, 'pink', 's', 1), line(shrinking!.id, 'red', 's', 1)]);
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, gone!.id));
    await t.database.db
      .update(products)
      .set({ colors: ['red'] })
      .where(eq(products.id, shrinking!.id));

    const merged = (await bag(cookie, 'POST', [line('00000000-0000-4000-8000-000000000000', 'black', 'm', 1, 'Mystery Tee')])).json();
    expect(merged.products.map((item: { name: string; color: string }) => `${item.name} ${item.color}`)).toEqual(['Loop Tee red']);
    expect(merged.dropped.sort()).toEqual(['Last Season Hoodie', 'Loop Tee', 'Mystery Tee']);
    // What was dropped is gone for good.
    expect((await bag(cookie)).json()).toEqual({ products: merged.products, dropped: [] });
  });

  it('drops a line whose id is not a UUID (an old or forged bag) like a product no longer sold', async () => {
    const cookie = await signIn(t.app, await createUser(t.database.db));
    for (const method of ['PUT', 'POST'] as const) {
      const res = await bag(cookie, method, [
        line('../../etc/passwd', 'black', 'm', 1, 'Odd Tee'),
        line(' ', 'black', 'm', 1),
        line(tee, 'red', 'l', 1),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().products.map((item: { _id: string }) => item._id)).toEqual([tee]);
      expect(res.json().dropped).toEqual(['Odd Tee', 'Stale name']);
    }
  });

  it('is only the signed-in shopper’s, and refuses a bad line', async () => {
    expect((await t.app.inject({ url: '/api/bag' })).statusCode).toBe(401);
    const cookie = await signIn(t.app, await createUser(t.database.db));
    expect((await bag(cookie, 'PUT', [{ ...line(tee, 'black', 'm', 0) }])).statusCode).toBe(400);
    expect(
      (
        await bag(
          cookie,
          'PUT',
          Array.from({ length: 51 }, () => line(tee, 'black', 'm', 1)),
        )
      ).statusCode,
    ).toBe(400);
  });

  it('says which lines are final sale, from the catalogue, so the bag can show it', async () => {
    const [finalSale] = await insertProducts(t.database.db, [{ name: 'Last Call Tee', colors: ['black'], sizes: ['m'], finalSale: true }]);
    const cookie = await signIn(t.app, await createUser(t.database.db));
    const saved = (await bag(cookie, 'PUT', [line(finalSale!.id, 'black', 'm', 1), line(tee, 'black', 'm', 1)])).json();
    expect(saved.products.map((item: { name: string; finalSale?: boolean }) => [item.name, item.finalSale ?? false])).toEqual([
      ['Last Call Tee', true],
      ['Field Tee', false],
    ]);
  });

  it('keeps the same tee in two sizes and two colours as lines of their own, through PUT, GET and the merge', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user);
    const shown = (answer: { products: { color: string; size: string; quantity: number }[] }) =>
      answer.products.map((item) => `${item.color}/${item.size} x${item.quantity}`);

    await bag(cookie, 'PUT', [line(tee, 'black', 'm', 1), line(tee, 'black', 'l', 1), line(tee, 'red', 'm', 1)]);
    // + on the M line: only it changes.
    const saved = await bag(cookie, 'PUT', [line(tee, 'black', 'm', 2), line(tee, 'black', 'l', 1), line(tee, 'red', 'm', 1)]);
    expect(shown(saved.json())).toEqual(['black/m x2', 'black/l x1', 'red/m x1']);
    expect(shown((await bag(cookie)).json())).toEqual(['black/m x2', 'black/l x1', 'red/m x1']);
    // Remove the L line: the M lines stay.
    await bag(cookie, 'PUT', [line(tee, 'black', 'm', 2), line(tee, 'red', 'm', 1)]);
    expect(shown((await bag(cookie)).json())).toEqual(['black/m x2', 'red/m x1']);

    const merged = await bag(cookie, 'POST', [line(tee, 'black', 'l', 4), line(tee, 'red', 'm', 1)]);
    expect(shown(merged.json())).toEqual(['black/m x2', 'red/m x2', 'black/l x4']);
  });

  it('refuses a line with no colour chosen of several, or a colour or size the product is not made in, and takes an only colour', async () => {
    const cookie = await signIn(t.app, await createUser(t.database.db));
    await bag(cookie, 'PUT', [line(tee, 'black', 'm', 1)]);

    const noColor = await bag(cookie, 'PUT', [line(tee, 'black', 'm', 1), line(tee, '', 'l', 1)]);
    expect(noColor.statusCode).toBe(400);
    expect(noColor.json().message).toBe('Line 2: choose a colour of Field Tee (black, red)');
    expect(noColor.json().errors).toEqual([{ path: 'products.1.color', message: 'Line 2: choose a colour of Field Tee (black, red)' }]);

    const notMade = await bag(cookie, 'PUT', [line(tee, 'green', 'xl', 1)]);
    expect(notMade.statusCode).toBe(400);
    expect(notMade.json().message).toBe('Line 1: Field Tee is not offered in green; Line 1: Field Tee is not offered in size xl');
    // Nothing refused was kept, and no colour was picked for the shopper.
    expect((await bag(cookie)).json().products.map((item: { color: string; size: string }) => `${item.color}/${item.size}`)).toEqual([
      'black/m',
    ]);

    const onlyColor = await bag(cookie, 'PUT', [line(cap, '', 'one-size', 1)]);
    expect(onlyColor.statusCode).toBe(200);
    expect(onlyColor.json().products[0]).toMatchObject({ _id: cap, color: 'blue' });

    // At sign-in, such a line is dropped and named rather than failing the sign-in.
    const merged = (await bag(cookie, 'POST', [line(tee, '', 'm', 1, 'Field Tee')])).json();
    expect(merged.dropped).toEqual(['Field Tee']);
    expect(merged.products.map((item: { color: string }) => item.color)).toEqual(['blue']);
  });

  it("shows each line with its colour's picture", async () => {
    const [twoTone] = await insertProducts(t.database.db, [
      {
        name: 'Two Tone Tee',
        colors: ['black', 'red', 'blue'],
        sizes: ['m'],
        image: '/uploads/two-tone-black-800.webp',
        imageColor: 'black',
        gallery: [
          { image: '/uploads/two-tone-back-800.webp', imageSet: null, color: null },
          { image: '/uploads/two-tone-red-800.webp', imageSet: null, color: 'red' },
        ],
      },
    ]);
    const cookie = await signIn(t.app, await createUser(t.database.db));
    const saved = await bag(cookie, 'PUT', [
      line(twoTone!.id, 'red', 'm', 1),
      line(twoTone!.id, 'black', 'm', 1),
      line(twoTone!.id, 'blue', 'm', 1),
    ]);
    expect(saved.json().products.map((item: { color: string; image: string }) => `${item.color} ${item.image}`)).toEqual([
      'red /uploads/two-tone-red-800.webp',
      'black /uploads/two-tone-black-800.webp',
      'blue /uploads/two-tone-black-800.webp',
    ]);
  });
});

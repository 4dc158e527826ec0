/**
 * The wishlist through the real HTTP stack: saving (once, whatever the repeats), removing (only
 * one's own), refusing what the shop does not sell, the sign-in merge (deduplicated, unknown
 * products dropped, capped), and each item shown at today's price and stock.
 */
import type { WishlistAnswer, WishlistItem } from '@shop/shared/wishlist.schema';
import { MAX_WISHLIST_ITEMS, WISHLIST_FULL } from '@shop/shared/wishlist.schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, wishlistItems } from '../../db/schema/index';
import { signedInUser, signIn, useSignedInUsers } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const people = useSignedInUsers(t, { admin: 'admin' });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let tee: string;
let cap: string;
let hoodie: string;

beforeAll(async () => {
  const rows = await insertProducts(t.database.db, [
    // Red L sells for its own price, with a compare-at price above it, and is sold out; black M's stock is not counted.
    {
      name: 'Field Tee',
      handle: 'field-tee',
      colors: ['black', 'red'],
      sizes: ['m', 'l'],
      priceCents: 2999,
      gallery: [{ image: '/uploads/field-tee-red-800.webp', imageSet: null, color: 'red' }],
      variants: [
        { color: 'red', size: 'l', stock: 0, priceCents: 3499, compareAtCents: 4000 },
        { color: 'red', size: 'm', stock: 0 },
        { color: 'black', size: 'l', stock: 0 },
      ],
    },
    { name: 'Washed Cap', colors: ['blue'], sizes: ['one-size'], priceCents: 3200 },
    // Every variant of it costs more than the product's own price, but for one.
    {
      name: 'Loop Hoodie',
      colors: ['grey'],
      sizes: ['s', 'm'],
      priceCents: 6000,
      oldPriceCents: 7000,
      variants: [
        { color: 'grey', size: 's', stock: 0, priceCents: 6500 },
        { color: 'grey', size: 'm', stock: 0, priceCents: 5500 },
      ],
    },
  ]);
  [tee, cap, hoodie] = rows.map((row) => row.id) as [string, string, string];
  await t.database.db
    .update(productVariants)
    .set({ stock: null })
    .where(and(eq(productVariants.productId, tee), eq(productVariants.color, 'black'), eq(productVariants.size, 'm')));
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/wishlist${url}`, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const line = (productId: string, color = '', size = '') => ({ productId, color, size });

async function save(cookie: string, productId: string, color = '', size = ''): Promise<WishlistAnswer> {
  const res = await call(cookie, 'POST', '/items', line(productId, color, size));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The items as `name colour/size`, newest first. */
const shown = (answer: WishlistAnswer) => answer.items.map((item) => `${item.name} ${item.color}/${item.size}`);
const itemOf = (answer: WishlistAnswer, productId: string, color = '', size = '') =>
  answer.items.find((item) => item.productId === productId && item.color === color && item.size === size) as WishlistItem;

describe("the account's wishlist", () => {
  it('is only for the signed-in: every route answers 401 to a guest', async () => {
    expect((await call(undefined, 'GET', '')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/items', line(cap))).statusCode).toBe(401);
    expect((await call(undefined, 'DELETE', `/items/${UNKNOWN}`)).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/merge', { items: [line(cap)] })).statusCode).toBe(401);
  });

  it('saves a product with its colour and size, once however often it is saved, on every device', async () => {
    const user = await signedInUser(t);
    expect((await call(user.cookie, 'GET', '')).json()).toEqual({ items: [] });

    await save(user.cookie, tee, 'red', 'l');
    await save(user.cookie, tee, 'red', 'l');
    const answer = await save(user.cookie, tee);
    expect(shown(answer)).toEqual(['Field Tee /', 'Field Tee red/l']);
    const red = itemOf(answer, tee, 'red', 'l');
    expect(red).toEqual({
      _id: expect.any(String),
      productId: tee,
      handle: 'field-tee',
      name: 'Field Tee',
      image: '/uploads/field-tee-red-800.webp',
      color: 'red',
      size: 'l',
      priceCents: 3499,
      compareAtCents: 4000,
      inStock: false,
      addedAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(red.addedAt))).toBe(false);

    // Another device, signed in as the same account, reads the same list; another account has none.
    const laptop = await signIn(t.app, user);
    const res = await call(laptop, 'GET', '');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(answer);
    expect((await call((await signedInUser(t)).cookie, 'GET', '')).json().items).toEqual([]);
  });

  it("takes a product's only colour and size as chosen, so that a card's heart and the page's are the same item", async () => {
    const user = await signedInUser(t);
    await save(user.cookie, cap);
    const answer = await save(user.cookie, cap, 'blue', 'one-size');
    expect(shown(answer)).toEqual(['Washed Cap blue/one-size']);
  });

  it('is open to staff as well as customers', async () => {
    const answer = await save(people.admin.cookie, cap);
    expect(shown(answer)).toEqual(['Washed Cap blue/one-size']);
  });

  it('refuses an unknown product, or a colour or size the product is not offered in, saying why', async () => {
    const user = await signedInUser(t);
    const unknown = await call(user.cookie, 'POST', '/items', line(UNKNOWN));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No such product: it may no longer be sold.');

    const notMade = await call(user.cookie, 'POST', '/items', line(tee, 'green', 'xl'));
    expect(notMade.statusCode).toBe(400);
    expect(notMade.json().message).toBe('Field Tee is not offered in green; Field Tee is not offered in size xl');
    expect(notMade.json().errors).toEqual([
      { path: 'color', message: 'Field Tee is not offered in green' },
      { path: 'size', message: 'Field Tee is not offered in size xl' },
    ]);

    expect((await call(user.cookie, 'POST', '/items', { productId: 'not-an-id', color: '', size: '' })).statusCode).toBe(400);
    expect((await call(user.cookie, 'POST', '/items', line(tee, 'x'.repeat(61)))).statusCode).toBe(400);
    expect((await call(user.cookie, 'GET', '')).json().items).toEqual([]);
  });

  it("removes an item, and answers 404 for another account's item or one that does not exist", async () => {
    const [owner, another] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const saved = await save(owner.cookie, tee, 'black', 'm');
    await save(owner.cookie, cap);
    const id = itemOf(saved, tee, 'black', 'm')._id;

    const stranger = await call(another.cookie, 'DELETE', `/items/${id}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('No such wishlist item');
    expect((await call(owner.cookie, 'DELETE', `/items/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await call(owner.cookie, 'DELETE', '/items/not-an-id')).statusCode).toBe(400);

    const removed = await call(owner.cookie, 'DELETE', `/items/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(shown(removed.json())).toEqual(['Washed Cap blue/one-size']);
    expect((await call(owner.cookie, 'DELETE', `/items/${id}`)).statusCode).toBe(404);
  });

  it("merges the browser's list at sign-in: each item once, unknown products and unoffered variants dropped, the browser's newest first", async () => {
    const user = await signedInUser(t);
    await save(user.cookie, cap);
    const merged = await call(user.cookie, 'POST', '/merge', {
      items: [line(tee, 'red', 'l'), line(UNKNOWN), line(tee, 'green', 'm'), line(cap), line(tee, 'red', 'l'), line(hoodie)],
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(shown(merged.json())).toEqual(['Field Tee red/l', 'Loop Hoodie grey/', 'Washed Cap blue/one-size']);

    // A list past the cap is refused whole; the merge keeps what room is left.
    expect(
      (await call(user.cookie, 'POST', '/merge', { items: Array.from({ length: MAX_WISHLIST_ITEMS + 1 }, () => line(cap)) })).statusCode,
    ).toBe(400);
  });

  it('holds at most 200 items: a merge keeps what fits, and saving one more is refused', async () => {
    const many = await insertProducts(
      t.database.db,
      Array.from({ length: MAX_WISHLIST_ITEMS }, (_, index) => ({ name: `Many Tee ${index}`, colors: ['black'], sizes: ['m'] })),
    );
    const user = await signedInUser(t);
    await save(user.cookie, tee);
    await save(user.cookie, cap);
    const merged = await call(user.cookie, 'POST', '/merge', { items: many.map((row) => line(row.id)) });
    expect(merged.statusCode, merged.body).toBe(200);
    const items = merged.json().items as WishlistItem[];
    expect(items).toHaveLength(MAX_WISHLIST_ITEMS);
    // The browser's first (newest) items are those kept.
    expect(items.slice(0, 2).map((item) => item.name)).toEqual(['Many Tee 0', 'Many Tee 1']);
    expect(items.filter((item) => item.name.startsWith('Many Tee'))).toHaveLength(MAX_WISHLIST_ITEMS - 2);
    expect(items.some((item) => item.name === `Many Tee ${MAX_WISHLIST_ITEMS - 1}`)).toBe(false);

    const full = await call(user.cookie, 'POST', '/items', line(hoodie));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(WISHLIST_FULL);
    // Saving one already there is still fine.
    expect((await call(user.cookie, 'POST', '/items', line(cap))).statusCode).toBe(200);
  });

  it("prices each item at its variant's own price, or the lowest it may be when none is chosen, and says whether it is in stock", async () => {
    const user = await signedInUser(t);
    await save(user.cookie, tee, 'red', 'l');
    await save(user.cookie, tee, 'black', 'm');
    await save(user.cookie, tee, 'black');
    await save(user.cookie, tee, 'red');
    await save(user.cookie, hoodie, '', 's');
    const answer = await save(user.cookie, hoodie);
    const facts = (productId: string, color = '', size = '') => {
      const { priceCents, compareAtCents, inStock } = itemOf(answer, productId, color, size);
      return { priceCents, compareAtCents, inStock };
    };
    expect(facts(tee, 'red', 'l')).toEqual({ priceCents: 3499, compareAtCents: 4000, inStock: false });
    // A stock not counted is always available.
    expect(facts(tee, 'black', 'm')).toEqual({ priceCents: 2999, compareAtCents: null, inStock: true });
    expect(facts(tee, 'black')).toEqual({ priceCents: 2999, compareAtCents: null, inStock: true });
    expect(facts(tee, 'red')).toEqual({ priceCents: 2999, compareAtCents: null, inStock: false });
    // The hoodie's only colour is taken as chosen; its M is the cheapest, with the product's compare-at price above it.
    expect(facts(hoodie, 'grey', 's')).toEqual({ priceCents: 6500, compareAtCents: 7000, inStock: false });
    expect(facts(hoodie, 'grey')).toEqual({ priceCents: 5500, compareAtCents: 7000, inStock: false });
  });

  it("shows a running sale's price, with the regular price struck through", async () => {
    const [saleTee] = await insertProducts(t.database.db, [
      {
        name: 'Sale Tee',
        colors: ['black'],
        sizes: ['s', 'm'],
        priceCents: 4000,
        variants: [
          { color: 'black', size: 's', stock: 2 },
          { color: 'black', size: 'm', stock: 2, priceCents: 5000 },
        ],
      },
    ]);
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: { cookie: people.admin.cookie },
      payload: { name: 'Tee week', kind: 'percent', value: 25, appliesTo: { kind: 'products', ids: [saleTee!.id] } },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const user = await signedInUser(t);
    await save(user.cookie, saleTee!.id, 'black', 'm');
    const answer = await save(user.cookie, saleTee!.id);
    expect(itemOf(answer, saleTee!.id, 'black', 'm')).toMatchObject({ priceCents: 3750, compareAtCents: 5000, inStock: true });
    expect(itemOf(answer, saleTee!.id, 'black')).toMatchObject({ priceCents: 3000, compareAtCents: 4000, inStock: true });
  });

  it('drops, for good, an item whose product was archived or deleted, or no longer offered in its colour', async () => {
    const [gone, deleted, shrinking] = await insertProducts(t.database.db, [
      { name: 'Last Season Hoodie', colors: ['green'], sizes: ['m'] },
      { name: 'Deleted Tee', colors: ['green'], sizes: ['m'] },
      { name: 'Shrinking Tee', colors: ['pink', 'red'], sizes: ['s'] },
    ]);
    const user = await signedInUser(t);
    await save(user.cookie, gone!.id);
    await save(user.cookie, deleted!.id);
    await save(user.cookie, shrinking!.id, 'pink');
    await save(user.cookie, shrinking!.id, 'red');
    await save(user.cookie, cap);
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, gone!.id));
    await t.database.db.delete(products).where(eq(products.id, deleted!.id));
    await t.database.db
      .update(products)
      .set({ colors: ['red'] })
      .where(eq(products.id, shrinking!.id));

    expect(shown((await call(user.cookie, 'GET', '')).json())).toEqual(['Washed Cap blue/one-size', 'Shrinking Tee red/s']);
    const kept = await t.database.db.select().from(wishlistItems).where(eq(wishlistItems.userId, user.id));
    expect(kept).toHaveLength(2);
    // An archived product cannot be saved either.
    expect((await call(user.cookie, 'POST', '/items', line(gone!.id))).statusCode).toBe(400);
  });

  it("shows each item in the shopper's currency, as the product's page prices it, and in their language", async () => {
    const admin = people.admin.cookie;
    const made = async (method: 'PUT', url: string, payload: object) => {
      const res = await t.app.inject({ method, url, payload, headers: { cookie: admin } });
      expect(res.statusCode, res.body).toBeLessThan(300);
    };
    await made('PUT', '/api/currencies/EUR', { rate: 0.92, rounding: 'end-99' });
    // The hoodie's small has a price of its own in euros, below what its others come to at the rate.
    await made('PUT', `/api/products/${hoodie}/prices`, { prices: [{ color: 'grey', size: 's', currency: 'EUR', priceCents: 4000 }] });
    await made('PUT', `/api/products/${tee}/translations`, { language: 'fr', name: 'T-shirt des champs' });
    const user = await signedInUser(t);
    await save(user.cookie, tee, 'red', 'l');
    await save(user.cookie, hoodie);

    const res = await call(user.cookie, 'GET', '?currency=EUR&lang=fr');
    expect(res.statusCode, res.body).toBe(200);
    const answer: WishlistAnswer = res.json();
    const page = async (id: string) => (await t.app.inject({ url: `/api/products/${id}?currency=EUR` })).json().product;
    const variantOf = (product: { variants: { color: string; size: string; presented: unknown }[] }, color: string, size: string) =>
      product.variants.find((variant) => variant.color === color && variant.size === size)!.presented;
    // The chosen variant at its page's price in euros; the hoodie at the lowest it may be, its small's own.
    expect(itemOf(answer, tee, 'red', 'l').presented).toEqual(variantOf(await page(tee), 'red', 'l'));
    expect(itemOf(answer, tee, 'red', 'l').presented?.currency).toBe('EUR');
    expect(itemOf(answer, hoodie, 'grey', '').presented).toEqual(variantOf(await page(hoodie), 'grey', 's'));
    expect(itemOf(answer, hoodie, 'grey', '').presented?.price).toBe(4000);
    // The base prices stay beside them; the names are French where the shop has them.
    expect(itemOf(answer, tee, 'red', 'l').priceCents).toBe(3499);
    expect(shown(answer)).toEqual(['Loop Hoodie grey/', 'T-shirt des champs red/l']);

    // A currency the shop does not present is refused before anything changes.
    const refused = await call(user.cookie, 'POST', '/items?currency=GBP', line(cap));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This shop does not show prices in GBP.');
    expect(shown((await call(user.cookie, 'GET', '')).json())).toEqual(['Loop Hoodie grey/', 'Field Tee red/l']);
  });
});

describe("a guest's wishlist, kept in their browser", () => {
  it("is shown as an account's would be, in its order, without storing anything: unsold and repeated lines left out", async () => {
    const before = await t.database.db.select().from(wishlistItems);
    const res = await call(undefined, 'POST', '/preview', {
      items: [line(tee, 'red', 'l'), line(UNKNOWN), line(tee, 'green', 'm'), line(cap), line(tee, 'red', 'l'), line(hoodie)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer: WishlistAnswer = res.json();
    expect(shown(answer)).toEqual(['Field Tee red/l', 'Washed Cap blue/one-size', 'Loop Hoodie grey/']);
    // The same price and stock an account's list gives the same line; the id is the line's key.
    const account = await signedInUser(t);
    const saved = itemOf(await save(account.cookie, tee, 'red', 'l'), tee, 'red', 'l');
    const previewed = itemOf(answer, tee, 'red', 'l');
    expect({ ...previewed, _id: '', addedAt: '' }).toEqual({ ...saved, _id: '', addedAt: '' });
    expect(previewed._id).toBe(`${tee}|red|l`);
    expect(previewed).toMatchObject({ priceCents: 3499, compareAtCents: 4000, inStock: false });
    expect(await t.database.db.select().from(wishlistItems)).toHaveLength(before.length + 1);
  });

  it("is asked in the guest's currency, and refuses one the shop does not present or a list past the cap", async () => {
    const presents = await t.app.inject({
      method: 'PUT',
      url: '/api/currencies/EUR',
      payload: { rate: 0.92, rounding: 'end-99' },
      headers: { cookie: people.admin.cookie },
    });
    expect(presents.statusCode, presents.body).toBeLessThan(300);
    const euros = await call(undefined, 'POST', '/preview?currency=EUR', { items: [line(cap)] });
    expect(euros.statusCode, euros.body).toBe(200);
    expect(euros.json().items[0].presented.currency).toBe('EUR');
    const refused = await call(undefined, 'POST', '/preview?currency=GBP', { items: [line(cap)] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This shop does not show prices in GBP.');
    const tooMany = await call(undefined, 'POST', '/preview', { items: Array.from({ length: MAX_WISHLIST_ITEMS + 1 }, () => line(cap)) });
    expect(tooMany.statusCode).toBe(400);
    expect((await call(undefined, 'POST', '/preview', { items: [] })).json()).toEqual({ items: [] });
  });
});

/**
 * The catalogue's prices in the shopper's currency (`?currency=`), beside the base prices that
 * stay as they were: a variant's own price there, or its base price at the rate rounded by the
 * currency's rule, the compare-at price, a running sale's price as the pipeline works it out;
 * kept answers that follow a new rate and a variant's new price at once; a currency the shop
 * does not present refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let admin: SignedInUser;
let tee: string;
let cap: string;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const ok = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const made = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const variantOf = (product: { variants: { color: string; presented?: unknown }[] }, color: string) =>
  product.variants.find((variant) => variant.color === color)!;

beforeAll(async () => {
  admin = await signedInUser(t, 'admin');
  const [first, second] = await insertProducts(t.database.db, [
    {
      name: 'Presented Tee',
      category: 'mens',
      colors: ['black', 'white'],
      sizes: ['m'],
      priceCents: 2999,
      oldPriceCents: 3999,
      // White costs more in dollars; black has a price of its own in euros.
      variants: [
        { color: 'black', size: 'm', stock: 5 },
        { color: 'white', size: 'm', stock: 5, priceCents: 3499 },
      ],
    },
    { name: 'Presented Cap', category: 'mens', colors: ['black'], sizes: ['m'], priceCents: 1000 },
  ]);
  [tee, cap] = [first!.id, second!.id];
  await made('PUT', '/api/currencies/EUR', { rate: 0.92, rounding: 'end-99' });
  await made('PUT', '/api/currencies/JPY', { rate: 151.37, rounding: 'whole' });
  await made('PUT', `/api/products/${tee}/prices`, {
    prices: [{ color: 'black', size: 'm', currency: 'EUR', priceCents: 2500, compareAtCents: 2900 }],
  });
});

describe('prices in the shopper’s currency', () => {
  it('are added to a product’s page beside its base prices: own prices, the rate’s rounded up to .99, compare-at prices', async () => {
    const base = (await ok(`/api/products/${tee}`)).product;
    expect(base).not.toHaveProperty('presented');
    const { product } = await ok(`/api/products/${tee}?currency=EUR`);
    // The base prices as they were.
    expect(product).toMatchObject({ price: 29.99, oldPrice: 39.99, minPrice: 29.99, maxPrice: 34.99 });
    // $29.99 at 0.92 is 27.5908: €27.99; $39.99 is €36.99; $34.99 is €32.99; black is €25.00 of its own.
    expect(product.presented).toEqual({ currency: 'EUR', price: 2799, compareAtPrice: 3699, minPrice: 2500, maxPrice: 3299 });
    expect(variantOf(product, 'black').presented).toEqual({ currency: 'EUR', price: 2500, compareAtPrice: 2900 });
    expect(variantOf(product, 'white').presented).toEqual({ currency: 'EUR', price: 3299, compareAtPrice: 3699 });
    expect({ ...product, presented: undefined, variants: undefined }).toEqual({ ...base, presented: undefined, variants: undefined });

    // Yen: whole yen, half up; no own price in yen.
    const yen = (await ok(`/api/products/${tee}?currency=JPY`)).product;
    expect(yen.presented).toEqual({ currency: 'JPY', price: 4540, compareAtPrice: 6053, minPrice: 4540, maxPrice: 5296 });
    expect(variantOf(yen, 'black').presented).toEqual({ currency: 'JPY', price: 4540, compareAtPrice: 6053 });
  });

  it('are added to every card of a list, a search and the related products', async () => {
    const list = await ok('/api/products?currency=EUR&category=mens');
    const card = list.products.find((product: { _id: string }) => product._id === tee);
    expect(card.presented).toEqual({ currency: 'EUR', price: 2799, compareAtPrice: 3699, minPrice: 2500, maxPrice: 3299 });
    expect(card).not.toHaveProperty('variants');
    const search = await ok('/api/products?currency=EUR&search=presented');
    // The cap's $10.00 at 0.92 is €9.20, up to €9.99.
    const prices = search.products.map((product: { presented: { price: number } }) => product.presented.price);
    expect(prices.sort((a: number, b: number) => a - b)).toEqual([999, 2799]);
    const related = await ok(`/api/products/related/${cap}?currency=EUR`);
    expect(related.products[0]).toMatchObject({ _id: tee, presented: { minPrice: 2500, maxPrice: 3299 } });
    // Without a currency, lists are as they were.
    expect((await ok('/api/products?category=mens')).products.every((product: object) => !('presented' in product))).toBe(true);
  });

  it('follow a new rate and a variant’s new price at once, under a new ETag', async () => {
    const url = `/api/products/${tee}?currency=EUR`;
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    // The list's kept answer in euros, and the one in dollars, which a rate does not touch.
    const listUrl = '/api/products?currency=EUR&category=mens';
    const listTag = (await get(listUrl)).headers.etag as string;
    const dollarsTag = (await get('/api/products?category=mens')).headers.etag as string;

    await made('PUT', '/api/currencies/EUR', { rate: 0.95, rounding: 'end-99' });
    const moved = await get(url, { 'if-none-match': etag });
    expect(moved.statusCode).toBe(200);
    // $29.99 at 0.95 is 28.4905: €28.99.
    expect(moved.json().product.presented).toMatchObject({ price: 2899, minPrice: 2500 });
    expect((await get(listUrl, { 'if-none-match': listTag })).statusCode).toBe(200);
    expect((await get('/api/products?category=mens', { 'if-none-match': dollarsTag })).statusCode).toBe(304);

    await made('PUT', `/api/products/${tee}/prices`, { prices: [{ color: 'black', size: 'm', currency: 'EUR', priceCents: 2600 }] });
    const repriced = (await ok(url)).product;
    // No compare-at price of its own: the product's $39.99 at 0.95 (37.9905), up to €38.99.
    expect(variantOf(repriced, 'black').presented).toEqual({ currency: 'EUR', price: 2600, compareAtPrice: 3899 });
    expect(repriced.presented).toMatchObject({ minPrice: 2600 });
  });

  it('show a running sale’s price as the checkout charges it, an amount off converted at the rate', async () => {
    await made('POST', '/api/sales', { name: 'Tee week', kind: 'amount', value: 3, appliesTo: { kind: 'products', ids: [tee] } });
    const { product } = await ok(`/api/products/${tee}?currency=EUR`);
    // $3.00 off at 0.95 is €2.85 off each price.
    expect(product.salePrice).toBe(26.99);
    expect(product.presented).toMatchObject({ price: 2899, salePrice: 2614, minPrice: 2600, minSalePrice: 2315 });
    expect(variantOf(product, 'black').presented).toMatchObject({ price: 2600, salePrice: 2315 });
    const card = (await ok('/api/products?currency=EUR&category=mens')).products.find((found: { _id: string }) => found._id === tee);
    expect(card.presented).toMatchObject({ salePrice: 2614, minSalePrice: 2315 });
  });

  it('refuse a currency the shop does not present, and one it cannot', async () => {
    for (const url of ['/api/products?currency=GBP', `/api/products/${tee}?currency=GBP`, `/api/products/related/${cap}?currency=GBP`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'This shop does not show prices in GBP.' });
    }
    const unknown = await get(`/api/products/${tee}?currency=XYZ`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContainEqual({ path: 'currency', message: 'Choose a currency the shop can present' });
  });
});

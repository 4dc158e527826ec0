import { beforeAll, describe, expect, it } from 'vitest';
import { variantStock } from '@shop/shared/testing/products';
import { useTestApp } from '../../test/test-app';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { expectQueriesRefused } from '../../test/error-answers';

const t = useTestApp();

beforeAll(async () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await insertProducts(t.database.db, [
    { name: 'Black Mens Tee', category: 'mens', colors: ['black'], sizes: ['m', 'l'], priceCents: 2500, createdAt: day(1) },
    { name: 'Red Mens Tee', category: 'mens', priceCents: 5000, createdAt: day(2), ...trackedStock({ 'red/s': 3, 'black/s': 0 }) },
    {
      name: 'Blue Womens Tee',
      category: 'womens',
      colors: ['blue'],
      sizes: ['xl'],
      priceCents: 12000,
      oldPriceCents: 15000,
      createdAt: day(3),
    },
    { name: 'Pink Kids Tee', category: 'kids', colors: ['pink'], sizes: ['s', 'm'], priceCents: 25000, createdAt: day(4) },
    { name: 'Gold Ring', category: 'jewellery', colors: ['gold'], sizes: [], priceCents: 9999, createdAt: day(5) },
    {
      name: 'Archived Tee',
      category: 'mens',
      colors: ['black'],
      sizes: ['m'],
      priceCents: 2000,
      createdAt: day(6),
      archivedAt: new Date(),
    },
  ]);
});

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /api/products', () => {
  it('lists the catalogue newest first, without archived products, in dollars', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.totalProducts).toBe(5);
    expect(body.totalPages).toBe(1);
    expect(body.products.map((p: { name: string }) => p.name)).toEqual([
      'Gold Ring',
      'Pink Kids Tee',
      'Blue Womens Tee',
      'Red Mens Tee',
      'Black Mens Tee',
    ]);
    const blue = body.products[2];
    expect(blue).toMatchObject({ price: 120, oldPrice: 150, color: ['blue'], sizes: ['xl'], category: 'womens', stock: null });
    expect(typeof blue._id).toBe('string');
  });

  it('exposes per-variant stock of tracked products', async () => {
    const { body } = await list('?category=mens&color=red');
    expect(body.products[0].stock).toEqual(variantStock({ 'black/s': 0, 'red/s': 3 }));
  });

  it('treats empty strings and "all" as no filter', async () => {
    const { body } = await list('?category=all&color=&size=all&minPrice=0&maxPrice=');
    expect(body.totalProducts).toBe(5);
  });

  it('filters by category, colour, size and price range, alone and combined', async () => {
    expect((await list('?category=mens')).body.totalProducts).toBe(2);
    expect((await list('?color=black')).body.totalProducts).toBe(2);
    expect((await list('?size=s')).body.totalProducts).toBe(2);
    expect((await list('?minPrice=50&maxPrice=100')).body.products.map((p: { name: string }) => p.name)).toEqual([
      'Gold Ring',
      'Red Mens Tee',
    ]);
    expect((await list('?minPrice=200')).body.products.map((p: { name: string }) => p.name)).toEqual(['Pink Kids Tee']);
    expect((await list('?category=mens&color=black&size=m')).body.products.map((p: { name: string }) => p.name)).toEqual([
      'Black Mens Tee',
    ]);
  });

  it('paginates, and a page past the end is empty with the right totals', async () => {
    const page2 = await list('?limit=2&page=2');
    expect(page2.body).toMatchObject({ totalProducts: 5, totalPages: 3, page: 2, limit: 2 });
    expect(page2.body.products.map((p: { name: string }) => p.name)).toEqual(['Blue Womens Tee', 'Red Mens Tee']);
    const past = await list('?limit=2&page=9');
    expect(past.body).toMatchObject({ products: [], totalProducts: 5, totalPages: 3 });
  });

  it('sorts by price', async () => {
    const { body } = await list('?sort=price-asc');
    expect(body.products.map((p: { price: number }) => p.price)).toEqual([25, 50, 99.99, 120, 250]);
  });

  it('answers a malformed page, limit or price with 400 naming the field', async () => {
    await expectQueriesRefused(list, [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?limit=101', 'limit'],
      ['?limit=1.5', 'limit'],
      ['?minPrice=-5', 'minPrice'],
      ['?maxPrice=cheap', 'maxPrice'],
      ['?minPrice=100&maxPrice=50', 'minPrice'],
      ['?sort=random', 'sort'],
    ]);
  });
});

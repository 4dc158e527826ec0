import { PUBLIC_PAGES } from '@shop/shared/routes';
import { FIRST_CATEGORIES } from '@shop/shared/testing/categories';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../test/fixtures';
import { useTestApp, type TestApp } from '../../test/test-app';

// An `&` in the shop's address must reach the XML escaped.
const PUBLIC_URL = 'https://shop.example.com/drip&co';
const LOC_BASE = 'https://shop.example.com/drip&amp;co';
const LIVE_PRODUCTS = 7;
/** The pages of the categories a new shop starts with, all visible, in the shop's order. */
const COLLECTIONS = FIRST_CATEGORIES.map(([handle]) => `/collections/${handle}`);
/** Every URL the sitemap lists: the public pages and the collections, then the live products. */
const URLS = PUBLIC_PAGES.length + COLLECTIONS.length + LIVE_PRODUCTS;

/** Live products, the newest created last, and one archived product that no sitemap lists. */
async function stock(t: TestApp) {
  const start = Date.UTC(2026, 0, 1);
  const rows = await insertProducts(t.database.db, [
    ...Array.from({ length: LIVE_PRODUCTS }, (_, index) => ({ name: `Tee ${index}`, createdAt: new Date(start + index * 60_000) })),
    { name: 'Gone Tee', archivedAt: new Date() },
  ]);
  return { newestFirst: rows.slice(0, LIVE_PRODUCTS).reverse(), archived: rows[LIVE_PRODUCTS]! };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
const entityFree = (xml: string) => xml.replaceAll(/&(amp|lt|gt|quot|apos);/g, '');

describe('a sitemap past its split size', () => {
  const queries: string[] = [];
  const t = useTestApp({ PUBLIC_URL, SITEMAP_URLS_PER_FILE: '5' }, { onQuery: (query) => queries.push(query) });
  let products: Awaited<ReturnType<typeof stock>>;
  beforeAll(async () => {
    products = await stock(t);
  });

  it('is an index of numbered parts at /sitemap.xml, which robots.txt names', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(res.body).not.toContain('<urlset');
    const parts = Math.ceil(URLS / 5);
    expect(locs(res.body)).toEqual(Array.from({ length: parts }, (_, index) => `${LOC_BASE}/sitemap-${index + 1}.xml`));
    expect(entityFree(res.body)).not.toContain('&');
    expect((await t.app.inject({ url: '/robots.txt' })).body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('has parts of at most the split size that together list every URL once, in order', async () => {
    const parts = Math.ceil(URLS / 5);
    const listed: string[] = [];
    for (let part = 1; part <= parts; part += 1) {
      const res = await t.app.inject({ url: `/sitemap-${part}.xml` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.body).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      expect(entityFree(res.body)).not.toContain('&');
      const urls = locs(res.body);
      expect(urls.length).toBe(part < parts ? 5 : URLS - 5 * (parts - 1));
      listed.push(...urls);
    }
    expect(listed).toEqual([
      ...[...PUBLIC_PAGES, ...COLLECTIONS].map((page) => `${LOC_BASE}${page}`),
      ...products.newestFirst.map((product) => `${LOC_BASE}/shop/${product.handle}`),
    ]);
    expect(listed.join()).not.toContain(products.archived.id);
  });

  it('reads one slice of the products a part, in SQL', async () => {
    queries.length = 0;
    await t.app.inject({ url: '/sitemap-5.xml' });
    const reads = queries.filter((query) => /from "products"/.test(query) && !/count\(/.test(query));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/limit \$\d+/);
    expect(reads[0]).toMatch(/offset \$\d+/);
  });

  it('answers 404 for a part it does not have', async () => {
    for (const url of ['/sitemap-0.xml', `/sitemap-${Math.ceil(URLS / 5) + 1}.xml`, '/sitemap-01.xml', '/sitemap-x.xml']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('a sitemap at its split size', () => {
  const t = useTestApp({ PUBLIC_URL, SITEMAP_URLS_PER_FILE: String(URLS) });
  beforeAll(async () => {
    await stock(t);
  });

  it('stays one urlset of every URL, with no parts', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.body).toMatch(/<urlset xmlns=/);
    expect(res.body).not.toContain('<sitemapindex');
    expect(locs(res.body)).toHaveLength(URLS);
    expect((await t.app.inject({ url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });
});

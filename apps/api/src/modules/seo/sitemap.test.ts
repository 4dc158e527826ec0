import { LANGUAGES } from '@shop/shared/languages';
import { PUBLIC_PAGES } from '@shop/shared/routes';
import { FIRST_CATEGORIES } from '@shop/shared/testing/categories';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../test/fixtures';
import { statementRecorder } from '../../test/request-statements';
import { useTestApp, type TestApp } from '../../test/test-app';

// An `&` in the shop's address must reach the XML escaped.
const PUBLIC_URL = 'https://shop.example.com/drip&co';
const LOC_BASE = 'https://shop.example.com/drip&amp;co';
const LIVE_PRODUCTS = 7;
/** The pages of the categories a new shop starts with, all visible, in the shop's order. */
const COLLECTIONS = FIRST_CATEGORIES.map(([handle]) => `/collections/${handle}`);
/** The built-in Markdown pages without an address of their own (About, Terms and Help have theirs), by handle. */
const CONTENT_PAGES = ['/pages/privacy', '/pages/refund-policy'];
/** Every URL the sitemap lists: the public pages, the collections and the Markdown pages, then the live products, each in English and French. */
const URLS = (PUBLIC_PAGES.length + COLLECTIONS.length + CONTENT_PAGES.length + LIVE_PRODUCTS) * LANGUAGES.length;
/** A page's URLs in the order the sitemap lists them: English, then French (`/` is `/fr` in French). */
const inEveryLanguage = (page: string) => [`${LOC_BASE}${page}`, `${LOC_BASE}/fr${page === '/' ? '' : page}`];

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
  const recorder = statementRecorder();
  const t = useTestApp({ PUBLIC_URL, SITEMAP_URLS_PER_FILE: '5' }, { statements: recorder });
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
      expect(res.body).toMatch(
        /<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
      );
      expect(entityFree(res.body)).not.toContain('&');
      const urls = locs(res.body);
      expect(urls.length).toBe(part < parts ? 5 : URLS - 5 * (parts - 1));
      listed.push(...urls);
    }
    expect(listed).toEqual([
      ...[...PUBLIC_PAGES, ...COLLECTIONS, ...CONTENT_PAGES].flatMap(inEveryLanguage),
      ...products.newestFirst.flatMap((product) => inEveryLanguage(`/shop/${product.handle}`)),
    ]);
    expect(listed.join()).not.toContain(products.archived.id);
  });

  it('reads one slice of the products a part, in SQL', async () => {
    // The last part: products only, past the first.
    const { statements } = await recorder.during(() => t.app.inject({ url: `/sitemap-${Math.ceil(URLS / 5)}.xml` }));
    const reads = statements.map((statement) => statement.query).filter((query) => /from "products"/.test(query) && !/count\(/.test(query));
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

describe("a sitemap's languages", () => {
  const t = useTestApp({ PUBLIC_URL });
  let products: Awaited<ReturnType<typeof stock>>;
  beforeAll(async () => {
    products = await stock(t);
  });

  /** Each `<url>` of a sitemap: its address and its alternates, by hreflang. */
  const urlsOf = (xml: string) =>
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: /<loc>([^<]*)<\/loc>/.exec(body!)![1]!,
      alternates: Object.fromEntries(
        [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map((match) => [match[1]!, match[2]!]),
      ),
    }));

  it('names every language of each page, itself included, and the English page as x-default', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = urlsOf(res.body);
    const home = { en: `${LOC_BASE}/`, fr: `${LOC_BASE}/fr`, 'x-default': `${LOC_BASE}/` };
    expect(urls.filter((url) => Object.values(home).includes(url.loc))).toEqual([
      { loc: home.en, alternates: home },
      { loc: home.fr, alternates: home },
    ]);
    const handle = products.newestFirst[0]!.handle;
    const product = { en: `${LOC_BASE}/shop/${handle}`, fr: `${LOC_BASE}/fr/shop/${handle}`, 'x-default': `${LOC_BASE}/shop/${handle}` };
    const listed = urls.filter((url) => url.loc === product.en || url.loc === product.fr);
    expect(listed.map((url) => url.alternates)).toEqual([product, product]);
    // Every URL names itself among its alternates.
    for (const url of urls) expect(Object.values(url.alternates)).toContain(url.loc);
    expect(urls).toHaveLength(URLS);
  });
});

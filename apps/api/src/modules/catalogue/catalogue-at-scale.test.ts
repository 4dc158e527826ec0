/**
 * The catalogue's statements at scale, on PostgreSQL: search is served by its indexes, and a
 * slow or busy database answers a clean 503 on the catalogue while the rest of the shop works.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { insertCatalogue, insertProducts } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { describeIf, onPostgres } from '../../test/needs';
import { statementRecorder, type Statement } from '../../test/request-statements';

// Whole rounds of the fixtures' 8 colours x 20 garments, so that counts divide evenly.
const CATALOGUE_SIZE = 4800;
const RARE = [
  { name: 'Merino Turtleneck', description: 'Fine merino wool, ribbed collar.', category: 'womens', sizes: ['xl'] },
  { name: 'Cashmere Turtleneck', description: 'Soft and warm.', category: 'mens', sizes: ['xl'] },
];

describeIf(onPostgres)('search at scale (PostgreSQL)', () => {
  let t: TestApp;
  const recorder = statementRecorder();

  beforeAll(async () => {
    t = await createTestApp({}, { statements: recorder });
    await t.app.ready();
    await insertCatalogue(t.database.db, CATALOGUE_SIZE);
    await insertProducts(t.database.db, RARE);
  });
  afterAll(() => t?.close());

  /** The statements the API sends to answer `url`, and its answer. */
  async function statementsOf(url: string) {
    const { result: res, statements } = await recorder.during(() => t.app.inject({ url }));
    expect(res.statusCode).toBe(200);
    return { statements, body: res.json<{ products: { name: string }[] }>() };
  }

  /** How PostgreSQL can run a statement with its indexes. */
  async function planOf({ query, params }: Statement): Promise<string> {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await client.query('vacuum analyze products, search_words');
      // NOTE: at a few thousand rows a sequential scan may still be the cheaper plan; with it
      // disabled, a statement whose condition no index can serve (a function call such as
      // word_similarity() >= x) would still show one.
      await client.query('set enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${query}`, params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await client.end();
    }
  }

  it('finds a typo among thousands of products', async () => {
    const res = await t.app.inject({ url: '/api/products?search=sweatr&limit=100' });
    const body = res.json<{ totalProducts: number; products: { name: string }[] }>();
    expect(body.totalProducts).toBe(CATALOGUE_SIZE / 20);
    expect(body.products.every((product) => product.name.includes('Sweater'))).toBe(true);
  });

  it('answers a typo through the vocabulary’s trigram index and the full-text index, never a scan of every product', async () => {
    // The first time: the catalogue's version, the look-alike words, the facet counts, then the page of products.
    const { statements, body } = await statementsOf('/api/products?search=turtlenek');
    expect(body.products.map((product) => product.name).sort()).toEqual(RARE.map((product) => product.name).sort());
    const [version, lookAlikes, ...catalogue] = statements;
    expect(version!.query).toContain('catalogue_version');
    expect(await planOf(lookAlikes!)).toContain('search_words_word_trgm_idx');
    expect(catalogue).toHaveLength(2);
    for (const statement of catalogue) {
      const plan = await planOf(statement);
      expect(plan).toContain('products_search_vector_idx');
      expect(plan).not.toMatch(/Seq Scan on products/);
    }
  });

  it('collects a rare filter combination through its indexes, instead of walking the catalogue in date order', async () => {
    await statementsOf('/api/products?size=xl&limit=12'); // the counts, then cached
    // Another page size: another answer, the same counts.
    const { statements, body } = await statementsOf('/api/products?size=xl&limit=11');
    expect(body.products.map((product) => product.name).sort()).toEqual(RARE.map((product) => product.name).sort());
    // The catalogue's version, then the page.
    expect(statements).toHaveLength(2);
    const plan = await planOf(statements[1]!);
    expect(plan).toContain('products_sizes_idx');
    expect(plan).not.toContain('products_live_created_at_idx');
  });

  it('ranks a search once, then reads the same page by id until a product changes', async () => {
    const first = await statementsOf('/api/products?search=cashmere');
    // The catalogue's version, the look-alike words, the facet counts and the ranked page.
    expect(first.statements).toHaveLength(4);
    // The same words typed otherwise: another answer, the same search.
    const again = await statementsOf('/api/products?search=Cashmere');
    // The version, the look-alike words and the page's rows by id.
    expect(again.statements).toHaveLength(3);
    expect(again.statements[2]!.query).not.toContain('ts_rank');
    expect(again.body).toEqual(first.body);
    // The same answer again: the version alone.
    expect((await statementsOf('/api/products?search=cashmere')).statements).toHaveLength(1);
  });

  it('counts a search’s facets over its matching rows only, each facet without its own filter', async () => {
    const res = await t.app.inject({ url: '/api/products?search=sweatr&color=black' });
    const body = res.json<{ totalProducts: number; facets: { colors: { value: string; count: number }[] } }>();
    expect(body.totalProducts).toBe(CATALOGUE_SIZE / 20 / 8);
    // Colours are counted without the colour filter: every colour of the sweaters.
    expect(body.facets.colors.find((entry) => entry.value === 'red')?.count).toBe(CATALOGUE_SIZE / 20 / 8);
  });
});

describeIf(onPostgres)('a busy database (PostgreSQL)', () => {
  let t: TestApp;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '4', CATALOGUE_CONCURRENCY: '2' }, { poolSize: 4, statementTimeoutMs: 1000 });
    await t.app.ready();
    // The catalogue goes in through a pool of its own, without the app's timeout: on a loaded
    // machine, 200 products and their facet counts can take longer than a request may.
    const setup = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
    try {
      await insertCatalogue(drizzle(setup) as unknown as Db, 200);
    } finally {
      await setup.end();
    }
    productId = (await t.app.inject({ url: '/api/products?limit=1' })).json<{ products: { _id: string }[] }>().products[0]!._id;
  });
  afterAll(() => t?.close());

  it('answers a clean 503 when a statement outlives its timeout, while other routes keep working', async () => {
    // Another session holds the products table, as a long migration or a runaway query would.
    const blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table products in access exclusive mode');

      const [list, health, settings] = await Promise.all([
        t.app.inject({ url: '/api/products?category=mens' }),
        t.app.inject({ url: '/api/health' }),
        t.app.inject({ url: '/api/settings' }),
      ]);
      expect(list.statusCode).toBe(503);
      expect(list.headers['retry-after']).toBeDefined();
      expect(list.json()).toEqual({ message: 'The shop is very busy right now. Please try again in a moment.' });
      expect(list.body).not.toMatch(/select|products"|statement|timeout|at \w+ \(/i);
      expect(health.statusCode).toBe(200);
      expect(settings.statusCode).toBe(200);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    expect((await t.app.inject({ url: '/api/products?category=mens' })).statusCode).toBe(200);
  });

  it('keeps product detail and health answering through a burst of 50 searches', async () => {
    const searches = Array.from({ length: 50 }, (_, index) =>
      t.app.inject({ url: `/api/products?search=${['sweatr', 'hodie', 'cardign', 'necklce', 'jaket'][index % 5]}` }),
    );
    const others = Array.from({ length: 10 }, (_, index) =>
      t.app.inject({ url: index % 2 ? '/api/health' : `/api/products/${productId}` }),
    );
    const [searchAnswers, otherAnswers] = await Promise.all([Promise.all(searches), Promise.all(others)]);
    expect(otherAnswers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    // Searches beyond what the catalogue's share of the pool can hold are told to come back.
    for (const res of searchAnswers) expect([200, 503]).toContain(res.statusCode);
    expect(searchAnswers.some((res) => res.statusCode === 200)).toBe(true);
  });
});

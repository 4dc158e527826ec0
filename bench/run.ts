/**
 * `npm run bench` (after the build): a 10,000-product catalogue on PostgreSQL, loaded through
 * the shop's API and, statement for statement, through the bare driver; search isolation;
 * admin stats over 100,000 orders; what the shop's own analytics cost the storefront; the product feeds' cold build and warm load; the embedded (PGlite) start; `npm start` itself; first-load JavaScript; the
 * Lighthouse pages. Writes bench/RESULTS.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config';
import { adminSessionCookie } from './admin-session';
import { analyticsFigures } from './analytics-figures';
import {
  adminStatsLatency,
  bagPriceLatency,
  ABROAD_CURRENCY,
  BENCH_CODE,
  driverReplay,
  httpLoad,
  routesOf,
  searchIsolation,
  type BenchProduct,
  type Context,
} from './api-figures';
import { freePort, startShop, stopChildrenOnExit, waitUntilUp, type ShopProcess } from './children';
import { embeddedSection } from './embedded';
import { feedsFigures } from './feeds-figures';
import { importFigures } from './import-figures';
import { npmStartSection } from './npm-start';
import { CATALOGUE_SIZE, ensureCatalogue } from './generate-catalogue';
import { runPageBench } from './pages';
import { pageWeightSection } from './page-weight';
import { headlineTable, machine } from './report';
import { settings } from './settings';

const apiDir = path.join(settings.root, 'apps/api');
const sections: string[] = [];
const failures: string[] = [];

/** A failed part is written down and the others still run. */
async function part(title: string, work: () => Promise<string> | string): Promise<void> {
  const started = Date.now();
  console.log(`bench: ${title}…`);
  try {
    sections.push(await work());
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`bench: ${title} failed:`, message);
    failures.push(title);
    sections.push(`## ${title}\n\nThis part failed:\n\n\`\`\`\n${message}\n\`\`\``);
  }
  console.log(`bench: ${title} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function postgresVersion(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>("select current_setting('server_version') as version");
    return rows[0]?.version ?? 'unknown';
  } finally {
    await client.end();
  }
}

async function postgresFigures(databaseUrl: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pg-'));
  mkdirSync(path.join(dataDir, 'uploads'));
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    CATALOGUE_RATE_LIMIT_PER_MINUTE: settings.catalogueRateLimitPerMinute,
    // The bench's admin adds a discount code with a password alone: staff two-factor sign-in is
    // required by default, and a 403 would stop the bench before it measured anything.
    STAFF_TWO_FACTOR: 'optional',
  } as const;
  let shop: ShopProcess | undefined;
  try {
    shop = startShop({ apiDir, port: await freePort(), env: { ...env, REDIS_URL: settings.redisUrl } });
    await waitUntilUp(shop, `${shop.baseUrl}/api/health`, 120_000);
    const newest = (await (await fetch(`${shop.baseUrl}/api/products?limit=1`)).json()) as { products: BenchProduct[] };
    const product = newest.products[0];
    if (!product) throw new Error('The catalogue answered no product');
    // The in-process app of the replay capture: the same settings, its rate limits in memory.
    const captureConfig = loadConfig({ ...env, REDIS_URL: undefined });
    const context: Context = {
      baseUrl: shop.baseUrl,
      databaseUrl,
      captureConfig,
      adminCookie: await adminSessionCookie(databaseUrl, captureConfig),
      connections: settings.connections,
      durationS: settings.durationS,
    };
    await addBenchCode(shop.baseUrl, context.adminCookie);
    await presentAbroadCurrency(shop.baseUrl, context.adminCookie);
    const routes = routesOf(product);
    let api: Awaited<ReturnType<typeof httpLoad>>['results'] = new Map();
    await part('API load', async () => {
      const result = await httpLoad(context, routes);
      api = result.results;
      return result.markdown;
    });
    await part('Driver-only replay', () => driverReplay(context, routes, api));
    await part('Search isolation', () => searchIsolation(context, routes));
    await part('Admin stats', () => adminStatsLatency(context, routes));
    await part('Bag price estimate', () => bagPriceLatency(context, routes));
    await part("The shop's own analytics", () =>
      analyticsFigures(context, routes, product, async (analytics) => {
        // The same shop and database, its analytics on or off.
        const started = startShop({ apiDir, port: await freePort(), env: { ...env, REDIS_URL: settings.redisUrl, ANALYTICS: analytics } });
        await waitUntilUp(started, `${started.baseUrl}/api/health`, 120_000);
        return started;
      }),
    );
    await part('Product feeds', () => feedsFigures(context, routes));
    await part('CSV import', () => importFigures(context));
  } finally {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The code the bag's estimate is loaded with: 10 % off, limited, so that each call counts its uses. A second run finds it there. */
async function addBenchCode(baseUrl: string, adminCookie: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/discounts`, {
    method: 'POST',
    headers: { cookie: adminCookie, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ code: BENCH_CODE, kind: 'percent', value: 10, usageLimit: 1000, perCustomerLimit: 1 }),
  });
  if (!answer.ok && answer.status !== 400)
    throw new Error(`The bench's discount code could not be added: ${answer.status} ${await answer.text()}`);
}

/** The euro, presented at a rate rounded up to .99, so that the abroad routes price every product in it. */
async function presentAbroadCurrency(baseUrl: string, adminCookie: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/currencies/${ABROAD_CURRENCY}`, {
    method: 'PUT',
    headers: { cookie: adminCookie, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ rate: 0.92, rounding: 'end-99' }),
  });
  if (!answer.ok) throw new Error(`The bench's ${ABROAD_CURRENCY} could not be presented: ${answer.status} ${await answer.text()}`);
}

async function main(): Promise<void> {
  stopChildrenOnExit();
  const started = Date.now();
  const databaseUrl = await ensureCatalogue(settings.serverUrl, settings.databaseName);
  const pgVersion = await postgresVersion(databaseUrl);
  try {
    await postgresFigures(databaseUrl);
  } catch (error) {
    failures.push('PostgreSQL-backed shop');
    sections.push(
      `## PostgreSQL-backed shop\n\nThe shop could not be benchmarked: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // Lighthouse runs on the embedded demo shop, whose catalogue has pictures (the generated one
  // has none), after its start and memory figures are taken.
  let pages: { markdown: string } | { error: unknown } = { error: new Error('The embedded shop did not start') };
  await part('Embedded default (PGlite)', () =>
    embeddedSection(apiDir, async (shop) => {
      pages = await runPageBench(shop).catch((error: unknown) => ({ error }));
    }),
  );
  await part('Pages (Lighthouse)', () => {
    if ('error' in pages) throw pages.error;
    return pages.markdown;
  });
  await part('`npm start` on a built tree', () => npmStartSection(settings.root));
  await part('First-load JavaScript', () => pageWeightSection(settings.root));
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), results({ pgVersion, minutes }));
  console.log(`bench: wrote bench/RESULTS.md (${minutes} min${failures.length ? `; failed: ${failures.join(', ')}` : ''})`);
  if (failures.length) process.exitCode = 1;
}

/** How to read the figures: what each comparison can and cannot say on this machine. */
const READING = `## Reading these figures

- **API against its driver replay.** The replay runs the route's own statements from the bench's
  process; the API figure also pays for HTTP, and autocannon itself takes most of a core of the two
  that the shop and PostgreSQL share. A ratio under 80 % on a route whose p99 is met is mostly the
  load generator's share of the CPU, not the shop's overhead.
- **Warm calls.** A list's, a search's and a product's whole answer is kept per version of the
  catalogue (decision 022), so a warm call sends one statement, the version's read, and its bytes.
  Its API / driver ratio then sets the HTTP stack and autocannon against one trivial statement: under
  80 % there is not the shop's overhead. The share of the bare route is the figure to read. Facet
  counts are sums over the facet cells (decision 023), so a first call after a product write pays for
  its page, not for a pass over every product; a search's first call still matches and ranks its
  matches.
- **Typo search, first call,** costs the look-alike lookup (a KNN scan of the vocabulary's trigram
  index), then two statements side by side over every matching product: their facet counts, and
  their full-text rank for the page. Its cost follows the number of matches (~1,250 products of the
  generated 10,000 are sweaters or sweatshirts), not the size of the catalogue.
- **Pages** are measured on the embedded demo shop, whose products have pictures; the generated
  catalogue has none.`;

function results({ pgVersion, minutes }: { pgVersion: string; minutes: string }): string {
  const sections_ = sections.filter((section) => section.trim() !== '');
  return `# Benchmarks

Machine: ${machine()}; PostgreSQL ${pgVersion}. Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
A shared, noisy machine: compare figures of one run with each other, not across runs.

Reproduce: \`npm run bench\` (it builds first). \`BENCH_DATABASE_URL\` names the PostgreSQL server
(default \`postgres://postgres@127.0.0.1:5432/test\`; the bench creates and reuses the database \`${settings.databaseName}\` on it,
\`BENCH_DATABASE_NAME\` changes the name), \`BENCH_REDIS_URL\` the Redis (default \`redis://127.0.0.1:6379\`),
\`BENCH_DURATION\` the seconds of each load (default 10), \`BENCH_CONNECTIONS\` its connections (default 50).
This run: ${settings.connections} connections, ${settings.durationS} s a load, ${minutes} minutes in all (build not counted).

The catalogue (\`bench/generate-catalogue.ts\`, through the shop's migrations): ${CATALOGUE_SIZE.products.toLocaleString('en')} products
in 40 colours and three size sets (every variant with its SKU, a quarter of them priced apart) with per-variant stock, ${CATALOGUE_SIZE.users.toLocaleString('en')} customers and one admin, ${(CATALOGUE_SIZE.users * CATALOGUE_SIZE.reviewsPerUser).toLocaleString('en')} reviews,
${CATALOGUE_SIZE.orders.toLocaleString('en')} orders over two years (80 % paid) with ~200,000 lines and their status events.
The shop runs as a child process, compiled as \`npm start\` runs it (\`node dist/server.js\` in apps/api), with \`SEED_DEMO=false\`, \`LOG_LEVEL=warn\`,
\`LOG_FORMAT=json\`, \`REDIS_URL\` set (rate limits and the catalogue's facet counts and ranked search pages in Redis) and \`CATALOGUE_RATE_LIMIT_PER_MINUTE=${settings.catalogueRateLimitPerMinute}\`:
all load comes from one address, which a per-IP catalogue limit would otherwise answer with 429s.
\`DATABASE_POOL_SIZE\` (10), \`DATABASE_STATEMENT_TIMEOUT_MS\` (5 s) and \`CATALOGUE_CONCURRENCY\` (5) are left at their defaults.
autocannon runs in the bench's own process on the same two cores as the shop and PostgreSQL, and sends no
\`Accept-Encoding\`, so API answers travel uncompressed.

## The storefront's speed targets, before and in this run

Each figure is detailed in its section below. 'Before' is the figure measured on this kind of machine before the
work that set the target; the machine's speed varies from day to day, so a share of the bare route or a ratio to
the floor page compares across runs better than milliseconds do.

${headlineTable()}

${sections_.join('\n\n')}

${READING}
${failures.length ? `\nParts that failed in this run: ${failures.join(', ')}.\n` : ''}`;
}

await main();

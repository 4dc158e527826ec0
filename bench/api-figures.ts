/**
 * The figures taken through the PostgreSQL-backed shop: HTTP load per route, the same routes'
 * statements replayed on the driver alone, search isolation and admin stats latency.
 */
import pg from 'pg';
import type { Config } from '../apps/api/src/config';
import { summarise } from './latency';
import { load, sequentialLatencies, waitUntilIdle, warmUp, type LoadResult } from './load';
import { atLeast, atMost, fixed, headline, percent, say, table, verdict, type Target } from './report';
import { captureRoutes, describeSequence, replay, sameSequence, SELECT_ONE, type ReplayResult } from './replay';

export interface Route {
  key:
    | 'settings'
    | 'health'
    | 'list-facets'
    | 'list-filtered'
    | 'list'
    | 'detail'
    | 'search'
    | 'list-abroad'
    | 'search-abroad'
    | 'bag-price'
    | 'admin-stats';
  label: string;
  path: string;
  /** Held to p99 <= 50 ms and to 80 % of its driver replay. */
  measured: boolean;
  /** Held to at least this share of the bare route's requests per second, in the same run. */
  shareOfBare?: number;
  admin?: boolean;
  method?: 'GET' | 'POST';
  body?: string;
}

/** A product of the catalogue, as a list gives it: the bag's estimate is loaded with a line of it. */
export interface BenchProduct {
  _id: string;
  color: string[];
  sizes: string[];
}

/** The currency the bench's shop presents besides dollars (the bench adds it), for the pages of a shopper abroad. */
export const ABROAD_CURRENCY = 'EUR';

/** The bag's estimate's code: the bench adds it, so that every call looks it up and counts its uses. */
export const BENCH_CODE = 'BENCH10';

export function routesOf(product: BenchProduct): Route[] {
  const productId = product._id;
  const line = { _id: productId, color: product.color[0] ?? '', size: product.sizes[0] ?? '', quantity: 2 };
  return [
    { key: 'settings', label: 'bare route: GET /api/settings (no database)', path: '/api/settings', measured: false },
    { key: 'health', label: 'GET /api/health (one `select 1`)', path: '/api/health', measured: false },
    {
      key: 'list-facets',
      label: 'list with facets: mens, black, 12 a page',
      path: '/api/products?category=mens&color=black&limit=12',
      measured: true,
    },
    {
      key: 'list-filtered',
      label: 'list: mens, blue, M, $50-200, page 2 of 24 a page, price ascending',
      path: '/api/products?category=mens&color=blue&size=m&minPrice=50&maxPrice=200&page=2&limit=24&sort=price-asc',
      measured: true,
      shareOfBare: 5,
    },
    { key: 'list', label: 'list, unfiltered, 12 a page', path: '/api/products?limit=12', measured: true },
    { key: 'detail', label: 'detail: GET /api/products/{id}', path: `/api/products/${productId}`, measured: true },
    { key: 'search', label: 'typo search: ?search=sweatr', path: '/api/products?search=sweatr', measured: true, shareOfBare: 5 },
    // The same list and search as a French page in euros asks for them: the products' French words and their prices in euros.
    {
      key: 'list-abroad',
      label: `list in French and euros: the filtered list, &lang=fr&currency=${ABROAD_CURRENCY}`,
      path: `/api/products?category=mens&color=blue&size=m&minPrice=50&maxPrice=200&page=2&limit=24&sort=price-asc&lang=fr&currency=${ABROAD_CURRENCY}`,
      measured: true,
    },
    {
      key: 'search-abroad',
      label: `typo search in French and euros: ?search=sweatr&lang=fr&currency=${ABROAD_CURRENCY}`,
      path: `/api/products?search=sweatr&lang=fr&currency=${ABROAD_CURRENCY}`,
      measured: true,
    },
    {
      key: 'bag-price',
      label: `bag price estimate: POST /api/orders/price, a line and the code ${BENCH_CODE}`,
      path: '/api/orders/price',
      method: 'POST',
      body: JSON.stringify({ products: [line], discountCode: BENCH_CODE }),
      // Its target is a call's own time (bagPriceLatency); at 50 connections it is shown beside the others.
      measured: false,
    },
    { key: 'admin-stats', label: 'admin stats (100,000 orders)', path: '/api/stats/admin-stats', measured: false, admin: true },
  ];
}

export interface Context {
  baseUrl: string;
  databaseUrl: string;
  captureConfig: Config;
  adminCookie: string;
  connections: number;
  durationS: number;
}

const headersOf = (context: Context, route: Route) => (route.admin ? { cookie: context.adminCookie } : undefined);

/** Latency figures mean nothing when no request came back within autocannon's 10 s timeout. */
const latencyText = (result: LoadResult, value: number) => (result.completed ? String(value) : 'n/a');

async function settle(context: Context, after: string): Promise<void> {
  const waitedMs = await waitUntilIdle(context.baseUrl, { quickMs: 100, inARow: 3, maxMs: 300_000 });
  if (waitedMs > 2000) console.log(`bench: the shop took ${(waitedMs / 1000).toFixed(0)} s to finish the work queued by ${after}`);
}

export async function httpLoad(context: Context, routes: Route[]): Promise<{ markdown: string; results: Map<Route['key'], LoadResult> }> {
  const results = new Map<Route['key'], LoadResult>();
  const rows: string[][] = [];
  for (const route of routes) {
    const options = {
      url: `${context.baseUrl}${route.path}`,
      connections: context.connections,
      headers: headersOf(context, route),
      method: route.method,
      body: route.body,
    };
    await warmUp(options);
    await settle(context, `the warm-up of ${route.key}`);
    const result = await load({ ...options, durationS: context.durationS });
    results.set(route.key, result);
    const p99 = result.completed ? result.p99 : Number.POSITIVE_INFINITY;
    const target: Target | undefined = route.measured ? atMost(p99, 50, 'ms p99') : undefined;
    // The bare route is loaded first: its rate is the floor of every share.
    const bare = results.get('settings');
    const share = bare ? result.requestsPerSecond / bare.requestsPerSecond : Number.NaN;
    const shareTarget =
      route.shareOfBare !== undefined && bare ? atLeast(share * 100, route.shareOfBare, '% of the bare route') : undefined;
    say(
      route.label,
      `${fixed(result.requestsPerSecond)} req/s (${percent(share)} of the bare route), p50 ${result.p50} ms, p99 ${result.p99} ms, answered ${result.completed}, non-2xx ${result.non2xx}, errors ${result.errors} (timeouts ${result.timeouts})`,
      target,
    );
    if (shareTarget) say(`${route.key} share of the bare route`, percent(share), shareTarget);
    const headlines = { 'list-filtered': ['listP99', 'listShare'], search: ['searchP99', 'searchShare'] } as const;
    const keys = route.key === 'list-filtered' || route.key === 'search' ? headlines[route.key] : undefined;
    if (keys && target && shareTarget) {
      headline(keys[0], `${latencyText(result, result.p99)} ms`, target);
      headline(keys[1], `${percent(share)} (${fixed(result.requestsPerSecond)} req/s)`, shareTarget);
    }
    if (target && (route.key === 'list-abroad' || route.key === 'search-abroad')) {
      headline(route.key === 'list-abroad' ? 'abroadListP99' : 'abroadSearchP99', `${latencyText(result, result.p99)} ms`, target);
    }
    rows.push([
      route.label,
      fixed(result.requestsPerSecond),
      route.key === 'settings' ? '' : percent(share),
      latencyText(result, result.p50),
      latencyText(result, result.p99),
      String(result.non2xx),
      `${result.errors} (${result.timeouts})`,
      [target?.text, shareTarget?.text].filter(Boolean).join('; '),
      [target && `p99 ${verdict(target)}`, shareTarget && `share ${verdict(shareTarget)}`].filter(Boolean).join('; '),
    ]);
    await settle(context, route.key);
  }
  const markdown = `## API load (autocannon, ${context.connections} connections, ${context.durationS} s each, after 2 s of warm-up)

${table(['Route', 'req/s', 'share of the bare route', 'p50 ms', 'p99 ms', 'non-2xx', 'errors (of which timeouts)', 'Target', ''], rows)}

A request unanswered after 10 s counts as a timeout; p50 and p99 are over the answered requests only, and after
each load the bench waits until the shop has finished the work left queued (health answering in < 100 ms three
times in a row) before the next figure. The bare route measures the HTTP stack alone; the gap to the other routes is the database and the app's work.`;
  return { markdown, results };
}

export async function driverReplay(context: Context, routes: Route[], api: Map<Route['key'], LoadResult>): Promise<string> {
  const measured = routes.filter((route) => route.measured);
  const captured = await captureRoutes(
    context.captureConfig,
    context.databaseUrl,
    measured.map((route) => route.path),
  );
  const pool = new pg.Pool({ connectionString: context.databaseUrl, max: 10 });
  pool.on('error', () => undefined);
  const run = async (label: string, sequence: typeof SELECT_ONE): Promise<ReplayResult> => {
    await replay(pool, sequence, { workers: context.connections, durationS: 1 });
    const result = await replay(pool, sequence, { workers: context.connections, durationS: context.durationS });
    say(`driver ${label}`, `${fixed(result.sequencesPerSecond)} sequences/s, p99 ${fixed(result.p99, 1)} ms, errors ${result.errors}`);
    return result;
  };
  try {
    const selectOne = await run('select 1', SELECT_ONE);
    const rows: string[][] = [
      ['`select 1`', '1 statement', fixed(selectOne.sequencesPerSecond), fixed(selectOne.p99, 1), String(selectOne.errors), '', '', '', ''],
    ];
    for (const [index, route] of measured.entries()) {
      const { cold, warm } = captured[index]!;
      const variants = sameSequence(cold, warm)
        ? [['first and warm call alike', cold] as const]
        : [['first call', cold] as const, ['warm second call', warm] as const];
      for (const [which, sequence] of variants) {
        const result = sequence.length ? await run(`${route.key} (${which})`, sequence) : undefined;
        const apiResult = api.get(route.key);
        const apiShare = result && apiResult ? apiResult.requestsPerSecond / result.sequencesPerSecond : Number.NaN;
        const apiTarget = result && apiResult ? atLeast(apiShare * 100, 80, '%') : undefined;
        const floor = route.key === 'list-facets' ? 10 : route.key === 'search' ? 5 : undefined;
        const driverShare = result ? result.sequencesPerSecond / selectOne.sequencesPerSecond : Number.NaN;
        const driverTarget = floor !== undefined && result ? atLeast(driverShare * 100, floor, '% of `select 1`') : undefined;
        rows.push([
          `${route.label} — ${which}`,
          describeSequence(sequence),
          result ? fixed(result.sequencesPerSecond) : 'n/a (answered from cache)',
          result ? fixed(result.p99, 1) : '',
          result ? String(result.errors) : '',
          result ? `${percent(driverShare)}${driverTarget ? ` (${driverTarget.text}: ${verdict(driverTarget)})` : ''}` : '',
          apiResult ? fixed(apiResult.requestsPerSecond) : '',
          result ? percent(apiShare) : '',
          apiTarget ? `${apiTarget.text}: ${verdict(apiTarget)}` : '',
        ]);
        if (apiTarget) say(`API ${route.key} share of its driver replay (${which})`, percent(apiShare), apiTarget);
        if (driverTarget) say(`driver ${route.key} share of select 1 (${which})`, percent(driverShare), driverTarget);
      }
    }
    // The first call after a product write: a cold filter combination, its counts and page read
    // from the database. One at a time, its statements' time alone.
    const coldRows: string[][] = [];
    for (const [index, route] of measured.entries()) {
      const { cold } = captured[index]!;
      if (!cold.length) continue;
      const result = await replay(pool, cold, { workers: 1, durationS: Math.min(3, context.durationS) });
      const target = route.shareOfBare !== undefined ? atMost(result.p50, 10, 'ms of SQL') : undefined;
      say(`cold ${route.key}, one at a time`, `p50 ${fixed(result.p50, 1)} ms, p99 ${fixed(result.p99, 1)} ms of SQL`, target);
      if (target && (route.key === 'list-filtered' || route.key === 'search')) {
        headline(route.key === 'search' ? 'searchColdSql' : 'listColdSql', `${fixed(result.p50, 1)} ms`, target);
      }
      coldRows.push([route.label, describeSequence(cold), fixed(result.p50, 1), fixed(result.p99, 1), target?.text ?? '', verdict(target)]);
    }
    return `## Driver-only replay (\`pg.Pool({ max: 10 })\`, ${context.connections} workers, ${context.durationS} s each, after 1 s of warm-up)

Each route was run through an in-process app (\`buildApp\` + \`app.inject\`) on the same database, recording every
statement and its parameters; statements the route sent together (\`Promise.all\`) are replayed together, the rest
in order. A route whose second call sends other statements than its first (an app cache) is replayed both ways.

${table(['Sequence', 'Statements', 'sequences/s', 'p99 ms', 'errors', 'share of driver `select 1`', 'API req/s', 'API / driver', 'Target API >= 80 %'], rows)}

### The first call after a product write, one at a time

Each route's first-call statements (its counts and page not yet cached, as after a product write), replayed by one
worker on the driver for ${Math.min(3, context.durationS)} s: the SQL time a cold filter combination costs.

${table(['Route', 'Statements', 'p50 ms', 'p99 ms', 'Target', ''], coldRows)}`;
  } finally {
    await pool.end();
  }
}

export async function searchIsolation(context: Context, routes: Route[]): Promise<string> {
  const byKey = (key: Route['key']) => routes.find((route) => route.key === key)!;
  const search = byKey('search');
  const probes = [byKey('health'), byKey('detail')];
  const probeConnections = 2;
  const searchLoad = load({ url: `${context.baseUrl}${search.path}`, connections: context.connections, durationS: context.durationS + 2 });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const probeResults = await Promise.all(
    probes.map((probe) => load({ url: `${context.baseUrl}${probe.path}`, connections: probeConnections, durationS: context.durationS })),
  );
  const searchResult = await searchLoad;
  await settle(context, 'the search isolation load');
  const rows = probes.map((probe, index) => {
    const result = probeResults[index]!;
    const target = atMost(result.completed ? result.p99 : Number.POSITIVE_INFINITY, 100, 'ms p99');
    say(
      `${probe.key} during the search load`,
      `p50 ${result.p50} ms, p99 ${result.p99} ms, ${fixed(result.requestsPerSecond)} req/s`,
      target,
    );
    return [
      probe.label,
      String(probeConnections),
      fixed(result.requestsPerSecond),
      latencyText(result, result.p50),
      latencyText(result, result.p99),
      `${result.non2xx} / ${result.errors} (${result.timeouts})`,
      target.text,
      verdict(target),
    ];
  });
  say('typo search under the probes', `${fixed(searchResult.requestsPerSecond)} req/s, p99 ${searchResult.p99} ms`);
  return `## Search isolation

While ${context.connections} connections load the typo search (${fixed(searchResult.requestsPerSecond)} req/s, ${searchResult.completed} answered,
p99 ${latencyText(searchResult, searchResult.p99)} ms, ${searchResult.non2xx} non-2xx, ${searchResult.errors} errors of which ${searchResult.timeouts} timeouts), a second load of a few connections measures the other routes.

${table(['Route, during the search load', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx / errors (timeouts)', 'Target', ''], rows)}`;
}

/** The bag's estimate, one call at a time: what a shopper waits for when the bag or its code changes. */
export async function bagPriceLatency(context: Context, routes: Route[]): Promise<string> {
  const route = routes.find((candidate) => candidate.key === 'bag-price')!;
  const { samples, failures } = await sequentialLatencies(`${context.baseUrl}${route.path}`, {
    calls: 500,
    maxMs: context.durationS * 1000,
    method: 'POST',
    body: route.body,
  });
  const latency = summarise(samples);
  const p99Target = atMost(latency.p99, 20, 'ms p99');
  say(
    'bag price estimate, one call at a time',
    `p50 ${fixed(latency.p50, 1)} ms, p99 ${fixed(latency.p99, 1)} ms over ${latency.count} calls`,
    p99Target,
  );
  headline('bagPriceP99', `${fixed(latency.p99, 1)} ms`, p99Target);
  return `## The bag's price estimate (one call at a time)

\`POST /api/orders/price\` with a line of the catalogue and the code ${BENCH_CODE} (10 % off, limited): the
products' prices and the code's uses are read on every call, as after any change of the bag.

${table(
  ['Calls', 'failed', 'mean ms', 'p50 ms', 'p99 ms', 'Target', ''],
  [
    [
      String(latency.count),
      String(failures),
      fixed(latency.mean, 1),
      fixed(latency.p50, 1),
      fixed(latency.p99, 1),
      '<= 20 ms p99',
      verdict(p99Target),
    ],
  ],
)}`;
}

export async function adminStatsLatency(context: Context, routes: Route[]): Promise<string> {
  const route = routes.find((candidate) => candidate.key === 'admin-stats')!;
  const { samples, failures } = await sequentialLatencies(`${context.baseUrl}${route.path}`, {
    calls: 200,
    maxMs: context.durationS * 1000,
    headers: { cookie: context.adminCookie },
  });
  const latency = summarise(samples);
  const meanTarget = atMost(latency.mean, 50, 'ms');
  const p99Target = atMost(latency.p99, 50, 'ms');
  say(
    'admin stats, one call at a time',
    `mean ${fixed(latency.mean, 1)} ms, p99 ${fixed(latency.p99, 1)} ms over ${latency.count} calls`,
    p99Target,
  );
  return `## Admin stats over 100,000 orders (one call at a time)

${table(
  ['Calls', 'failed', 'mean ms', 'p50 ms', 'p99 ms', 'Target', 'mean', 'p99'],
  [
    [
      String(latency.count),
      String(failures),
      fixed(latency.mean, 1),
      fixed(latency.p50, 1),
      fixed(latency.p99, 1),
      '<= 50 ms a call',
      verdict(meanTarget),
      verdict(p99Target),
    ],
  ],
)}`;
}

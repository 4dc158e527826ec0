/**
 * The zero-setup start: the built shop on a fresh embedded (PGlite) data directory, as
 * `npm start` runs it after the build. How long until the first page answers, and how much
 * memory the server process holds.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startShop, waitUntilUp } from './children';
import { atMost, fixed, mebibytes, say, table, verdict } from './report';

export interface Memory {
  /** Resident now (VmRSS), bytes. */
  residentBytes: number;
  /** Resident at its highest so far (VmHWM), bytes. */
  peakBytes: number;
}

export interface EmbeddedResult {
  firstPageMs: number;
  afterFirstPage: Memory;
  afterLoad: Memory;
  requests: number;
  failedRequests: number;
}

export function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`/proc/${pid}/status has no ${name}`);
    return Number(match[1]) * 1024;
  };
  return { residentBytes: field('VmRSS'), peakBytes: field('VmHWM') };
}

/** The bench's and a developer's database settings are removed: this is the default start. */
function defaultEnvironment(dataDir: string): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SEED_DEMO', 'UPLOADS_DIR', 'WEB_DIST_DIR', 'PUBLIC_URL']) delete env[key];
  return { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOG_FORMAT: 'json' };
}

export interface EmbeddedOptions {
  apiDir: string;
  requests: number;
  concurrency: number;
  /** Runs on the same shop once its figures are taken (the demo catalogue has pictures). */
  then?: (shop: { baseUrl: string; productId: string }) => Promise<void>;
}

export async function measureEmbedded(options: EmbeddedOptions): Promise<EmbeddedResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-embedded-'));
  const port = await freePort();
  const started = performance.now();
  const shop = startShop({ apiDir: options.apiDir, port, env: defaultEnvironment(dataDir) });
  try {
    await waitUntilUp(shop, `${shop.baseUrl}/`, 120_000, 25);
    const firstPageMs = performance.now() - started;
    const afterFirstPage = memoryOf(shop.pid);

    const list = (await (await fetch(`${shop.baseUrl}/api/products?limit=4`)).json()) as { products: { handle: string }[] };
    // The product's address, as its links give it (an id would answer 301 to it).
    const productId = list.products[0]?.handle;
    const paths = [
      '/',
      '/shop',
      '/api/products',
      '/api/products?search=tee',
      ...(productId ? [`/shop/${productId}`, `/api/products/${productId}`] : []),
    ];
    let next = 0;
    let failedRequests = 0;
    const worker = async () => {
      while (next < options.requests) {
        const target = paths[next % paths.length]!;
        next += 1;
        const response = await fetch(`${shop.baseUrl}${target}`, { headers: { 'accept-encoding': 'gzip, br' } });
        await response.arrayBuffer();
        if (!response.ok) failedRequests += 1;
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const afterLoad = memoryOf(shop.pid);
    if (options.then && productId) await options.then({ baseUrl: shop.baseUrl, productId });
    return { firstPageMs, afterFirstPage, afterLoad, requests: options.requests, failedRequests };
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function embeddedSection(apiDir: string, then?: EmbeddedOptions['then']): Promise<string> {
  const result = await measureEmbedded({ apiDir, requests: 300, concurrency: 4, then });
  const firstPage = atMost(result.firstPageMs / 1000, 5, 's');
  const resident = atMost(result.afterLoad.peakBytes / 1024 / 1024, 500, 'MB');
  say('embedded: first page', `${fixed(result.firstPageMs)} ms`, firstPage);
  say(
    'embedded: resident after first page',
    `${mebibytes(result.afterFirstPage.residentBytes)} (peak ${mebibytes(result.afterFirstPage.peakBytes)})`,
  );
  say(
    `embedded: resident after ${result.requests} requests`,
    `${mebibytes(result.afterLoad.residentBytes)} (peak ${mebibytes(result.afterLoad.peakBytes)})`,
    resident,
  );
  return `## Embedded default (PGlite, fresh data directory)

The server process started as \`npm start\` starts it after the build (the compiled \`node dist/server.js\` in apps/api,
no DATABASE_URL, demo data on), on a new temporary DATA_DIR; memory is the server process's, from /proc/<pid>/status.

${table(
  ['Figure', 'Value', 'Target', ''],
  [
    [
      'start to first 200 of GET / (migrated template copied, demo data loaded)',
      `${fixed(result.firstPageMs)} ms`,
      '<= 5 s',
      verdict(firstPage),
    ],
    [
      'resident after the first page (VmRSS / peak VmHWM)',
      `${mebibytes(result.afterFirstPage.residentBytes)} / ${mebibytes(result.afterFirstPage.peakBytes)}`,
      '',
      '',
    ],
    [
      `resident after ${result.requests} more requests, 4 at a time (VmRSS / peak VmHWM)`,
      `${mebibytes(result.afterLoad.residentBytes)} / ${mebibytes(result.afterLoad.peakBytes)}`,
      '<= 500 MB (peak)',
      verdict(resident),
    ],
  ],
)}

${result.failedRequests ? `${result.failedRequests} of the ${result.requests} requests failed.` : `All ${result.requests} requests (pages /, /shop, /shop/{id} and their API calls) answered 2xx.`}`;
}

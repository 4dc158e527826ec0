/**
 * The product feeds at the bench's catalogue (10,000 products, one item per variant):
 *
 * 1. A cold build: the first request for each feed after the shop starts, then after each of a
 *    few category edits (any catalogue write makes the next request build the feed again), timed
 *    to the last byte, one request at a time.
 * 2. As a reader finds it after a change: a category edited, then each feed fetched a few seconds
 *    later, once the shop has built it again in the background (FEEDS_REFRESH_SECONDS), timed to
 *    the last byte: what the 'served within a second' is about.
 * 3. Warm: each feed, kept, under load beside the bare route (`GET /api/settings`) at the same
 *    connections, gzipped as feed readers ask for it; and a reader's revalidation (If-None-Match,
 *    answered 304).
 */
import type { Context, Route } from './api-figures';
import { summarise } from './latency';
import { load, waitUntilIdle, warmUp, type LoadResult } from './load';
import { atMost, fixed, mebibytes, say, table, verdict, type Target } from './report';

const FEEDS = [
  { key: 'google', path: '/feeds/google.xml' },
  { key: 'meta', path: '/feeds/meta.csv' },
] as const;

/** Cold builds of each feed: the first after start, then one after each category edit. */
const COLD_BUILDS = 5;
/** A cold build is the whole catalogue read and written: about a second, the target set for it. */
const COLD_TARGET_MS = 1500;
/** Edits after which a reader's fetch is timed, and the wait before it: the refresh's 2 s and a build. */
const CHANGES = 4;
const READER_WAIT_MS = 6000;
/** A reader is served a feed within a second. */
const SERVED_TARGET_MS = 1000;
/** Feed readers are few: a few fetching the whole feed at once. */
const FULL_FEED_CONNECTIONS = 4;

interface Fetched {
  ms: number;
  bytes: number;
  items: number;
  etag: string;
}

async function fetchFeed(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const items = url.endsWith('.xml') ? body.split('<item>').length - 1 : body.split('\r\n').filter(Boolean).length - 1;
  return { ms, bytes: Buffer.byteLength(body), items, etag: response.headers.get('etag') ?? '' };
}

export async function feedsFigures(context: Context, routes: Route[]): Promise<string> {
  const bare = routes.find((route) => route.key === 'settings')!;
  const settle = () => waitUntilIdle(context.baseUrl, { quickMs: 100, inARow: 3, maxMs: 300_000 });
  const admin = { cookie: context.adminCookie, origin: context.baseUrl, 'content-type': 'application/json' };

  // A category whose description the edits change, and put back at the end.
  const managed = (await (await fetch(`${context.baseUrl}/api/categories/manage`, { headers: admin })).json()) as {
    categories: { _id: string; name: string; description: string }[];
  };
  const category = managed.categories.at(-1);
  if (!category) throw new Error('The shop has no category to edit');
  const editCategory = async (change: { description?: string; name?: string }) => {
    const response = await fetch(`${context.baseUrl}/api/categories/${category._id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify(change),
    });
    if (!response.ok) throw new Error(`The category edit answered ${response.status}: ${await response.text()}`);
  };

  // 1. Cold builds, one request at a time.
  const cold = new Map<string, Fetched[]>(FEEDS.map((feed) => [feed.key, []]));
  try {
    for (let build = 0; build < COLD_BUILDS; build += 1) {
      if (build > 0) await editCategory({ description: `${category.description} (bench ${build})`.slice(0, 2000) });
      for (const feed of FEEDS) cold.get(feed.key)!.push(await fetchFeed(`${context.baseUrl}${feed.path}`));
    }
  } finally {
    await editCategory({ description: category.description });
  }
  // The put-back description is one more write: the warm loads below start from a kept feed.
  for (const feed of FEEDS) await fetchFeed(`${context.baseUrl}${feed.path}`);
  await settle();

  // 2. As a reader finds it: a change, the background rebuild, then the reader's fetch.
  const served = new Map<string, Fetched[]>(FEEDS.map((feed) => [feed.key, []]));
  try {
    for (let change = 1; change <= CHANGES; change += 1) {
      // The category's name is each of its products' product type in the feeds: every item changes.
      await editCategory({ name: `${category.name.slice(0, 20)} ${change}` });
      await new Promise((resolve) => setTimeout(resolve, READER_WAIT_MS));
      // A fetch that found the feed stale would build it, and show it in its time.
      for (const feed of FEEDS) served.get(feed.key)!.push(await fetchFeed(`${context.baseUrl}${feed.path}`));
    }
  } finally {
    await editCategory({ name: category.name });
  }
  await new Promise((resolve) => setTimeout(resolve, READER_WAIT_MS));
  await settle();
  const servedRows: string[][] = [];
  const servedTargets: Target[] = [];
  for (const feed of FEEDS) {
    const times = served.get(feed.key)!.map((sample) => sample.ms);
    const worst = Math.max(...times);
    const target = atMost(worst, SERVED_TARGET_MS, 'ms');
    servedTargets.push(target);
    say(
      `feed ${feed.path} as a reader finds it after a change`,
      `median ${fixed(summarise(times).p50)} ms, worst ${fixed(worst)} ms`,
      target,
    );
    servedRows.push([
      `GET ${feed.path}`,
      String(times.length),
      fixed(summarise(times).p50),
      fixed(worst),
      `worst ${target.text}`,
      verdict(target),
    ]);
  }

  const coldRows: string[][] = [];
  const coldTargets: Target[] = [];
  for (const feed of FEEDS) {
    const samples = cold.get(feed.key)!;
    const times = summarise(samples.map((sample) => sample.ms));
    const first = samples[0]!;
    const worst = Math.max(...samples.map((sample) => sample.ms));
    const target = atMost(times.p50, COLD_TARGET_MS, 'ms');
    coldTargets.push(target);
    say(
      `feed ${feed.path} cold build`,
      `first ${fixed(first.ms)} ms, median ${fixed(times.p50)} ms, worst ${fixed(worst)} ms; ${first.items} items, ${mebibytes(first.bytes)}`,
      target,
    );
    coldRows.push([
      `GET ${feed.path}`,
      first.items.toLocaleString('en'),
      mebibytes(first.bytes),
      fixed(first.ms),
      fixed(times.p50),
      fixed(worst),
      `median ${target.text}`,
      verdict(target),
    ]);
  }

  // 3. Warm: kept feeds beside the bare route, at the same connections.
  const google = await fetchFeed(`${context.baseUrl}/feeds/google.xml`);
  const gzip = { 'accept-encoding': 'gzip' };
  const loads: { label: string; connections: number; headers?: Record<string, string>; path: string; status?: string }[] = [
    { label: bare.label, connections: FULL_FEED_CONNECTIONS, path: bare.path },
    ...FEEDS.map((feed) => ({ label: `GET ${feed.path}, gzipped`, connections: FULL_FEED_CONNECTIONS, headers: gzip, path: feed.path })),
    { label: bare.label, connections: context.connections, path: bare.path },
    {
      label: 'GET /feeds/google.xml with the reader’s ETag (304)',
      connections: context.connections,
      headers: { 'if-none-match': google.etag },
      path: '/feeds/google.xml',
    },
  ];
  const warmRows: string[][] = [];
  for (const entry of loads) {
    const options = { url: `${context.baseUrl}${entry.path}`, connections: entry.connections, headers: entry.headers };
    await warmUp(options);
    await settle();
    const result: LoadResult = await load({ ...options, durationS: context.durationS });
    say(
      `${entry.label} at ${entry.connections} connections`,
      `${fixed(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}`,
    );
    warmRows.push([
      entry.label,
      String(entry.connections),
      fixed(result.requestsPerSecond),
      String(result.p50),
      String(result.p99),
      `${result.non2xx} / ${result.errors}`,
    ]);
    await settle();
  }

  return `## Product feeds

The Google Merchant Center feed (RSS) and the Meta catalogue feed (CSV) at the bench's catalogue: one item per
variant, the products read a thousand at a time and written straight to text, then kept in the process until
the catalogue's version or the running sales change (docs/feeds.md).

### Cold builds

The first request for each feed after the shop started, then the first after each of ${COLD_BUILDS - 1} category edits
(each moves the catalogue's version on), one request at a time, timed to the last byte (identity encoding).

${table(['Feed', 'items', 'size', 'first build ms', 'median ms', 'worst ms', 'Target', ''], coldRows)}

A request waits for a build only when it is the first since the shop started, or comes in the moment between a
change and the background rebuild: a shop rebuilds a feed somebody has read within \`FEEDS_REFRESH_SECONDS\` (2)
of a change.

### As a reader finds it after a change

${CHANGES} times: a category edited, then, ${READER_WAIT_MS / 1000} s later (a feed reader fetches on a schedule, hours apart),
each feed fetched in full, one request at a time, timed to the last byte (identity encoding).

${table(['Feed', 'fetches', 'median ms', 'worst ms', 'Target', ''], servedRows)}

### Warm

Each kept feed under load, gzipped (as feed readers fetch it; it is compressed once per build), at
${FULL_FEED_CONNECTIONS} connections beside the bare route at the same; then a reader's revalidation (If-None-Match, 304 without a
body) at ${context.connections} connections beside the bare route at the same.

${table(['Load', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx / errors'], warmRows)}

A 304 counts as non-2xx in autocannon's tally: on the revalidation's row every answer is one.${coldTargets.every((target) => target.met) ? '' : '\n\nA cold build missed its target in this run.'}${servedTargets.every((target) => target.met) ? '' : '\n\nA reader waited over a second for a feed after a change in this run.'}`;
}

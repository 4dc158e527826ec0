/**
 * What the shop's own analytics cost the storefront: its p99 with and without them. Recording
 * an event pushes it onto a bounded queue in memory; a background flush writes what waits five
 * times a second, in one INSERT of arrays, without waiting for the log's flush to disk. The
 * control is a shop on the same database with `ANALYTICS=off`, which answers the same route with
 * the same 204 and records nothing: the same HTTP load, the same validation and rate limit, no
 * analytics. Both shops are started afresh for this part.
 *
 * 1. The unfiltered list at most of the connections while a few more post events at a steady
 *    rate far above a small brand's busiest hour (each report two events: a product view and a
 *    search that found nothing), with analytics on, then off; twice, alternating, best of each.
 * 2. The same with the events posted as fast as the shop takes them, and the events route alone
 *    at full load, on and off: what writing every event costs when the database's cores are
 *    busy with nothing else, reported beside the rest without a target.
 */
import type { BenchProduct, Context, Route } from './api-figures';
import type { ShopProcess } from './children';
import { load, waitUntilIdle, warmUp, type LoadOptions, type LoadResult } from './load';
import { atMost, fixed, say, table, verdict, type Target } from './report';

/** A desktop browser's user agent: the shop records no bot, and counts no request without one. */
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** Event reports a second in the steady rows: 500 events a second, 1.8 million an hour. */
const STEADY_REPORTS_PER_SECOND = 250;

const latency = (result: LoadResult, value: number) => (result.completed ? String(value) : 'n/a');

type Options = Omit<LoadOptions, 'durationS' | 'connections'>;

export async function analyticsFigures(
  context: Context,
  routes: Route[],
  product: BenchProduct,
  startShop: (analytics: 'on' | 'off') => Promise<ShopProcess>,
): Promise<string> {
  const list = routes.find((route) => route.key === 'list')!;
  const body = JSON.stringify({
    visitor: 'bench-visitor-0123456789',
    referrer: 'https://news.example.com/story',
    events: [
      { kind: 'view', productId: product._id },
      { kind: 'search', query: 'sweatr' },
    ],
  });
  const eventsOf = (baseUrl: string): Options => ({
    url: `${baseUrl}/api/analytics/events`,
    method: 'POST',
    headers: { 'user-agent': BROWSER, origin: baseUrl },
    body,
  });
  const listOf = (baseUrl: string): Options => ({ url: `${baseUrl}${list.path}`, headers: { 'user-agent': BROWSER } });
  const settle = (baseUrl: string) => waitUntilIdle(baseUrl, { quickMs: 100, inARow: 3, maxMs: 300_000 });

  const side = Math.max(1, Math.round(context.connections / 5));
  const listConnections = Math.max(1, context.connections - side);

  /** The list's load while `side` more connections post events (at `rate` a second, or as fast as they are answered). */
  const listBesideEvents = async (baseUrl: string, rate?: number) => {
    const sideLoad = load({ ...eventsOf(baseUrl), connections: side, durationS: context.durationS + 2, overallRate: rate });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const result = await load({ ...listOf(baseUrl), connections: listConnections, durationS: context.durationS });
    const sideResult = await sideLoad;
    await settle(baseUrl);
    return { result, sideResult };
  };

  // Two shops started afresh for this part, alike but for their analytics: the bench's own shop
  // has served every part before this one (its heap and caches), which would weigh on one side.
  const started = { on: await startShop('on'), off: await startShop('off') };
  try {
    const shops = { on: started.on.baseUrl, off: started.off.baseUrl };
    for (const baseUrl of Object.values(shops)) {
      await warmUp({ ...listOf(baseUrl), connections: listConnections });
      await warmUp({ ...eventsOf(baseUrl), connections: side });
      await settle(baseUrl);
    }

    // 1. Steady events beside the list: on, off, on, off; the lower p99 of each.
    const steady: Record<'on' | 'off', Awaited<ReturnType<typeof listBesideEvents>>[]> = { on: [], off: [] };
    for (let round = 0; round < 2; round++) {
      for (const mode of ['on', 'off'] as const) {
        const run = await listBesideEvents(shops[mode], STEADY_REPORTS_PER_SECOND);
        say(`list p99 with ${STEADY_REPORTS_PER_SECOND} event reports a second alongside, analytics ${mode}`, `${run.result.p99} ms`);
        steady[mode].push(run);
      }
    }
    const best = (runs: Awaited<ReturnType<typeof listBesideEvents>>[]) =>
      runs.reduce((low, run) => (run.result.p99 < low.result.p99 ? run : low));
    const steadyOn = best(steady.on);
    const steadyOff = best(steady.off);
    const limit = Math.ceil(steadyOff.result.p99 * 1.1 + 2);
    const steadyTarget: Target = atMost(steadyOn.result.completed ? steadyOn.result.p99 : Number.POSITIVE_INFINITY, limit, 'ms p99');
    steadyTarget.text = `<= the p99 without analytics + 10 % + 2 ms (${limit} ms)`;
    say(
      'list p99 with steady events, analytics on against off',
      `${steadyOn.result.p99} ms against ${steadyOff.result.p99} ms`,
      steadyTarget,
    );

    // 2. At full speed: events beside the list, then the events route alone.
    const fullBeside = { on: await listBesideEvents(shops.on), off: await listBesideEvents(shops.off) };
    const alone: Record<'on' | 'off', LoadResult> = {} as Record<'on' | 'off', LoadResult>;
    for (const mode of ['on', 'off'] as const) {
      alone[mode] = await load({ ...eventsOf(shops[mode]), connections: context.connections, durationS: context.durationS });
      say(
        `POST /api/analytics/events alone, analytics ${mode}`,
        `${fixed(alone[mode].requestsPerSecond)} req/s, p99 ${alone[mode].p99} ms`,
      );
      await settle(shops[mode]);
    }

    const besideRow = (label: string, run: Awaited<ReturnType<typeof listBesideEvents>>, target?: Target) => [
      label,
      String(listConnections),
      fixed(run.result.requestsPerSecond),
      latency(run.result, run.result.p50),
      latency(run.result, run.result.p99),
      `${run.result.non2xx} / ${run.result.errors} (events: ${fixed(run.sideResult.requestsPerSecond)} reports/s, ${run.sideResult.non2xx} non-2xx)`,
      target?.text ?? '',
      verdict(target),
    ];
    const aloneRow = (mode: 'on' | 'off') => [
      `POST /api/analytics/events alone (2 events a report), analytics ${mode}`,
      String(context.connections),
      fixed(alone[mode].requestsPerSecond),
      latency(alone[mode], alone[mode].p50),
      latency(alone[mode], alone[mode].p99),
      `${alone[mode].non2xx} / ${alone[mode].errors}`,
      '',
      '',
    ];
    const rows = [
      besideRow(`${list.label}, ${STEADY_REPORTS_PER_SECOND} event reports/s alongside, analytics on`, steadyOn, steadyTarget),
      besideRow(`${list.label}, ${STEADY_REPORTS_PER_SECOND} event reports/s alongside, analytics off (the control)`, steadyOff),
      besideRow(`${list.label}, events posted as fast as answered alongside, analytics on`, fullBeside.on),
      besideRow(`${list.label}, events posted as fast as answered alongside, analytics off`, fullBeside.off),
      aloneRow('on'),
      aloneRow('off'),
    ];
    return `## The shop's own analytics

Storefront p99 with and without the shop's analytics. Recording an event queues it in memory (bounded); a
background flush writes what waits five times a second in one INSERT of arrays, not waiting for the log's
flush to disk. Two shops are started afresh on the same database for this part, one with analytics on and
the control with \`ANALYTICS=off\`: the same route, validation and rate limit, answering the same 204,
recording nothing. The list runs at
${listConnections} connections while ${side} more post event reports (two events each: a product view and a
search that found nothing, from a desktop browser, with a referrer); the steady rows twice each, alternating,
the lower p99 of each kept.

${table(['Load', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx / errors', 'Target', ''], rows)}

At ${STEADY_REPORTS_PER_SECOND} reports a second (${STEADY_REPORTS_PER_SECOND * 2} events, ${fixed((STEADY_REPORTS_PER_SECOND * 2 * 3600) / 1e6, 1)} million an hour,
far beyond a small brand's busiest hour) the analytics must not show in the list's p99. The rows at full
speed write every event the shop can take: there PostgreSQL's inserts share the machine's cores with the
list, and the difference is the price of writing them, not of the requests, which only queue them.`;
  } finally {
    await Promise.all([started.on.stop(), started.off.stop()]);
  }
}

/**
 * What the shop's own analytics cost the storefront. Recording an event pushes it onto a
 * bounded queue in memory, written in the background once a second; so:
 *
 * 1. `POST /api/analytics/events` (two events a report, as a product page with a search sends)
 *    beside the bare route (`GET /api/settings`): the HTTP stack's time, and what validating
 *    and queueing add to it.
 * 2. The storefront's list route at most of the connections while a few more connections load
 *    the bare route alongside (the control: the same extra HTTP load, no analytics), then while
 *    they post events instead (each one queued, and written to PostgreSQL every second): the
 *    difference in the list's p99 is the analytics' cost, the recorder's flushes included.
 *
 * The shop's analytics are on, as they are by default; their queue's counts are in /metrics.
 */
import type { BenchProduct, Context, Route } from './api-figures';
import { load, waitUntilIdle, warmUp, type LoadOptions, type LoadResult } from './load';
import { atMost, fixed, say, table, verdict, type Target } from './report';

/** A desktop browser's user agent: the shop records no bot, and counts no request without one. */
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const latency = (result: LoadResult, value: number) => (result.completed ? String(value) : 'n/a');

export async function analyticsFigures(context: Context, routes: Route[], product: BenchProduct): Promise<string> {
  const byKey = (key: Route['key']) => routes.find((route) => route.key === key)!;
  const bare = byKey('settings');
  const list = byKey('list');
  const events: Omit<LoadOptions, 'durationS' | 'connections'> = {
    url: `${context.baseUrl}/api/analytics/events`,
    method: 'POST',
    headers: { 'user-agent': BROWSER, origin: context.baseUrl },
    body: JSON.stringify({
      visitor: 'bench-visitor-0123456789',
      referrer: 'https://news.example.com/story',
      events: [
        { kind: 'view', productId: product._id },
        { kind: 'search', query: 'sweatr', results: 0 },
      ],
    }),
  };
  const bareOptions = { url: `${context.baseUrl}${bare.path}`, headers: { 'user-agent': BROWSER } };
  const listOptions = { url: `${context.baseUrl}${list.path}`, headers: { 'user-agent': BROWSER } };
  const settle = () => waitUntilIdle(context.baseUrl, { quickMs: 100, inARow: 3, maxMs: 300_000 });

  // 1. The events route beside the bare route, at the same connections.
  const alone: { label: string; result: LoadResult }[] = [];
  for (const [label, options] of [
    ['bare route: GET /api/settings', bareOptions],
    ['POST /api/analytics/events (2 events a report)', events],
  ] as const) {
    await warmUp({ ...options, connections: context.connections });
    await settle();
    const result = await load({ ...options, connections: context.connections, durationS: context.durationS });
    say(label, `${fixed(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}`);
    alone.push({ label, result });
    await settle();
  }
  const [bareAlone, eventsAlone] = alone.map((entry) => entry.result) as [LoadResult, LoadResult];
  // Validating the body and queueing its events: within a couple of milliseconds of the bare route.
  const routeTarget: Target = atMost(eventsAlone.completed ? eventsAlone.p99 : Number.POSITIVE_INFINITY, bareAlone.p99 + 2, 'ms p99');
  routeTarget.text = '<= the bare route’s p99 + 2 ms';
  say('analytics events route p99 against the bare route', `${eventsAlone.p99} ms against ${bareAlone.p99} ms`, routeTarget);

  // 2. The list route while a fifth more connections load the bare route (control), then post events.
  const side = Math.max(1, Math.round(context.connections / 5));
  const listConnections = Math.max(1, context.connections - side);
  await warmUp({ ...listOptions, connections: listConnections });
  await settle();
  const beside = async (other: Omit<LoadOptions, 'durationS' | 'connections'>) => {
    const sideLoad = load({ ...other, connections: side, durationS: context.durationS + 2 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const result = await load({ ...listOptions, connections: listConnections, durationS: context.durationS });
    const sideResult = await sideLoad;
    await settle();
    return { result, sideResult };
  };
  const control = await beside(bareOptions);
  const withEvents = await beside(events);
  const listTarget: Target = atMost(
    withEvents.result.completed ? withEvents.result.p99 : Number.POSITIVE_INFINITY,
    Math.ceil(control.result.p99 * 1.1 + 2),
    'ms p99',
  );
  listTarget.text = `<= the control's p99 + 10 % + 2 ms (${Math.ceil(control.result.p99 * 1.1 + 2)} ms)`;
  say(
    `list p99 with events posted alongside (${side} connections)`,
    `${withEvents.result.p99} ms against ${control.result.p99} ms with the bare route alongside`,
    listTarget,
  );

  const rows = [
    ...alone.map(({ label, result }) => [
      label,
      String(context.connections),
      fixed(result.requestsPerSecond),
      latency(result, result.p50),
      latency(result, result.p99),
      `${result.non2xx} / ${result.errors}`,
      label.startsWith('POST') ? routeTarget.text : '',
      label.startsWith('POST') ? verdict(routeTarget) : '',
    ]),
    ...(
      [
        [`${list.label}, with the bare route alongside (${side} connections: the control)`, control],
        [`${list.label}, with events posted alongside (${side} connections)`, withEvents],
      ] as const
    ).map(([label, { result, sideResult }], index) => [
      label,
      String(listConnections),
      fixed(result.requestsPerSecond),
      latency(result, result.p50),
      latency(result, result.p99),
      `${result.non2xx} / ${result.errors} (alongside: ${fixed(sideResult.requestsPerSecond)} req/s, ${sideResult.non2xx} non-2xx)`,
      index === 1 ? listTarget.text : '',
      index === 1 ? verdict(listTarget) : '',
    ]),
  ];
  return `## The shop's own analytics

Recording an event queues it in memory (bounded; written to PostgreSQL in one multi-row INSERT a second):
the events route against the bare route at ${context.connections} connections, then the unfiltered list at
${listConnections} connections while ${side} more load the bare route (the control) or post events (each report
two events: a product view and a search that found nothing, from a desktop browser, with a referrer).

${table(['Load', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx / errors', 'Target', ''], rows)}

The same extra HTTP load runs beside the list in both of its rows: what separates them is the analytics (the
recorder's queue, its flushes, and PostgreSQL's inserts). \`ANALYTICS=off\` answers the same route with 204 and records nothing.`;
}

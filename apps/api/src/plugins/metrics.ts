/**
 * Prometheus metrics at /metrics: request rate and latency per route, the database pool, the
 * mail outbox, paid orders, and the process itself. The route exists only when METRICS_TOKEN is
 * set, and answers only a scraper sending it as a bearer token: the figures tell how busy the
 * shop is and how much it sells.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { unauthorized } from '../lib/http-errors';
import type { Database } from '../db/client';

/** What the shop counts between scrapes; its own registry, so that several apps in one process (tests) never share a figure. */
export interface ShopMetrics {
  registry: Registry;
  /** One more order paid. */
  orderPaid(): void;
}

export function createShopMetrics(): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const paid = new Counter({ name: 'shop_orders_paid_total', help: 'Orders that became paid.', registers: [registry] });
  return { registry, orderPaid: () => paid.inc() };
}

export interface MetricsOptions {
  token: string;
  metrics: ShopMetrics;
  /** The pool's connections (PostgreSQL); absent on the embedded database, which has no pool. */
  poolStats?: Database['poolStats'];
  /** Messages in the outbox not yet sent, counted at each scrape. */
  outboxDepth: () => Promise<number>;
  /** The analytics recorder's events written and dropped since the start, and those waiting. */
  analytics?: () => { recorded: number; dropped: number; queued: number };
}

/** Seconds: most answers take milliseconds; the upper buckets catch a slow database or a payment provider. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function registerMetrics(app: FastifyInstance, { token, metrics, poolStats, outboxDepth, analytics }: MetricsOptions) {
  const { registry } = metrics;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: "Each database pool's connections (total, idle) and the requests waiting for one: the primary's, and the read replica's when one is set.",
      labelNames: ['pool', 'state'] as const,
      registers: [registry],
      collect() {
        for (const [pool, stats] of Object.entries(poolStats())) {
          for (const state of ['total', 'idle', 'waiting'] as const) this.set({ pool, state }, stats[state]);
        }
      },
    });
  }
  new Gauge({
    name: 'mail_outbox_depth',
    help: 'Emails in the outbox not yet sent (queued or sending).',
    registers: [registry],
    async collect() {
      try {
        this.set(await outboxDepth());
      } catch (error) {
        // A scrape still answers with every other figure; the depth keeps its last value.
        app.log.warn({ err: error }, 'counting the mail outbox for metrics failed');
      }
    },
  });

  if (analytics) {
    new Gauge({
      name: 'analytics_events',
      help: "The shop's analytics events since the start: written (recorded), dropped (a full queue, a failed write), and waiting (queued).",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        for (const [state, count] of Object.entries(analytics())) this.set({ state }, count);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the URL: ids, emails and tokens in paths must not become labels.
    const route = request.routeOptions.url ?? 'unknown';
    const method = request.method;
    requests.inc({ method, route, status_code: String(reply.statusCode) });
    duration.observe({ method, route }, reply.elapsedTime / 1000);
  });

  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('A valid metrics token is required.');
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

/** Compared as digests: equal lengths for timingSafeEqual, and no early exit to time. */
const digest = (value: string) => createHash('sha256').update(value).digest();

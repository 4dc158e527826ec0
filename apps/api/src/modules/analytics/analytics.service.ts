import {
  addDays,
  DEFAULT_REPORT_DAYS,
  daysBetween,
  EMPTY_SEARCHES_LIMIT,
  MAX_REPORT_DAYS,
  MIN_VIEWS_FOR_CONVERSION,
  REFERRERS_LIMIT,
  searchWords,
  TOP_PRODUCTS_LIMIT,
  type AnalyticsReport,
  type FunnelTotals,
  type ProductTraffic,
  type RecordAnalyticsEvents,
} from '@shop/shared/analytics.schema';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../../lib/http-errors';
import type { AnalyticsRecorder } from './analytics-recorder';
import type { AnalyticsRepository } from './analytics.repository';
import { referrerDomain } from '../../lib/visit';

/** How often the background round adds up today and yesterday and deletes old events. */
export const ANALYTICS_ROUND_MS = 10 * 60_000;
/**
 * A report covering today adds today up again first when this instance has recorded events
 * since the last time, or the last time was longer ago than this (for other instances' events).
 */
const FRESH_MS = 60_000;

/** An order's moment for the analytics: a checkout started, an order paid, a refund made. */
export interface OrderAnalyticsEvent {
  kind: 'checkout' | 'paid' | 'refund';
  /** The order's id. */
  orderId: string;
  amountCents: number;
  /** A checkout's visitor (and device), from its request; none for the others. */
  visit?: { visitor: string; device: string };
}

const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function totalsOf(days: readonly { views: number; bag: number; checkout: number; paid: number }[]): FunnelTotals {
  const sum = (key: 'views' | 'bag' | 'checkout' | 'paid') => days.reduce((total, day) => total + day[key], 0);
  const [views, bag, checkout, paid] = [sum('views'), sum('bag'), sum('checkout'), sum('paid')];
  return {
    views,
    bag,
    checkout,
    paid,
    viewToBag: share(bag, views),
    bagToCheckout: share(checkout, bag),
    checkoutToPaid: share(paid, checkout),
    viewToPaid: share(paid, views),
  };
}

export function createAnalyticsService({
  repository,
  recorder,
  log,
  retentionDays,
  ownHosts,
}: {
  repository: AnalyticsRepository;
  /** Undefined when the shop's analytics are off (ANALYTICS=off): nothing is recorded. */
  recorder: AnalyticsRecorder | undefined;
  log: FastifyBaseLogger;
  /** Raw events older than this are deleted. */
  retentionDays: number;
  /** The shop's own host names: a referrer there is no referrer. */
  ownHosts: ReadonlySet<string>;
}) {
  let timer: NodeJS.Timeout | undefined;
  let refreshedAt = -Infinity;
  /** The recorder's `accepted` when today was last added up. */
  let acceptedAtRefresh = -1;
  let refreshing: Promise<void> | undefined;
  let round: Promise<void> | undefined;

  /** Writes what waits, then adds up today and yesterday (yesterday's last events may have come after its last round). */
  function refresh(now = new Date()): Promise<void> {
    refreshing ??= (async () => {
      const started = performance.now();
      const accepted = recorder?.accepted ?? 0;
      await recorder?.flush();
      await repository.aggregateDay(utcDay(now));
      await repository.aggregateDay(addDays(utcDay(now), -1));
      refreshedAt = started;
      acceptedAtRefresh = accepted;
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  /** The background round: today and yesterday added up (while analytics are on), and old raw events deleted. */
  async function runRound(now = new Date()): Promise<void> {
    try {
      if (recorder) await refresh(now);
      const purged = await repository.purgeBefore(new Date(now.getTime() - retentionDays * 86_400_000));
      if (purged > 0) log.info({ purged }, 'old analytics events deleted');
    } catch (error) {
      log.error({ err: error }, 'the analytics round failed');
    }
  }

  return {
    /**
     * The storefront's events of one visitor, recorded when the request may be (see `trackedVisit`):
     * the referrer's host name only, and none for the shop's own; a search's words as they are counted.
     */
    recordVisit(visit: { device: string; host: string | null }, body: RecordAnalyticsEvents): void {
      if (!recorder) return;
      const hosts = visit.host ? new Set([...ownHosts, visit.host]) : ownHosts;
      const referrer = referrerDomain(body.referrer, hosts);
      const at = new Date();
      for (const event of body.events) {
        const common = { at, visitor: body.visitor, device: visit.device, referrer };
        if (event.kind === 'search') {
          recorder.record({ ...common, kind: 'search', query: searchWords(event.query), results: event.results });
        } else {
          recorder.record({ ...common, kind: event.kind, productId: event.productId });
        }
      }
    },

    /** What the orders module tells: a checkout started (with its visit), an order paid, a refund made. */
    orderEvents: {
      record(event: OrderAnalyticsEvent): void {
        if (!recorder) return;
        const base = { kind: event.kind, orderId: event.orderId, amountCents: event.amountCents };
        if (event.kind === 'checkout') {
          // A checkout whose visitor opted out, or a bot's, is not recorded.
          if (event.visit) recorder.record({ ...base, visitor: event.visit.visitor, device: event.visit.device });
        } else if (event.kind === 'paid') {
          // Its checkout's visitor, once written (insertEvents) or still queued (record).
          recorder.record({ ...base, visitor: null, device: null });
        } else {
          recorder.record({ ...base, visitor: 'server', device: 'server' });
        }
      },
    },

    aggregateDay: (day: string) => repository.aggregateDay(day),
    runRound,

    /**
     * The admin's report over the days `from` to `to` (UTC, both included; the last 30 days by
     * default), each figure beside the same number of days just before. Read from the daily
     * figures; today's (and yesterday's) are added up again first when this instance has
     * recorded events since the last time, or a minute has passed.
     */
    async report(query: { from?: string; to?: string }, now = new Date()): Promise<AnalyticsReport> {
      const today = utcDay(now);
      const to = query.to ?? today;
      const from = query.from ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1));
      if (from > to) throw badRequest('from must not be after to', [{ path: 'from', message: 'from must not be after to' }]);
      const length = daysBetween(from, to);
      if (length > MAX_REPORT_DAYS) {
        const message = `The range must be at most ${MAX_REPORT_DAYS} days`;
        throw badRequest(message, [{ path: 'to', message }]);
      }
      const previous = { from: addDays(from, -length), to: addDays(from, -1) };

      const stale = recorder && (recorder.accepted !== acceptedAtRefresh || performance.now() - refreshedAt > FRESH_MS);
      if (stale && to >= addDays(today, -1)) {
        await refresh(now).catch((error: unknown) => log.error({ err: error }, 'adding up today’s analytics failed'));
      }

      const [days, products, emptySearches, referrers] = await Promise.all([
        repository.shopDays(previous.from, to),
        repository.topProducts(from, to, { limit: TOP_PRODUCTS_LIMIT, minViews: MIN_VIEWS_FOR_CONVERSION }),
        repository.topSubjects('search-empty', from, to, { limit: EMPTY_SEARCHES_LIMIT, by: 'events' }),
        repository.topSubjects('referrer', from, to, { limit: REFERRERS_LIMIT, by: 'visitors' }),
      ]);

      const funnelDays = (start: string, count: number) =>
        Array.from({ length: count }, (_, index) => {
          const day = addDays(start, index);
          const visitors = (kind: string) => days.find((row) => row.day === day && row.kind === kind)?.visitors ?? 0;
          return { day, views: visitors('view'), bag: visitors('bag'), checkout: visitors('checkout'), paid: visitors('paid') };
        });
      const currentDays = funnelDays(from, length);
      const averageOrder = (start: string, end: string) => {
        const paid = days.filter((row) => row.kind === 'paid' && row.day >= start && row.day <= end);
        const orders = paid.reduce((sum, row) => sum + row.events, 0);
        return orders > 0 ? Math.round(paid.reduce((sum, row) => sum + row.amountCents, 0) / orders) : null;
      };
      const traffic = (row: (typeof products)[number]): ProductTraffic => ({
        productId: row.productId,
        name: row.name,
        handle: row.handle,
        views: row.views,
        paid: row.paid,
        conversion: row.views > 0 ? row.paid / row.views : null,
      });

      return {
        range: { from, to },
        previous,
        funnel: {
          days: currentDays,
          totals: totalsOf(currentDays),
          previousTotals: totalsOf(funnelDays(previous.from, length)),
        },
        topProducts: {
          byViews: products
            .filter((row) => row.byViews)
            .sort((a, b) => b.views - a.views || b.paid - a.paid || a.name.localeCompare(b.name))
            .map(traffic),
          byConversion: products
            .filter((row) => row.byConversion)
            .sort((a, b) => b.paid / b.views - a.paid / a.views || b.views - a.views || a.name.localeCompare(b.name))
            .map(traffic),
          minViews: MIN_VIEWS_FOR_CONVERSION,
        },
        emptySearches: emptySearches.map((row) => ({ query: row.subject, count: row.events })),
        referrers: referrers.map((row) => ({ domain: row.subject, visitors: row.visitors })),
        averageOrderCents: { current: averageOrder(from, to), previous: averageOrder(previous.from, previous.to) },
      };
    },

    /** Starts the background round (now, then every ten minutes) and the recorder's flush. */
    start(): void {
      if (timer) return;
      recorder?.start();
      round = runRound();
      timer = setInterval(() => {
        round = runRound();
      }, ANALYTICS_ROUND_MS);
      timer.unref();
    },

    /** Stops the round, waits for the one in progress, and writes what waits. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await round;
      await recorder?.stop();
    },

    /** The recorder's counts, for the shop's metrics. */
    counts: () => ({ recorded: recorder?.recorded ?? 0, dropped: recorder?.dropped ?? 0, queued: recorder?.queued ?? 0 }),
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

import {
  addDays,
  DEFAULT_REPORT_DAYS,
  daysBetween,
  EMPTY_SEARCHES_LIMIT,
  MAX_REPORT_DAYS,
  MAX_SEARCH_QUERY_LENGTH,
  MIN_VIEWS_FOR_CONVERSION,
  REFERRERS_LIMIT,
  searchWords,
  TOP_PRODUCTS_LIMIT,
  type AnalyticsEventInput,
  type AnalyticsReport,
  type FunnelDay,
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
/**
 * The distinct searches of one report counted, at most (the storefront reports a search once
 * its page shows its results, so a report rarely holds more than one); any others are recorded
 * with their count unknown, and so never among the searches with no results.
 */
const SEARCHES_COUNTED_PER_REPORT = 3;
/** Counts under way at once in this process, at most: past it a search is recorded uncounted, never waited for. */
const COUNTS_AT_ONCE = 4;

/** An order's moment for the analytics: a checkout started, an order paid, a refund made. */
export interface OrderAnalyticsEvent {
  kind: 'checkout' | 'paid' | 'refund';
  /** The order's id. */
  orderId: string;
  amountCents: number;
  /** A checkout's visitor (and device), from its request; none for the others, which take their checkout's. */
  visit?: { visitor: string; device: string };
}

/** How many products the catalogue's own search finds for the words, as the search page shows them. */
export type SearchMatches = (query: string) => Promise<number>;

const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function totalsOf(days: readonly Pick<FunnelDay, 'views' | 'bag' | 'checkout' | 'paid'>[]): FunnelTotals {
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
  searchMatches,
  testMode,
}: {
  repository: AnalyticsRepository;
  /** Undefined when the shop's analytics are off (ANALYTICS=off): nothing is recorded. */
  recorder: AnalyticsRecorder | undefined;
  log: FastifyBaseLogger;
  /** Raw events older than this are deleted. */
  retentionDays: number;
  /** The shop's own host names: a referrer there is no referrer. */
  ownHosts: ReadonlySet<string>;
  /** Counts a search's matches: the browser's own count is never believed. */
  searchMatches: SearchMatches;
  /** Whether the shop takes its payments in test mode: then its test orders count in the average order, as on the dashboard. */
  testMode: boolean;
}) {
  let timer: NodeJS.Timeout | undefined;
  /** Counts under way now. */
  let counting = 0;
  /** Reports whose searches are being counted, before they are recorded. */
  const pendingCounts = new Set<Promise<void>>();
  const countsDone = () => Promise.allSettled([...pendingCounts]);
  let refreshedAt = -Infinity;
  /** The recorder's `accepted` when today was last added up. */
  let acceptedAtRefresh = -1;
  let refreshing: Promise<void> | undefined;
  let round: Promise<void> | undefined;

  /** Writes what waits, then adds up today and yesterday (yesterday's last events may have come after its last round). */
  function refresh(now = new Date()): Promise<void> {
    refreshing ??= (async () => {
      const started = performance.now();
      await countsDone();
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

  /**
   * What the report's searches find, by their words as counted (`searchWords`): worked out here,
   * through the catalogue's search (a repeated search is answered from its kept answer), for the
   * first few distinct searches of the report, while few counts are under way. A search left out,
   * or whose count failed, is not in the map.
   */
  async function countSearches(events: readonly AnalyticsEventInput[]): Promise<Map<string, number>> {
    const asked = new Map<string, string>();
    for (const event of events) {
      if (asked.size === SEARCHES_COUNTED_PER_REPORT) break;
      // The schema holds a query to the search's own longest already: this keeps it so whatever the schema says.
      if (event.kind !== 'search' || event.query.length > MAX_SEARCH_QUERY_LENGTH) continue;
      const words = searchWords(event.query);
      if (!asked.has(words)) asked.set(words, event.query);
    }
    const counts = new Map<string, number>();
    await Promise.all(
      [...asked].map(async ([words, query]) => {
        if (counting >= COUNTS_AT_ONCE) return;
        counting += 1;
        try {
          counts.set(words, await searchMatches(query));
        } catch (error) {
          log.warn({ err: error }, 'a search reported to the analytics could not be counted: recorded uncounted');
        } finally {
          counting -= 1;
        }
      }),
    );
    return counts;
  }

  return {
    /**
     * The storefront's events of one visitor, recorded when the request may be (see `trackedVisit`):
     * the referrer's host name only, and none for the shop's own; a search's words as they are
     * counted, with how many products the shop's own search finds for them (see countSearches).
     */
    recordVisit(visit: { device: string; host: string | null }, body: RecordAnalyticsEvents): Promise<void> {
      if (!recorder) return Promise.resolve();
      const hosts = visit.host ? new Set([...ownHosts, visit.host]) : ownHosts;
      const referrer = referrerDomain(body.referrer, hosts);
      const at = new Date();
      const record = (counts: ReadonlyMap<string, number>) => {
        for (const event of body.events) {
          const common = { at, visitor: body.visitor, device: visit.device, referrer };
          if (event.kind === 'search') {
            const query = searchWords(event.query);
            recorder.record({ ...common, kind: 'search', query, results: counts.get(query) ?? null });
          } else {
            recorder.record({ ...common, kind: event.kind, productId: event.productId });
          }
        }
      };
      if (!body.events.some((event) => event.kind === 'search')) {
        record(new Map());
        return Promise.resolve();
      }
      // A report with searches is recorded once they are counted: the route answers without
      // waiting (the request costs nothing more), and a flush or a stop waits for counts under way.
      const counted = countSearches(body.events)
        .then(record)
        .catch((error: unknown) => log.warn({ err: error }, 'searches reported to the analytics could not be recorded'))
        .finally(() => pendingCounts.delete(counted));
      pendingCounts.add(counted);
      return counted;
    },

    /** What the orders module tells: a checkout started (with its visit), an order paid, a refund made. */
    orderEvents: {
      record(event: OrderAnalyticsEvent): void {
        if (!recorder) return;
        const base = { kind: event.kind, orderId: event.orderId, amountCents: event.amountCents };
        if (event.kind === 'checkout') {
          // A checkout whose visitor opted out, or a bot's, is not recorded.
          if (event.visit) recorder.record({ ...base, visitor: event.visit.visitor, device: event.visit.device });
        } else {
          // NOTE: a payment or refund comes from the server (a webhook, an admin), where no browser
          // says whether its shopper opted out: it takes its checkout's visitor, once written
          // (insertEvents) or still queued (record), and is not recorded when its checkout was not.
          recorder.record({ ...base, visitor: null, device: null });
        }
      },
    },

    aggregateDay: (day: string) => repository.aggregateDay(day),
    runRound,

    /**
     * The admin's report over the days `from` to `to` (UTC, both included; the last 30 days by
     * default), each figure beside the same number of days just before. Read from the daily
     * figures; today's (and yesterday's) are added up again first when this instance has
     * recorded events since the last time, or a minute has passed. The average order is read
     * from the orders themselves.
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

      const stale =
        recorder && (pendingCounts.size > 0 || recorder.accepted !== acceptedAtRefresh || performance.now() - refreshedAt > FRESH_MS);
      if (stale && to >= addDays(today, -1)) {
        await refresh(now).catch((error: unknown) => log.error({ err: error }, 'adding up today’s analytics failed'));
      }

      const [days, products, emptySearches, referrers, paidOrders] = await Promise.all([
        repository.shopDays(previous.from, to),
        repository.topProducts(previous.from, from, to, { limit: TOP_PRODUCTS_LIMIT, minViews: MIN_VIEWS_FOR_CONVERSION }),
        repository.topSubjects('search-empty', previous.from, from, to, { limit: EMPTY_SEARCHES_LIMIT, by: 'events' }),
        repository.topSubjects('referrer', previous.from, from, to, { limit: REFERRERS_LIMIT, by: 'visitors' }),
        repository.paidOrders(previous.from, from, to, { includeTest: testMode }),
      ]);

      const funnelDays = (start: string, count: number): FunnelDay[] =>
        Array.from({ length: count }, (_, index) => {
          const day = addDays(start, index);
          const visitors = (kind: string) => days.find((row) => row.day === day && row.kind === kind)?.visitors ?? 0;
          return {
            day,
            ...totalsOf([{ views: visitors('view'), bag: visitors('bag'), checkout: visitors('checkout'), paid: visitors('paid') }]),
          };
        });
      const currentDays = funnelDays(from, length);
      const averageOrder = ({ orders, cents }: { orders: number; cents: number }) => (orders > 0 ? Math.round(cents / orders) : null);
      const traffic = (row: (typeof products)[number]): ProductTraffic => ({
        productId: row.productId,
        name: row.name,
        handle: row.handle,
        views: row.views,
        paid: row.paid,
        conversion: share(row.paid, row.views),
        previous: { views: row.previousViews, paid: row.previousPaid, conversion: share(row.previousPaid, row.previousViews) },
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
        emptySearches: emptySearches.map((row) => ({ query: row.subject, count: row.events, previousCount: row.previousEvents })),
        referrers: referrers.map((row) => ({ domain: row.subject, visitors: row.visitors, previousVisitors: row.previousVisitors })),
        averageOrderCents: { current: averageOrder(paidOrders.current), previous: averageOrder(paidOrders.previous) },
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
      await countsDone();
      await recorder?.stop();
    },

    /** The recorder's counts, for the shop's metrics. */
    counts: () => ({ recorded: recorder?.recorded ?? 0, dropped: recorder?.dropped ?? 0, queued: recorder?.queued ?? 0 }),
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

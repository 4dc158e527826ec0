import { sql } from 'drizzle-orm';
import { PAID_STATUSES } from '@shop/shared/constants';
import { BASE_CURRENCY, CURRENCIES, toBase, type CurrencyCode } from '@shop/shared/currency';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

/** The base currency as an order's row keeps it ('usd'): its amounts add up as they are. */
const BASE_ROW_CURRENCY = BASE_CURRENCY.toLowerCase();

/** An amount of an order in another currency ('eur' at '0.92000000'), in the base currency's cents at the order's own rate. */
function inBaseCents(cents: number, currency: string, rate: string | number): number {
  const code = currency.toUpperCase();
  if (!(code in CURRENCIES)) return cents;
  return toBase(cents, { code: code as CurrencyCode, rate: Number(rate), rounding: 'minor' });
}

/** The kinds of event the shop records: the storefront's three, and the orders' three. */
export const ANALYTICS_KINDS = ['view', 'search', 'bag', 'checkout', 'paid', 'refund'] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

/** One event as it is written: no IP address, no user agent. */
export interface AnalyticsEventRow {
  at: Date;
  kind: AnalyticsKind;
  /**
   * The browsing session's anonymous id ('server' on events of earlier versions that no browser
   * reported). Null on an order's payment or refund: it is taken from that order's checkout
   * event, and the event is not written when there is none (its visitor opted out, or was a bot).
   */
  visitor: string | null;
  /** 'mobile', 'tablet' or 'desktop'; null as `visitor` is. */
  device: string | null;
  referrer?: string | null;
  productId?: string | null;
  orderId?: string | null;
  query?: string | null;
  results?: number | null;
  amountCents?: number | null;
}

/** A count from PostgreSQL: a number, or a string for a bigint. */
type Count = string | number;

/** Figures of `analytics_daily` summed over a range and over the period before it, per kind and subject. */
interface SubjectRow {
  kind: string;
  subject: string;
  events: Count;
  visitors: Count;
  previous_events: Count;
  previous_visitors: Count;
}

/**
 * Orders that count as paid, spelled as the orders_paid_idx index's condition (as the dashboard's
 * figures do), so that the average order is read from that index alone.
 */
const PAID_ORDER = sql.raw(`payment_status in (${PAID_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/** The day's bounds, as moments: events are counted by their UTC day. */
const dayBounds = (day: string) => {
  const start = new Date(`${day}T00:00:00Z`);
  return { start: start.toISOString(), end: new Date(start.getTime() + 86_400_000).toISOString() };
};

/** `writeDb` takes the event batches: a connection of their own where there is one (see Database.backgroundDb). */
export function createAnalyticsRepository(db: Db, writeDb: Db = db) {
  return {
    /**
     * The events in one INSERT of ten arrays (`unnest`), on the write connection: a statement of ten parameters, whatever
     * the batch, so building it costs the process next to nothing (a thousand rows as a VALUES
     * list are ten thousand parameters, tens of milliseconds of the event loop). An order's
     * payment or refund without a visitor takes its checkout's (visitor and device); with no
     * checkout recorded (its visitor opted out, or was a bot) it is not written: the funnel never
     * counts a payment whose checkout it did not count.
     */
    async insertEvents(rows: readonly AnalyticsEventRow[]): Promise<void> {
      if (rows.length === 0) return;
      // One parameter an array (drizzle would spread a bare array into a list of parameters).
      const column = <T>(read: (row: AnalyticsEventRow) => T | null | undefined) => sql.param(rows.map((row) => read(row) ?? null));
      await writeDb.execute(sql`
        insert into analytics_events (at, kind, visitor, device, referrer, product_id, order_id, query, results, amount_cents)
        select e.at, e.kind, coalesce(e.visitor, c.visitor), coalesce(e.device, c.device), e.referrer, e.product_id, e.order_id, e.query,
          e.results, e.amount_cents
        from unnest(
          ${column((row) => row.at.toISOString())}::timestamptz[], ${column((row) => row.kind)}::text[],
          ${column((row) => row.visitor)}::text[], ${column((row) => row.device)}::text[], ${column((row) => row.referrer)}::text[],
          ${column((row) => row.productId)}::uuid[], ${column((row) => row.orderId)}::uuid[], ${column((row) => row.query)}::text[],
          ${column((row) => row.results)}::integer[], ${column((row) => row.amountCents)}::integer[]
        ) with ordinality as e(at, kind, visitor, device, referrer, product_id, order_id, query, results, amount_cents, n)
        left join lateral (
          select c.visitor, c.device from analytics_events c
          where e.visitor is null and c.kind = 'checkout' and c.order_id = e.order_id
          order by c.id desc limit 1
        ) as c on true
        where e.visitor is not null or c.visitor is not null
        -- Ids in the order the events were recorded: the join may produce them in any order.
        order by e.n`);
    },

    /**
     * Works out one UTC day's rows of `analytics_daily` again from the raw events, in one
     * transaction: the day's rows are deleted, then written. Visitors are distinct visitors;
     * those the server stands for ('server') count once per order (or per event without one).
     */
    async aggregateDay(day: string): Promise<void> {
      const { start, end } = dayBounds(day);
      await db.transaction(async (tx) => {
        // Instances adding up the same day take turns.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics_daily'), (${day}::date - date '2000-01-01'))`);
        await tx.execute(sql`delete from analytics_daily where day = ${day}::date`);
        await tx.execute(sql`
          with ev as (
            select e.*,
              case when e.visitor = 'server' then 'server:' || coalesce(e.order_id::text, e.id::text) else e.visitor end as who
            from analytics_events e
            where e.at >= ${start}::timestamptz and e.at < ${end}::timestamptz
          ),
          figures (kind, subject, events, visitors, amount_cents) as (
            -- The whole shop, per kind.
            select kind, '', count(*), count(distinct who), coalesce(sum(amount_cents), 0)::bigint
            from ev where kind in ('view', 'bag', 'checkout', 'paid', 'refund', 'search') group by kind
            union all
            -- Per product: its page's views, its adds to the bag.
            select kind, product_id::text, count(*), count(distinct who), 0::bigint
            from ev where kind in ('view', 'bag') and product_id is not null group by kind, product_id
            union all
            -- Per product: the paid orders holding it, from their lines; the amounts of those in the base
            -- currency here, the others' added below, each converted at its order's rate.
            select 'paid', l.product_id::text, count(distinct ev.order_id), count(distinct ev.who),
              coalesce(sum(l.quantity::bigint * l.unit_price_cents - l.discount_cents) filter (where o.currency = ${BASE_ROW_CURRENCY}), 0)::bigint
            from ev join order_lines l on l.order_id = ev.order_id join orders o on o.id = ev.order_id
            where ev.kind = 'paid' and l.product_id is not null group by l.product_id
            union all
            -- Per search's words: the searches that found nothing.
            select 'search-empty', query, count(*), count(distinct who), 0::bigint
            from ev where kind = 'search' and results = 0 and query is not null group by query
            union all
            -- Per referring site: its visitors, whatever they did.
            select 'referrer', referrer, count(*), count(distinct who), 0::bigint
            from ev where referrer is not null group by referrer
          )
          insert into analytics_daily (day, kind, subject, events, visitors, amount_cents)
          select ${day}::date, kind, subject, events, visitors, amount_cents from figures
          -- Never met while the lock above holds; a day's figures are the same whoever writes them.
          on conflict (day, kind, subject) do update
            set events = excluded.events, visitors = excluded.visitors, amount_cents = excluded.amount_cents
        `);
        // The lines of paid orders in other currencies, by product, currency, rate and amount: each
        // converted to the base at its order's own rate (the orders' own amounts were, when recorded).
        const foreign = await rowsOf<{ product_id: string; currency: string; rate: string | number; cents: Count; n: Count }>(
          tx,
          sql`
          select l.product_id::text as product_id, o.currency, o.exchange_rate as rate,
            l.quantity::bigint * l.unit_price_cents - l.discount_cents as cents, count(*) as n
          from analytics_events e join order_lines l on l.order_id = e.order_id join orders o on o.id = e.order_id
          where e.at >= ${start}::timestamptz and e.at < ${end}::timestamptz and e.kind = 'paid'
            and l.product_id is not null and o.currency <> ${BASE_ROW_CURRENCY}
          group by 1, 2, 3, 4
        `,
        );
        const converted = new Map<string, number>();
        for (const row of foreign) {
          const cents = inBaseCents(Number(row.cents), row.currency, row.rate) * Number(row.n);
          converted.set(row.product_id, (converted.get(row.product_id) ?? 0) + cents);
        }
        for (const [productId, cents] of converted) {
          await tx.execute(sql`
            update analytics_daily set amount_cents = amount_cents + ${cents}
            where day = ${day}::date and kind = 'paid' and subject = ${productId}
          `);
        }
      });
    },

    /** Deletes the raw events from before `before`; answers how many. */
    async purgeBefore(before: Date): Promise<number> {
      const [row] = await rowsOf<{ purged: Count }>(
        db,
        sql`with gone as (delete from analytics_events where at < ${before.toISOString()}::timestamptz returning 1)
            select count(*) as purged from gone`,
      );
      return Number(row?.purged ?? 0);
    },

    /** The whole shop's figures per day and kind, between two days (both included). */
    async shopDays(from: string, to: string) {
      const rows = await rowsOf<{ day: string; kind: string; events: Count; visitors: Count; amount_cents: Count }>(
        db,
        sql`
        select to_char(day, 'YYYY-MM-DD') as day, kind, events, visitors, amount_cents from analytics_daily
        where subject = '' and day between ${from}::date and ${to}::date
        order by day
      `,
      );
      return rows.map((row) => ({
        day: row.day,
        kind: row.kind,
        events: Number(row.events),
        visitors: Number(row.visitors),
        amountCents: Number(row.amount_cents),
      }));
    },

    /**
     * The products' viewers and buyers over the range, with their names and handles: the
     * `limit` most viewed, and the `limit` best converting of those with `minViews` viewers or more;
     * each with its viewers and buyers over the days from `previousFrom` to the range's start too.
     * Products since deleted are left out.
     */
    async topProducts(previousFrom: string, from: string, to: string, { limit, minViews }: { limit: number; minViews: number }) {
      const rows = await rowsOf<{
        product_id: string;
        name: string;
        handle: string;
        views: Count;
        paid: Count;
        previous_views: Count;
        previous_paid: Count;
        by_views: boolean;
        by_conversion: boolean;
      }>(
        db,
        sql`
        with traffic as (
          select subject as product_id,
            sum(visitors) filter (where kind = 'view' and day >= ${from}::date) as views,
            sum(visitors) filter (where kind = 'paid' and day >= ${from}::date) as paid,
            sum(visitors) filter (where kind = 'view' and day < ${from}::date) as previous_views,
            sum(visitors) filter (where kind = 'paid' and day < ${from}::date) as previous_paid
          from analytics_daily
          where kind in ('view', 'paid') and subject <> '' and day between ${previousFrom}::date and ${to}::date
          group by subject
        ),
        named as (
          select p.id::text as product_id, p.name, p.handle, coalesce(t.views, 0) as views, coalesce(t.paid, 0) as paid,
            coalesce(t.previous_views, 0) as previous_views, coalesce(t.previous_paid, 0) as previous_paid
          from traffic t join products p on p.id::text = t.product_id
        ),
        by_views as (
          select product_id from named where views > 0 order by views desc, paid desc, name limit ${limit}
        ),
        by_conversion as (
          select product_id from named where views >= ${minViews}
          order by paid::numeric / views desc, views desc, name limit ${limit}
        )
        select named.*,
          named.product_id in (select product_id from by_views) as by_views,
          named.product_id in (select product_id from by_conversion) as by_conversion
        from named
        where named.product_id in (select product_id from by_views) or named.product_id in (select product_id from by_conversion)
      `,
      );
      return rows.map((row) => ({
        productId: row.product_id,
        name: row.name,
        handle: row.handle,
        views: Number(row.views),
        paid: Number(row.paid),
        previousViews: Number(row.previous_views),
        previousPaid: Number(row.previous_paid),
        byViews: row.by_views,
        byConversion: row.by_conversion,
      }));
    },

    /**
     * The `limit` subjects of a kind with the most events (or visitors) over the range, each with
     * its events and visitors over the days from `previousFrom` to the range's start too.
     */
    async topSubjects(
      kind: 'search-empty' | 'referrer',
      previousFrom: string,
      from: string,
      to: string,
      { limit, by }: { limit: number; by: 'events' | 'visitors' },
    ) {
      const current = sql`day >= ${from}::date`;
      const rows = await rowsOf<SubjectRow>(
        db,
        sql`
        select kind, subject, sum(events) filter (where ${current}) as events, sum(visitors) filter (where ${current}) as visitors,
          coalesce(sum(events) filter (where not ${current}), 0) as previous_events,
          coalesce(sum(visitors) filter (where not ${current}), 0) as previous_visitors
        from analytics_daily
        where kind = ${kind} and subject <> '' and day between ${previousFrom}::date and ${to}::date
        group by kind, subject
        having count(*) filter (where ${current}) > 0
        order by sum(${sql.raw(by)}) filter (where ${current}) desc, subject
        limit ${limit}
      `,
      );
      return rows.map((row) => ({
        subject: row.subject,
        events: Number(row.events),
        visitors: Number(row.visitors),
        previousEvents: Number(row.previous_events),
        previousVisitors: Number(row.previous_visitors),
      }));
    },

    /**
     * The orders paid over the range, and over the days from `previousFrom` to its start: how many,
     * and their amounts less their refunds (as the dashboard's revenue) in the base currency's
     * cents, an order in another currency converted at its own rate. Read from the orders, not
     * the events: whether or not their checkout was tracked. Test-mode orders count only in a
     * shop that runs in test mode, as on the dashboard.
     */
    async paidOrders(previousFrom: string, from: string, to: string, { includeTest }: { includeTest: boolean }) {
      const bounds = { start: dayBounds(previousFrom).start, middle: dayBounds(from).start, end: dayBounds(to).end };
      // The base currency's amounts summed here; the others' grouped by currency, rate and amount, converted below.
      const rows = await rowsOf<{ current: boolean; currency: string; rate: string | number; cents: Count | null; n: Count; total: Count }>(
        db,
        sql`
        select paid_at >= ${bounds.middle}::timestamptz as current, currency,
          case when currency = ${BASE_ROW_CURRENCY} then 1 else exchange_rate end as rate,
          case when currency = ${BASE_ROW_CURRENCY} then null else total_cents - refunded_cents end as cents,
          count(*) as n, sum(total_cents - refunded_cents) as total
        from orders
        where ${PAID_ORDER} and paid_at >= ${bounds.start}::timestamptz and paid_at < ${bounds.end}::timestamptz
          ${includeTest ? sql`` : sql`and provider <> 'test'`}
        group by 1, 2, 3, 4
      `,
      );
      const period = (current: boolean) => {
        const own = rows.filter((row) => row.current === current);
        return {
          orders: own.reduce((sum, row) => sum + Number(row.n), 0),
          cents: own.reduce(
            (sum, row) =>
              sum + (row.cents === null ? Number(row.total) : inBaseCents(Number(row.cents), row.currency, row.rate) * Number(row.n)),
            0,
          ),
        };
      };
      return { current: period(true), previous: period(false) };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

import { sql } from 'drizzle-orm';
import { PAID_STATUSES } from '@shop/shared/constants';
import type { Db } from '../../db/client';
import { amountGroups } from '../../db/kept-currency';
import { rowsOf } from '../../db/rows-of';
import {
  BASE_ROW_CURRENCY,
  inBaseCents,
  inBaseCentsOfGroups,
  orderCurrency,
  ownedBy,
  type ForeignAmounts,
  type OrderStatus,
  type PaymentStatus,
} from '../orders';

/** Both drivers (pg and PGlite) answer raw SQL with `rows`. */
/** A json column: parsed by the driver, or (on some paths) still text. */
type Json<T> = T | string;

function parsed<T>(value: Json<T>): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** The one row of the admin's figures: counts come back from PostgreSQL as strings or numbers. */
interface AdminStatsRow {
  /** What orders in the base currency kept; those in others come grouped, each converted at its rate. */
  earnings: string | number;
  /** Paid orders in other currencies, grouped; `month` is the month of the year asked for they were paid in, 0 outside it. */
  paid_foreign: Json<(ForeignAmounts & { month: number })[]>;
  orders: string | number;
  users: string | number;
  products: string | number;
  reviews: string | number;
  monthly: Json<{ month: number; cents: string | number }[]>;
  first_year: number | null;
  by_size: Json<{ value: string; units: number }[]>;
  by_color: Json<{ value: string; units: number }[]>;
  best_sellers: Json<{ productId: string; name: string; units: number; cents: number; foreign: ForeignAmounts[] }[]>;
  low_count: string | number;
  low_stock: Json<{ productId: string; name: string; color: string; size: string; stock: number; waiting: number }[]>;
  most_wanted: Json<{ productId: string; name: string; color: string; size: string; waiting: number }[]>;
  attention_count: string | number;
  attention_orders: Json<
    {
      id: string;
      orderId: string;
      email: string | null;
      cents: number;
      currency: string;
      rate: string | number;
      status: OrderStatus;
      paymentStatus: PaymentStatus;
      createdAt: string;
    }[]
  >;
}

/**
 * Orders that count in the revenue, less their refunds: spelled as the orders_paid_idx index's
 * condition, so that the planner reads the figures from it alone.
 */
const PAID = sql.raw(`payment_status in (${PAID_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/** Orders in the base currency, whose amounts add up as they are; the others are converted at their own rate in the app. */
const BASE = sql.raw(`currency = '${BASE_ROW_CURRENCY}'`);
const FOREIGN = sql.raw(`currency <> '${BASE_ROW_CURRENCY}'`);

export function createStatsRepository(db: Db) {
  return {
    /** A customer's paid totals, reviews and items bought, in one round trip. */
    async userStats(userId: string) {
      const [row] = await rowsOf<{
        paid_cents: string | number;
        paid_foreign: Json<ForeignAmounts[]>;
        reviews: string | number;
        items: string | number;
      }>(
        db,
        sql`
        with mine as (
          select orders.id, orders.total_cents - orders.refunded_cents as kept_cents, orders.currency, orders.exchange_rate from orders
          where orders.${PAID} and ${ownedBy(userId)}
        )
        select
          coalesce((select sum(kept_cents) from mine where ${BASE}), 0) as paid_cents,
          ${amountGroups(sql`mine where ${FOREIGN}`, sql`kept_cents`)} as paid_foreign,
          (select count(*) from reviews r where r.user_id = ${userId}) as reviews,
          coalesce((select sum(l.quantity - l.refunded_quantity) from order_lines l where l.order_id in (select id from mine)), 0) as items
      `,
      );
      return {
        // In the base currency: what orders in another kept, converted at each one's rate.
        paidCents: Number(row?.paid_cents ?? 0) + inBaseCentsOfGroups(row ? parsed(row.paid_foreign) : []),
        reviews: Number(row?.reviews ?? 0),
        items: Number(row?.items ?? 0),
      };
    },

    /**
     * Everything the admin dashboard shows, in one round trip. Paid orders' dates, totals and
     * providers come from the orders_paid_idx index alone: one pass for the totals, and a range
     * of it per month of the year. Units sold and best sellers count the year's paid orders'
     * lines; low stock reads the live, stock-tracked products' variants; orders needing
     * attention are flagged ones and those still unpaid since before `unpaidBefore`. Test-mode
     * orders count only when asked for.
     */
    async adminStats({
      year,
      includeTest,
      lowStockThreshold,
      unpaidBefore,
      bestSellersLimit,
      alertsLimit,
    }: {
      year: number;
      includeTest: boolean;
      lowStockThreshold: number;
      unpaidBefore: Date;
      bestSellersLimit: number;
      alertsLimit: number;
    }) {
      const counted = includeTest ? sql`true` : sql`provider <> 'test'`;
      const yearStart = sql`make_timestamptz(${year}, 1, 1, 0, 0, 0, 'UTC')`;
      const row = (
        await rowsOf<AdminStatsRow>(
          db,
          sql`
        with totals as (
          select coalesce(sum(total_cents - refunded_cents) filter (where ${BASE}), 0) as earnings, count(*) as orders
          from orders where ${PAID} and ${counted}
        ),
        year_lines as (
          select l.product_id, l.name, l.color, l.size, l.quantity - l.refunded_quantity as quantity, l.unit_price_cents,
            o.currency, o.exchange_rate
          from orders o join order_lines l on l.order_id = o.id
          where o.${PAID} and ${counted} and l.quantity > l.refunded_quantity
            and o.paid_at >= ${yearStart} and o.paid_at < ${yearStart} + interval '1 year'
        ),
        low as (
          select v.product_id, p.name, v.color, v.size, v.stock
          from product_variants v join products p on p.id = v.product_id
          where p.track_stock and p.archived_at is null and v.stock <= ${lowStockThreshold}
            and v.color = any(p.colors) and v.size = any(p.sizes)
        ),
        -- How many shoppers wait for each variant ('Email me when it's back').
        waiting as (
          select product_id, color, size, count(*)::int as waiting from restock_requests
          where notified_at is null group by product_id, color, size
        ),
        -- The product's name today; the lines' own only if it is gone. Its revenue in the base currency
        -- here; lines in others are converted in the app, and ranked by their amount at their rate meanwhile.
        best as (
          select y.product_id, coalesce(max(p.name), max(y.name)) as name, sum(y.quantity) as units,
            coalesce(sum(y.quantity::bigint * y.unit_price_cents) filter (where y.${BASE}), 0) as cents,
            sum(y.quantity::bigint * y.unit_price_cents / y.exchange_rate) as ranked
          from year_lines y left join products p on p.id = y.product_id
          where y.product_id is not null
          group by y.product_id
          order by units desc, ranked desc, name
          limit ${bestSellersLimit}
        ),
        -- The best sellers' lines in other currencies, grouped per product: one pass over the year's lines.
        best_foreign as (
          select product_id, json_agg(json_build_object('currency', currency, 'rate', exchange_rate, 'cents', cents, 'count', n)) as amounts
          from (
            select y.product_id, y.currency, y.exchange_rate, y.quantity::bigint * y.unit_price_cents as cents, count(*) as n
            from year_lines y join best using (product_id)
            where y.${FOREIGN}
            group by 1, 2, 3, 4
          ) as g
          group by product_id
        ),
        -- One pass over the paid orders in other currencies, for the earnings and the months alike.
        paid_foreign as (
          select case when paid_at >= ${yearStart} and paid_at < ${yearStart} + interval '1 year'
              then extract(month from paid_at at time zone 'UTC')::int else 0 end as month,
            currency, exchange_rate, total_cents - refunded_cents as cents, count(*) as n
          from orders where ${PAID} and ${counted} and ${FOREIGN}
          group by 1, 2, 3, 4
        ),
        attention as (
          select id, order_id, email, total_cents, currency, exchange_rate, status, payment_status, created_at from orders
          where ${counted}
            and (payment_status = 'flagged' or (payment_status = 'pending' and created_at < ${unpaidBefore.toISOString()}::timestamptz))
        )
        select
          (select earnings from totals) as earnings,
          (select coalesce(json_agg(json_build_object('month', month, 'currency', currency, 'rate', exchange_rate, 'cents', cents,
              'count', n)), '[]'::json) from paid_foreign) as paid_foreign,
          (select orders from totals) as orders,
          (select count(*) from users) as users,
          (select count(*) from products where archived_at is null) as products,
          (select count(*) from reviews) as reviews,
          (select coalesce(json_agg(json_build_object('month', m, 'cents', month_paid.cents)), '[]'::json)
            from generate_series(1, 12) as m
            cross join lateral (
              select sum(total_cents - refunded_cents) filter (where ${BASE}) as cents from orders
              where ${PAID} and ${counted}
                and paid_at >= make_timestamptz(${year}, m, 1, 0, 0, 0, 'UTC')
                and paid_at < make_timestamptz(${year}, m, 1, 0, 0, 0, 'UTC') + interval '1 month'
            ) as month_paid
            where month_paid.cents is not null) as monthly,
          (select extract(year from min(paid_at) at time zone 'UTC')::int from orders where ${PAID} and ${counted})
            as first_year,
          (select coalesce(json_agg(json_build_object('value', size, 'units', units) order by units desc, size), '[]'::json)
            from (select size, sum(quantity) as units from year_lines group by size) as sizes) as by_size,
          (select coalesce(json_agg(json_build_object('value', color, 'units', units) order by units desc, color), '[]'::json)
            from (select color, sum(quantity) as units from year_lines group by color) as colors) as by_color,
          (select coalesce(json_agg(json_build_object('productId', best.product_id, 'name', name, 'units', units, 'cents', cents,
              'foreign', coalesce(best_foreign.amounts, '[]'::json)) order by units desc, ranked desc, name), '[]'::json)
            from best left join best_foreign using (product_id)) as best_sellers,
          (select count(*) from low) as low_count,
          (select coalesce(json_agg(json_build_object('productId', product_id, 'name', name, 'color', color, 'size', size,
              'stock', stock, 'waiting', waiting) order by stock, name, color, size), '[]'::json)
            from (
              select low.*, coalesce(w.waiting, 0) as waiting from low left join waiting w using (product_id, color, size)
              order by stock, name, color, size limit ${alertsLimit}
            ) as lowest) as low_stock,
          -- Sold-out variants by waiting shoppers, most first: what to restock first.
          (select coalesce(json_agg(json_build_object('productId', product_id, 'name', name, 'color', color, 'size', size,
              'waiting', waiting) order by waiting desc, name, color, size), '[]'::json)
            from (
              select low.product_id, low.name, low.color, low.size, w.waiting from low join waiting w using (product_id, color, size)
              where low.stock = 0 order by w.waiting desc, low.name, low.color, low.size limit ${alertsLimit}
            ) as wanted) as most_wanted,
          (select count(*) from attention) as attention_count,
          (select coalesce(json_agg(json_build_object('id', id, 'orderId', order_id, 'email', email, 'cents', total_cents,
              'currency', currency, 'rate', exchange_rate, 'status', status, 'paymentStatus', payment_status, 'createdAt', created_at) order by created_at desc, id), '[]'::json)
            from (select * from attention order by created_at desc, id limit ${alertsLimit}) as newest) as attention_orders
      `,
        )
      )[0]!;
      // Every amount in the base currency: an order in another converted at its own rate.
      const paidForeign = parsed(row.paid_foreign);
      const monthlyForeign = paidForeign.filter((entry) => entry.month > 0);
      const monthlyCents = new Map(parsed(row.monthly).map((entry) => [entry.month, Number(entry.cents)]));
      for (const month of new Set(monthlyForeign.map((entry) => entry.month))) {
        const converted = inBaseCentsOfGroups(monthlyForeign.filter((entry) => entry.month === month));
        monthlyCents.set(month, (monthlyCents.get(month) ?? 0) + converted);
      }
      return {
        earningsCents: Number(row.earnings) + inBaseCentsOfGroups(paidForeign),
        orders: Number(row.orders),
        users: Number(row.users),
        products: Number(row.products),
        reviews: Number(row.reviews),
        monthlyCents,
        firstYear: row.first_year === null ? null : Number(row.first_year),
        unitsBySize: parsed(row.by_size).map(({ value, units }) => ({ size: value, units: Number(units) })),
        unitsByColor: parsed(row.by_color).map(({ value, units }) => ({ color: value, units: Number(units) })),
        bestSellers: parsed(row.best_sellers).map(({ foreign, ...entry }) => ({
          ...entry,
          units: Number(entry.units),
          cents: Number(entry.cents) + inBaseCentsOfGroups(foreign),
        })),
        lowStock: parsed(row.low_stock),
        mostWanted: parsed(row.most_wanted),
        lowStockCount: Number(row.low_count),
        attentionOrders: parsed(row.attention_orders).map(({ rate, currency, ...entry }) => {
          const kept = { currency, exchangeRate: rate };
          const foreign = currency === BASE_ROW_CURRENCY ? {} : { currency: orderCurrency(kept).code };
          return { ...entry, ...foreign, cents: inBaseCents(Number(entry.cents), kept) };
        }),
        attentionCount: Number(row.attention_count),
      };
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;

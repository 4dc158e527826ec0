import { sql } from 'drizzle-orm';
import { PAID_STATUSES } from '@shop/shared/constants';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { ownedBy, type OrderStatus, type PaymentStatus } from '../orders';

/** Both drivers (pg and PGlite) answer raw SQL with `rows`. */
/** A json column: parsed by the driver, or (on some paths) still text. */
type Json<T> = T | string;

function parsed<T>(value: Json<T>): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** The one row of the admin's figures: counts come back from PostgreSQL as strings or numbers. */
interface AdminStatsRow {
  earnings: string | number;
  orders: string | number;
  users: string | number;
  products: string | number;
  reviews: string | number;
  monthly: Json<{ month: number; cents: string | number }[]>;
  first_year: number | null;
  by_size: Json<{ value: string; units: number }[]>;
  by_color: Json<{ value: string; units: number }[]>;
  best_sellers: Json<{ productId: string; name: string; units: number; cents: number }[]>;
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

export function createStatsRepository(db: Db) {
  return {
    /** A customer's paid totals, reviews and items bought, in one round trip. */
    async userStats(userId: string) {
      const [row] = await rowsOf<{ paid_cents: string | number; reviews: string | number; items: string | number }>(
        db,
        sql`
        with mine as (
          select orders.id, orders.total_cents - orders.refunded_cents as kept_cents from orders
          where orders.${PAID} and ${ownedBy(userId)}
        )
        select
          coalesce((select sum(kept_cents) from mine), 0) as paid_cents,
          (select count(*) from reviews r where r.user_id = ${userId}) as reviews,
          coalesce((select sum(l.quantity - l.refunded_quantity) from order_lines l where l.order_id in (select id from mine)), 0) as items
      `,
      );
      return {
        paidCents: Number(row?.paid_cents ?? 0),
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
          select coalesce(sum(total_cents - refunded_cents), 0) as earnings, count(*) as orders from orders where ${PAID} and ${counted}
        ),
        year_lines as (
          select l.product_id, l.name, l.color, l.size, l.quantity - l.refunded_quantity as quantity, l.unit_price_cents
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
        attention as (
          select id, order_id, email, total_cents, status, payment_status, created_at from orders
          where ${counted}
            and (payment_status = 'flagged' or (payment_status = 'pending' and created_at < ${unpaidBefore.toISOString()}::timestamptz))
        )
        select
          (select earnings from totals) as earnings,
          (select orders from totals) as orders,
          (select count(*) from users) as users,
          (select count(*) from products where archived_at is null) as products,
          (select count(*) from reviews) as reviews,
          (select coalesce(json_agg(json_build_object('month', m, 'cents', month_paid.cents)), '[]'::json)
            from generate_series(1, 12) as m
            cross join lateral (
              select sum(total_cents - refunded_cents) as cents from orders
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
          (select coalesce(json_agg(json_build_object('productId', product_id, 'name', name, 'units', units, 'cents', cents)
              order by units desc, cents desc, name), '[]'::json)
            from (
              -- The product's name today; the lines' own only if it is gone.
              select y.product_id, coalesce(max(p.name), max(y.name)) as name, sum(y.quantity) as units,
                sum(y.quantity::bigint * y.unit_price_cents) as cents
              from year_lines y left join products p on p.id = y.product_id
              where y.product_id is not null
              group by y.product_id
              order by units desc, cents desc, name
              limit ${bestSellersLimit}
            ) as best) as best_sellers,
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
              'status', status, 'paymentStatus', payment_status, 'createdAt', created_at) order by created_at desc, id), '[]'::json)
            from (select * from attention order by created_at desc, id limit ${alertsLimit}) as newest) as attention_orders
      `,
        )
      )[0]!;
      return {
        earningsCents: Number(row.earnings),
        orders: Number(row.orders),
        users: Number(row.users),
        products: Number(row.products),
        reviews: Number(row.reviews),
        monthlyCents: new Map(parsed(row.monthly).map((entry) => [entry.month, Number(entry.cents)])),
        firstYear: row.first_year === null ? null : Number(row.first_year),
        unitsBySize: parsed(row.by_size).map(({ value, units }) => ({ size: value, units: Number(units) })),
        unitsByColor: parsed(row.by_color).map(({ value, units }) => ({ color: value, units: Number(units) })),
        bestSellers: parsed(row.best_sellers).map((entry) => ({ ...entry, units: Number(entry.units), cents: Number(entry.cents) })),
        lowStock: parsed(row.low_stock),
        mostWanted: parsed(row.most_wanted),
        lowStockCount: Number(row.low_count),
        attentionOrders: parsed(row.attention_orders).map((entry) => ({ ...entry, cents: Number(entry.cents) })),
        attentionCount: Number(row.attention_count),
      };
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;

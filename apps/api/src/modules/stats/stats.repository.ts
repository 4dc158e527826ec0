import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownedBy } from '../orders/orders.repository';

/** Both drivers (pg and PGlite) answer raw SQL with `rows`. */
type QueryRows<T> = { rows: T[] };

export function createStatsRepository(db: Db) {
  return {
    /** A customer's paid totals, reviews and items bought, in one round trip. */
    async userStats(userId: string) {
      const result = (await db.execute(sql`
        with mine as (
          select orders.id, orders.total_cents from orders
          where orders.payment_status = 'paid' and ${ownedBy(userId)}
        )
        select
          coalesce((select sum(total_cents) from mine), 0) as paid_cents,
          (select count(*) from reviews r where r.user_id = ${userId}) as reviews,
          coalesce((select sum(l.quantity) from order_lines l where l.order_id in (select id from mine)), 0) as items
      `)) as unknown as QueryRows<{ paid_cents: string | number; reviews: string | number; items: string | number }>;
      const row = result.rows[0];
      return {
        paidCents: Number(row?.paid_cents ?? 0),
        reviews: Number(row?.reviews ?? 0),
        items: Number(row?.items ?? 0),
      };
    },

    /**
     * The admin dashboard's totals and a year's monthly earnings, in one round trip. Paid
     * orders' dates, totals and providers come from the orders_paid_idx index alone: one pass
     * for the totals, and a range of it per month of the year. Test-mode orders count only
     * when asked for.
     */
    async adminStats(year: number, { includeTest }: { includeTest: boolean }) {
      const counted = includeTest ? sql`true` : sql`provider <> 'test'`;
      const result = (await db.execute(sql`
        with totals as (
          select coalesce(sum(total_cents), 0) as earnings, count(*) as orders from orders where payment_status = 'paid' and ${counted}
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
              select sum(total_cents) as cents from orders
              where payment_status = 'paid' and ${counted}
                and paid_at >= make_timestamptz(${year}, m, 1, 0, 0, 0, 'UTC')
                and paid_at < make_timestamptz(${year}, m, 1, 0, 0, 0, 'UTC') + interval '1 month'
            ) as month_paid
            where month_paid.cents is not null) as monthly
      `)) as unknown as QueryRows<{
        earnings: string | number;
        orders: string | number;
        users: string | number;
        products: string | number;
        reviews: string | number;
        monthly: { month: number; cents: string | number }[] | string;
      }>;
      const row = result.rows[0]!;
      const monthly = typeof row.monthly === 'string' ? (JSON.parse(row.monthly) as { month: number; cents: number }[]) : row.monthly;
      return {
        earningsCents: Number(row.earnings),
        orders: Number(row.orders),
        users: Number(row.users),
        products: Number(row.products),
        reviews: Number(row.reviews),
        monthlyCents: new Map(monthly.map((entry) => [entry.month, Number(entry.cents)])),
      };
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Both drivers (pg and PGlite) answer raw SQL with `rows`. */
type QueryRows<T> = { rows: T[] };

export function createStatsRepository(db: Db) {
  return {
    /** A customer's paid totals, reviews and items bought, in one round trip. */
    async userStats(userId: string, email: string) {
      const result = (await db.execute(sql`
        with mine as (
          select o.id, o.total_cents from orders o
          where o.payment_status = 'paid' and (o.user_id = ${userId} or lower(o.email) = ${email.toLowerCase()})
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
  };
}

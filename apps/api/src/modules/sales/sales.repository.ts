import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransactions } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { amountGroups, inBaseCentsOfGroups, parsedGroups, type ForeignAmounts } from '../../db/kept-currency';
import { updateById } from '../../db/update-by-id';
import { sales } from '../../db/schema/index';

export type SaleRow = typeof sales.$inferSelect;
export type SaleValues = Omit<typeof sales.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** What a sale brought: the paid orders with a line it applied to, and those lines' totals. */
export interface SaleResults {
  orders: number;
  revenueCents: number;
}

function saleQueries(db: Db) {
  return {
    /** Every sale, newest first. */
    async list(): Promise<SaleRow[]> {
      return db
        .select()
        .from(sales)
        .orderBy(sql`${sales.createdAt} desc`, asc(sales.id));
    },

    async find(id: string): Promise<SaleRow | undefined> {
      const [row] = await db.select().from(sales).where(eq(sales.id, id));
      return row;
    },

    /**
     * The sales that may run at or after `now`: not paused, and not ended by then. Those still to
     * start are among them, so that a reader knows when the next one starts.
     */
    async live(now: Date): Promise<SaleRow[]> {
      return db
        .select()
        .from(sales)
        .where(and(eq(sales.paused, false), or(isNull(sales.endsAt), gt(sales.endsAt, now))))
        .orderBy(asc(sales.createdAt), asc(sales.id));
    },

    /**
     * What each sale brought, by its id (all of them, or those given): one pass over the paid
     * orders' pricing, whose lines name the sale that applied to them (packages/shared/src/pricing.ts).
     */
    async results(ids?: readonly string[]): Promise<Map<string, SaleResults>> {
      if (ids && ids.length === 0) return new Map();
      const only = ids
        ? sql`and line->>'saleId' in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``;
      // Per sale: its orders, and its lines' amounts grouped by their order's currency, rate and amount,
      // which are converted to the base currency at each order's rate.
      const rows = await rowsOf<{ sale_id: string; orders: number | string; revenue: ForeignAmounts[] | string }>(
        db,
        sql`with sold as (
              select line->>'saleId' as sale_id, o.id as order_id, o.currency, o.exchange_rate, (line->>'totalCents')::bigint as cents
              from orders o cross join lateral jsonb_array_elements(o.pricing->'lines') as line
              where o.payment_status in ('paid', 'partially_refunded') and o.pricing is not null and line->>'saleId' is not null ${only}
            )
            select sale.sale_id, sale.orders, ${amountGroups(sql`sold where sold.sale_id = sale.sale_id`, sql`sold.cents`)} as revenue
            from (select sale_id, count(distinct order_id)::int as orders from sold group by sale_id) as sale`,
      );
      return new Map(
        rows.map((row) => [row.sale_id, { orders: Number(row.orders), revenueCents: inBaseCentsOfGroups(parsedGroups(row.revenue)) }]),
      );
    },

    async insert(values: SaleValues): Promise<SaleRow> {
      const [row] = await db.insert(sales).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<SaleValues>): Promise<SaleRow | undefined> {
      return updateById(db, sales, id, values);
    },

    async remove(id: string): Promise<SaleRow | undefined> {
      const [row] = await db.delete(sales).where(eq(sales.id, id)).returning();
      return row;
    },
  };
}

export function createSalesRepository(db: Db) {
  return withTransactions(db, saleQueries);
}

export type SaleQueries = ReturnType<typeof saleQueries>;
export type SalesRepository = ReturnType<typeof createSalesRepository>;

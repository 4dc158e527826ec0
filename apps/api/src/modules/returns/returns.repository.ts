import { and, asc, desc, eq, inArray, min, sql } from 'drizzle-orm';
import type { ReturnState } from '@shop/shared/constants';
import { DEFAULT_RETURN_POLICY, type ReturnPolicy } from '@shop/shared/return.schema';
import { withTransactions, type Db } from '../../db/client';
import { readPage } from '../../db/pages';
import { rowsOf } from '../../db/rows-of';
import { updateById } from '../../db/update-by-id';
import {
  credits,
  exchangeLines,
  exchanges,
  orderLines,
  orders,
  orderStatusEvents,
  products,
  returnLines,
  returnPolicy,
  returns,
} from '../../db/schema/index';

export type ReturnRow = typeof returns.$inferSelect;
export type NewReturnLine = Omit<typeof returnLines.$inferInsert, 'returnId'>;

/** A return with what its page and its mail show: the order's reference and email, each line's name, the credit's code. */
export interface ReturnWithLines {
  return: ReturnRow;
  orderRef: string;
  email: string | null;
  /** The order's currency ('eur'): a refund of the return is in it; store credit is in the base currency. */
  currency: string;
  /** The order's language ('fr'), which the return's mail is written in. */
  language: string;
  creditCode: string | null;
  lines: (typeof returnLines.$inferSelect & { name: string })[];
}

const returnColumns = {
  return: returns,
  orderRef: orders.orderId,
  email: orders.email,
  currency: orders.currency,
  language: orders.language,
  creditCode: credits.code,
};

export function returnQueries(db: Db) {
  async function withLines(rows: Omit<ReturnWithLines, 'lines'>[]): Promise<ReturnWithLines[]> {
    if (rows.length === 0) return [];
    const lines = await db
      .select({ line: returnLines, name: orderLines.name })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(
        inArray(
          returnLines.returnId,
          rows.map((row) => row.return.id),
        ),
      )
      .orderBy(asc(orderLines.position), asc(returnLines.id));
    return rows.map((row) => ({
      ...row,
      lines: lines.filter(({ line }) => line.returnId === row.return.id).map(({ line, name }) => ({ ...line, name })),
    }));
  }

  const joined = () =>
    db
      .select(returnColumns)
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .leftJoin(credits, eq(credits.id, returns.creditId));

  return {
    async policy(): Promise<ReturnPolicy> {
      const [row] = await db.select().from(returnPolicy);
      return row
        ? {
            enabled: row.enabled,
            windowDays: row.windowDays,
            withdrawalRight: row.withdrawalRight,
            creditBonusPercent: row.creditBonusPercent,
          }
        : DEFAULT_RETURN_POLICY;
    },

    async savePolicy(policy: ReturnPolicy) {
      await db
        .insert(returnPolicy)
        .values({ id: true, ...policy })
        .onConflictDoUpdate({ target: returnPolicy.id, set: { ...policy, updatedAt: new Date() } });
    },

    /** The order as a return needs it: its row, when it first shipped, and each line with its product's final-sale rule. */
    async orderForReturn(orderId: string) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return undefined;
      const [shipped] = await db
        .select({ at: min(orderStatusEvents.createdAt) })
        .from(orderStatusEvents)
        .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'shipped')));
      const lines = await db
        .select({ line: orderLines, finalSale: products.finalSale })
        .from(orderLines)
        .leftJoin(products, eq(products.id, orderLines.productId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
      return { order, shippedAt: shipped?.at ?? null, lines };
    },

    /**
     * How many of each line of the order are already on their way back: under a return not
     * rejected and not refunded (a refunded one counts in the line's refunded units), or under
     * an exchange not rejected.
     */
    async quantitiesTaken(orderId: string): Promise<Map<string, number>> {
      const rows = await rowsOf<{ order_line_id: string; quantity: number | string }>(
        db,
        sql`
        select order_line_id, sum(quantity)::int as quantity from (
          select l.order_line_id, l.quantity from ${returnLines} l join ${returns} r on r.id = l.return_id
            where r.order_id = ${orderId} and r.status not in ('rejected', 'refunded')
          union all
          select l.order_line_id, l.quantity from ${exchangeLines} l join ${exchanges} e on e.id = l.exchange_id
            where e.order_id = ${orderId} and e.status <> 'rejected'
        ) taken group by order_line_id`,
      );
      return new Map(rows.map((row) => [row.order_line_id, Number(row.quantity)]));
    },

    /** Locks the order row: one return request or move at a time per order, and none while it is refunded. */
    async lockOrder(orderId: string) {
      const [row] = await db
        .select({ id: orders.id, paymentStatus: orders.paymentStatus, status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      return row;
    },

    /** Inserts the return with the next number, RR-{year}-{6 digits} (more digits past a million, never cut). */
    async insertReturn(values: Omit<typeof returns.$inferInsert, 'rmaNumber'> & { year: number }, lines: NewReturnLine[]) {
      const { year, ...row } = values;
      const rmaNumber = sql<string>`(select 'RR-' || ${String(year)} || '-' || lpad(n::text, greatest(6, length(n::text)), '0')
        from (select nextval('return_rr_seq') as n) s)`;
      const [inserted] = await db
        .insert(returns)
        .values({ ...row, rmaNumber })
        .returning();
      await db.insert(returnLines).values(lines.map((line) => ({ ...line, returnId: inserted!.id })));
      return inserted!;
    },

    async lockReturn(id: string) {
      const [row] = await db.select().from(returns).where(eq(returns.id, id)).for('update');
      return row;
    },

    async linesOf(returnId: string) {
      return db.select().from(returnLines).where(eq(returnLines.returnId, returnId));
    },

    async updateReturn(id: string, values: Partial<typeof returns.$inferInsert>) {
      return (await updateById(db, returns, id, values))!;
    },

    async find(id: string): Promise<ReturnWithLines | undefined> {
      return (await withLines(await joined().where(eq(returns.id, id))))[0];
    },

    async listForOrder(orderId: string): Promise<ReturnWithLines[]> {
      return withLines(await joined().where(eq(returns.orderId, orderId)).orderBy(desc(returns.createdAt), desc(returns.id)));
    },

    async listAll(status: ReturnState | undefined, offset: number, limit: number) {
      const newestFirst = joined().orderBy(desc(returns.createdAt), desc(returns.id)).$dynamic();
      const where = status ? eq(returns.status, status) : undefined;
      const { rows, total } = await readPage(db, { rows: newestFirst, table: returns, where }, { offset, limit });
      return { rows: await withLines(rows), total };
    },
  };
}

export type ReturnQueries = ReturnType<typeof returnQueries>;

export function createReturnsRepository(db: Db) {
  return withTransactions(db, returnQueries);
}

export type ReturnsRepository = ReturnType<typeof createReturnsRepository>;

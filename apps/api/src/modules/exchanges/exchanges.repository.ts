import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ExchangeState } from '@shop/shared/constants';
import { withTransactions, type Db } from '../../db/client';
import { readPage } from '../../db/pages';
import { updateById } from '../../db/update-by-id';
import {
  exchangeLines,
  exchanges,
  orderLines,
  orders,
  orderStatusEvents,
  products,
  productVariants,
  returnLines,
  returns,
} from '../../db/schema/index';
import { returnStock, takeStock } from '../product-editing';

export type ExchangeRow = typeof exchanges.$inferSelect;

/** An exchange with what its page and its mail show: the order's reference and email, and each line's name. */
export interface ExchangeWithLines {
  exchange: ExchangeRow;
  orderRef: string;
  email: string | null;
  lines: (typeof exchangeLines.$inferSelect & { name: string })[];
}

export interface NewExchangeLine {
  orderLineId: string;
  productId: string | null;
  quantity: number;
  fromColor: string;
  fromSize: string;
  toColor: string;
  toSize: string;
}

// NOTE: drizzle may write a column unqualified, which inside the subquery would mean the variant's own; spelled out instead.
const LINE_PRODUCT_ID = sql.raw('"order_lines"."product_id"');

const exchangeColumns = { exchange: exchanges, orderRef: orders.orderId, email: orders.email };

export function exchangeQueries(db: Db) {
  /** The lines of these exchanges, with their names, in one round trip. */
  async function withLines(rows: { exchange: ExchangeRow; orderRef: string; email: string | null }[]): Promise<ExchangeWithLines[]> {
    if (rows.length === 0) return [];
    const lines = await db
      .select({ line: exchangeLines, name: orderLines.name })
      .from(exchangeLines)
      .innerJoin(orderLines, eq(orderLines.id, exchangeLines.orderLineId))
      .where(
        inArray(
          exchangeLines.exchangeId,
          rows.map((row) => row.exchange.id),
        ),
      )
      .orderBy(asc(orderLines.position), asc(exchangeLines.id));
    return rows.map((row) => ({
      ...row,
      lines: lines.filter(({ line }) => line.exchangeId === row.exchange.id).map(({ line, name }) => ({ ...line, name })),
    }));
  }

  return {
    withLines,

    /** The order as an exchange needs it: its row, and each line with its product's rules and in-stock variants. */
    async orderForExchange(orderId: string) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return undefined;
      const lines = await db
        .select({
          line: orderLines,
          finalSale: products.finalSale,
          trackStock: products.trackStock,
          archived: sql<boolean>`${products.archivedAt} is not null`,
          colors: products.colors,
          sizes: products.sizes,
          // The product's pictures, for a line changed to another colour before shipping.
          pictures: { image: products.image, imageColor: products.imageColor, gallery: products.gallery },
          variants: sql<{ color: string; size: string; stock: number | null; priceCents: number; sku: string }[]>`coalesce((
            select json_agg(json_build_object('color', v.color, 'size', v.size, 'stock', v.stock,
              'priceCents', coalesce(v.price_cents, ${products.priceCents}), 'sku', v.sku) order by v.color, v.size)
            from ${productVariants} v where v.product_id = ${LINE_PRODUCT_ID}
          ), '[]'::json)`,
        })
        .from(orderLines)
        .leftJoin(products, eq(products.id, orderLines.productId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
      return { order, lines };
    },

    /**
     * How many of each line of the order are already under an exchange that was not rejected, or
     * on their way back in a return (not rejected, and not refunded: those count as refunded units).
     */
    async quantitiesUnderExchange(orderId: string): Promise<Map<string, number>> {
      const exchanged = db
        .select({ orderLineId: exchangeLines.orderLineId, quantity: exchangeLines.quantity })
        .from(exchangeLines)
        .innerJoin(exchanges, eq(exchanges.id, exchangeLines.exchangeId))
        .where(and(eq(exchanges.orderId, orderId), ne(exchanges.status, 'rejected')));
      const returned = db
        .select({ orderLineId: returnLines.orderLineId, quantity: returnLines.quantity })
        .from(returnLines)
        .innerJoin(returns, eq(returns.id, returnLines.returnId))
        .where(and(eq(returns.orderId, orderId), notInArray(returns.status, ['rejected', 'refunded'])));
      const rows = await unionAll(exchanged, returned);
      const taken = new Map<string, number>();
      for (const row of rows) taken.set(row.orderLineId, (taken.get(row.orderLineId) ?? 0) + row.quantity);
      return taken;
    },

    /**
     * Locks the order row until the transaction ends, and answers where it stands now: one
     * exchange request or move at a time per order, and none while it is being refunded.
     */
    async lockOrder(orderId: string) {
      const [row] = await db
        .select({ id: orders.id, paymentStatus: orders.paymentStatus, status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      return row;
    },

    /** A line of the order made another variant (a change before shipping); its history says so. */
    async changeLine(
      orderId: string,
      orderLineId: string,
      to: { color: string; size: string; sku: string; image: string },
      event: { actorId: string | null; details: Record<string, unknown> },
    ) {
      await db
        .update(orderLines)
        .set(to)
        .where(and(eq(orderLines.id, orderLineId), eq(orderLines.orderId, orderId)));
      await db.insert(orderStatusEvents).values({ orderId, actorId: event.actorId, details: event.details });
    },

    /** Every exchange of the order but the rejected ones, locked, with their lines. */
    async lockExchangesOf(orderId: string) {
      const rows = await db
        .select()
        .from(exchanges)
        .where(and(eq(exchanges.orderId, orderId), ne(exchanges.status, 'rejected')))
        .orderBy(asc(exchanges.id))
        .for('update');
      if (rows.length === 0) return [];
      const lines = await db
        .select()
        .from(exchangeLines)
        .where(
          inArray(
            exchangeLines.exchangeId,
            rows.map((row) => row.id),
          ),
        );
      return rows.map((exchange) => ({ exchange, lines: lines.filter((line) => line.exchangeId === exchange.id) }));
    },

    /** Sets stock aside only if there is enough: false when another buyer took it first. */
    takeStock: (productId: string, color: string, size: string, quantity: number) => takeStock(db, { productId, color, size }, quantity),

    returnStock: (productId: string, color: string, size: string, quantity: number) =>
      returnStock(db, { productId, color, size }, quantity),

    /** Which of these products track their stock. */
    async trackedProducts(productIds: string[]): Promise<Set<string>> {
      if (productIds.length === 0) return new Set();
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, productIds), eq(products.trackStock, true)));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Inserts the exchange with the next return authorization number, RA-{year}-{6 digits}
     * (more digits once a million is passed, never cut, so numbers stay unique).
     */
    async insertExchange(values: { orderId: string; userId: string | null; reason: string; year: number }, lines: NewExchangeLine[]) {
      const raNumber = sql<string>`(select 'RA-' || ${String(values.year)} || '-' || lpad(n::text, greatest(6, length(n::text)), '0')
        from (select nextval('exchange_ra_seq') as n) s)`;
      const [row] = await db
        .insert(exchanges)
        .values({ orderId: values.orderId, userId: values.userId, reason: values.reason, raNumber })
        .returning();
      await db.insert(exchangeLines).values(lines.map((line) => ({ ...line, exchangeId: row!.id })));
      return row!;
    },

    async lockExchange(id: string) {
      const [row] = await db.select().from(exchanges).where(eq(exchanges.id, id)).for('update');
      return row;
    },

    async linesOf(exchangeId: string) {
      return db.select().from(exchangeLines).where(eq(exchangeLines.exchangeId, exchangeId));
    },

    async updateExchange(id: string, values: Partial<typeof exchanges.$inferInsert>) {
      return (await updateById(db, exchanges, id, values))!;
    },

    async find(id: string): Promise<ExchangeWithLines | undefined> {
      const rows = await db
        .select(exchangeColumns)
        .from(exchanges)
        .innerJoin(orders, eq(orders.id, exchanges.orderId))
        .where(eq(exchanges.id, id));
      return (await withLines(rows))[0];
    },

    async listForOrder(orderId: string): Promise<ExchangeWithLines[]> {
      const rows = await db
        .select(exchangeColumns)
        .from(exchanges)
        .innerJoin(orders, eq(orders.id, exchanges.orderId))
        .where(eq(exchanges.orderId, orderId))
        .orderBy(desc(exchanges.createdAt), desc(exchanges.id));
      return withLines(rows);
    },

    async listAll(status: ExchangeState | undefined, offset: number, limit: number) {
      const newestFirst = db
        .select(exchangeColumns)
        .from(exchanges)
        .innerJoin(orders, eq(orders.id, exchanges.orderId))
        .orderBy(desc(exchanges.createdAt), desc(exchanges.id))
        .$dynamic();
      const where = status ? eq(exchanges.status, status) : undefined;
      const { rows, total } = await readPage(db, { rows: newestFirst, table: exchanges, where }, { offset, limit });
      return { rows: await withLines(rows), total };
    },
  };
}

export type ExchangeQueries = ReturnType<typeof exchangeQueries>;

export function createExchangesRepository(db: Db) {
  return withTransactions(db, exchangeQueries);
}

export type ExchangesRepository = ReturnType<typeof createExchangesRepository>;

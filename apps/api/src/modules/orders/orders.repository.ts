import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders, orderStatusEvents, products, productVariants } from '../../db/schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type OrderStatus = OrderRow['status'];
export type PaymentStatus = OrderRow['paymentStatus'];

// NOTE: drizzle writes a column of the selected table unqualified ("id"), which inside a
// subquery would mean the subquery's own column; the correlation is spelled out instead.
const ORDER_ID = sql.raw('"orders"."id"');
const PRODUCT_ID = sql.raw('"products"."id"');

const linesJson = sql<
  { productId: string | null; name: string; image: string; color: string; size: string; unitPriceCents: number; quantity: number }[]
>`coalesce((
  select json_agg(json_build_object('productId', l.product_id, 'name', l.name, 'image', l.image, 'color', l.color,
    'size', l.size, 'unitPriceCents', l.unit_price_cents, 'quantity', l.quantity) order by l.position)
  from ${orderLines} l where l.order_id = ${ORDER_ID}
), '[]'::json)`;

const eventsJson = sql<{ status: OrderStatus; at: string }[]>`coalesce((
  select json_agg(json_build_object('status', e.status, 'at', e.created_at) order by e.created_at, e.id)
  from ${orderStatusEvents} e where e.order_id = ${ORDER_ID} and e.status is not null
), '[]'::json)`;

const orderColumns = { order: orders, lines: linesJson, events: eventsJson };
export type OrderWithLines = { order: OrderRow; lines: (typeof linesJson)['_']['type']; events: (typeof eventsJson)['_']['type'] };

/** Orders a customer or an admin sees: paid ones, and those flagged for the admin to look at. */
const VISIBLE = inArray(orders.paymentStatus, ['paid', 'flagged']);

function orderQueries(db: Db) {
  return {
    /** The products a checkout names, with their variants, in one round trip. */
    async productsForCheckout(ids: string[]) {
      return db
        .select({
          id: products.id,
          name: products.name,
          image: products.image,
          colors: products.colors,
          sizes: products.sizes,
          priceCents: products.priceCents,
          trackStock: products.trackStock,
          archivedAt: products.archivedAt,
          variants: sql<{ color: string; size: string; stock: number }[] | null>`(
            select json_agg(json_build_object('color', v.color, 'size', v.size, 'stock', v.stock))
            from ${productVariants} v where v.product_id = ${PRODUCT_ID})`,
        })
        .from(products)
        .where(inArray(products.id, ids));
    },

    async insertOrder(values: typeof orders.$inferInsert, lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[]) {
      const [order] = await db.insert(orders).values(values).returning();
      await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order!.id })));
      return order!;
    },

    async setProviderSession(id: string, sessionId: string) {
      await db.update(orders).set({ providerSessionId: sessionId }).where(eq(orders.id, id));
    },

    async findByProviderSession(provider: string, sessionId: string) {
      const [row] = await db.select().from(orders).where(and(eq(orders.provider, provider), eq(orders.providerSessionId, sessionId))).limit(1);
      return row;
    },

    /** Locks the order row until the transaction ends: fulfilment runs once at a time per order. */
    async lockOrder(id: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    async linesOf(orderId: string) {
      return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
    },

    /** Locks the stock rows of these variants, always in the same order so that buyers never deadlock. */
    async lockVariants(keys: { productId: string; color: string; size: string }[]) {
      if (keys.length === 0) return [];
      const productIds = [...new Set(keys.map((key) => key.productId))];
      return db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, productIds))
        .orderBy(asc(productVariants.productId), asc(productVariants.color), asc(productVariants.size))
        .for('update');
    },

    async takeStock(productId: string, color: string, size: string, quantity: number) {
      const rows = await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${quantity}` })
        .where(
          and(
            eq(productVariants.productId, productId),
            eq(productVariants.color, color),
            eq(productVariants.size, size),
            sql`${productVariants.stock} >= ${quantity}`,
          ),
        )
        .returning({ stock: productVariants.stock });
      return rows.length > 0;
    },

    async updateOrder(id: string, values: Partial<typeof orders.$inferInsert>) {
      const [row] = await db.update(orders).set({ ...values, updatedAt: new Date() }).where(eq(orders.id, id)).returning();
      return row;
    },

    async addEvent(event: typeof orderStatusEvents.$inferInsert) {
      await db.insert(orderStatusEvents).values(event);
    },

    async findWithLines(where: { id?: string; orderRef?: string }): Promise<OrderWithLines | undefined> {
      const [row] = await db
        .select(orderColumns)
        .from(orders)
        .where(where.id ? eq(orders.id, where.id) : eq(orders.orderId, where.orderRef ?? ''))
        .limit(1);
      return row;
    },

    async listForCustomer(userId: string | undefined, email: string): Promise<OrderWithLines[]> {
      return db
        .select(orderColumns)
        .from(orders)
        .where(and(VISIBLE, or(eq(sql`lower(${orders.email})`, email.toLowerCase()), userId ? eq(orders.userId, userId) : undefined)))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    async listAll(status: OrderStatus | undefined, offset: number, limit: number) {
      const where = and(VISIBLE, status ? eq(orders.status, status) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select(orderColumns).from(orders).where(where).orderBy(desc(orders.updatedAt), desc(orders.id)).offset(offset).limit(limit),
        db.select({ value: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async deleteOrder(id: string) {
      const rows = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id, orderId: orders.orderId });
      return rows[0];
    },
  };
}

export type OrderQueries = ReturnType<typeof orderQueries>;

export function createOrdersRepository(db: Db) {
  return {
    ...orderQueries(db),
    async transaction<T>(work: (tx: Db, queries: OrderQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        return work(tx, orderQueries(tx));
      });
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

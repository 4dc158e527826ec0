import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { shopSecret } from '../../db/shop-secret';
import { inTransaction, withTransactions, type Db } from '../../db/client';
import { readPage, type RowsPage } from '../../db/pages';
import { updateById } from '../../db/update-by-id';
import { contains } from '../../db/contains';
import { productNameIn } from '../../db/product-name-in';
import { PLACED_STATUSES } from '@shop/shared/constants';
import {
  credits,
  orderCredits,
  orderLines,
  orderRefunds,
  orders,
  orderStatusEvents,
  products,
  productVariants,
  users,
  type OrderLineGiftCard,
  type RefundedLine,
} from '../../db/schema/index';
import { returnStock, takeStock } from '../product-editing';
import { spendableCredits } from '../credits';

export type OrderRow = typeof orders.$inferSelect;
export type OrderStatus = OrderRow['status'];
export type PaymentStatus = OrderRow['paymentStatus'];

export interface AdminOrderFilter {
  status?: OrderStatus;
  /** One payment status; without it, the orders a customer sees (see VISIBLE). */
  paymentStatus?: PaymentStatus;
  /** Only flagged orders (kept for the links that already ask for them). */
  attention?: boolean;
  /** Part of the order reference or of the email, in any case. */
  search?: string;
}

// NOTE: drizzle writes a column of the selected table unqualified ("id"), which inside a
// subquery would mean the subquery's own column; the correlation is spelled out instead.
const ORDER_ID = sql.raw('"orders"."id"');
const PRODUCT_ID = sql.raw('"products"."id"');

const linesJson = sql<
  {
    id: string;
    position: number;
    productId: string | null;
    name: string;
    localName: string | null;
    image: string;
    color: string;
    size: string;
    sku: string;
    unitPriceCents: number;
    quantity: number;
    discountCents: number;
    refundedQuantity: number;
    giftCard: OrderLineGiftCard | null;
  }[]
>`coalesce((
  select json_agg(json_build_object('id', l.id, 'position', l.position, 'productId', l.product_id, 'name', l.name,
    'localName', l.local_name, 'image', l.image,
    'color', l.color, 'size', l.size, 'sku', l.sku, 'unitPriceCents', l.unit_price_cents, 'quantity', l.quantity,
    'discountCents', l.discount_cents, 'refundedQuantity', l.refunded_quantity, 'giftCard', l.gift_card) order by l.position)
  from ${orderLines} l where l.order_id = ${ORDER_ID}
), '[]'::json)`;

const eventsJson = sql<{ status: OrderStatus; at: string }[]>`coalesce((
  select json_agg(json_build_object('status', e.status, 'at', e.created_at) order by e.created_at, e.id)
  from ${orderStatusEvents} e where e.order_id = ${ORDER_ID} and e.status is not null
), '[]'::json)`;

/** The lines changed to another variant before shipping (their events carry `lineChanged`), oldest first. */
const lineChangesJson = sql<{ at: string; change: OrderLineChangeDetails }[]>`coalesce((
  select json_agg(json_build_object('at', e.created_at, 'change', e.details->'lineChanged') order by e.created_at, e.id)
  from ${orderStatusEvents} e where e.order_id = ${ORDER_ID} and e.details->'lineChanged' is not null
), '[]'::json)`;

/** What an order's history keeps of a line changed before shipping. */
export interface OrderLineChangeDetails {
  orderLineId: string;
  name: string;
  quantity: number;
  from: { color: string; size: string };
  to: { color: string; size: string };
}

/** The refunds made, oldest first, with who made them; one still with the payment provider is not listed. */
const refundsJson = sql<
  {
    id: string;
    amountCents: number;
    creditCents: number;
    shipping: boolean;
    lines: RefundedLine[];
    reason: string;
    by: string | null;
    at: string;
  }[]
>`coalesce((
  select json_agg(json_build_object('id', r.id, 'amountCents', r.amount_cents, 'creditCents', r.credit_cents, 'shipping', r.shipping, 'lines', r.lines,
    'reason', r.reason, 'by', (select u.username from ${users} u where u.id = r.actor_id), 'at', r.done_at) order by r.done_at, r.id)
  from ${orderRefunds} r where r.order_id = ${ORDER_ID} and r.state = 'done'
), '[]'::json)`;

/** The gift cards and store credit that pay the order (not those an expired checkout gave back), oldest first. */
const creditCodesJson = sql<string[]>`coalesce((
  select json_agg(c.code order by oc.created_at, oc.id)
  from ${orderCredits} oc join ${credits} c on c.id = oc.credit_id where oc.order_id = ${ORDER_ID} and oc.state <> 'released'
), '[]'::json)`;

const orderColumns = {
  order: orders,
  lines: linesJson,
  events: eventsJson,
  lineChanges: lineChangesJson,
  refunds: refundsJson,
  creditCodes: creditCodesJson,
};
export type OrderWithLines = {
  order: OrderRow;
  lines: (typeof linesJson)['_']['type'];
  events: (typeof eventsJson)['_']['type'];
  lineChanges: (typeof lineChangesJson)['_']['type'];
  refunds: (typeof refundsJson)['_']['type'];
  creditCodes: string[];
};

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** Orders a customer or an admin sees: paid ones, refunded ones, and those flagged for the admin to look at. */
const VISIBLE = inArray(orders.paymentStatus, [...PLACED_STATUSES]);

/**
 * The orders that belong to this account: those it placed, and guest orders its owner claimed
 * after proving the address (which set their account). An email address alone grants nothing.
 */
export function ownedBy(userId: string) {
  return eq(orders.userId, userId);
}

export function orderQueries(db: Db) {
  /** One page of the orders that pass `where`, newest first, and how many pass it. */
  async function pageOfOrders(where: SQL | undefined, page: RowsPage): Promise<{ rows: OrderWithLines[]; total: number }> {
    const newestFirst = db.select(orderColumns).from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic();
    return readPage(db, { rows: newestFirst, table: orders, where }, page);
  }

  return {
    /** The gift cards and store credit a shopper may spend: a code typed, and the account's own. */
    spendableCredits: (choice: Parameters<typeof spendableCredits>[1]) => spendableCredits(db, choice),

    /**
     * The products a checkout names, with their variants, in one round trip; `localName` is each
     * one's name in `language` where the brand gave one (null otherwise, and for no language).
     */
    async productsForCheckout(ids: string[], language: string | null = null) {
      return db
        .select({
          id: products.id,
          name: products.name,
          localName: productNameIn(language),
          image: products.image,
          imageColor: products.imageColor,
          gallery: products.gallery,
          colors: products.colors,
          sizes: products.sizes,
          priceCents: products.priceCents,
          category: products.category,
          moreCategories: products.moreCategories,
          trackStock: products.trackStock,
          archivedAt: products.archivedAt,
          oldPriceCents: products.oldPriceCents,
          taxClass: products.taxClass,
          giftCard: products.giftCard,
          variants: sql<
            | { color: string; size: string; stock: number | null; sku: string; priceCents: number | null; weightGrams: number | null }[]
            | null
          >`(
            select json_agg(json_build_object('color', v.color, 'size', v.size, 'stock', v.stock, 'sku', v.sku, 'priceCents', v.price_cents,
              'weightGrams', v.weight_grams))
            from ${productVariants} v where v.product_id = ${PRODUCT_ID})`,
        })
        .from(products)
        .where(inArray(products.id, ids));
    },

    /** The order and its lines in one transaction: a crash or a lost connection between them leaves neither. */
    async insertOrder(values: typeof orders.$inferInsert, lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[]) {
      return inTransaction(db, async (tx) => {
        const [order] = await tx.insert(orders).values(values).returning();
        await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order!.id })));
        return order!;
      });
    },

    async setProviderSession(id: string, sessionId: string) {
      await db.update(orders).set({ providerSessionId: sessionId }).where(eq(orders.id, id));
    },

    async findByProviderSession(provider: string, sessionId: string) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.provider, provider), eq(orders.providerSessionId, sessionId)))
        .limit(1);
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

    /** Keeps the codes issued for a gift card line with its recipient's details. */
    async setGiftCardCodes(lineId: string, creditIds: string[]) {
      await db
        .update(orderLines)
        .set({ giftCard: sql`${orderLines.giftCard} || ${JSON.stringify({ creditIds })}::jsonb` })
        .where(eq(orderLines.id, lineId));
    },

    /** Sets each line's share of the tax, by its position: the tax the payment provider collected. */
    async setLineTaxes(orderId: string, taxCents: readonly number[]) {
      if (taxCents.length === 0) return;
      await db
        .update(orderLines)
        .set({ taxCents: sql`(${sql.param([...taxCents])}::int[])[${orderLines.position} + 1]` })
        .where(and(eq(orderLines.orderId, orderId), lt(orderLines.position, taxCents.length)));
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

    takeStock: (productId: string, color: string, size: string, quantity: number) => takeStock(db, { productId, color, size }, quantity),

    returnStock: (productId: string, color: string, size: string, quantity: number) =>
      returnStock(db, { productId, color, size }, quantity),

    async updateOrder(id: string, values: Partial<typeof orders.$inferInsert>) {
      return updateById(db, orders, id, values);
    },

    /** The order's refunds, pending and done, oldest first. */
    async refundsOf(orderId: string): Promise<OrderRefundRow[]> {
      return db
        .select()
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, orderId))
        .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
    },

    async insertRefund(values: typeof orderRefunds.$inferInsert): Promise<OrderRefundRow> {
      const [row] = await db.insert(orderRefunds).values(values).returning();
      return row!;
    },

    /** A refund the payment provider has made. */
    async finishRefund(id: string, providerRefundId: string | null, at: Date) {
      await db.update(orderRefunds).set({ state: 'done', providerRefundId, doneAt: at }).where(eq(orderRefunds.id, id));
    },

    /** A refund the payment provider did not make: what it set aside is free again. */
    async dropPendingRefund(id: string) {
      await db.delete(orderRefunds).where(and(eq(orderRefunds.id, id), eq(orderRefunds.state, 'pending')));
    },

    /** Counts units of lines as refunded, in one statement. */
    async addRefundedUnits(orderId: string, lines: readonly { orderLineId: string; quantity: number }[]) {
      if (lines.length === 0) return;
      const ids = lines.map((line) => line.orderLineId);
      const quantities = lines.map((line) => line.quantity);
      await db
        .update(orderLines)
        .set({
          refundedQuantity: sql`${orderLines.refundedQuantity} + (${sql.param(quantities)}::int[])[array_position(${sql.param(ids)}::uuid[], ${orderLines.id})]`,
        })
        .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.id, ids)));
    },

    /** Records a step of the order's history; answers its id. */
    async addEvent(event: typeof orderStatusEvents.$inferInsert): Promise<{ id: string }> {
      const [row] = await db.insert(orderStatusEvents).values(event).returning({ id: orderStatusEvents.id });
      return row!;
    },

    async findWithLines(where: { id?: string; orderRef?: string }): Promise<OrderWithLines | undefined> {
      const [row] = await db
        .select(orderColumns)
        .from(orders)
        .where(where.id ? eq(orders.id, where.id) : eq(orders.orderId, where.orderRef ?? ''))
        .limit(1);
      return row;
    },

    async owns(userId: string, orderId: string): Promise<boolean> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), ownedBy(userId)))
        .limit(1);
      return rows.length > 0;
    },

    /** A page of this account's orders (see `ownedBy`), newest first, and how many it has. */
    async listForUser(userId: string, page: RowsPage) {
      return pageOfOrders(and(VISIBLE, ownedBy(userId)), page);
    },

    /** The id of the account registered with this address, if any. */
    async accountIdOf(email: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row?.id;
    },

    /** For admins: a page of the orders placed with this address, by its account or as a guest, and how many there are. */
    async listForEmail(email: string, page: RowsPage) {
      const account = sql`(select u.id from ${users} u where lower(u.email) = ${email.toLowerCase()})`;
      return pageOfOrders(
        and(VISIBLE, or(eq(sql`lower(${orders.email})`, email.toLowerCase()), sql`${orders.userId} in ${account}`)),
        page,
      );
    },

    /** For admins: a page of the orders that pass the filter, newest change first, and how many pass it. */
    async listAll(filter: AdminOrderFilter, offset: number, limit: number) {
      const where = and(
        filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : VISIBLE,
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.attention ? eq(orders.paymentStatus, 'flagged') : undefined,
        filter.search ? or(contains(orders.orderId, filter.search), contains(orders.email, filter.search)) : undefined,
      );
      const newestChangeFirst = db.select(orderColumns).from(orders).orderBy(desc(orders.updatedAt), desc(orders.id)).$dynamic();
      return readPage(db, { rows: newestChangeFirst, table: orders, where }, { offset, limit });
    },

    /** Marks unpaid orders made before `before` expired, with their event; answers their ids. */
    async expirePending(before: Date): Promise<string[]> {
      const expired = await db
        .update(orders)
        .set({ paymentStatus: 'expired', updatedAt: new Date() })
        .where(and(eq(orders.paymentStatus, 'pending'), lt(orders.createdAt, before)))
        .returning({ id: orders.id });
      if (expired.length)
        await db.insert(orderStatusEvents).values(expired.map(({ id }) => ({ orderId: id, paymentStatus: 'expired' as const })));
      return expired.map(({ id }) => id);
    },

    /** A secret the shop made for itself, the same on every instance (made at first use). */
    async secret(name: string): Promise<string> {
      return shopSecret(db, name);
    },

    async deleteOrder(id: string) {
      const rows = await db.delete(orders).where(eq(orders.id, id)).returning({
        id: orders.id,
        orderId: orders.orderId,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        email: orders.email,
        totalCents: orders.totalCents,
        currency: orders.currency,
      });
      return rows[0];
    },
  };
}

export type OrderQueries = ReturnType<typeof orderQueries>;

export function createOrdersRepository(db: Db) {
  return withTransactions(db, orderQueries);
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

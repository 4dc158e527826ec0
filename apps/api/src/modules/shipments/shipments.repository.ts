import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Carrier } from '@shop/shared/shipment.schema';
import { withTransactions, type Db } from '../../db/client';
import { updateById } from '../../db/update-by-id';
import { orderLines, orders, orderStatusEvents, shipmentLines, shipments } from '../../db/schema/index';
import type { OrderStatus } from '../orders';

export type ShipmentRow = typeof shipments.$inferSelect;

/** A parcel with what it holds: each line's name and variant as the order has them. */
export interface ShipmentWithLines {
  shipment: ShipmentRow;
  lines: { orderLineId: string; name: string; color: string; size: string; quantity: number }[];
}

/** A line of the order and how many of it have left in a parcel so far. */
export interface LineShipped {
  id: string;
  name: string;
  /** Its name in the order's language, where the brand gave one: the shopper's mail shows it. */
  localName: string | null;
  image: string;
  color: string;
  size: string;
  sku: string;
  quantity: number;
  shipped: number;
}

// NOTE: drizzle may write a column unqualified, which inside the subquery would mean the subquery's own; spelled out instead.
const LINE_ID = sql.raw('"order_lines"."id"');

function shipmentQueries(db: Db) {
  return {
    /** The order as it stands, unlocked: who it belongs to, for its tracking link. */
    async findOrder(orderId: string) {
      const [row] = await db
        .select({ orderId: orders.orderId, userId: orders.userId, language: orders.language })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row;
    },

    /**
     * Locks the order row until the transaction ends, as a status change and a refund lock it:
     * one shipment at a time per order (two cannot both send the last item), and none while the
     * order is being refunded.
     */
    async lockOrder(orderId: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },

    /** Every line of the order, in its order, with how many of it have shipped. */
    async linesShipped(orderId: string): Promise<LineShipped[]> {
      return db
        .select({
          id: orderLines.id,
          name: orderLines.name,
          localName: orderLines.localName,
          image: orderLines.image,
          color: orderLines.color,
          size: orderLines.size,
          sku: orderLines.sku,
          // Units refunded before they shipped are not to be sent.
          quantity: sql<number>`${orderLines.quantity} - ${orderLines.refundedQuantity}`.mapWith(Number),
          shipped: sql<number>`coalesce((select sum(s.quantity) from ${shipmentLines} s where s.order_line_id = ${LINE_ID}), 0)::int`,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
    },

    /** The parcel and what it holds. */
    async insertShipment(
      values: { orderId: string; carrier: Carrier; trackingNumber: string; trackingUrl: string; actorId: string },
      lines: { orderLineId: string; quantity: number }[],
    ): Promise<ShipmentRow> {
      const [row] = await db.insert(shipments).values(values).returning();
      await db.insert(shipmentLines).values(lines.map((line) => ({ ...line, shipmentId: row!.id })));
      return row!;
    },

    /**
     * Moves the order to `status` with its step in the history, as the orders module's own
     * status change records it (orders.service.ts setStatus); answers the event's id.
     */
    async moveOrder(orderId: string, status: OrderStatus, actorId: string): Promise<{ id: string }> {
      await updateById(db, orders, orderId, { status });
      const [event] = await db.insert(orderStatusEvents).values({ orderId, status, actorId }).returning({ id: orderStatusEvents.id });
      return event!;
    },

    /** The order's parcels, oldest first, each with its lines in the order's order. */
    async listForOrder(orderId: string): Promise<ShipmentWithLines[]> {
      const rows = await db
        .select()
        .from(shipments)
        .where(eq(shipments.orderId, orderId))
        .orderBy(asc(shipments.createdAt), asc(shipments.id));
      return withLines(rows);
    },

    async find(id: string): Promise<ShipmentWithLines | undefined> {
      const rows = await db.select().from(shipments).where(eq(shipments.id, id));
      return (await withLines(rows))[0];
    },
  };

  /** The lines of these parcels, with their names, in one round trip. */
  async function withLines(rows: ShipmentRow[]): Promise<ShipmentWithLines[]> {
    if (rows.length === 0) return [];
    const lines = await db
      .select({
        shipmentId: shipmentLines.shipmentId,
        orderLineId: shipmentLines.orderLineId,
        quantity: shipmentLines.quantity,
        name: orderLines.name,
        color: orderLines.color,
        size: orderLines.size,
      })
      .from(shipmentLines)
      .innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
      .where(
        inArray(
          shipmentLines.shipmentId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderLines.position));
    return rows.map((shipment) => ({
      shipment,
      lines: lines.filter((line) => line.shipmentId === shipment.id).map(({ shipmentId: _, ...line }) => line),
    }));
  }
}

export type ShipmentQueries = ReturnType<typeof shipmentQueries>;

export function createShipmentsRepository(db: Db) {
  return withTransactions(db, shipmentQueries);
}

export type ShipmentsRepository = ReturnType<typeof createShipmentsRepository>;

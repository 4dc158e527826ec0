import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { CARRIERS } from '@shop/shared/shipment.schema';
import { createdAt, id, parentRef, weakRef } from './columns';
import { orderLines, orders } from './orders';
import { users } from './users';

/**
 * A parcel an order left in: its carrier and tracking number, and the link that follows it.
 * An order may ship in several, each holding some of its lines (`shipment_lines`).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: parentRef('order_id', () => orders.id),
    carrier: text('carrier', { enum: CARRIERS }).notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /**
     * The link as it was made when the parcel left (packages/shared/src/shipment.schema.ts):
     * kept, so that a custom pattern needs no row of its own and a carrier changing its site
     * later does not change what the customer was mailed.
     */
    trackingUrl: text('tracking_url').notNull(),
    /** The admin who shipped it. */
    actorId: weakRef('actor_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('shipments_carrier_known', sql`${t.carrier} in ('usps', 'ups', 'fedex', 'dhl', 'royal-mail', 'other')`),
    index('shipments_order_idx').on(t.orderId, t.createdAt),
  ],
);

/** How many of an order line a parcel holds. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    shipmentId: parentRef('shipment_id', () => shipments.id),
    orderLineId: parentRef('order_line_id', () => orderLines.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.orderLineId] }),
    check('shipment_lines_quantity_positive', sql`${t.quantity} > 0`),
    index('shipment_lines_order_line_idx').on(t.orderLineId),
  ],
);

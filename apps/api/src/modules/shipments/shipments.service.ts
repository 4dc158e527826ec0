import { isPaid, sizeLabel } from '@shop/shared/constants';
import { carrierName, trackingUrl, type CreateShipmentSchema, type Shipment, type ShipmentsResponse } from '@shop/shared/shipment.schema';
import type { z } from 'zod';
import { badRequest, conflict, notFound, type FieldError } from '../../lib/http-errors';
import type { AuthUser } from '../../lib/guards';
import { recordAudit } from '../audit';
import type { Mailer } from '../mail';
import { orderStatusEmail, queueOrderWebhook, type OrdersService, type OrderStatus } from '../orders';
import type { LineShipped, ShipmentsRepository, ShipmentWithLines } from './shipments.repository';

type CreateInput = z.output<typeof CreateShipmentSchema>;

export interface ShipmentsServiceDeps {
  repository: ShipmentsRepository;
  /** Who may see an order (its owner, an admin, or its tracking link), and where its customer follows it. */
  orders: Pick<OrdersService, 'orderFor' | 'trackingUrlOf'>;
  mailer: Mailer;
  shopName: string;
}

/** The steps before 'shipped': a first parcel moves the order on; a later one, or one of a completed order, leaves it be. */
const BEFORE_SHIPPED: readonly OrderStatus[] = ['pending', 'processing'];

export function toShipment({ shipment, lines }: ShipmentWithLines): Shipment {
  return {
    id: shipment.id,
    carrier: shipment.carrier,
    carrierName: carrierName(shipment.carrier, shipment.trackingUrl),
    trackingNumber: shipment.trackingNumber,
    trackingUrl: shipment.trackingUrl,
    lines: lines.map((line) => ({
      lineId: line.orderLineId,
      name: line.name,
      color: line.color,
      size: line.size,
      quantity: line.quantity,
    })),
    shippedAt: shipment.createdAt.toISOString(),
  };
}

/** A line as a message names it: 'Field Tee (black, M)'. */
const lineLabel = (line: { name: string; color: string; size: string }) =>
  `${line.name} (${[line.color, sizeLabel(line.size)].filter(Boolean).join(', ')})`;

/**
 * What the parcel holds: the lines asked for, or everything not yet shipped when none are named.
 * Every line that cannot go as asked is named, each at its path, in one 400.
 */
function parcelLines(lines: LineShipped[], asked: CreateInput['lines']): { line: LineShipped; quantity: number }[] {
  if (!asked) {
    const left = lines.filter((line) => line.quantity > line.shipped).map((line) => ({ line, quantity: line.quantity - line.shipped }));
    if (left.length === 0)
      throw badRequest('Everything in this order has already shipped.', [{ path: 'lines', message: 'Nothing is left to ship' }]);
    return left;
  }
  const byId = new Map(lines.map((line) => [line.id, line]));
  const errors: FieldError[] = [];
  const parcel = asked.flatMap(({ lineId, quantity }, index) => {
    const line = byId.get(lineId);
    if (!line) {
      errors.push({ path: `lines.${index}.lineId`, message: `Line ${index + 1}: this order has no such line` });
      return [];
    }
    const left = line.quantity - line.shipped;
    if (quantity > left) {
      errors.push({
        path: `lines.${index}.quantity`,
        message:
          left <= 0
            ? `${lineLabel(line)} has already shipped in full`
            : `Only ${left} of ${lineLabel(line)} ${left === 1 ? 'is' : 'are'} left to ship`,
      });
      return [];
    }
    return [{ line, quantity }];
  });
  if (errors.length) throw badRequest(errors.map((error) => error.message).join('; '), errors);
  return parcel;
}

export function createShipmentsService({ repository, orders, mailer, shopName }: ShipmentsServiceDeps) {
  async function view(id: string): Promise<Shipment> {
    const found = await repository.find(id);
    if (!found) throw notFound('Shipment not found.');
    return toShipment(found);
  }

  return {
    /** The order's parcels and what is left to ship, for whoever may see the order (404 for anyone else). */
    async listForOrder(viewer: AuthUser | null, idOrRef: string, token: string | undefined): Promise<ShipmentsResponse> {
      const order = await orders.orderFor(viewer, idOrRef, token);
      const [shipments, lines] = await Promise.all([repository.listForOrder(order._id), repository.linesShipped(order._id)]);
      return {
        shipments: shipments.map(toShipment),
        lines: lines.map(({ id, ...line }) => ({ lineId: id, ...line })),
      };
    },

    /**
     * An admin sends a parcel: in one transaction, under the order's lock, it checks the order is
     * paid and each quantity is still unshipped, records the parcel, moves a pending or
     * processing order to shipped (with its step in the history, as a status change does),
     * audits it, and queues the shipped mail with the tracking link.
     */
    async create(actor: AuthUser, orderId: string, input: CreateInput): Promise<Shipment> {
      const found = await repository.findOrder(orderId);
      if (!found) throw notFound('Order not found.');
      const url = trackingUrl(input.carrier, input.trackingNumber, input.customUrlPattern);
      const name = carrierName(input.carrier, url);
      // NOTE: read before the transaction: the tracking key may need a query of its own (see orders.service.ts).
      // The order's page in its language, as the shipped mail (written in it) links it.
      const orderUrl = await orders.trackingUrlOf(found);

      const shipmentId = await mailer.sendAfter((queueMail) =>
        repository.transaction(async (tx, queries) => {
          const order = await queries.lockOrder(orderId);
          if (!order) throw notFound('Order not found.');
          if (!isPaid(order.paymentStatus)) {
            throw conflict(
              order.paymentStatus === 'flagged'
                ? "This order's payment needs attention: settle it before shipping."
                : 'Only a paid order can be shipped.',
            );
          }
          const parcel = parcelLines(await queries.linesShipped(orderId), input.lines);
          const shipment = await queries.insertShipment(
            { orderId, carrier: input.carrier, trackingNumber: input.trackingNumber, trackingUrl: url, actorId: actor.id },
            parcel.map(({ line, quantity }) => ({ orderLineId: line.id, quantity })),
          );
          const moved = BEFORE_SHIPPED.includes(order.status);
          if (moved) await queries.moveOrder(orderId, 'shipped', actor.id);
          if (moved) await queueOrderWebhook(tx, 'order.fulfilled', orderId, `order.fulfilled:${orderId}`);
          const status: OrderStatus = moved ? 'shipped' : order.status;
          const items = parcel.map(({ line, quantity }) => `${quantity} × ${lineLabel(line)}`);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'order.ship',
            entityId: orderId,
            details: { orderId: order.orderId, shipmentId: shipment.id, carrier: input.carrier, trackingNumber: input.trackingNumber },
            ...(moved ? { before: { status: order.status } } : {}),
            after: { ...(moved ? { status } : {}), carrier: name, trackingNumber: input.trackingNumber, trackingUrl: url, items },
          });
          if (order.email) {
            await queueMail(
              {
                dedupeKey: `order-shipment:${shipment.id}`,
                to: order.email,
                ...orderStatusEmail(shopName, { ...order, status }, orderUrl, {
                  carrierName: name,
                  trackingNumber: input.trackingNumber,
                  trackingUrl: url,
                  lines: parcel.map(({ line, quantity }) => ({
                    name: line.localName ?? line.name,
                    color: line.color,
                    size: line.size,
                    quantity,
                  })),
                }),
              },
              tx,
            );
          }
          return shipment.id;
        }),
      );
      return view(shipmentId);
    },
  };
}

export type ShipmentsService = ReturnType<typeof createShipmentsService>;

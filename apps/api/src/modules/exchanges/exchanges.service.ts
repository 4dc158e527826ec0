import { colorPicture } from '@shop/shared/color-picture';
import { pageFields } from '@shop/shared/common.schema';
import {
  EXCHANGE_MOVES,
  EXCHANGE_NEXT_ACTIONS,
  EXCHANGE_WINDOW_DAYS,
  isPaid,
  sizeLabel,
  type ExchangeAction,
  type ExchangeState,
} from '@shop/shared/constants';
import type {
  ChangeOrderLineSchema,
  Exchange,
  ExchangeOptionLine,
  ExchangeOptionsResponse,
  RequestExchangeSchema,
} from '@shop/shared/exchange.schema';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import type { AuthUser } from '../../lib/guards';
import type { Mailer } from '../mail';
import type { OrdersService } from '../orders';
import { queueWebhookEvent } from '../webhooks';
import { exchangeRequestedEmail, exchangeStatusEmail, type MailedExchange, type ReturnAddress } from './exchange-mail';
import type { ExchangeQueries, ExchangeRow, ExchangesRepository, ExchangeWithLines, NewExchangeLine } from './exchanges.repository';

/** The policy's conditions, as the terms state them; the customer accepts them with each request. */
export const EXCHANGE_CONDITIONS = [
  `Exchanges are asked for within ${EXCHANGE_WINDOW_DAYS} days of purchase.`,
  'Items are unused and in their original packaging.',
  'Return shipping is paid by the customer.',
  'Final-sale items cannot be exchanged.',
];

const NOT_SHIPPED = 'Exchanges are for shipped or completed orders.';
const REFUNDED = 'This order has been refunded, so it cannot be exchanged.';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why nothing about an order's exchanges may change (409), or null while it stays paid. */
function noLongerPaid(order: { paymentStatus: string } | undefined): string | null {
  if (order && isPaid(order.paymentStatus)) return null;
  return order?.paymentStatus === 'refunded' ? REFUNDED : 'This order is no longer paid, so it cannot be exchanged.';
}

type RequestInput = z.output<typeof RequestExchangeSchema>;
type ChangeInput = z.output<typeof ChangeOrderLineSchema>;

/** Why a line of the order cannot be changed before it ships, or null: it must be paid and not shipped yet. */
function changeRefusal(order: { paymentStatus: string; status: string } | undefined): string | null {
  if (order?.paymentStatus === 'refunded') return 'This order has been refunded, so it cannot be changed.';
  if (!order || !isPaid(order.paymentStatus)) return 'Only a paid order can be changed.';
  if (order.status !== 'pending' && order.status !== 'processing')
    return 'This order has shipped: ask for an exchange instead of a change.';
  return null;
}

export interface ExchangesServiceDeps {
  repository: ExchangesRepository;
  /** Who may see an order (its owner, an admin, or its tracking link), and where its customer follows it. */
  orders: Pick<OrdersService, 'orderFor' | 'trackingUrlOf'>;
  mailer: Mailer;
  publicUrl: string;
  /** Where returned items are sent. */
  shop: ReturnAddress;
}

export function toExchange({ exchange, orderRef, email, lines }: ExchangeWithLines): Exchange {
  return {
    _id: exchange.id,
    raNumber: exchange.raNumber,
    orderId: exchange.orderId,
    orderRef,
    email,
    status: exchange.status,
    reason: exchange.reason,
    rejectionReason: exchange.rejectionReason,
    restocked: exchange.restocked,
    createdAt: exchange.createdAt.toISOString(),
    updatedAt: exchange.updatedAt.toISOString(),
    lines: lines.map((line) => ({
      _id: line.id,
      orderLineId: line.orderLineId,
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      from: { color: line.fromColor, size: line.fromSize },
      to: { color: line.toColor, size: line.toSize },
    })),
  };
}

/** A variant as a sentence names it: the size alone when the colour stays. */
const variantLabel = (name: string, color: string, size: string, sameColor: boolean) =>
  `${name} in ${sameColor ? '' : `${color}, `}${sizeLabel(size)}`;

export function createExchangesService({ repository, orders, mailer, publicUrl, shop }: ExchangesServiceDeps) {
  type OrderForExchange = NonNullable<Awaited<ReturnType<ExchangesRepository['orderForExchange']>>>;

  /** The order the viewer may see (404 otherwise), as an exchange needs it. */
  async function visibleOrder(viewer: AuthUser | null, id: string, token: string | undefined): Promise<OrderForExchange> {
    const order = await orders.orderFor(viewer, id, token);
    const found = await repository.orderForExchange(order._id);
    if (!found) throw notFound('Order not found.');
    return found;
  }

  const deadlineOf = (order: OrderForExchange['order']) =>
    order.paidAt ? new Date(order.paidAt.getTime() + EXCHANGE_WINDOW_DAYS * DAY_MS) : null;

  /** Why the whole order cannot be exchanged now, or null. */
  function orderRefusal(order: OrderForExchange['order'], now: Date): string | null {
    if (order.paymentStatus === 'refunded') return REFUNDED;
    if (!isPaid(order.paymentStatus) || !order.paidAt || (order.status !== 'shipped' && order.status !== 'completed')) return NOT_SHIPPED;
    if (now > deadlineOf(order)!) return `The ${EXCHANGE_WINDOW_DAYS} days to ask for an exchange have passed.`;
    return null;
  }

  /** The variants a line may be exchanged for: in stock (or untracked), offered, and not the one bought. */
  function optionsOf(line: OrderForExchange['lines'][number]): { color: string; size: string }[] {
    if (!line.line.productId || line.archived || !line.colors || !line.sizes) return [];
    const offered = line.colors.flatMap((color) => line.sizes!.map((size) => ({ color, size })));
    const inStock = line.trackStock
      ? offered.filter((variant) =>
          line.variants.some((v) => v.color === variant.color && v.size === variant.size && (v.stock === null || v.stock > 0)),
        )
      : offered;
    return inStock.filter((variant) => variant.color !== line.line.color || variant.size !== line.line.size);
  }

  /** The price of a line's product in this variant now (its own, or the product's). */
  const priceOf = (line: OrderForExchange['lines'][number], color: string, size: string) =>
    line.variants.find((variant) => variant.color === color && variant.size === size)?.priceCents;

  /** What a line may be changed to before it ships: the exchange's options at the price of the variant bought. */
  function changeOptionsOf(line: OrderForExchange['lines'][number]): { color: string; size: string }[] {
    const price = priceOf(line, line.line.color, line.line.size);
    return price === undefined ? [] : optionsOf(line).filter((variant) => priceOf(line, variant.color, variant.size) === price);
  }

  /** The order's page in its language, as the exchange's mail links it. */
  const mailUrl = (order: { orderId: string; userId: string | null; language: string }) => orders.trackingUrlOf(order);

  /** `language` is the order's, which the exchange's mail is written in. */
  const mailed = (
    exchange: ExchangeRow,
    orderRef: string,
    lines: ExchangeWithLines['lines'],
    language: string | undefined,
  ): MailedExchange => ({
    raNumber: exchange.raNumber,
    orderRef,
    status: exchange.status,
    rejectionReason: exchange.rejectionReason,
    lines,
    language,
  });

  /** The exchange's webhook event for the state it has just reached, with the exchange as the API answers it (once per state). */
  function queueExchangeWebhook(tx: Db, queries: Pick<ExchangeQueries, 'find'>, id: string, state: ExchangeState) {
    return queueWebhookEvent(tx, {
      type: `exchange.${state}`,
      dedupeKey: `exchange.${state}:${id}`,
      data: async () => {
        const found = await queries.find(id);
        return found ? toExchange(found) : { _id: id };
      },
    });
  }

  async function view(id: string): Promise<Exchange> {
    const found = await repository.find(id);
    if (!found) throw notFound('Exchange not found.');
    return toExchange(found);
  }

  /** Puts back what the exchange set aside (its replacements), or what came back (the returned items). */
  async function putBack(queries: ExchangeQueries, lines: NewExchangeLine[], which: 'replacement' | 'returned') {
    const tracked = await queries.trackedProducts([...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))]);
    for (const line of lines) {
      if (!line.productId || !tracked.has(line.productId)) continue;
      if (which === 'replacement') await queries.returnStock(line.productId, line.toColor, line.toSize, line.quantity);
      else await queries.returnStock(line.productId, line.fromColor, line.fromSize, line.quantity);
    }
  }

  return {
    async options(viewer: AuthUser | null, id: string, token: string | undefined, now = new Date()): Promise<ExchangeOptionsResponse> {
      const { order, lines } = await visibleOrder(viewer, id, token);
      const taken = await repository.quantitiesUnderExchange(order.id);
      const refusal = orderRefusal(order, now);
      const deadline = deadlineOf(order);
      return {
        eligible: refusal === null,
        reason:
          refusal === NOT_SHIPPED || refusal === REFUNDED || refusal === null
            ? refusal
            : `The ${EXCHANGE_WINDOW_DAYS} days to ask for an exchange ended on ${deadline!.toISOString().slice(0, 10)}.`,
        deadline: deadline?.toISOString() ?? null,
        conditions: EXCHANGE_CONDITIONS,
        changeable: changeRefusal(order) === null,
        // A gift card has no size or colour to exchange or change.
        lines: lines
          .filter((line) => !line.line.giftCard)
          .map((line): ExchangeOptionLine => ({
            orderLineId: line.line.id,
            productId: line.line.productId,
            name: line.line.name,
            image: line.line.image,
            color: line.line.color,
            size: line.line.size,
            sku: line.line.sku,
            bought: line.line.quantity,
            // Units refunded are no longer the customer's to exchange.
            available: Math.max(0, line.line.quantity - line.line.refundedQuantity - (taken.get(line.line.id) ?? 0)),
            finalSale: line.finalSale ?? false,
            options: optionsOf(line),
            changeOptions: changeRefusal(order) === null ? changeOptionsOf(line) : [],
          })),
      };
    },

    async listForOrder(viewer: AuthUser | null, id: string, token: string | undefined): Promise<Exchange[]> {
      const order = await orders.orderFor(viewer, id, token);
      return (await repository.listForOrder(order._id)).map(toExchange);
    },

    /**
     * Checks every condition of the policy, then, in one transaction, sets the replacements
     * aside (a conditional decrement: of two requests for the last one, one wins) and issues
     * the return authorization number.
     */
    async request(
      viewer: AuthUser | null,
      id: string,
      token: string | undefined,
      input: RequestInput,
      now = new Date(),
    ): Promise<Exchange> {
      const { order, lines } = await visibleOrder(viewer, id, token);
      const refusal = orderRefusal(order, now);
      if (refusal === REFUNDED) throw conflict(refusal);
      if (refusal) throw badRequest(refusal);

      const byId = new Map(lines.map((line) => [line.line.id, line]));
      const wanted = new Map<string, number>();
      const newLines: NewExchangeLine[] = input.lines.map((asked) => {
        const line = byId.get(asked.orderLineId);
        if (!line) throw badRequest('This order has no such line.');
        const { name, color, size, productId } = line.line;
        if (line.line.giftCard) throw badRequest('Gift cards cannot be exchanged.');
        if (line.finalSale) throw badRequest('Final-sale items cannot be exchanged.');
        if (!productId || line.archived) throw badRequest(`${name} is no longer sold and cannot be exchanged.`);
        const toColor = asked.color || color;
        if (toColor === color && asked.size === size) throw badRequest(`Choose another size or colour for ${name}.`);
        const sameColor = toColor === color;
        if (!line.colors?.includes(toColor) || !line.sizes?.includes(asked.size))
          throw badRequest(`${variantLabel(name, toColor, asked.size, sameColor)} is not offered.`);
        wanted.set(line.line.id, (wanted.get(line.line.id) ?? 0) + asked.quantity);
        return {
          orderLineId: line.line.id,
          productId,
          quantity: asked.quantity,
          fromColor: color,
          fromSize: size,
          toColor,
          toSize: asked.size,
        };
      });

      const orderUrl = await mailUrl(order);
      const created = await mailer.sendAfter((queueMail) =>
        repository.transaction(async (tx: Db, queries) => {
          // One request at a time per order, so that two cannot both claim the same items.
          const unpaid = noLongerPaid(await queries.lockOrder(order.id));
          if (unpaid) throw conflict(unpaid);
          const taken = await queries.quantitiesUnderExchange(order.id);
          for (const [lineId, quantity] of wanted) {
            const line = byId.get(lineId)!.line;
            const left = line.quantity - line.refundedQuantity - (taken.get(lineId) ?? 0);
            if (quantity > left) {
              throw badRequest(
                left <= 0
                  ? `${line.name} (${sizeLabel(line.size)}) is already being exchanged.`
                  : `Only ${left} of ${line.name} (${sizeLabel(line.size)}) can still be exchanged.`,
              );
            }
          }
          const tracked = await queries.trackedProducts([...new Set(newLines.map((line) => line.productId!))]);
          for (const line of newLines) {
            if (!tracked.has(line.productId!)) continue;
            if (!(await queries.takeStock(line.productId!, line.toColor, line.toSize, line.quantity))) {
              const name = byId.get(line.orderLineId)!.line.name;
              throw badRequest(`${variantLabel(name, line.toColor, line.toSize, line.toColor === line.fromColor)} is out of stock.`);
            }
          }
          const exchange = await queries.insertExchange(
            { orderId: order.id, userId: viewer?.id ?? null, reason: input.reason, year: now.getUTCFullYear() },
            newLines,
          );
          await queueExchangeWebhook(tx, queries, exchange.id, 'requested');
          if (order.email) {
            const named = newLines.map((line) => ({ ...line, name: byId.get(line.orderLineId)!.line.name }));
            await queueMail(
              {
                dedupeKey: `exchange-requested:${exchange.id}`,
                to: order.email,
                ...exchangeRequestedEmail(shop, { ...mailed(exchange, order.orderId, [], order.language), lines: named }, orderUrl),
              },
              tx,
            );
          }
          return exchange;
        }),
      );
      return view(created.id);
    },

    /**
     * A paid order that has not shipped: a line becomes another size or colour at the same price,
     * in one step and with no return. Under the order's lock (as a shipment or a refund takes it),
     * the new variant is taken from stock (of two changes for the last one, one wins) and the old
     * one given back; the order's history records the change.
     */
    async changeLine(viewer: AuthUser | null, id: string, token: string | undefined, input: ChangeInput): Promise<{ message: string }> {
      const { order, lines } = await visibleOrder(viewer, id, token);
      const refused = changeRefusal(order);
      if (refused) throw badRequest(refused);
      const line = lines.find((one) => one.line.id === input.orderLineId);
      if (!line) throw badRequest('This order has no such line.');
      if (line.line.giftCard) throw badRequest('A gift card has no size or colour to change.');
      const { name, color, size, productId, quantity } = line.line;
      if (!productId || line.archived) throw badRequest(`${name} is no longer sold and cannot be changed.`);
      const toColor = input.color || color;
      if (toColor === color && input.size === size) throw badRequest(`Choose another size or colour for ${name}.`);
      const label = variantLabel(name, toColor, input.size, toColor === color);
      if (!line.colors?.includes(toColor) || !line.sizes?.includes(input.size)) throw badRequest(`${label} is not offered.`);
      const target = line.variants.find((variant) => variant.color === toColor && variant.size === input.size);
      if (!target || target.priceCents !== priceOf(line, color, size))
        throw badRequest(`${label} is sold at another price: ask the shop to change it.`);

      await repository.transaction(async (_tx, queries) => {
        const locked = changeRefusal(await queries.lockOrder(order.id));
        if (locked) throw conflict(locked);
        if ((await queries.trackedProducts([productId])).has(productId)) {
          if (!(await queries.takeStock(productId, toColor, input.size, quantity))) throw badRequest(`${label} is out of stock.`);
          await queries.returnStock(productId, color, size, quantity);
        }
        await queries.changeLine(
          order.id,
          line.line.id,
          // A new colour shows its own picture, as the checkout chose it.
          {
            color: toColor,
            size: input.size,
            sku: target.sku,
            image: line.pictures ? colorPicture(line.pictures, toColor) : line.line.image,
          },
          {
            actorId: viewer?.id ?? null,
            details: {
              lineChanged: { orderLineId: line.line.id, name, quantity, from: { color, size }, to: { color: toColor, size: input.size } },
            },
          },
        );
      });
      return { message: `Changed to ${label}.` };
    },

    async listAll(status: ExchangeState | undefined, page: number, limit: number) {
      const { rows, total } = await repository.listAll(status, (page - 1) * limit, limit);
      return { exchanges: rows.map(toExchange), total, ...pageFields(total, { page, limit }) };
    },

    view,

    /**
     * An admin moves the exchange one step along. Rejecting gives the replacements back to
     * stock; receiving in good condition (`restock`) puts the returned items back on the shelf.
     */
    async move(
      actor: AuthUser,
      id: string,
      move: ExchangeAction,
      options: { restock?: boolean; reason?: string } = {},
    ): Promise<{ message: string; exchange: Exchange }> {
      const rule = EXCHANGE_MOVES[move];
      const current = await repository.find(id);
      if (!current) throw notFound('Exchange not found.');
      const found = await repository.orderForExchange(current.exchange.orderId);
      const url = found ? await mailUrl(found.order) : publicUrl;
      await mailer.sendAfter((queueMail) =>
        repository.transaction(async (tx, queries) => {
          // The order first, as a refund locks it: then its exchanges, so the two never deadlock and never both apply.
          const refusal = noLongerPaid(await queries.lockOrder(current.exchange.orderId));
          if (refusal) throw conflict(refusal);
          const exchange = await queries.lockExchange(id);
          if (!exchange) throw notFound('Exchange not found.');
          if (!EXCHANGE_NEXT_ACTIONS[exchange.status].includes(move))
            throw badRequest(`An exchange that is ${exchange.status} cannot be ${rule.to}.`);
          const lines = await queries.linesOf(id);
          const restocked = move === 'receive' && options.restock === true;
          if (move === 'reject') await putBack(queries, lines, 'replacement');
          if (restocked) await putBack(queries, lines, 'returned');
          const updated = await queries.updateExchange(id, {
            status: rule.to,
            ...(move === 'reject' ? { rejectionReason: options.reason ?? null } : {}),
            ...(move === 'receive' ? { restocked } : {}),
            ...(move === 'close' ? { closedAt: new Date() } : {}),
          });
          await queueExchangeWebhook(tx, queries, id, rule.to);
          await recordAudit(tx, {
            actorId: actor.id,
            action: `exchange.${move}`,
            entityId: id,
            details: { raNumber: exchange.raNumber, orderId: current.orderRef },
            before: { status: exchange.status },
            after: {
              status: rule.to,
              ...(move === 'receive' ? { restocked } : {}),
              ...(move === 'reject' ? { rejectionReason: options.reason ?? null } : {}),
            },
          });
          if (current.email) {
            await queueMail(
              {
                dedupeKey: `exchange-${move}:${id}`,
                to: current.email,
                ...exchangeStatusEmail(shop, mailed(updated, current.orderRef, current.lines, found?.order.language), url),
              },
              tx,
            );
          }
        }),
      );
      return { message: rule.message, exchange: await view(id) };
    },
  };
}

export type ExchangesService = ReturnType<typeof createExchangesService>;

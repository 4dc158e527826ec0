import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { TAX_PERCENT } from '@shop/shared/constants';
import { formatCents, lineTotalCents, orderTotals } from '@shop/shared/money';
import type { CreateCheckoutSessionSchema, Order } from '@shop/shared/order.schema';
import type { z } from 'zod';
import { badRequest, forbidden, notFound, type FieldError } from '../../lib/http-errors';
import type { CheckoutSessionState, PaymentProvider } from '../../payments/provider';
import { recordAudit } from '../audit/audit.repository';
import type { AuthUser } from '../auth/guards';
import type { Mailer } from '../mail/mailer';
import { toOrder } from './order-dto';
import type { OrderQueries, OrderStatus, OrdersRepository } from './orders.repository';

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newOrderRef = () => `ORD-${Array.from({ length: 8 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('')}`;

export interface OrdersServiceDeps {
  repository: OrdersRepository;
  provider: PaymentProvider;
  mailer: Mailer;
  publicUrl: string;
  shopName: string;
  log: FastifyBaseLogger;
}

type CheckoutInput = z.output<typeof CreateCheckoutSessionSchema>;

export function createOrdersService({ repository, provider, mailer, publicUrl, shopName, log }: OrdersServiceDeps) {
  async function orderView(id: string): Promise<Order> {
    const found = await repository.findWithLines({ id });
    if (!found) throw notFound('Order not found.');
    return toOrder(found);
  }

  /** Takes stock for every tracked line, or none at all: answers the lines that could not be filled. */
  async function takeStock(tx: OrderQueries, lines: Awaited<ReturnType<OrderQueries['linesOf']>>, tracked: Set<string>) {
    const wanted = new Map<string, { productId: string; color: string; size: string; quantity: number; name: string }>();
    for (const line of lines) {
      if (!line.productId || !tracked.has(line.productId)) continue;
      const key = `${line.productId}|${line.color}|${line.size}`;
      const entry = wanted.get(key) ?? { productId: line.productId, color: line.color, size: line.size, quantity: 0, name: line.name };
      entry.quantity += line.quantity;
      wanted.set(key, entry);
    }
    const rows = await tx.lockVariants([...wanted.values()]);
    const stockOf = new Map(rows.map((row) => [`${row.productId}|${row.color}|${row.size}`, row.stock]));
    const short = [...wanted.entries()].filter(([key, line]) => (stockOf.get(key) ?? 0) < line.quantity).map(([, line]) => line);
    if (short.length) return short;
    for (const line of wanted.values()) {
      if (!(await tx.takeStock(line.productId, line.color, line.size, line.quantity))) return [line];
    }
    return [];
  }

  /**
   * The one place an order becomes paid: idempotent (the row is locked, and only a pending
   * order moves), so the webhook and the return page may both call it, as often and as
   * concurrently as they like, on any number of instances.
   */
  async function applySession(session: CheckoutSessionState): Promise<void> {
    const found = await repository.findByProviderSession(provider.name, session.id);
    const orderId = found?.id ?? session.orderId;
    if (!orderId) {
      log.warn({ sessionId: session.id }, 'payment session for no known order');
      return;
    }
    let queuedEmail = false;
    await repository.transaction(async (tx, queries) => {
      const order = await queries.lockOrder(orderId);
      if (!order || order.paymentStatus !== 'pending') return;

      if (session.status === 'expired' || session.status === 'failed') {
        // Stock is only ever taken on payment, so there is nothing to give back.
        await queries.updateOrder(order.id, { paymentStatus: session.status });
        await queries.addEvent({ orderId: order.id, paymentStatus: session.status });
        return;
      }
      if (session.status !== 'paid') return;

      const email = order.email ?? session.email?.toLowerCase() ?? null;
      if (session.amountTotalCents !== order.totalCents || session.currency?.toLowerCase() !== order.currency) {
        const note = `Paid ${session.amountTotalCents ?? '?'} ${session.currency ?? '?'} for an order of ${order.totalCents} ${order.currency}`;
        log.error({ orderId: order.orderId, note }, 'payment does not match the order: flagged');
        await queries.updateOrder(order.id, { paymentStatus: 'flagged', paymentNote: note, email });
        await queries.addEvent({ orderId: order.id, paymentStatus: 'flagged', details: { note } });
        return;
      }

      const lines = await queries.linesOf(order.id);
      const trackedIds = new Set(
        (await queries.productsForCheckout([...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))]))
          .filter((product) => product.trackStock)
          .map((product) => product.id),
      );
      const short = await takeStock(queries, lines, trackedIds);
      if (short.length) {
        const note = `Paid, but out of stock: ${short.map((line) => `${line.name} (${line.color}/${line.size})`).join(', ')}. A refund is due.`;
        log.error({ orderId: order.orderId, note }, 'paid order could not be filled: flagged');
        await queries.updateOrder(order.id, { paymentStatus: 'flagged', paymentNote: note, email });
        await queries.addEvent({ orderId: order.id, paymentStatus: 'flagged', details: { note } });
        return;
      }

      const now = new Date();
      await queries.updateOrder(order.id, { paymentStatus: 'paid', paidAt: now, stockTakenAt: now, email });
      await queries.addEvent({ orderId: order.id, status: 'pending', paymentStatus: 'paid' });
      if (email) {
        queuedEmail = await mailer.queue(tx, {
          dedupeKey: `order-confirmation:${order.id}`,
          to: email,
          subject: `${shopName}: order ${order.orderId} confirmed`,
          text: confirmationText(order.orderId, lines, order.subtotalCents, order.taxCents, order.totalCents, publicUrl),
        });
      }
    });
    if (queuedEmail) void mailer.deliverPending().catch((error: unknown) => log.error({ err: error }, 'email delivery failed'));
  }

  return {
    /**
     * Builds the order from the database (names, prices, stock; never the client's numbers),
     * then the provider's session, and answers its id and URL.
     */
    async createCheckout(input: CheckoutInput, user: { id: string; email: string } | null) {
      const products = await repository.productsForCheckout([...new Set(input.products.map((line) => line._id))]);
      const byId = new Map(products.map((product) => [product.id, product]));
      const errors: FieldError[] = [];
      const wanted = new Map<string, number>();
      const lines = input.products.flatMap((line, index) => {
        const path = `products.${index}`;
        const product = byId.get(line._id);
        if (!product || product.archivedAt) {
          errors.push({ path, message: `Line ${index + 1}: this product is no longer available` });
          return [];
        }
        const color = line.color || product.colors[0] || '';
        if (!product.colors.includes(color)) errors.push({ path: `${path}.color`, message: `Line ${index + 1}: ${product.name} is not offered in ${color}` });
        if (!product.sizes.includes(line.size)) errors.push({ path: `${path}.size`, message: `Line ${index + 1}: ${product.name} is not offered in size ${line.size}` });
        if (product.trackStock) {
          const key = `${product.id}|${color}|${line.size}`;
          const total = (wanted.get(key) ?? 0) + line.quantity;
          wanted.set(key, total);
          const stock = product.variants?.find((variant) => variant.color === color && variant.size === line.size)?.stock ?? 0;
          if (total > stock) {
            errors.push({
              path: `${path}.quantity`,
              message: stock === 0 ? `Line ${index + 1}: ${product.name} (${color}, ${line.size}) is sold out` : `Line ${index + 1}: only ${stock} of ${product.name} (${color}, ${line.size}) left`,
            });
          }
        }
        return [{ product, color, size: line.size, quantity: line.quantity }];
      });
      if (errors.length) throw badRequest(errors.map((error) => error.message).join('; '), errors);

      const { subtotal, tax } = orderTotals(
        lines.map((line) => ({ unitCents: line.product.priceCents, quantity: line.quantity })),
        TAX_PERCENT,
      );
      const order = await repository.insertOrder(
        {
          orderId: newOrderRef(),
          userId: user?.id ?? null,
          email: user?.email ?? null,
          provider: provider.name,
          subtotalCents: subtotal,
          taxCents: tax,
          totalCents: subtotal + tax,
        },
        lines.map((line, position) => ({
          productId: line.product.id,
          name: line.product.name,
          image: line.product.image,
          color: line.color,
          size: line.size,
          unitPriceCents: line.product.priceCents,
          quantity: line.quantity,
          position,
        })),
      );
      const session = await provider.createCheckoutSession({
        orderId: order.id,
        orderRef: order.orderId,
        lines: lines.map((line) => ({ name: line.product.name, unitAmountCents: line.product.priceCents, quantity: line.quantity, image: line.product.image })),
        taxCents: tax,
        currency: order.currency,
        customerEmail: user?.email,
        successUrl: `${publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}/?bag=open`,
        idempotencyKey: `checkout-${order.id}`,
      });
      await repository.setProviderSession(order.id, session.id);
      return session;
    },

    /** The return page asks: the provider is asked in turn, never trusted from the browser. */
    async confirmPayment(sessionId: string): Promise<Order> {
      const order = await repository.findByProviderSession(provider.name, sessionId);
      if (!order) throw notFound('No order for this payment session.');
      if (order.paymentStatus === 'pending') await applySession(await provider.retrieveCheckoutSession(sessionId));
      return orderView(order.id);
    },

    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      const event = await provider.parseWebhook(rawBody, signature);
      if (event.kind === 'session') await applySession(event.session);
    },

    applySession,

    async ordersOf(viewer: AuthUser, email: string): Promise<Order[]> {
      const own = viewer.email.toLowerCase() === email.toLowerCase();
      if (!own && viewer.role !== 'admin') throw forbidden();
      const rows = await repository.listForCustomer(own ? viewer.id : undefined, email);
      return rows.map(toOrder);
    },

    /** Another customer's order answers 404, so that its existence stays private. */
    async orderFor(viewer: AuthUser, idOrRef: string): Promise<Order> {
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrRef);
      const found = await repository.findWithLines(isUuid ? { id: idOrRef } : { orderRef: idOrRef.toUpperCase() });
      if (!found) throw notFound('Order not found.');
      const { order } = found;
      const owns = order.userId === viewer.id || (order.email !== null && order.email.toLowerCase() === viewer.email.toLowerCase());
      if (!owns && viewer.role !== 'admin') throw notFound('Order not found.');
      return toOrder(found);
    },

    async listAll(status: OrderStatus | undefined, page: number, limit: number) {
      const { rows, total } = await repository.listAll(status, (page - 1) * limit, limit);
      return { orders: rows.map(toOrder), total };
    },

    async setStatus(actor: AuthUser, id: string, status: OrderStatus): Promise<Order> {
      await repository.transaction(async (tx, queries) => {
        const order = await queries.lockOrder(id);
        if (!order) throw notFound('Order not found.');
        if (order.status === status) return;
        await queries.updateOrder(id, { status });
        await queries.addEvent({ orderId: id, status, actorId: actor.id });
        await recordAudit(tx, { actorId: actor.id, action: 'order.status', entity: 'order', entityId: id, details: { from: order.status, to: status } });
      });
      return orderView(id);
    },

    async remove(actor: AuthUser, id: string): Promise<void> {
      await repository.transaction(async (tx, queries) => {
        const deleted = await queries.deleteOrder(id);
        if (!deleted) throw notFound('Order not found.');
        await recordAudit(tx, { actorId: actor.id, action: 'order.delete', entity: 'order', entityId: id, details: { orderId: deleted.orderId } });
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

function confirmationText(
  orderRef: string,
  lines: { name: string; color: string; size: string; quantity: number; unitPriceCents: number }[],
  subtotal: number,
  tax: number,
  total: number,
  publicUrl: string,
): string {
  return [
    `Thank you for your order ${orderRef}.`,
    '',
    ...lines.map((line) => `${line.quantity} x ${line.name} (${line.color}, ${line.size.toUpperCase()})  ${formatCents(lineTotalCents({ unitCents: line.unitPriceCents, quantity: line.quantity }))}`),
    '',
    `Subtotal: ${formatCents(subtotal)}`,
    `Tax(${TAX_PERCENT}%): ${formatCents(tax)}`,
    `Total: ${formatCents(total)}`,
    '',
    `Follow your order: ${publicUrl}/orders/${orderRef}`,
  ].join('\n');
}

import {
  isPaid,
  RETURN_MOVES,
  RETURN_NEXT_ACTIONS,
  sizeLabel,
  WITHDRAWAL_DAYS,
  type ReturnAction,
  type ReturnState,
} from '@shop/shared/constants';
import { pageFields } from '@shop/shared/common.schema';
import { currencyCodeOf } from '@shop/shared/currency';
import { toDollars } from '@shop/shared/money';
import type {
  RequestReturnSchema,
  Return,
  ReturnOptionLine,
  ReturnOptionsResponse,
  ReturnPolicy,
  UpdateReturnPolicySchema,
} from '@shop/shared/return.schema';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { requireRecentProofOver, type AuthUser } from '../../lib/guards';
import { recordAudit } from '../audit';
import { issueStoreCredit } from '../credits';
import type { Mailer, ReturnAddress } from '../mail';
import { inBaseCents, wholeUnits, type OrdersService } from '../orders';
import { queueWebhookEvent } from '../webhooks';
import { returnRequestedEmail, returnStatusEmail, type MailedReturn } from './return-mail';
import { returnTrackedStock } from '../product-editing';
import type { ReturnsRepository, ReturnWithLines } from './returns.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_SHIPPED = 'Returns are for shipped or completed orders.';
const REFUNDED = 'This order has been refunded, so nothing on it can be returned.';
const RETURNS_OFF = 'This shop takes exchanges, not returns.';

type RequestInput = z.output<typeof RequestReturnSchema>;
type PolicyInput = z.output<typeof UpdateReturnPolicySchema>;

export interface ReturnsServiceDeps {
  repository: ReturnsRepository;
  /** Who may see an order, where its customer follows it, and its refunds. */
  orders: Pick<OrdersService, 'orderFor' | 'trackingUrlOf' | 'refund' | 'refundMade' | 'quoteRefund'>;
  mailer: Mailer;
  /** Where returned items are sent. */
  shop: ReturnAddress;
  /** Credit above this asks the staff member for a recent proof of who they are (a refund asks in orders). */
  reauthRefundsOverCents: number;
}

export function toReturn({ return: row, orderRef, email, currency, creditCode, lines }: ReturnWithLines): Return {
  return {
    _id: row.id,
    rmaNumber: row.rmaNumber,
    orderId: row.orderId,
    orderRef,
    email,
    status: row.status,
    reason: row.reason,
    fit: row.fit ?? null,
    outcome: row.outcome,
    rejectionReason: row.rejectionReason,
    restocked: row.restocked,
    // A refund is in the order's currency; store credit in the base currency.
    refunded: row.refundedCents === null ? null : wholeUnits(row.refundedCents, { currency, exchangeRate: 1 }),
    currency: currencyCodeOf(currency),
    credited: row.creditedCents === null ? null : toDollars(row.creditedCents),
    creditCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lines: lines.map((line) => ({
      _id: line.id,
      orderLineId: line.orderLineId,
      productId: line.productId,
      name: line.name,
      color: line.color,
      size: line.size,
      quantity: line.quantity,
    })),
  };
}

/** The days a customer has to ask: the shop's window, and at least the 14 days of withdrawal where it honours them. */
const windowDaysOf = (policy: ReturnPolicy) => (policy.withdrawalRight ? Math.max(policy.windowDays, WITHDRAWAL_DAYS) : policy.windowDays);

/** The policy's conditions, in the customer's words. */
function conditionsOf(policy: ReturnPolicy): string[] {
  return [
    `Returns are asked for within ${windowDaysOf(policy)} days of the order shipping.`,
    'Items are unused and in their original packaging.',
    'Return shipping is paid by the customer.',
    policy.withdrawalRight
      ? 'Final-sale items can be returned within the 14-day right of withdrawal.'
      : 'Final-sale items cannot be returned.',
    ...(policy.creditBonusPercent > 0 ? [`Store credit instead of a refund comes with ${policy.creditBonusPercent} % more.`] : []),
  ];
}

/** Why nothing about an order's returns may change (409), or null while it stays paid. */
function noLongerPaid(order: { paymentStatus: string } | undefined): string | null {
  if (order && isPaid(order.paymentStatus)) return null;
  return order?.paymentStatus === 'refunded' ? REFUNDED : 'This order is no longer paid, so it cannot be returned.';
}

/** `cents` with `percent` more, half up: the credit a return gives with the shop's bonus. */
const withBonus = (cents: number, percent: number) => cents + Math.floor((2 * cents * percent + 100) / 200);

export function createReturnsService({ repository, orders, mailer, shop, reauthRefundsOverCents }: ReturnsServiceDeps) {
  type OrderForReturn = NonNullable<Awaited<ReturnType<ReturnsRepository['orderForReturn']>>>;

  async function visibleOrder(viewer: AuthUser | null, id: string, token: string | undefined): Promise<OrderForReturn> {
    const order = await orders.orderFor(viewer, id, token);
    const found = await repository.orderForReturn(order._id);
    if (!found) throw notFound('Order not found.');
    return found;
  }

  /** The last moment to ask: the window counted from when the order shipped (or was paid, for an older one). */
  function deadlineOf(found: OrderForReturn, policy: ReturnPolicy): Date | null {
    const from = found.shippedAt ?? found.order.paidAt;
    return from ? new Date(new Date(from).getTime() + windowDaysOf(policy) * DAY_MS) : null;
  }

  /** Why the whole order cannot be returned now, or null. */
  function orderRefusal(found: OrderForReturn, policy: ReturnPolicy, now: Date): string | null {
    const { order } = found;
    if (!policy.enabled) return RETURNS_OFF;
    if (order.paymentStatus === 'refunded') return REFUNDED;
    if (!isPaid(order.paymentStatus) || !order.paidAt || (order.status !== 'shipped' && order.status !== 'completed')) return NOT_SHIPPED;
    const deadline = deadlineOf(found, policy)!;
    if (now > deadline) return `The ${windowDaysOf(policy)} days to ask for a return ended on ${deadline.toISOString().slice(0, 10)}.`;
    return null;
  }

  const lineLabel = (line: { name: string; size: string }) => `${line.name} (${sizeLabel(line.size)})`;

  /** The order's page in its language, as the return's mail links it. */
  const mailUrl = (order: { orderId: string; userId: string | null; language: string }) => orders.trackingUrlOf(order);

  const mailed = (found: ReturnWithLines): MailedReturn => ({
    rmaNumber: found.return.rmaNumber,
    orderRef: found.orderRef,
    status: found.return.status,
    outcome: found.return.outcome,
    rejectionReason: found.return.rejectionReason,
    refundedCents: found.return.refundedCents,
    currency: found.currency,
    creditedCents: found.return.creditedCents,
    creditCode: found.creditCode,
    lines: found.lines,
    language: found.language,
  });

  async function view(id: string): Promise<Return> {
    const found = await repository.find(id);
    if (!found) throw notFound('Return not found.');
    return toReturn(found);
  }

  return {
    policy: () => repository.policy(),

    async savePolicy(actor: AuthUser, input: PolicyInput): Promise<ReturnPolicy> {
      await repository.transaction(async (tx, queries) => {
        const before = await queries.policy();
        await queries.savePolicy(input);
        await recordAudit(tx, { actorId: actor.id, action: 'return.policy', entityId: 'policy', before, after: input });
      });
      return repository.policy();
    },

    async options(viewer: AuthUser | null, id: string, token: string | undefined, now = new Date()): Promise<ReturnOptionsResponse> {
      const [found, policy] = await Promise.all([visibleOrder(viewer, id, token), repository.policy()]);
      if (!policy.enabled) {
        return { enabled: false, eligible: false, reason: RETURNS_OFF, deadline: null, conditions: [], creditBonusPercent: 0, lines: [] };
      }
      const taken = await repository.quantitiesTaken(found.order.id);
      const refusal = orderRefusal(found, policy, now);
      return {
        enabled: true,
        eligible: refusal === null,
        reason: refusal,
        deadline: deadlineOf(found, policy)?.toISOString() ?? null,
        conditions: conditionsOf(policy),
        creditBonusPercent: policy.creditBonusPercent,
        // A gift card is not sent back: it is refunded, or its code disabled, by the shop.
        lines: found.lines
          .filter(({ line }) => !line.giftCard)
          .map(({ line, finalSale }): ReturnOptionLine => ({
            orderLineId: line.id,
            productId: line.productId,
            name: line.name,
            image: line.image,
            color: line.color,
            size: line.size,
            bought: line.quantity,
            available:
              finalSale && !policy.withdrawalRight ? 0 : Math.max(0, line.quantity - line.refundedQuantity - (taken.get(line.id) ?? 0)),
            finalSale: finalSale ?? false,
          })),
      };
    },

    async listForOrder(viewer: AuthUser | null, id: string, token: string | undefined): Promise<Return[]> {
      const order = await orders.orderFor(viewer, id, token);
      return (await repository.listForOrder(order._id)).map(toReturn);
    },

    /** Checks the policy and every line, then, under the order's lock, records the return with its number and mails it. */
    async request(viewer: AuthUser | null, id: string, token: string | undefined, input: RequestInput, now = new Date()): Promise<Return> {
      const [found, policy] = await Promise.all([visibleOrder(viewer, id, token), repository.policy()]);
      const refusal = orderRefusal(found, policy, now);
      if (refusal === REFUNDED) throw conflict(refusal);
      if (refusal) throw badRequest(refusal);
      const byId = new Map(found.lines.map((line) => [line.line.id, line]));
      const wanted = new Map<string, number>();
      for (const asked of input.lines) {
        const line = byId.get(asked.orderLineId);
        if (!line) throw badRequest('This order has no such line.');
        if (line.line.giftCard) throw badRequest('Gift cards cannot be returned: ask the shop.');
        if (line.finalSale && !policy.withdrawalRight) throw badRequest(`${lineLabel(line.line)} is final sale and cannot be returned.`);
        wanted.set(line.line.id, (wanted.get(line.line.id) ?? 0) + asked.quantity);
      }
      const { order } = found;
      const orderUrl = await mailUrl(order);
      const created = await mailer.sendAfter((queueMail) =>
        repository.transaction(async (tx, queries) => {
          // One request at a time per order, so that two cannot both claim the same items.
          const unpaid = noLongerPaid(await queries.lockOrder(order.id));
          if (unpaid) throw conflict(unpaid);
          const taken = await queries.quantitiesTaken(order.id);
          for (const [lineId, quantity] of wanted) {
            const line = byId.get(lineId)!.line;
            const left = line.quantity - line.refundedQuantity - (taken.get(lineId) ?? 0);
            if (quantity > left) {
              throw badRequest(
                left <= 0
                  ? `${lineLabel(line)} is already being returned, exchanged or refunded.`
                  : `Only ${left} of ${lineLabel(line)} can still be returned.`,
              );
            }
          }
          const row = await queries.insertReturn(
            {
              orderId: order.id,
              userId: viewer?.id ?? null,
              reason: input.reason,
              fit: input.fit ?? null,
              outcome: input.outcome,
              year: now.getUTCFullYear(),
            },
            [...wanted].map(([orderLineId, quantity]) => {
              const { productId, color, size } = byId.get(orderLineId)!.line;
              return { orderLineId, productId, quantity, color, size };
            }),
          );
          await queueWebhookEvent(tx, {
            type: 'return.requested',
            dedupeKey: `return.requested:${row.id}`,
            data: async () => {
              const found = await queries.find(row.id);
              return found ? toReturn(found) : { _id: row.id };
            },
          });
          if (order.email) {
            const lines = [...wanted].map(([orderLineId, quantity]) => ({ ...byId.get(orderLineId)!.line, quantity }));
            await queueMail(
              {
                dedupeKey: `return-requested:${row.id}`,
                to: order.email,
                ...returnRequestedEmail(
                  shop,
                  {
                    ...mailed({
                      return: row,
                      orderRef: order.orderId,
                      email: order.email,
                      currency: order.currency,
                      language: order.language,
                      creditCode: null,
                      lines: [],
                    }),
                    lines,
                  },
                  orderUrl,
                ),
              },
              tx,
            );
          }
          return row;
        }),
      );
      return view(created.id);
    },

    async listAll(status: ReturnState | undefined, page: number, limit: number) {
      const { rows, total } = await repository.listAll(status, (page - 1) * limit, limit);
      return { returns: rows.map(toReturn), total, ...pageFields(total, { page, limit }) };
    },

    view,

    /**
     * An admin moves the return one step along, as `RETURN_NEXT_ACTIONS` allows. Receiving in
     * good condition (`restock`) puts the items back on the shelf. Refunding gives their share
     * of the order back through the payment provider (the orders module's refund, keyed by the
     * return, so a retry never refunds twice); crediting gives that share as store credit, with
     * the shop's bonus, on the customer's account (or a code for a guest).
     */
    async move(
      actor: AuthUser,
      id: string,
      move: ReturnAction,
      options: { restock?: boolean; reason?: string } = {},
    ): Promise<{ message: string; return: Return }> {
      const rule = RETURN_MOVES[move];
      const current = await repository.find(id);
      if (!current) throw notFound('Return not found.');
      const found = await repository.orderForReturn(current.return.orderId);
      if (!found) throw notFound('Order not found.');
      const url = await mailUrl(found.order);
      const allowed = (status: ReturnState) => {
        if (!RETURN_NEXT_ACTIONS[status].includes(move)) throw badRequest(`A return that is ${status} cannot be ${rule.to}.`);
      };
      allowed(current.return.status);

      let refundedCents: number | null = null;
      if (move === 'refund') {
        // The provider is asked outside any transaction of ours; the refund's request id is the return's.
        await orders.refund(
          actor,
          found.order.id,
          {
            requestId: id,
            lines: current.lines.map((line) => ({ orderLineId: line.orderLineId, quantity: line.quantity, restock: false })),
            shipping: false,
            reason: `Return ${current.return.rmaNumber}`,
            restock: false,
          },
          { mail: false },
        );
        refundedCents = await orders.refundMade(found.order.id, id);
      }
      const policy = move === 'credit' ? await repository.policy() : null;
      const creditCents =
        move === 'credit'
          ? withBonus(
              // Store credit is kept in the base currency: a refund in another is converted at the order's own rate.
              inBaseCents(
                await orders.quoteRefund(
                  found.order.id,
                  current.lines.map((line) => ({ orderLineId: line.orderLineId, quantity: line.quantity })),
                ),
                found.order,
              ),
              policy!.creditBonusPercent,
            )
          : null;
      if (creditCents !== null) requireRecentProofOver(actor, creditCents, reauthRefundsOverCents);

      await mailer.sendAfter((queueMail) =>
        repository.transaction(async (tx, queries) => {
          // The order first, as a refund locks it; then the return.
          const refusal = move === 'refund' || move === 'reject' ? null : noLongerPaid(await queries.lockOrder(found.order.id));
          if (refusal) throw conflict(refusal);
          const locked = await queries.lockReturn(id);
          if (!locked) throw notFound('Return not found.');
          // A refund retried after it was taken in finds the return refunded already: nothing more to do.
          if (move === 'refund' && locked.status === 'refunded') return;
          allowed(locked.status);
          const lines = await queries.linesOf(id);
          const restocked = move === 'receive' && options.restock === true;
          // What came back goes on the shelf, for the products that count their stock.
          if (restocked)
            await returnTrackedStock(
              tx,
              lines.flatMap((line) => (line.productId ? [{ ...line, productId: line.productId }] : [])),
            );
          const credit =
            move === 'credit' && creditCents! > 0
              ? await issueStoreCredit(
                  tx,
                  { userId: found.order.userId, email: found.order.email },
                  { amountCents: creditCents!, note: `Return ${locked.rmaNumber}`, orderId: found.order.id, actorId: actor.id },
                )
              : null;
          const now = new Date();
          await queries.updateReturn(id, {
            status: rule.to,
            ...(move === 'reject' ? { rejectionReason: options.reason ?? null } : {}),
            ...(move === 'receive' ? { restocked } : {}),
            ...(move === 'refund' ? { refundedCents, settledAt: now } : {}),
            ...(move === 'credit' ? { creditedCents: creditCents, creditId: credit?.id ?? null, settledAt: now } : {}),
          });
          await recordAudit(tx, {
            actorId: actor.id,
            action: `return.${move}`,
            entityId: id,
            details: { rmaNumber: locked.rmaNumber, orderId: current.orderRef },
            before: { status: locked.status },
            after: {
              status: rule.to,
              ...(move === 'receive' ? { restocked } : {}),
              ...(move === 'reject' ? { rejectionReason: options.reason ?? null } : {}),
              ...(move === 'refund' ? { refundedCents } : {}),
              ...(move === 'credit' ? { creditedCents: creditCents } : {}),
            },
          });
          const updated = await queries.find(id);
          if (updated) {
            await queueWebhookEvent(tx, { type: `return.${rule.to}`, dedupeKey: `return.${rule.to}:${id}`, data: toReturn(updated) });
          }
          if (current.email && updated) {
            await queueMail({ dedupeKey: `return-${move}:${id}`, to: current.email, ...returnStatusEmail(shop, mailed(updated), url) }, tx);
          }
        }),
      );
      return { message: rule.message, return: await view(id) };
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;

import { translatedLanguage } from '@shop/shared/translation.schema';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { variantLabel } from '@shop/shared/variant';
import type { FastifyBaseLogger } from 'fastify';
import { variantKey } from '@shop/shared/cart';
import { checkLineVariant } from '@shop/shared/line-variant';
import { colorPicture } from '@shop/shared/color-picture';
import { formatCents, SHOP_RATE_ID, toCents, type ShippingRate } from '@shop/shared/money';
import { shopShipping } from '@shop/shared/shop-totals';
import { BASE_CURRENCY, fromMinor, minorDigits, toMinor, type CurrencyCode } from '@shop/shared/currency';
import type { PresentedCurrency } from '@shop/shared/currency.schema';
import type { BagPrice, BagPriceRequestSchema } from '@shop/shared/discount.schema';
import { countryName } from '@shop/shared/address.schema';
import {
  ANY_COUNTRY,
  CODE_USED_UP,
  priceOrder,
  type Destination,
  type DiscountCode,
  type PricedOrder,
  type PricingLine,
  type Sale,
  type ShippingMethod,
  type TaxSettings,
  withCollectedTax,
  creditShareOfRefund,
  payWithCredit,
  type CreditPayment,
  everythingLeft,
  NOTHING_LEFT_TO_REFUND,
  workOutRefund,
  type RefundChoice,
  type RefundableOrder,
} from '@shop/shared/pricing';
import { isPaid, REFUNDABLE_STATUSES } from '@shop/shared/constants';
import { taxLabelOf } from '@shop/shared/pricing-labels';
import { pageFields } from '@shop/shared/common.schema';
import type {
  CreateCheckoutSessionSchema,
  CustomerOrdersQuerySchema,
  Order,
  OrdersResponse,
  RefundOrderSchema,
} from '@shop/shared/order.schema';
import { OPEN_BAG_PATH, paths } from '@shop/shared/routes';
import type { LanguageCode } from '@shop/shared/languages';
import type { z } from 'zod';
import { badRequest, conflict, HttpError, notFound, type FieldError } from '../../lib/http-errors';
import type { CheckoutSessionState, PaymentProvider } from '../../payments/provider';
import { fieldChange, recordAudit } from '../audit';
import { holds, isOwner, requireOwnerOr, requireRecentProofOver, type AuthUser } from '../../lib/guards';
import { mailLanguage, type Mailer, type OutgoingEmail } from '../mail';
import type { Db } from '../../db/client';
import { deletedOrderAudit } from './order-audit';
import { queueLowStockWebhooks, returnTrackedStock } from '../product-editing';
import type { CloseExchangesOnRefund } from './refund-closes-exchanges';
import { orderConfirmationEmail, orderRefundEmail, orderStatusEmail } from './order-mail';
import { refundableLinesOf, toOrder } from './order-dto';
import { queueOrderWebhook } from './order-webhooks';
import { inBaseCents, keptCurrency, orderCurrency } from './order-currency';
import { discountQueries, lookUpCode, PAUSED_CODE, usedUp, type DiscountsRepository } from '../discounts';
import {
  CREDIT_CHANGED,
  holdCredits,
  issueBoughtGiftCards,
  refundCreditsOf,
  releaseCredits,
  spendHeldCredits,
  unspentGiftCards,
  voidGiftCards,
} from '../credits';
import { maskedCreditCode } from '@shop/shared/credit.schema';
import { giftAmountProblem, sendOnProblem, type GiftCardLine } from '@shop/shared/gift-card.schema';
import type {
  AdminOrderFilter,
  OrderQueries,
  OrderRefundRow,
  OrderRow,
  OrderStatus,
  OrdersRepository,
  OrderWithLines,
} from './orders.repository';

/** The statuses of an order handed over for delivery (its `order.fulfilled` webhook). */
const FULFILLED: readonly OrderStatus[] = ['shipped', 'completed'];

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newOrderRef = () => `ORD-${Array.from({ length: 8 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('')}`;

export interface OrdersServiceDeps {
  repository: OrdersRepository;
  provider: PaymentProvider;
  mailer: Mailer;
  publicUrl: string;
  shopName: string;
  shipping: { countries: string[]; rate: ShippingRate };
  /** The discount codes a checkout applies, and whose uses it holds. */
  discounts: DiscountsRepository;
  /** How long an unpaid checkout stays open. */
  checkoutExpiryMs: number;
  /** Signs guests' tracking links; when unset, the shop makes one and keeps it in the database. */
  trackingSecret: string | undefined;
  log: FastifyBaseLogger;
  /** Told once each time an order becomes paid, after its transaction has committed. */
  onPaid?: () => void;
  /** The shop's analytics, told of each checkout started, order paid and refund made (after they commit). */
  analytics?: { record(event: OrderAnalyticsEvent): void };
  /** The reminded checkout a new one by this address comes from, if any (checkout-reminders.ts): its order counts as recovered. */
  remindedCheckoutOf?: (tx: Db, email: string) => Promise<string | null>;
  /**
   * Run in a signed-in checkout's transaction when its reminder box is ticked: records the
   * account's consent to checkout reminders, with the box's words (the consents', handed in by services.ts).
   */
  remindConsentGiven?: (tx: Db, account: { id: string; email: string }, language: LanguageCode) => Promise<void>;
  /**
   * Run in a signed-in checkout's transaction when it says its page's language: the account's own
   * mail follows it from then on (the users', handed in by services.ts).
   */
  accountLanguage?: (tx: Db, userId: string, language: LanguageCode) => Promise<void>;
  /**
   * Run in a refund's transaction, after it has locked the order: ends the order's open
   * exchanges and answers what the customer still holds. The exchanges module provides it
   * (handed in by services.ts, so that orders does not depend on exchanges).
   */
  closeExchangesOnRefund: CloseExchangesOnRefund;
  /** A refund above this asks the staff member for a recent proof of who they are. */
  reauthRefundsOverCents: number;
  /** A sale that leaves a variant at this stock or below queues the `inventory.low` webhook. */
  lowStockThreshold?: number;
  /** The rules pricing reads besides the bag (the tax, sales and shipping modules provide them). */
  pricingRules: PricingRules;
  /**
   * The shop's own checkout page (the test-mode provider's): an order that gift cards or store
   * credit pay whole needs no card, and is placed there once the shopper gives the address.
   */
  ownCheckout: PaymentProvider;
  /** The currencies the shop presents, and the variants' own prices in them (the currencies module); the base currency alone without it. */
  currencies?: ShopperCurrencies;
}

/** What pricing reads of the currencies the shop presents. */
export interface ShopperCurrencies {
  /** A presented currency's rate and rounding; null for a code the shop does not present. */
  presentedCurrency(code: string): Promise<PresentedCurrency | null>;
  /** The variants' own prices in the currency, in its minor units, by `variantKey`; a variant without one is not in the map. */
  variantPrices(variants: readonly { productId: string; color: string; size: string }[], code: string): Promise<Map<string, number>>;
}

/** What the shop's analytics hear of an order: a checkout started (with the shopper's visit), an order paid, a refund made. */
export interface OrderAnalyticsEvent {
  kind: 'checkout' | 'paid' | 'refund';
  /** The order's id. */
  orderId: string;
  amountCents: number;
  /** A checkout's visitor and device, from its request. */
  visit?: { visitor: string; device: string };
}

/** What pricing reads besides the bag, each cheap enough to read on every bag price. */
export interface PricingRules {
  /** The tax table, and the country a bag is priced for before the shopper picks one. */
  tax(): Promise<{ tax: TaxSettings; homeCountry: string }>;
  /** The automatic sales running now. */
  sales(now: Date): Promise<Sale[]>;
  /** The methods of the zone holding the destination; `zonesConfigured` false while the shop has none. */
  shippingMethods(destination: Destination): Promise<{ zonesConfigured: boolean; methods: ShippingMethod[] }>;
}

/** Where a bag goes and how, as the shopper chose in the bag. */
interface Delivery {
  shipTo?: { country: string; region: string | null };
  shippingMethod?: string;
}

/** A bag priced for a destination: the price, the destination's methods each priced, and why it cannot ship there. */
interface PricedBag {
  priced: PricedOrder;
  destination: { country: string; region: string | null };
  /** The price depends on the destination: the shop has shipping zones, or tax rates by place. */
  placeMatters: boolean;
  /** Where the address may be: the destination's country once its price depends on it, else everywhere the shop ships. */
  addressCountries: string[];
  /** The destination country's states or regions with tax rates of their own. */
  regions: string[];
  methods: { method: ShippingMethod; cents: number }[];
  shippingProblem: string | null;
}

type CheckoutInput = z.output<typeof CreateCheckoutSessionSchema>;
type BagPriceRequestParsed = z.output<typeof BagPriceRequestSchema>;
type Paging = z.output<typeof CustomerOrdersQuerySchema>;
type RefundInput = z.output<typeof RefundOrderSchema>;

type QueueMail = (message: OutgoingEmail, tx: Db) => Promise<boolean>;

/** What a code's movement says when a checkout closes unpaid and gives back what it held. */
const CHECKOUT_CLOSED = {
  expired: (orderRef: string) => `Checkout ${orderRef} expired`,
  failed: (orderRef: string) => `Payment for order ${orderRef} failed`,
};

/** Why codes cannot pay an order in another currency than the base, in which they are kept (docs/decisions/044). */
export const CREDIT_IN_BASE_ONLY = `Gift cards and store credit are kept in ${BASE_CURRENCY}: they pay orders in ${BASE_CURRENCY} only. Choose ${BASE_CURRENCY} to use them.`;

/** A currency asked for that the shop does not present. */
export const notPresented = (code: string) => `This shop does not show prices in ${code}.`;

/** Why codes cannot pay where the provider works out the tax (see `PaymentProvider.collectsTax`). */
const CREDIT_WITH_PROVIDER_TAX =
  'Gift cards and store credit cannot be used at checkout while the card provider works out the tax. Please contact us.';

const providerName = (provider: string) => (provider === 'stripe' ? 'Stripe' : 'The payment provider');

/** The order as a refund sees it: done refunds and those still with the provider both count. */
function refundBasis(order: OrderRow, lines: Parameters<typeof refundableLinesOf>[1], refunds: readonly OrderRefundRow[]): RefundableOrder {
  const pending = refunds.filter((refund) => refund.state === 'pending');
  const pendingUnits = (lineId: string) =>
    pending.reduce(
      (sum, refund) => sum + refund.lines.filter((line) => line.orderLineId === lineId).reduce((units, line) => units + line.quantity, 0),
      0,
    );
  return {
    lines: refundableLinesOf(order, lines).map((line) => ({ ...line, refundedQuantity: line.refundedQuantity + pendingUnits(line.id) })),
    totalCents: order.totalCents,
    refundedCents: order.refundedCents + pending.reduce((sum, refund) => sum + refund.amountCents, 0),
    shippingRefunded: refunds.some((refund) => refund.shipping),
    currency: orderCurrency(order).code,
  };
}

const rowsOf = ({ page, limit }: Paging) => ({ offset: (page - 1) * limit, limit });

/**
 * What a viewer sees of an order: its customer everything of their own; staff who may see orders
 * also why a paid one needs attention, and its address and phone only with 'customers.addresses'.
 */
function viewOf(viewer: AuthUser | null, own: boolean) {
  const admin = holds(viewer, 'orders.view');
  return { admin, withAddress: own || holds(viewer, 'customers.addresses') };
}

function ordersPage(
  viewer: AuthUser,
  own: boolean,
  { rows, total }: { rows: OrderWithLines[]; total: number },
  query: Paging,
): OrdersResponse {
  return {
    orders: rows.map((row) => toOrder(row, viewOf(viewer, own))),
    totalOrders: total,
    ...pageFields(total, query),
  };
}

export function createOrdersService({
  repository,
  provider,
  mailer,
  publicUrl,
  shopName,
  shipping,
  checkoutExpiryMs,
  trackingSecret,
  log,
  onPaid,
  analytics,
  remindedCheckoutOf,
  remindConsentGiven,
  accountLanguage,
  closeExchangesOnRefund,
  reauthRefundsOverCents,
  lowStockThreshold,
  discounts,
  pricingRules,
  ownCheckout,
  currencies,
}: OrdersServiceDeps) {
  /**
   * The currency a bag or a checkout asks for, as pricing reads it: null for the base currency
   * (priced exactly as before there were others); a 400 for one the shop does not present.
   */
  async function currencyAsked(code: CurrencyCode | undefined): Promise<PresentedCurrency | null> {
    if (code === undefined || code === BASE_CURRENCY) return null;
    const presented = (await currencies?.presentedCurrency(code)) ?? null;
    if (!presented) throw badRequest(notPresented(code), [{ path: 'currency', message: notPresented(code) }]);
    return presented;
  }

  /**
   * The price of these lines, by the one pricing pipeline (packages/shared/src/pricing.ts): the
   * sales running, a discount code when one is given, the destination's shipping method (or the
   * shop's one rate while it has no zones) and its tax.
   */
  async function priceLines(
    lines: {
      product: { id: string; category: string; moreCategories: string[]; taxClass: string };
      quantity: number;
      unitCents: number;
      weightGrams: number | null;
      giftCard?: GiftCardLine;
      prices?: PricingLine['prices'];
    }[],
    code: DiscountCode | null,
    delivery: Delivery,
    currency: PresentedCurrency | null,
  ): Promise<PricedBag> {
    const now = new Date();
    const [{ tax, homeCountry }, sales] = await Promise.all([pricingRules.tax(), pricingRules.sales(now)]);
    const destination = delivery.shipTo ?? { country: homeCountry, region: null };
    const zone = await pricingRules.shippingMethods(destination);
    const shipsThere = zone.zonesConfigured ? zone.methods.length > 0 : shipping.countries.includes(destination.country);
    const methods = zone.zonesConfigured ? zone.methods : [shopShipping(shipping.rate)];
    const chosen = methods.find((method) => method.id === delivery.shippingMethod) ?? methods[0] ?? null;
    const pricingLines: PricingLine[] = lines.map((line, index) => ({
      key: String(index),
      productId: line.product.id,
      categories: [line.product.category, ...line.product.moreCategories],
      unitCents: line.unitCents,
      quantity: line.quantity,
      taxClass: line.product.taxClass,
      weightGrams: line.weightGrams,
      giftCard: line.giftCard !== undefined,
      ...(line.prices ? { prices: line.prices } : {}),
    }));
    const price = (method: ShippingMethod | null) =>
      priceOrder({ lines: pricingLines, sales, code, shipping: method, destination, tax, now, ...(currency ? { currency } : {}) });
    const priced = price(chosen);
    const placeMatters = zone.zonesConfigured || tax.rules.some((rule) => rule.country !== ANY_COUNTRY);
    return {
      priced,
      destination,
      placeMatters,
      addressCountries: placeMatters ? [destination.country] : shipping.countries,
      regions: [...new Set(tax.rules.flatMap((rule) => (rule.country === destination.country && rule.region ? [rule.region] : [])))].sort(),
      methods: zone.methods.map((method) => ({ method, cents: method === chosen ? priced.shippingCents : price(method).shippingCents })),
      shippingProblem: shipsThere ? null : `We don't ship to ${countryName(destination.country)} yet.`,
    };
  }

  async function orderView(id: string, admin = false): Promise<Order> {
    const found = await repository.findWithLines({ id });
    if (!found) throw notFound('Order not found.');
    return toOrder(found, { admin });
  }

  let secret: Promise<string> | undefined;
  /**
   * The key of guests' tracking links. NOTE: read it before a transaction, never inside one:
   * on the embedded database a second query waits for the transaction, which waits for it.
   */
  const trackingKey = () => (secret ??= trackingSecret ? Promise.resolve(trackingSecret) : repository.secret('order-tracking'));

  /** A guest's key to one order: an HMAC of its reference, so it needs no row and cannot be guessed. */
  const trackingToken = (key: string, orderRef: string) =>
    createHmac('sha256', key).update(`order-tracking:${orderRef}`).digest('base64url');

  async function tokenOpens(orderRef: string, token: string): Promise<boolean> {
    const expected = Buffer.from(trackingToken(await trackingKey(), orderRef));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Where a customer follows an order: its page, with the guest's token when there is no account. */
  function trackingPath(key: string, order: { orderId: string; userId: string | null }): string {
    const path = paths.order(order.orderId);
    return order.userId ? path : `${path}?token=${trackingToken(key, order.orderId)}`;
  }

  /** The same page at its absolute address in the order's language (`/fr/orders/...`), as its mail links it. */
  function trackingUrl(key: string, order: { orderId: string; userId: string | null; language: string }): string {
    return mailLanguage(order.language).link(publicUrl, trackingPath(key, order));
  }

  /** Which of these products count their stock (an untracked product can always be sold). */
  async function stockTracked(tx: OrderQueries, productIds: string[]): Promise<Set<string>> {
    const products = await tx.productsForCheckout([...new Set(productIds)]);
    return new Set(products.filter((product) => product.trackStock).map((product) => product.id));
  }

  /** Where an order is paid: the card provider, or the shop's own page when codes pay it all. */
  const checkoutFor = (order: Pick<OrderRow, 'totalCents' | 'creditCents'>) =>
    order.creditCents > 0 && order.creditCents === order.totalCents ? ownCheckout : provider;

  /** A payment the shop cannot simply accept: kept with what the provider collected, and a note for the admin. */
  async function flag(tx: OrderQueries, orderId: string, paid: Parameters<OrderQueries['updateOrder']>[1], note: string) {
    await tx.updateOrder(orderId, { ...paid, paymentStatus: 'flagged', paymentNote: note });
    await tx.addEvent({ orderId, paymentStatus: 'flagged', details: { note } });
  }

  /** Takes stock for every tracked line, or none at all: answers the lines that could not be filled. */
  async function takeStock(db: Db, tx: OrderQueries, lines: Awaited<ReturnType<OrderQueries['linesOf']>>, tracked: Set<string>) {
    const wanted = new Map<string, { productId: string; color: string; size: string; quantity: number; name: string }>();
    for (const line of lines) {
      if (!line.productId || !tracked.has(line.productId)) continue;
      const key = variantKey(line.productId, line.color, line.size);
      const entry = wanted.get(key) ?? { productId: line.productId, color: line.color, size: line.size, quantity: 0, name: line.name };
      entry.quantity += line.quantity;
      wanted.set(key, entry);
    }
    const rows = await tx.lockVariants([...wanted.values()]);
    const stockOf = new Map(rows.map((row) => [variantKey(row.productId, row.color, row.size), row.stock]));
    // A variant whose stock is not counted (null) is never short; one that is gone has none.
    const short = [...wanted.entries()]
      .filter(([key, line]) => {
        const stock = stockOf.get(key);
        return stock !== null && (stock ?? 0) < line.quantity;
      })
      .map(([, line]) => line);
    if (short.length) return short;
    for (const line of wanted.values()) {
      if (!(await tx.takeStock(line.productId, line.color, line.size, line.quantity))) return [line];
    }
    // What the sale left of each variant: one fallen low queues its webhook.
    const moves = [...wanted.entries()].map(([key, line]) => {
      const before = stockOf.get(key) ?? null;
      return { ...line, before, after: before === null ? null : before - line.quantity };
    });
    await queueLowStockWebhooks(db, moves, lowStockThreshold);
    return [];
  }

  /**
   * The one place an order becomes paid: idempotent (the row is locked, and only a pending
   * order moves), so the webhook and the return page may both call it, as often and as
   * concurrently as they like, on any number of instances.
   */
  async function applySession(session: CheckoutSessionState): Promise<void> {
    // A session opened from Stripe's recovery link pays the order of the expired one it copies.
    const found =
      (await repository.findByProviderSession(provider.name, session.id)) ??
      (session.recoveredFrom ? await repository.findByProviderSession(provider.name, session.recoveredFrom) : undefined);
    const orderId = found?.id ?? session.orderId;
    if (!orderId) {
      log.warn({ sessionId: session.id }, 'payment session for no known order');
      return;
    }
    let becamePaid = false;
    let paidCents = 0;
    const key = await trackingKey();
    await mailer.sendAfter((queueMail) =>
      repository.transaction(async (tx, queries) => {
        const order = await queries.lockOrder(orderId);
        // Stripe's recovery link comes with its expiry, which the shop's own sweep may have beaten.
        const recoveryUrl = session.status === 'expired' && session.recoveryUrl ? { recoveryUrl: session.recoveryUrl } : {};
        if (order?.paymentStatus === 'expired' && recoveryUrl.recoveryUrl && !order.recoveryUrl) {
          await queries.updateOrder(order.id, recoveryUrl);
        }
        // A payment that lands after the expiry sweep still counts: the shopper paid.
        const open = order?.paymentStatus === 'pending' || (order?.paymentStatus === 'expired' && session.status === 'paid');
        if (!order || !open) return;

        if (session.status === 'expired' || session.status === 'failed') {
          // Stock is only ever taken on payment, so there is nothing to give back but what codes held.
          await queries.updateOrder(order.id, { paymentStatus: session.status, ...recoveryUrl });
          await queries.addEvent({ orderId: order.id, paymentStatus: session.status });
          await releaseCredits(tx, [order.id], CHECKOUT_CLOSED[session.status]);
          return;
        }
        if (session.status !== 'paid') return;

        const email = order.email ?? session.email?.toLowerCase() ?? null;
        // What the provider collected is kept whatever happens next: a flagged order still ships or refunds.
        const paid = {
          email,
          shippingAddress: session.shippingAddress ?? order.shippingAddress,
          providerPaymentId: session.paymentId ?? order.providerPaymentId,
        };
        // Where the provider worked out the tax (Stripe Tax), the order is priced again with it: the
        // amount paid is checked against that price, which the order keeps.
        const taxed = session.collectedTax && order.pricing ? withCollectedTax(order.pricing, session.collectedTax) : null;
        // Gift cards and store credit paid their part: the provider takes the rest.
        const dueCents = (taxed?.totalCents ?? order.totalCents) - order.creditCents;
        if (session.amountTotalCents !== dueCents || session.currency?.toLowerCase() !== order.currency) {
          const note = `Paid ${session.amountTotalCents ?? '?'} ${session.currency ?? '?'} for an order of ${dueCents} ${order.currency}`;
          log.error({ orderId: order.orderId, note }, 'payment does not match the order: flagged');
          await flag(queries, order.id, paid, note);
          return;
        }

        const taxedFields = taxed ? { taxCents: taxed.taxCents, totalCents: taxed.totalCents, pricing: taxed } : {};
        // Paid after its reminder, through Stripe's recovery link: the reminder recovered it.
        const recovered = order.paymentStatus === 'expired' && order.remindedAt && !order.recoveredFrom ? { recoveredFrom: order.id } : {};
        if (taxed)
          await queries.setLineTaxes(
            order.id,
            taxed.lines.map((line) => line.taxCents),
          );
        becamePaid = await settle(tx, queries, queueMail, key, order, { ...paid, ...taxedFields, ...recovered });
        paidCents = inBaseCents(taxed?.totalCents ?? order.totalCents, order);
      }),
    );
    if (becamePaid) onPaid?.();
    if (becamePaid) analytics?.record({ kind: 'paid', orderId, amountCents: paidCents });
  }

  /**
   * A paid order is settled: what its codes held is spent, its stock is taken, it becomes paid
   * and its customer is mailed. Answers false, with the order flagged for the admin, when a code
   * no longer holds its share (the payment came after the checkout expired) or stock has run out.
   */
  async function settle(
    tx: Db,
    queries: OrderQueries,
    queueMail: QueueMail,
    key: string,
    order: OrderRow,
    paid: Parameters<OrderQueries['updateOrder']>[1],
  ): Promise<boolean> {
    const credit = await spendHeldCredits(tx, { id: order.id, orderRef: order.orderId });
    if (credit.short.length) {
      const note = `Paid, but ${credit.short.join(', ')} no longer held ${formatCents(credit.shortCents)} of it: the customer owes it, or cancel and refund.`;
      log.error({ orderId: order.orderId, note }, 'paid order short of its gift card: flagged');
      await flag(queries, order.id, { ...paid, creditCents: order.creditCents - credit.shortCents }, note);
      return false;
    }
    const lines = await queries.linesOf(order.id);
    const trackedIds = await stockTracked(
      queries,
      lines.flatMap((line) => (line.productId ? [line.productId] : [])),
    );
    const short = await takeStock(tx, queries, lines, trackedIds);
    if (short.length) {
      const note = `Paid, but out of stock: ${short.map((line) => `${line.name} (${line.color}/${line.size})`).join(', ')}. A refund is due.`;
      log.error({ orderId: order.orderId, note }, 'paid order could not be filled: flagged');
      await flag(queries, order.id, paid, note);
      return false;
    }

    const now = new Date();
    await queries.updateOrder(order.id, { ...paid, paymentStatus: 'paid', paidAt: now, stockTakenAt: now });
    await queries.addEvent({ orderId: order.id, status: 'pending', paymentStatus: 'paid' });
    // The gift cards bought are issued now, each mailed to its recipient on its day.
    const cards = lines.flatMap((line) =>
      line.giftCard ? [{ lineId: line.id, amountCents: line.unitPriceCents, quantity: line.quantity, ...line.giftCard }] : [],
    );
    if (cards.length > 0) {
      // Mailed in the order's language, as its buyer wrote to the recipient.
      const language = mailLanguage(order.language);
      const issued = await issueBoughtGiftCards(tx, { id: order.id, orderRef: order.orderId }, cards, {
        shopName,
        language: language.code,
        balanceUrl: language.link(publicUrl, paths.giftCardBalance),
        queue: (message) => queueMail(message, tx),
      });
      for (const [lineId, creditIds] of issued) await queries.setGiftCardCodes(lineId, creditIds);
    }
    await queueOrderWebhook(tx, 'order.paid', order.id, `order.paid:${order.id}`);
    const settled = { ...order, ...paid, status: 'pending' as const };
    if (settled.email) {
      await queueMail(
        {
          dedupeKey: `order-confirmation:${order.id}`,
          to: settled.email,
          ...orderConfirmationEmail(shopName, settled, lines, trackingUrl(key, order)),
        },
        tx,
      );
    }
    return true;
  }

  type CheckoutProduct = Awaited<ReturnType<typeof repository.productsForCheckout>>[number];
  const variantOf = (product: CheckoutProduct, color: string, size: string) =>
    product.variants?.find((row) => row.color === color && row.size === size);

  /** A bag line as it would be sold: the variant's SKU, and the unit price, weight and gift card details given. */
  function soldLine(
    product: CheckoutProduct,
    color: string,
    line: { size: string; quantity: number },
    sold: {
      unitCents: number;
      weightGrams: number | null;
      giftCard: GiftCardLine | undefined;
      prices?: PricingLine['prices'];
      /** Its place in the bag, which the bag's price names it by. */
      index: number;
    },
  ) {
    return { product, color, size: line.size, quantity: line.quantity, sku: variantOf(product, color, line.size)?.sku ?? '', ...sold };
  }

  /**
   * The lines of a bag as they would be sold: each live variant at its own price and SKU (and its
   * own price in `currency`, where it has one), and what stops a line being bought (a product
   * gone, a colour or size not offered, too few left, a gift card in another currency than the base).
   */
  async function checkoutLines(bag: CheckoutInput['products'], currency: PresentedCurrency | null = null, language: string | null = null) {
    const products = await repository.productsForCheckout([...new Set(bag.map((line) => line._id))], language);
    const byId = new Map(products.map((product) => [product.id, product]));
    const errors: FieldError[] = [];
    const wanted = new Map<string, number>();
    const lines = bag.flatMap((line, index) => {
      const path = `products.${index}`;
      const product = byId.get(line._id);
      if (!product || product.archivedAt) {
        errors.push({ path, message: `Line ${index + 1}: this product is no longer available` });
        return [];
      }
      const { color, problems } = checkLineVariant(product, line, index);
      errors.push(...problems);
      if (product.giftCard) {
        // A gift card holds base currency: it is sold in it alone (docs/decisions/044).
        if (currency) {
          errors.push({ path, message: `Line ${index + 1}: gift cards are sold in ${BASE_CURRENCY} only` });
          return [];
        }
        // A gift card: its value is the shopper's choice among the product's, and it counts no stock.
        if (!line.giftCard) {
          errors.push({ path: `${path}.giftCard`, message: `Line ${index + 1}: say who the gift card is for` });
          return [];
        }
        const amountCents = toCents(line.giftCard.amount);
        const problem = giftAmountProblem(product.giftCard, amountCents) ?? sendOnProblem(line.giftCard.sendOn);
        if (problem) {
          errors.push({ path: `${path}.giftCard`, message: `Line ${index + 1}: ${problem}` });
          return [];
        }
        return [soldLine(product, color, line, { unitCents: amountCents, weightGrams: null, giftCard: line.giftCard, index })];
      }
      // The variant's own price, SKU and stock, when it has them; the product's price otherwise.
      const variant = variantOf(product, color, line.size);
      if (product.trackStock && variant?.stock !== null) {
        const key = variantKey(product.id, color, line.size);
        const total = (wanted.get(key) ?? 0) + line.quantity;
        wanted.set(key, total);
        const stock = variant?.stock ?? 0;
        if (total > stock) {
          errors.push({
            path: `${path}.quantity`,
            message:
              stock === 0
                ? `Line ${index + 1}: ${product.name} (${color}, ${line.size}) is sold out`
                : `Line ${index + 1}: only ${stock} of ${product.name} (${color}, ${line.size}) left`,
          });
        }
      }
      return [
        soldLine(product, color, line, {
          unitCents: variant?.priceCents ?? product.priceCents,
          weightGrams: variant?.weightGrams ?? null,
          giftCard: undefined,
          index,
        }),
      ];
    });
    if (currency && currencies && lines.length > 0) {
      // Each variant's own price in the currency, where it has one: pricing takes it in place of the rate's.
      const own = await currencies.variantPrices(
        lines.map((line) => ({ productId: line.product.id, color: line.color, size: line.size })),
        currency.code,
      );
      for (const line of lines) {
        const minor = own.get(variantKey(line.product.id, line.color, line.size));
        if (minor !== undefined) line.prices = { [currency.code]: minor };
      }
    }
    return { lines, errors };
  }

  return {
    /**
     * The bag priced as the checkout will price it, with a code the shopper typed (or why it does
     * not apply). Lines that cannot be bought are left out; the checkout names them.
     */
    async priceBag(input: BagPriceRequestParsed, user: { id: string } | null): Promise<BagPrice> {
      const typed = input.discountCode?.trim() ?? '';
      const currency = await currencyAsked(input.currency);
      // A guest's uses are counted at checkout, once their email is known.
      const [{ lines }, lookup, spendable] = await Promise.all([
        checkoutLines(input.products, currency),
        typed ? lookUpCode(discounts, typed, user?.id ?? null) : null,
        repository.spendableCredits({ code: input.creditCode, userId: user?.id ?? null, useAccount: input.useAccountCredit ?? false }),
      ]);
      const { priced, destination, placeMatters, regions, methods, shippingProblem } = await priceLines(
        lines,
        lookup?.code ?? null,
        input,
        currency,
      );
      // Codes hold the base currency: in another, they pay nothing, and the account's credit is not offered.
      const paying = currency
        ? payWithCredit(priced.totalCents, [])
        : payWithCredit(priced.totalCents, spendable.credits, provider.minimumChargeCents);
      const creditProblem =
        spendable.problem ??
        (currency && spendable.credits.length > 0 ? CREDIT_IN_BASE_ONLY : null) ??
        (paying.creditCents > 0 && provider.collectsTax ? CREDIT_WITH_PROVIDER_TAX : null);
      const credit = creditProblem ? payWithCredit(priced.totalCents, []) : paying;
      // Amounts in whole units of the bag's currency, as the API shows money.
      const units = (minor: number) => fromMinor(minor, priced.currency);
      // Each line of the bag at its unit price after the sales, in the bag's currency; null for one left out.
      const linePrices: (number | null)[] = input.products.map(() => null);
      lines.forEach((line, position) => (linePrices[line.index] = units(priced.lines[position]!.saleUnitCents)));
      return {
        currency: priced.currency,
        linePrices,
        subtotal: units(priced.subtotalCents),
        discount: units(priced.code?.discountCents ?? 0),
        discountCode: priced.code?.code ?? null,
        discountProblem: lookup?.problem ?? priced.codeProblem,
        freeShipping: priced.code?.freeShipping ?? false,
        saleDiscount: units(priced.saleDiscountCents),
        destinationMatters: placeMatters,
        shipTo: destination,
        regions,
        shipsThere: shippingProblem === null,
        shippingProblem,
        shippingMethods: methods.map(({ method, cents }) => ({
          id: method.id,
          name: method.name,
          estimate: method.estimate,
          amount: units(cents),
        })),
        shippingMethod: methods.length && priced.shipping ? priced.shipping.id : null,
        shipping: units(priced.shippingCents),
        tax: units(priced.taxCents),
        taxLabel: taxLabelOf(priced),
        taxIncluded: priced.pricesIncludeTax,
        total: units(priced.totalCents),
        credit: units(credit.creditCents),
        creditCode: spendable.typed && !spendable.problem && !currency ? spendable.typed.code : null,
        creditProblem,
        accountCredit: currency ? 0 : units(spendable.accountCents),
        toPay: units(credit.dueCents),
      };
    },

    /**
     * Builds the order from the database (names, prices, stock; never the client's numbers),
     * then the provider's session, and answers its id and URL.
     */
    async createCheckout(
      input: CheckoutInput,
      user: { id: string; email: string } | null,
      /** The shopper's visit, for the analytics; null when it must not be recorded. */
      visit: OrderAnalyticsEvent['visit'] | null = null,
    ) {
      const currency = await currencyAsked(input.currency);
      // The page's language: the order keeps it for its mail, its lines their names in it, and the card page speaks it.
      const language = mailLanguage(input.language);
      const { lines, errors } = await checkoutLines(input.products, currency, translatedLanguage(language.code));
      const email = user?.email ?? input.email;
      if (!email) errors.push({ path: 'email', message: 'Email is required' });
      // A code is counted per customer: the account, or a guest's email.
      const customer = user?.id ?? email?.toLowerCase() ?? '';
      const typed = input.discountCode?.trim() ?? '';
      const [lookup, spendable] = await Promise.all([
        typed ? lookUpCode(discounts, typed, customer) : null,
        repository.spendableCredits({ code: input.creditCode, userId: user?.id ?? null, useAccount: input.useAccountCredit ?? false }),
      ]);
      if (lookup?.problem) errors.push({ path: 'discountCode', message: lookup.problem });
      if (spendable.problem) errors.push({ path: 'creditCode', message: spendable.problem });
      // Codes hold the base currency, and pay orders in it alone.
      else if (currency && spendable.credits.length > 0) errors.push({ path: 'creditCode', message: CREDIT_IN_BASE_ONLY });
      if (errors.length) throw badRequest(errors.map((error) => error.message).join('; '), errors);

      const { priced, addressCountries, shippingProblem } = await priceLines(lines, lookup?.code ?? null, input, currency);
      if (shippingProblem) throw badRequest(shippingProblem, [{ path: 'shipTo.country', message: shippingProblem }]);
      if (priced.codeProblem) throw badRequest(priced.codeProblem, [{ path: 'discountCode', message: priced.codeProblem }]);
      const paying: CreditPayment = payWithCredit(priced.totalCents, spendable.credits, provider.minimumChargeCents);
      if (paying.creditCents > 0 && provider.collectsTax) {
        throw badRequest(CREDIT_WITH_PROVIDER_TAX, [{ path: 'creditCode', message: CREDIT_WITH_PROVIDER_TAX }]);
      }
      const codesShown = paying.uses.map((use) => maskedCreditCode(spendable.credits.find((credit) => credit.id === use.id)!.code));
      const order = await repository.transaction(async (tx, queries) => {
        const codes = discountQueries(tx);
        if (lookup?.row) {
          // Of two checkouts racing for a code's last use, the second waits here and counts the first's.
          const locked = await codes.lockAndCount(lookup.row.id, customer);
          if (!locked || locked.row.paused) throw badRequest(PAUSED_CODE, [{ path: 'discountCode', message: PAUSED_CODE }]);
          if (usedUp(locked.row, locked)) throw badRequest(CODE_USED_UP, [{ path: 'discountCode', message: CODE_USED_UP }]);
        }
        const inserted = await queries.insertOrder(
          {
            orderId: newOrderRef(),
            userId: user?.id ?? null,
            email: email!.toLowerCase(),
            remindConsent: input.remindMe ?? false,
            language: language.code,
            recoveredFrom: (await remindedCheckoutOf?.(tx, email!.toLowerCase())) ?? null,
            provider: provider.name,
            subtotalCents: priced.subtotalCents,
            discountCode: priced.code?.code ?? '',
            discountCents: priced.code?.discountCents ?? 0,
            taxCents: priced.taxCents,
            shippingCents: priced.shippingCents,
            totalCents: priced.totalCents,
            creditCents: paying.creditCents,
            // The currency it is priced in, and the rate it was priced at: kept with the order for good.
            ...keptCurrency({ code: priced.currency, rate: priced.rate }),
            pricing: priced,
          },
          lines.map((line, position) => ({
            productId: line.product.id,
            name: line.product.name,
            localName: line.product.localName,
            image: colorPicture(line.product, line.color),
            color: line.color,
            size: line.size,
            sku: line.sku,
            // What a unit cost after the sales, so that the lines add up to the subtotal.
            unitPriceCents: priced.lines[position]!.saleUnitCents,
            quantity: line.quantity,
            discountCents: priced.lines[position]!.codeCents,
            taxCents: priced.lines[position]!.taxCents,
            giftCard: line.giftCard
              ? {
                  to: line.giftCard.to,
                  toName: line.giftCard.toName || null,
                  from: line.giftCard.from || null,
                  message: line.giftCard.message || null,
                  sendOn: line.giftCard.sendOn ?? null,
                }
              : null,
            position,
          })),
        );
        if (user && input.remindMe) await remindConsentGiven?.(tx, { id: user.id, email: email!.toLowerCase() }, language.code);
        if (user && input.language) await accountLanguage?.(tx, user.id, input.language);
        if (lookup?.row && priced.code)
          await codes.hold({ orderId: inserted.id, codeId: lookup.row.id, customer, discountCents: priced.code.discountCents });
        // Each code's share leaves its balance now; a concurrent checkout that spent it first refuses this one.
        if (!(await holdCredits(tx, { id: inserted.id, orderRef: inserted.orderId }, paying))) {
          throw badRequest(CREDIT_CHANGED, [{ path: 'creditCode', message: CREDIT_CHANGED }]);
        }
        return inserted;
      });
      // Where codes pay it all, no card is needed: the shop's own page asks where it goes, and places it.
      const session = await checkoutFor(order).createCheckoutSession({
        orderId: order.id,
        orderRef: order.orderId,
        lines: lines.map((line, index) => ({
          name: line.product.localName ?? line.product.name,
          description: variantLabel(line),
          sku: line.sku,
          unitAmountCents: priced.lines[index]!.saleUnitCents,
          quantity: line.quantity,
          image: line.product.image,
          totalCents: priced.lines[index]!.netCents,
        })),
        taxCents: priced.taxCents,
        taxLabel: taxLabelOf(priced),
        // Where prices include the tax, the lines' amounts already hold it: nothing is added.
        taxIncluded: priced.pricesIncludeTax,
        discount: priced.code ? { code: priced.code.code, cents: priced.code.discountCents } : null,
        credit: paying.creditCents > 0 ? { cents: paying.creditCents, codes: codesShown } : null,
        shippingCents: priced.shippingCents,
        shippingName: priced.shipping && priced.shipping.id !== SHOP_RATE_ID ? priced.shipping.name : undefined,
        // Once the price depends on the place, the address is asked for where the bag was priced for;
        // gift cards alone ship nothing, and no address is asked for.
        shipToCountries: lines.some((line) => !line.giftCard) ? addressCountries : [],
        currency: order.currency,
        // The card page speaks the shopper's language, and returns to the shop's pages in it.
        language: language.code,
        customerEmail: email,
        // NOTE: the provider fills in {CHECKOUT_SESSION_ID}: it must stay unencoded.
        successUrl: `${language.link(publicUrl, paths.success)}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: language.link(publicUrl, OPEN_BAG_PATH),
        idempotencyKey: `checkout-${order.id}`,
        expiresAt: new Date(order.createdAt.getTime() + checkoutExpiryMs),
      });
      await repository.setProviderSession(order.id, session.id);
      // The analytics count in the base currency: an order in another converted at its rate.
      if (visit) analytics?.record({ kind: 'checkout', orderId: order.id, amountCents: inBaseCents(order.totalCents, order), visit });
      return session;
    },

    /** The return page asks: the provider is asked in turn, never trusted from the browser. */
    async confirmPayment(sessionId: string): Promise<{ order: Order; trackingPath: string }> {
      let order = await repository.findByProviderSession(provider.name, sessionId);
      let recovered: CheckoutSessionState | undefined;
      if (!order && provider.name === 'stripe') {
        // A session opened from Stripe's recovery link is the shop's through the expired one it copies.
        recovered = await provider.retrieveCheckoutSession(sessionId).catch(() => undefined);
        if (recovered?.recoveredFrom) order = await repository.findByProviderSession(provider.name, recovered.recoveredFrom);
      }
      if (!order) throw notFound('No order for this payment session.');
      if (order.paymentStatus === 'pending' || order.paymentStatus === 'expired') {
        await applySession(recovered ?? (await checkoutFor(order).retrieveCheckoutSession(sessionId)));
      }
      return { order: await orderView(order.id), trackingPath: trackingPath(await trackingKey(), order) };
    },

    /**
     * Abandoned checkouts: an order still unpaid when its session has closed expires, and leaves
     * every list. A payment that arrives later still finds it (fulfilment flags what it cannot fill).
     */
    async expireAbandoned(now = new Date()): Promise<number> {
      // A minute's grace, so that a payment made in the session's last moment is confirmed first.
      const expired = await repository.transaction(async (tx, queries) => {
        const ids = await queries.expirePending(new Date(now.getTime() - checkoutExpiryMs - 60_000));
        await releaseCredits(tx, ids, CHECKOUT_CLOSED.expired);
        return ids;
      });
      return expired.length;
    },

    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      const event = await provider.parseWebhook(rawBody, signature);
      if (event.kind === 'session') await applySession(event.session);
    },

    applySession,

    /** Where the customer follows this order (with a guest's token), in the order's language: for other modules' mail. */
    async trackingUrlOf(order: { orderId: string; userId: string | null; language: string }): Promise<string> {
      return trackingUrl(await trackingKey(), order);
    },

    /** A page of the signed-in customer's own orders (`/mine`). */
    async ownOrders(viewer: AuthUser, query: Paging): Promise<OrdersResponse> {
      return ordersPage(viewer, true, await repository.listForUser(viewer.id, rowsOf(query)), query);
    },

    /** A page of a customer's orders, named by email: their own, or anyone's for staff who may see orders. */
    async ordersOf(viewer: AuthUser, email: string, query: Paging): Promise<OrdersResponse> {
      const owner = { id: await repository.accountIdOf(email.trim()) };
      requireOwnerOr('orders.view', viewer, owner);
      const own = isOwner(viewer, owner);
      const found = own
        ? await repository.listForUser(viewer.id, rowsOf(query))
        : await repository.listForEmail(email.trim(), rowsOf(query));
      return ordersPage(viewer, own, found, query);
    },

    /**
     * One order for its owner, staff who may see orders, or whoever holds its tracking link. Anyone else is
     * told it does not exist, so that its existence stays private.
     */
    async orderFor(viewer: AuthUser | null, idOrRef: string, token: string | undefined): Promise<Order> {
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrRef);
      const found = await repository.findWithLines(isUuid ? { id: idOrRef } : { orderRef: idOrRef.toUpperCase() });
      if (!found) throw notFound('Order not found.');
      const staff = holds(viewer, 'orders.view');
      const own = viewer !== null && (await repository.owns(viewer.id, found.order.id));
      const tracked = token !== undefined && (await tokenOpens(found.order.orderId, token));
      if (!staff && !own && !tracked) throw notFound('Order not found.');
      return toOrder(found, viewOf(viewer, own || tracked));
    },

    async listAll(viewer: AuthUser, filter: AdminOrderFilter, page: number, limit: number) {
      const { rows, total } = await repository.listAll(filter, (page - 1) * limit, limit);
      return { orders: rows.map((row) => toOrder(row, viewOf(viewer, false))), total };
    },

    /**
     * Gives money back through the order's payment provider: chosen units of lines (each with
     * its share of the discount and tax, by the pricing pipeline), shipping or not; or an amount
     * alone; or, when nothing is chosen, everything not yet refunded. In three steps, so that the
     * provider is never asked inside a transaction: the refund is written 'pending' under the
     * order's lock (what it takes counts against what is left), the provider makes it (keyed by
     * the request, so a retry never refunds twice), then the order takes it in.
     */
    async refund(actor: AuthUser, id: string, input: RefundInput, { mail = true }: { mail?: boolean } = {}): Promise<Order> {
      const reserved = await repository.transaction(async (tx, queries) => {
        const order = await queries.lockOrder(id);
        if (!order) throw notFound('Order not found.');
        const earlier = await queries.refundsOf(id);
        const done = earlier.filter((refund) => refund.state === 'done').length;
        // A refund of everything left, sent without an id, is the same request until it is made.
        const requestId = input.requestId ?? `everything-after-${done}`;
        const repeated = earlier.find((refund) => refund.requestId === requestId);
        if (repeated) return { order, refund: repeated };
        if (order.paymentStatus === 'refunded') throw conflict('This order has already been refunded.');
        if (!(REFUNDABLE_STATUSES as readonly string[]).includes(order.paymentStatus)) throw conflict('Only a paid order can be refunded.');
        const lines = await queries.linesOf(id);
        const basis = refundBasis(order, lines, earlier);
        const everything = input.lines.length === 0 && !input.shipping && input.amount === undefined;
        const currency = orderCurrency(order).code;
        // An amount alone is in the order's currency: whole yen have no decimals.
        if (input.amount !== undefined && minorDigits(currency) === 0 && !Number.isInteger(input.amount))
          throw badRequest(`An amount in ${currency} has no decimals.`, [
            { path: 'amount', message: `An amount in ${currency} has no decimals.` },
          ]);
        const choice: RefundChoice = everything
          ? everythingLeft(basis)
          : input.amount !== undefined
            ? { lines: [], shipping: false, amountCents: toMinor(input.amount, currency) }
            : { lines: input.lines.map((line) => ({ id: line.orderLineId, quantity: line.quantity })), shipping: input.shipping };
        const worked = workOutRefund(basis, choice);
        if ('problem' in worked) {
          if (worked.problem === NOTHING_LEFT_TO_REFUND)
            throw conflict(everything ? 'This order has already been refunded.' : worked.problem);
          throw badRequest(worked.problem);
        }
        // The threshold is in the base currency: a refund in another is compared at the order's rate.
        requireRecentProofOver(actor, inBaseCents(worked.totalCents, order), reauthRefundsOverCents);
        // A gift card bought is refunded only while it is unspent: its code goes with the money.
        for (const share of worked.lines) {
          const issued = lines.find((line) => line.id === share.id)?.giftCard?.creditIds;
          if (!issued) continue;
          const unspent = (await unspentGiftCards(tx, issued)).length;
          if (unspent < share.quantity) {
            throw badRequest(
              `${unspent === 0 ? 'This gift card has' : `Only ${unspent} of these gift cards are unspent: the others have`} been spent. Refund what is left as an amount, and adjust the code under Gift cards & credit.`,
            );
          }
        }
        // Gift cards and store credit that paid take back their share; the card the rest.
        const creditCents = creditShareOfRefund(
          { totalCents: order.totalCents, creditCents: order.creditCents, refundedCents: basis.refundedCents },
          worked.totalCents,
        );
        if (worked.totalCents > creditCents && (order.provider !== provider.name || !order.providerSessionId)) {
          throw conflict(`This order was paid through ${order.provider}, which the shop no longer uses: refund it there.`);
        }
        const restocks = (lineId: string) =>
          order.stockTakenAt !== null &&
          (everything ? input.restock : (input.lines.find((line) => line.orderLineId === lineId)?.restock ?? false));
        const refund = await queries.insertRefund({
          orderId: id,
          requestId,
          amountCents: worked.totalCents,
          creditCents,
          shipping: choice.shipping,
          shippingCents: worked.shippingCents,
          taxCents: worked.taxCents,
          lines: worked.lines.map((share) => {
            const line = lines.find((candidate) => candidate.id === share.id)!;
            return {
              orderLineId: line.id,
              name: line.name,
              color: line.color,
              size: line.size,
              quantity: share.quantity,
              cents: share.cents,
              taxCents: share.taxCents,
              discountCents: share.discountCents,
              restocked: restocks(line.id),
            };
          }),
          reason: input.reason,
          actorId: actor.id,
        });
        return { order, refund };
      });
      const { order, refund } = reserved;
      if (refund.state === 'done') return orderView(id, true);

      let providerRefundId: string | null = null;
      try {
        // What codes paid goes back to them below, in the order's transaction: the card gets the rest.
        if (refund.amountCents > refund.creditCents)
          providerRefundId = await provider.refund({
            sessionId: order.providerSessionId!,
            paymentId: order.providerPaymentId,
            amountCents: refund.amountCents - refund.creditCents,
            // The request's own key: its retries, and a refund of everything kept from before, make one refund.
            idempotencyKey: refund.requestId === 'everything-after-0' ? `refund-${order.id}` : `refund-${order.id}-${refund.requestId}`,
          });
      } catch (error) {
        await repository.dropPendingRefund(refund.id);
        if (error instanceof HttpError) throw error;
        log.error({ err: error, orderId: order.orderId }, 'the payment provider did not make a refund');
        throw new HttpError(502, `${providerName(order.provider)} did not make the refund, so nothing was refunded. Please try again.`);
      }

      const key = await trackingKey();
      let made = false;
      await mailer.sendAfter((queueMail) =>
        repository.transaction(async (tx, queries) => {
          const locked = await queries.lockOrder(id);
          if (!locked) throw notFound('Order not found.');
          const current = (await queries.refundsOf(id)).find((row) => row.id === refund.id);
          // A retry of the same request, answered at the same moment, may have taken it in already.
          if (!current || current.state === 'done') return;
          const now = new Date();
          await queries.finishRefund(refund.id, providerRefundId, now);
          made = true;
          const refundedCents = locked.refundedCents + refund.amountCents;
          const whole = refundedCents >= locked.totalCents;
          const paymentStatus = whole ? 'refunded' : 'partially_refunded';
          await queries.updateOrder(id, { paymentStatus, refundedCents, ...(whole ? { refundedAt: now, refundedBy: actor.id } : {}) });
          await queries.addRefundedUnits(id, refund.lines);
          await refundCreditsOf(tx, { id, orderRef: locked.orderId }, refund.creditCents, actor.id);
          // The gift cards refunded are taken back from their holders.
          const orderLines = refund.lines.length > 0 ? await queries.linesOf(id) : [];
          for (const refunded of refund.lines) {
            const issued = orderLines.find((line) => line.id === refunded.orderLineId)?.giftCard?.creditIds;
            if (issued) await voidGiftCards(tx, issued, refunded.quantity, `Refunded to its buyer (order ${locked.orderId})`, actor.id);
          }
          // Once the whole order is refunded its exchanges end with it: their replacements go back on the shelf, and none can ship.
          const held = whole ? await closeExchangesOnRefund(tx, { orderId: id, orderRef: locked.orderId, actorId: actor.id }) : null;
          const restocked = refund.lines.filter((line) => line.restocked);
          if (restocked.length > 0) {
            // What the customer holds goes back: the units less what an exchange already returned, and the replacements sent.
            const lines = await queries.linesOf(id);
            const goods = [
              ...restocked.flatMap((refunded) => {
                const line = lines.find((candidate) => candidate.id === refunded.orderLineId);
                return line?.productId
                  ? [
                      {
                        productId: line.productId,
                        color: line.color,
                        size: line.size,
                        quantity: refunded.quantity - (held?.returned.get(line.id) ?? 0),
                      },
                    ]
                  : [];
              }),
              ...(held?.replacements ?? []),
            ];
            await returnTrackedStock(tx, goods);
          }
          const details = {
            orderId: locked.orderId,
            amountCents: refund.amountCents,
            ...(refund.creditCents > 0 ? { toCreditCents: refund.creditCents } : {}),
            shipping: refund.shipping,
            lines: refund.lines.map((line) => ({
              name: line.name,
              color: line.color,
              size: line.size,
              quantity: line.quantity,
              cents: line.cents,
            })),
            reason: refund.reason,
            restocked: restocked.length > 0,
            ...(held?.closed.length ? { closedExchanges: held.closed } : {}),
          };
          await queries.addEvent({
            orderId: id,
            paymentStatus,
            actorId: actor.id,
            details: { refund: { id: refund.id, amountCents: refund.amountCents }, restocked: details.restocked },
          });
          await queueOrderWebhook(tx, 'order.refunded', id, `order.refunded:${refund.id}`);
          // Refunded whole before it was handed over: the order will not ship.
          if (whole && !FULFILLED.includes(locked.status)) await queueOrderWebhook(tx, 'order.cancelled', id, `order.cancelled:${id}`);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'order.refund',
            entityId: id,
            details,
            before: { paymentStatus: locked.paymentStatus, refundedCents: locked.refundedCents },
            after: { paymentStatus, refundedCents, restocked: details.restocked },
          });
          // A return's refund is told in the return's own mail.
          if (locked.email && mail) {
            await queueMail(
              {
                dedupeKey: `order-refund:${id}:${refund.id}`,
                to: locked.email,
                ...orderRefundEmail(
                  shopName,
                  { ...locked, refundedCents },
                  // Each line named as the shopper read it, in the language they bought in.
                  {
                    ...refund,
                    lines: refund.lines.map((line) => ({
                      ...line,
                      name: orderLines.find((candidate) => candidate.id === line.orderLineId)?.localName ?? line.name,
                    })),
                  },
                  trackingUrl(key, locked),
                ),
              },
              tx,
            );
          }
        }),
      );
      if (made) analytics?.record({ kind: 'refund', orderId: id, amountCents: inBaseCents(refund.amountCents, order) });
      return orderView(id, true);
    },

    /** What the refund made for this request gave back, in cents; null while it has not been made. */
    async refundMade(id: string, requestId: string): Promise<number | null> {
      const made = (await repository.refundsOf(id)).find((refund) => refund.requestId === requestId && refund.state === 'done');
      return made?.amountCents ?? null;
    },

    /** What refunding these units would give back now, by the pricing pipeline: a refused choice is a 400. */
    async quoteRefund(id: string, lines: readonly { orderLineId: string; quantity: number }[]): Promise<number> {
      const found = await repository.findWithLines({ id });
      if (!found) throw notFound('Order not found.');
      const [rows, refunds] = await Promise.all([repository.linesOf(id), repository.refundsOf(id)]);
      const worked = workOutRefund(refundBasis(found.order, rows, refunds), {
        lines: lines.map((line) => ({ id: line.orderLineId, quantity: line.quantity })),
        shipping: false,
      });
      if ('problem' in worked) throw badRequest(worked.problem);
      return worked.totalCents;
    },

    async setStatus(actor: AuthUser, id: string, status: OrderStatus): Promise<Order> {
      const key = await trackingKey();
      await mailer.sendAfter((queueMail) =>
        repository.transaction(async (tx, queries) => {
          const order = await queries.lockOrder(id);
          if (!order) throw notFound('Order not found.');
          if (order.status === status) return;
          await queries.updateOrder(id, { status });
          const event = await queries.addEvent({ orderId: id, status, actorId: actor.id });
          // Handed over for delivery: shipped, or completed straight from pending or processing.
          if (FULFILLED.includes(status) && !FULFILLED.includes(order.status)) {
            await queueOrderWebhook(tx, 'order.fulfilled', id, `order.fulfilled:${id}`);
          }
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'order.status',
            entityId: id,
            ...fieldChange('status', order.status, status, { orderId: order.orderId }),
          });
          // A paid order's customer hears of each step; an unpaid checkout has nothing to follow yet.
          if (order.email && isPaid(order.paymentStatus)) {
            await queueMail(
              {
                dedupeKey: `order-status:${id}:${event.id}`,
                to: order.email,
                ...orderStatusEmail(shopName, { ...order, status }, trackingUrl(key, order)),
              },
              tx,
            );
          }
        }),
      );
      return orderView(id, true);
    },

    async remove(actor: AuthUser, id: string): Promise<void> {
      await repository.transaction(async (tx, queries) => {
        // What an unpaid checkout held goes back to its codes before the order goes.
        await releaseCredits(tx, [id], (orderRef) => `Order ${orderRef} deleted`);
        const deleted = await queries.deleteOrder(id);
        if (!deleted) throw notFound('Order not found.');
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'order.delete',
          entityId: id,
          details: { orderId: deleted.orderId },
          before: deletedOrderAudit(deleted),
        });
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

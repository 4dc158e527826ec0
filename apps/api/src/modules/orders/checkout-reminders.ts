/**
 * Abandoned checkouts. A shopper who ticked 'Email me a reminder' at checkout and left it
 * unpaid gets one mail, a set delay after the checkout expired: its lines, its total, and a link
 * that puts that bag back. A paid order, a later checkout by the same address, or an
 * unsubscribe cancels it. The order's `reminded_at` is set in the transaction that queues the
 * mail, by a statement that only one instance can win: no checkout is reminded twice.
 */
import type { MergedBag } from '@shop/shared/cart.schema';
import type { CheckoutRecovery } from '@shop/shared/order.schema';
import { paths } from '@shop/shared/routes';
import type { UnsubscribeInfo } from '@shop/shared/waitlist.schema';
import { and, asc, eq, gte, isNotNull, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { mailOptOuts, orderLines, orders } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import {
  mailLanguage,
  readUnsubscribeToken,
  renderEmail,
  unsubscribeHeaders,
  unsubscribeToken,
  unsubscribeUrls,
  type Mailer,
} from '../mail';
import { BASE_ROW_CURRENCY, inBaseCentsOfGroups, orderCurrency, type ForeignAmounts } from './order-currency';

/** The opt-out that stops them. */
const OPT_OUT = 'checkout-reminders';
/** A paid order within this long of a reminder counts as recovered by it. */
export const RECOVERY_WINDOW_MS = 7 * 86_400_000;
const RESTORE_INVALID = 'This link no longer restores a bag. Its checkout may be too old.';
/** A restore link works for as long as a reminder may lead to a purchase. */
const RESTORE_FOR_MS = 30 * 86_400_000;

/**
 * The opt-outs of checkout reminders, on the database or a transaction: an address opted out
 * gets none, whatever box it ticks. The consents' 'checkout-reminders' preference turns them
 * (services.ts hands these in).
 */
export function reminderOptOuts(db: Db) {
  return {
    async optedOut(email: string): Promise<boolean> {
      const [out] = await db
        .select({ email: mailOptOuts.email })
        .from(mailOptOuts)
        .where(and(eq(mailOptOuts.email, email), eq(mailOptOuts.kind, OPT_OUT)));
      return out !== undefined;
    },
    async optOut(email: string): Promise<void> {
      await db.insert(mailOptOuts).values({ email, kind: OPT_OUT }).onConflictDoNothing();
    },
    async optIn(email: string): Promise<void> {
      await db.delete(mailOptOuts).where(and(eq(mailOptOuts.email, email), eq(mailOptOuts.kind, OPT_OUT)));
    },
    /** When the address last ticked the reminder box at a checkout; null when it never did. */
    async lastAskedAt(email: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(orders.createdAt) })
        .from(orders)
        .where(and(eq(orders.email, email), eq(orders.remindConsent, true)));
      return row?.at ?? null;
    },
  };
}

/** Checkout reminders as an address with no account has them: on unless it opted out, since it last ticked the box. */
export function checkoutRemindersOfAddress(db: Db) {
  return {
    async status(email: string): Promise<{ on: boolean; since: Date | null }> {
      const outs = reminderOptOuts(db);
      if (await outs.optedOut(email)) return { on: false, since: null };
      return { on: true, since: await outs.lastAskedAt(email) };
    },
    async set(tx: Db, email: string, on: boolean): Promise<void> {
      const outs = reminderOptOuts(tx);
      await (on ? outs.optIn(email) : outs.optOut(email));
    },
  };
}

export interface CheckoutRemindersOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  shopName: string;
  /** The key that signs the restore and unsubscribe links. */
  secret: () => Promise<string>;
  /** The wait after a checkout expires before its reminder. */
  delayMs: number;
  /** Shows lines as the bag does today: names, prices, pictures; what is no longer sold dropped. */
  showBag: (lines: { productId: string; color: string; size: string; quantity: number }[], lang?: string) => Promise<MergedBag>;
  log: FastifyBaseLogger;
  /**
   * Stops the reminders of an address, for a reminder's unsubscribe link: the consents'
   * preference (the opt-out, and its account's consent withdrawn), handed in by services.ts;
   * without it, the address is opted out.
   */
  stopReminders?: (email: string) => Promise<void>;
}

interface DueCheckout {
  id: string;
  email: string;
  total_cents: number;
  /** The currency its amounts are in ('eur'). */
  currency: string;
  /** The language it was checked out in ('fr'): the reminder is written in it, and its links lead to its pages. */
  language: string;
  /** Stripe's recovery link of its expired checkout, where Stripe Checkout took it; null otherwise. */
  recovery_url: string | null;
}

export function createCheckoutReminders({
  db,
  mailer,
  publicUrl,
  shopName,
  secret,
  delayMs,
  showBag,
  log,
  stopReminders = (email) => reminderOptOuts(db).optOut(email),
}: CheckoutRemindersOptions) {
  const emailOf = async (orderId: string) => {
    const [order] = await db.select({ email: orders.email }).from(orders).where(eq(orders.id, orderId));
    return order?.email ?? undefined;
  };
  const linesOf = (tx: Db, orderId: string) =>
    tx
      .select({
        productId: orderLines.productId,
        // Named as the shopper read it, in the language of their checkout.
        name: sql<string>`coalesce(${orderLines.localName}, ${orderLines.name})`,
        color: orderLines.color,
        size: orderLines.size,
        quantity: orderLines.quantity,
        unitPriceCents: orderLines.unitPriceCents,
        giftCard: orderLines.giftCard,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position));

  async function remindOne(checkout: DueCheckout, key: string): Promise<boolean> {
    return mailer.sendAfter((queue) =>
      inTransaction(db, async (tx) => {
        // Only one instance's statement finds reminded_at still empty.
        const [claimed] = await tx
          .update(orders)
          .set({ remindedAt: sql`now()` })
          .where(and(eq(orders.id, checkout.id), sql`${orders.remindedAt} is null`))
          .returning({ id: orders.id });
        if (!claimed) return false;
        const lines = (await linesOf(tx, checkout.id)).filter((line) => !line.giftCard);
        const currency = orderCurrency({ currency: checkout.currency, exchangeRate: 1 }).code;
        const language = mailLanguage(checkout.language);
        const { words } = language;
        const restore = language.link(publicUrl, paths.restoreBag(unsubscribeToken(key, 'r', checkout.id)));
        // Where Stripe Checkout took it, Stripe's own recovery link opens that checkout again as it
        // was (its lines, its prices), and paying there pays this order; the shop's link, which
        // puts the lines back in the bag at today's prices, stays beside it for a change of mind.
        const resume: Parameters<typeof renderEmail>[0]['blocks'] = checkout.recovery_url
          ? [
              { kind: 'paragraph', text: words.reminder.keptAsItWas },
              { kind: 'link', label: words.reminder.resume, url: checkout.recovery_url },
              { kind: 'paragraph', text: words.reminder.orRestore },
              { kind: 'link', label: words.reminder.restore, url: restore },
            ]
          : [
              { kind: 'paragraph', text: words.reminder.checkedAgain },
              { kind: 'link', label: words.reminder.restore, url: restore },
            ];
        const links = unsubscribeUrls(publicUrl, unsubscribeToken(key, 'c', checkout.id), language);
        const content = renderEmail({
          shopName,
          language,
          subject: words.reminder.subject,
          heading: words.reminder.heading,
          blocks: [
            { kind: 'paragraph', text: words.reminder.intro },
            {
              kind: 'lines',
              currency,
              lines: lines.map((line) => ({
                name: line.name,
                details: words.variant(line),
                quantity: line.quantity,
                totalCents: line.unitPriceCents * line.quantity,
              })),
            },
            { kind: 'totals', currency, rows: [{ label: words.reminder.total, cents: checkout.total_cents, strong: true }] },
            ...resume,
          ],
          unsubscribe: { reason: words.reminder.why({ shop: shopName }), url: links.page },
        });
        await queue(
          { dedupeKey: `checkout-reminder:${checkout.id}`, to: checkout.email, ...content, headers: unsubscribeHeaders(links.oneClick) },
          tx,
        );
        return true;
      }),
    );
  }

  return {
    /** Sends the reminders now due; answers how many. */
    async remindDue(now = new Date()): Promise<number> {
      const due = await rowsOf<DueCheckout>(
        db,
        sql`select o.id, o.email, o.total_cents, o.currency, o.language, o.recovery_url from ${orders} o
          where o.remind_consent and o.reminded_at is null and o.payment_status = 'expired' and o.email is not null
            and o.updated_at <= ${new Date(now.getTime() - delayMs).toISOString()}::timestamptz
            -- A reminder older than the restore link's life would lead nowhere.
            and o.created_at > ${new Date(now.getTime() - RESTORE_FOR_MS).toISOString()}::timestamptz
            and not exists (select 1 from ${orders} later where later.email = o.email and later.created_at > o.created_at)
            and not exists (select 1 from ${mailOptOuts} x where x.email = o.email and x.kind = ${OPT_OUT})
          order by o.updated_at limit 100`,
      );
      if (due.length === 0) return 0;
      const key = await secret();
      let sent = 0;
      for (const checkout of due) if (await remindOne({ ...checkout, total_cents: Number(checkout.total_cents) }, key)) sent += 1;
      if (sent > 0) log.info({ sent }, 'abandoned checkouts reminded');
      return sent;
    },

    /**
     * The bag of a reminded checkout, as the browser's bag holds it, at today's prices: the lines
     * still sold, gift cards left out, named in `lang` (the page's language) where the brand gave names in it.
     */
    async restore(token: string, lang?: string): Promise<MergedBag> {
      const named = readUnsubscribeToken(await secret(), token);
      if (named?.kind !== 'r') throw notFound(RESTORE_INVALID);
      const [order] = await db
        .select({ id: orders.id, createdAt: orders.createdAt })
        .from(orders)
        .where(and(eq(orders.id, named.id), gte(orders.createdAt, new Date(Date.now() - RESTORE_FOR_MS))));
      if (!order) throw notFound(RESTORE_INVALID);
      const lines = await db
        .select({ productId: orderLines.productId, color: orderLines.color, size: orderLines.size, quantity: orderLines.quantity })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.productId), sql`${orderLines.giftCard} is null`))
        .orderBy(asc(orderLines.position));
      return showBag(
        lines.map((line) => ({ ...line, productId: line.productId! })),
        lang,
      );
    },

    /** The reminded checkout this new order may come from: the address's latest reminder within the window. */
    async remindedCheckoutOf(tx: Db, email: string, now = new Date()): Promise<string | null> {
      const [row] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(eq(orders.email, email), isNotNull(orders.remindedAt), gte(orders.remindedAt, new Date(now.getTime() - RECOVERY_WINDOW_MS))),
        )
        .orderBy(sql`${orders.remindedAt} desc`)
        .limit(1);
      return row?.id ?? null;
    },

    async describeUnsubscribe(orderId: string): Promise<UnsubscribeInfo | undefined> {
      const email = await emailOf(orderId);
      if (!email) return undefined;
      return {
        kind: 'checkout-reminders',
        title: 'Stop checkout reminders',
        detail: `${email} will get no reminder about a checkout left unpaid.`,
        done: await reminderOptOuts(db).optedOut(email),
      };
    },

    async unsubscribe(orderId: string): Promise<boolean> {
      const email = await emailOf(orderId);
      if (!email) return false;
      await stopReminders(email);
      return true;
    },

    /** The address a 'c' link was mailed to: its checkout's. */
    addressOf: emailOf,

    /**
     * Checkouts abandoned, reminded and recovered in a period (by when they were placed), and the
     * revenue recovered, in the base currency: an order in another converted at its own rate.
     */
    async figures(from: Date, to: Date): Promise<CheckoutRecovery> {
      const [row] = await rowsOf<{
        abandoned: number;
        reminded: number;
        recovered: number;
        recovered_cents: number;
        recovered_foreign: ForeignAmounts[] | string;
      }>(
        db,
        // One pass over the period's orders, each figure a filter of it.
        sql`with period as (
              select payment_status, reminded_at, recovered_from is not null
                and payment_status in ('paid', 'partially_refunded', 'refunded') as recovered, total_cents - refunded_cents as kept_cents,
                currency, exchange_rate
              from ${orders}
              where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
            )
            select count(*) filter (where payment_status = 'expired') as abandoned,
              count(*) filter (where reminded_at is not null) as reminded,
              count(*) filter (where recovered) as recovered,
              coalesce(sum(kept_cents) filter (where recovered and currency = ${BASE_ROW_CURRENCY}), 0) as recovered_cents,
              (select coalesce(json_agg(json_build_object('currency', currency, 'rate', exchange_rate, 'cents', kept_cents, 'count', n)), '[]'::json)
                from (select currency, exchange_rate, kept_cents, count(*) as n from period
                  where recovered and currency <> ${BASE_ROW_CURRENCY} group by currency, exchange_rate, kept_cents) as foreign_kept) as recovered_foreign
            from period`,
      );
      const foreign =
        typeof row?.recovered_foreign === 'string' ? (JSON.parse(row.recovered_foreign) as ForeignAmounts[]) : row?.recovered_foreign;
      return {
        abandoned: Number(row?.abandoned ?? 0),
        reminded: Number(row?.reminded ?? 0),
        recovered: Number(row?.recovered ?? 0),
        recoveredCents: Number(row?.recovered_cents ?? 0) + inBaseCentsOfGroups(foreign ?? []),
      };
    },
  };
}

export type CheckoutReminders = ReturnType<typeof createCheckoutReminders>;

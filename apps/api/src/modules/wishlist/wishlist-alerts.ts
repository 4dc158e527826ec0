/**
 * The wishlist's alerts, for accounts that turned them on (a consent, with its words and date).
 * A worker on every instance looks over those accounts' items: one that can be bought again, or
 * that costs less than when the shopper last heard, is mailed once; what it saw is kept on the
 * item (`seen_*`). An item first seen, or seen again after the alerts were turned back on, is
 * only noted, so turning them on never mails about what the shopper already sees. A rise or a
 * sell-out is noted silently, so the next drop or restock mails again. The note and the mail go
 * in one transaction, on the condition that the note still holds what was read: of two
 * instances looking at once, one mails.
 */
import { paths } from '@shop/shared/routes';
import { createPollingWorker } from '../../lib/polling-worker';
import type { LanguageCode } from '@shop/shared/languages';
import { consentWording } from '@shop/shared/consent.schema';
import type { WishlistAlerts } from '@shop/shared/wishlist.schema';
import type { UnsubscribeInfo } from '@shop/shared/waitlist.schema';
import type { FastifyBaseLogger } from 'fastify';
import { toProduct, withSalePrices, type SalesSource } from '../catalogue';
import { consentQueries, type ConsentQueries } from '../consents';
import { mailLanguage, unsubscribeHeaders, unsubscribeToken, unsubscribeUrls, type Mailer, type MailLanguage } from '../mail';
import { inStockOf, priceOf, stillOffered } from './wishlist.service';
import { WISHLIST_ALERTS, type AlertItemRow, type SeenState, type WishlistRepository } from './wishlist.repository';
import { wishlistBackInStockEmail, wishlistPriceDropEmail } from './wishlist-alerts-mail';

/** How many items one query reads. */
const PAGE = 500;

export interface WishlistAlertsOptions {
  repository: WishlistRepository;
  /** The consents, on the database. */
  consents: ConsentQueries;
  sales: SalesSource;
  mailer: Mailer;
  publicUrl: string;
  shopName: string;
  /** The key that signs the unsubscribe links. */
  secret: () => Promise<string>;
  log: FastifyBaseLogger;
  /** How often the worker looks. */
  pollMs?: number;
}

type Alert = 'back' | 'cheaper' | undefined;

/** What to mail, from what was seen before and what is true now. */
function alertOf(before: SeenState, now: { seenPriceCents: number; seenInStock: boolean }): Alert {
  if (before.seenPriceCents === null || before.seenInStock === null || !now.seenInStock) return undefined;
  if (!before.seenInStock) return 'back';
  return now.seenPriceCents < before.seenPriceCents ? 'cheaper' : undefined;
}

export function createWishlistAlerts({
  repository,
  consents,
  sales,
  mailer,
  publicUrl,
  shopName,
  secret,
  log,
  pollMs = 60_000,
}: WishlistAlertsOptions) {
  // Each link leads to the page in the account's language.
  const linksOf = (key: string, userId: string, language: MailLanguage) =>
    unsubscribeUrls(publicUrl, unsubscribeToken(key, 'l', userId), language);
  const urlOf = (handle: string, item: AlertItemRow, language: MailLanguage) => {
    const query = new URLSearchParams({
      ...(item.color ? { color: item.color } : {}),
      ...(item.size ? { size: item.size } : {}),
    }).toString();
    return language.link(publicUrl, `${paths.product(handle)}${query ? `?${query}` : ''}`);
  };

  /** One page of items: notes what changed, and mails what a shopper wants to hear. Answers how many were mailed. */
  async function checkPage(items: AlertItemRow[], key: string): Promise<number> {
    const now = new Date();
    const [rows, running] = await Promise.all([repository.productsOf(items.map((item) => item.productId)), sales.running(now)]);
    const products = new Map(rows.map((row) => [row.id, withSalePrices(toProduct(row), running, now)]));
    let mailed = 0;
    for (const item of items) {
      const product = products.get(item.productId);
      // A product gone, or a colour or size no longer offered: the wishlist's own page forgets it.
      if (!product || !stillOffered(product, item)) continue;
      const { priceCents, compareAtCents } = priceOf(product, item.color, item.size);
      const seen = { seenPriceCents: priceCents, seenInStock: inStockOf(product, item.color, item.size) };
      if (seen.seenPriceCents === item.seenPriceCents && seen.seenInStock === item.seenInStock) continue;
      const alert = alertOf(item, seen);
      const sent = await mailer.sendAfter((queue) =>
        repository.transaction(async (tx, repo) => {
          if (!(await repo.see(item.id, item, seen)) || !alert) return false;
          const language = mailLanguage(item.language);
          const links = linksOf(key, item.userId, language);
          const alerted = {
            name: product.name,
            variant: language.words.variant(item),
            priceCents,
            url: urlOf(product.handle, item, language),
          };
          const content =
            alert === 'back'
              ? wishlistBackInStockEmail(shopName, alerted, links.page, language)
              : wishlistPriceDropEmail(shopName, alerted, item.seenPriceCents ?? compareAtCents ?? priceCents, links.page, language);
          return queue(
            {
              dedupeKey: `wishlist-${alert}:${item.id}:${priceCents}:${now.toISOString().slice(0, 10)}`,
              to: item.email,
              ...content,
              headers: unsubscribeHeaders(links.oneClick),
            },
            tx,
          );
        }),
      );
      if (sent) mailed += 1;
    }
    return mailed;
  }

  /** Looks over every item of the accounts with alerts on; answers how many mails were queued. */
  async function checkAll(): Promise<number> {
    const key = await secret();
    let mailed = 0;
    let after: string | null = null;
    for (;;) {
      const items = await repository.alertItems(after, PAGE);
      if (items.length === 0) return mailed;
      mailed += await checkPage(items, key);
      after = items.at(-1)!.id;
    }
  }

  const worker = createPollingWorker({
    work: checkAll,
    pollMs,
    log,
    countField: 'mailed',
    done: 'wishlist alerts mailed',
    failed: 'checking the wishlists for alerts failed',
  });

  /** Whether they are on, since when, and the words: those agreed to, else those of `language` that turning them on keeps. */
  const wordingIn = (language?: LanguageCode) => consentWording('wishlist-alerts', shopName, language);

  async function status(userId: string, language?: LanguageCode): Promise<WishlistAlerts> {
    const consent = await consents.inForce(userId, WISHLIST_ALERTS);
    return {
      on: consent !== undefined,
      since: consent?.grantedAt.toISOString() ?? null,
      wording: consent?.wording ?? wordingIn(language),
    };
  }

  return {
    status,

    /**
     * Turns the alerts on (with today's words, in the language they were shown in) or off;
     * turning them on starts from what the items are now.
     */
    async set(userId: string, on: boolean, language?: LanguageCode): Promise<WishlistAlerts> {
      await repository.transaction(async (tx, repo) => {
        const inTx = consentQueries(tx);
        if (!on) return inTx.withdraw(userId, WISHLIST_ALERTS);
        if (await inTx.grant(userId, WISHLIST_ALERTS, wordingIn(language))) await repo.forgetSeen(userId);
        return true;
      });
      return status(userId, language);
    },

    /** What an 'l' unsubscribe link stops: the account's wishlist alerts. */
    async describeUnsubscribe(userId: string): Promise<UnsubscribeInfo | undefined> {
      const email = await repository.emailOf(userId);
      if (email === undefined) return undefined;
      const { on } = await status(userId);
      return {
        kind: 'wishlist-alerts',
        title: 'Stop wishlist alerts',
        detail: `${email} will get no more emails about items on its wishlist coming back or getting cheaper.`,
        done: !on,
      };
    },

    /** The address an 'l' link reaches: the account's own. */
    addressOf: (userId: string): Promise<string | undefined> => repository.emailOf(userId),

    async unsubscribe(userId: string): Promise<boolean> {
      if ((await repository.emailOf(userId)) === undefined) return false;
      await consents.withdraw(userId, WISHLIST_ALERTS);
      return true;
    },

    /** A round that starts after any in progress, so it sees every change committed before the call. */
    check: worker.roundAfterCurrent,

    start: worker.start,
    stop: worker.stop,
  };
}

export type WishlistAlertsService = ReturnType<typeof createWishlistAlerts>;

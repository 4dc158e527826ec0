/**
 * 'Email me when it's back'. A shopper joins a sold-out variant's list; when the variant comes
 * back (a trigger notes each restock in `restocks`, whatever restocked it), the worker mails the
 * oldest waiting first, no more of them than the units that came back times the shop's factor,
 * and the rest wait for the next restock. Every instance runs the worker: a restock and each
 * request are claimed with SKIP LOCKED and marked in the transaction that queues their mail, so
 * nobody is mailed twice.
 */
import { WAITLIST_JOINED_MESSAGE, type JoinWaitlist, type UnsubscribeInfo, type WaitlistAnswer } from '@shop/shared/waitlist.schema';
import { createPollingWorker } from '../../lib/polling-worker';
import type { FastifyBaseLogger } from 'fastify';
import { variantLabel } from '@shop/shared/variant';
import type { AuthUser } from '../../lib/guards';
import { badRequest, notFound } from '../../lib/http-errors';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@shop/shared/languages';
import { paths } from '@shop/shared/routes';
import { mailLanguage, unsubscribeHeaders, unsubscribeToken, unsubscribeUrls, type Mailer, type MailLanguage } from '../mail';
import type { WaitlistRepository } from './waitlist.repository';
import { backInStockEmail, waitlistJoinedEmail } from './waitlist-mail';

export interface WaitlistServiceOptions {
  repository: WaitlistRepository;
  mailer: Mailer;
  publicUrl: string;
  shopName: string;
  /** The key that signs the unsubscribe links. */
  secret: () => Promise<string>;
  /** A restock mails at most this many waiting shoppers for each unit that came back. */
  notifyPerUnit: number;
  log: FastifyBaseLogger;
  /** How often the worker looks for restocks. */
  pollMs?: number;
  /** Records a signed-in joiner's consent to restock alerts, with its words, if none is in force (the consents', handed in by services.ts). */
  recordConsent?: (userId: string, language: LanguageCode) => Promise<void>;
  /**
   * Stops every restock alert of an address, for a link whose list was mailed already: the
   * consents' preference (its lists left, its account's consent withdrawn), handed in by
   * services.ts; without it, the address leaves its lists.
   */
  stopAlerts?: (email: string) => Promise<void>;
  /**
   * Whether the address still has restock alerts on (its account's consent in force, or an address
   * not opted out), so that the unsubscribe page says 'already done' only when it is; without it,
   * only its lists count.
   */
  alertsOn?: (email: string) => Promise<boolean>;
}

export function createWaitlistService({
  repository,
  mailer,
  publicUrl,
  shopName,
  secret,
  notifyPerUnit,
  log,
  pollMs = 5_000,
  recordConsent,
  stopAlerts = (email) => repository.leaveAll(email),
  alertsOn = async () => false,
}: WaitlistServiceOptions) {
  // The key is read before a transaction opens: on an embedded database, with one connection, reading it inside would wait forever.
  // Each link leads to the page in the language the list was joined in.
  const linksOf = (key: string, requestId: string, language: MailLanguage) =>
    unsubscribeUrls(publicUrl, unsubscribeToken(key, 'w', requestId), language);
  const productUrl = (handle: string, color: string, size: string, language: MailLanguage) =>
    language.link(publicUrl, `${paths.product(handle)}?${new URLSearchParams({ color, size }).toString()}`);

  /** Mails the lists of every restock not yet handled; answers how many shoppers were mailed. */
  async function notifyRestocked(): Promise<number> {
    let mailed = 0;
    const key = await secret();
    await mailer.sendAfter(async (queue) => {
      for (;;) {
        const handled = await repository.processNextRestock(async ({ units, variant }, tx) => {
          // Sold out again, taken off sale, or no longer offered by the time the worker looked: the list waits on.
          if (!variant || !variant.offered || variant.stock === 0) return;
          const limit = units === null || variant.stock === null ? null : Math.min(units, variant.stock) * notifyPerUnit;
          const taken = await repository.takeWaiting(tx, variant, limit);
          for (const request of taken) {
            const language = mailLanguage(request.language);
            const links = linksOf(key, request.id, language);
            const content = backInStockEmail(
              shopName,
              { productName: variant.localNames[language.code] ?? variant.name, color: variant.color, size: variant.size },
              productUrl(variant.handle, variant.color, variant.size, language),
              links.page,
              language,
            );
            await queue(
              { dedupeKey: `back-in-stock:${request.id}`, to: request.email, ...content, headers: unsubscribeHeaders(links.oneClick) },
              tx,
            );
          }
          mailed += taken.length;
        });
        if (!handled) break;
      }
    });
    return mailed;
  }

  const worker = createPollingWorker({
    work: notifyRestocked,
    pollMs,
    log,
    countField: 'mailed',
    done: 'restocks mailed to their waiting lists',
    failed: 'mailing the waiting lists of restocks failed',
  });

  return {
    async join(body: JoinWaitlist & { color: string; size: string }, user: AuthUser | undefined) {
      const email = body.email ?? user?.email;
      if (!email) throw badRequest('Enter your email address.', [{ path: 'email', message: 'Email is required' }]);
      const variant = await repository.variant(body.productId, body.color, body.size);
      if (!variant || !variant.offered) throw notFound('This product is not offered in that colour and size.');
      if (variant.stock !== 0) throw badRequest('This size is in stock: add it to your bag.');
      const key = await secret();
      const language = mailLanguage(body.language ?? DEFAULT_LANGUAGE.code);
      // Joining twice is harmless: the address stays once on the list, and is mailed its confirmation once.
      await mailer.sendAfter((queue) =>
        repository.join(
          {
            productId: variant.productId,
            color: variant.color,
            size: variant.size,
            email,
            userId: user?.id ?? null,
            language: language.code,
          },
          async (id, tx) => {
            const links = linksOf(key, id, language);
            const content = waitlistJoinedEmail(
              shopName,
              { productName: variant.localNames[language.code] ?? variant.name, color: variant.color, size: variant.size },
              links.page,
              language,
            );
            await queue({ dedupeKey: `waitlist-joined:${id}`, to: email, ...content, headers: unsubscribeHeaders(links.oneClick) }, tx);
          },
        ),
      );
      // Joining while signed in is agreeing to the account's restock alerts (already on the list or not).
      if (user && recordConsent) await recordConsent(user.id, language.code);
      return { message: WAITLIST_JOINED_MESSAGE, email };
    },

    async forAccount(user: AuthUser): Promise<WaitlistAnswer> {
      const rows = await repository.forAccount(user.id, user.email);
      return { entries: rows.map(({ id, createdAt, ...row }) => ({ _id: id, ...row, createdAt: createdAt.toISOString() })) };
    },

    async leaveForAccount(user: AuthUser, id: string): Promise<void> {
      if (!(await repository.leaveForAccount(id, user.id, user.email))) throw notFound('No such waiting list');
    },

    /** What a 'w' unsubscribe token stops: its list while it waits; every list of the address once it was mailed. */
    async describeUnsubscribe(requestId: string): Promise<UnsubscribeInfo | undefined> {
      const request = await repository.request(requestId);
      if (!request) return undefined;
      if (!request.notified) {
        return {
          kind: 'waitlist',
          title: 'Leave the waiting list',
          detail: `${request.email} will get no email when ${request.productName} (${variantLabel(request)}) is back in stock.`,
          done: false,
        };
      }
      const [waiting, on] = await Promise.all([repository.waitingCountFor(request.email), alertsOn(request.email)]);
      return {
        kind: 'restock-alerts',
        title: 'Stop restock alerts',
        detail: `${request.email} will get no more emails about products coming back in stock.`,
        done: waiting === 0 && !on,
      };
    },

    async unsubscribe(requestId: string): Promise<boolean> {
      const request = await repository.request(requestId);
      if (!request) return false;
      if (request.notified) await stopAlerts(request.email);
      else await repository.leave(request.id);
      return true;
    },

    /** The address a 'w' link was mailed to; undefined once its request is gone (a list left). */
    async addressOf(requestId: string): Promise<string | undefined> {
      return (await repository.request(requestId))?.email;
    },

    demandFor: repository.demandFor,
    /** A round that starts after any in progress, so it sees every restock committed before the call. */
    notifyRestocked: worker.roundAfterCurrent,

    start: worker.start,
    stop: worker.stop,
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;

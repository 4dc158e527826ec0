/**
 * 'Email me when it's back'. A shopper joins a sold-out variant's list; when the variant comes
 * back (a trigger notes each restock in `restocks`, whatever restocked it), the worker mails the
 * oldest waiting first, no more of them than the units that came back times the shop's factor,
 * and the rest wait for the next restock. Every instance runs the worker: a restock and each
 * request are claimed with SKIP LOCKED and marked in the transaction that queues their mail, so
 * nobody is mailed twice.
 */
import { WAITLIST_JOINED_MESSAGE, type JoinWaitlist, type UnsubscribeInfo, type WaitlistAnswer } from '@shop/shared/waitlist.schema';
import type { FastifyBaseLogger } from 'fastify';
import { variantLabel } from '@shop/shared/variant';
import type { AuthUser } from '../../lib/guards';
import { badRequest, notFound } from '../../lib/http-errors';
import { unsubscribeHeaders, unsubscribeToken, unsubscribeUrls, type Mailer } from '../mail';
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
}: WaitlistServiceOptions) {
  // The key is read before a transaction opens: on an embedded database, with one connection, reading it inside would wait forever.
  const linksOf = (key: string, requestId: string) => unsubscribeUrls(publicUrl, unsubscribeToken(key, 'w', requestId));
  const productUrl = (handle: string, color: string, size: string) =>
    `${publicUrl}/shop/${encodeURIComponent(handle)}?${new URLSearchParams({ color, size }).toString()}`;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

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
            const links = linksOf(key, request.id);
            const content = backInStockEmail(
              shopName,
              { productName: variant.name, color: variant.color, size: variant.size },
              productUrl(variant.handle, variant.color, variant.size),
              links.page,
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

  function round(): Promise<number> {
    running ??= notifyRestocked()
      .then((mailed) => {
        if (mailed > 0) log.info({ mailed }, 'restocks mailed to their waiting lists');
        return mailed;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'mailing the waiting lists of restocks failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    async join(body: JoinWaitlist & { color: string; size: string }, user: AuthUser | undefined) {
      const email = body.email ?? user?.email;
      if (!email) throw badRequest('Enter your email address.', [{ path: 'email', message: 'Email is required' }]);
      const variant = await repository.variant(body.productId, body.color, body.size);
      if (!variant || !variant.offered) throw notFound('This product is not offered in that colour and size.');
      if (variant.stock !== 0) throw badRequest('This size is in stock: add it to your bag.');
      const key = await secret();
      // Joining twice is harmless: the address stays once on the list, and is mailed its confirmation once.
      await mailer.sendAfter((queue) =>
        repository.join(
          { productId: variant.productId, color: variant.color, size: variant.size, email, userId: user?.id ?? null },
          async (id, tx) => {
            const links = linksOf(key, id);
            const content = waitlistJoinedEmail(
              shopName,
              { productName: variant.name, color: variant.color, size: variant.size },
              links.page,
            );
            await queue({ dedupeKey: `waitlist-joined:${id}`, to: email, ...content, headers: unsubscribeHeaders(links.oneClick) }, tx);
          },
        ),
      );
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
      const waiting = await repository.waitingCountFor(request.email);
      return {
        kind: 'restock-alerts',
        title: 'Stop restock alerts',
        detail: `${request.email} will get no more emails about products coming back in stock.`,
        done: waiting === 0,
      };
    },

    async unsubscribe(requestId: string): Promise<boolean> {
      const request = await repository.request(requestId);
      if (!request) return false;
      if (request.notified) await repository.leaveAll(request.email);
      else await repository.leave(request.id);
      return true;
    },

    demandFor: repository.demandFor,
    /** A round that starts after any in progress, so it sees every restock committed before the call. */
    async notifyRestocked(): Promise<number> {
      while (running) await running;
      return round();
    },

    start() {
      if (timer) return;
      timer = setInterval(() => void round(), pollMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;

/**
 * A customer's own data: the copy they download, prepared in the background and mailed when
 * ready, and deleting their account, by themselves or by staff (at their request, or with Manage
 * Users' Delete). Every deletion is one transaction (docs/decisions/039, 047).
 */
import type { FastifyBaseLogger } from 'fastify';
import { createPollingWorker } from '../../lib/polling-worker';
import { formatCents } from '@shop/shared/money';
import {
  DATA_EXPORT_TOO_SOON,
  STAFF_NOT_DELETED_HERE,
  STORE_CREDIT_BLOCKS_DELETION,
  type DataExportFile,
  type DataExportStatus,
  type DeleteAccountInput,
  type EraseAccountInput,
  type DeletedReviewsChoice,
} from '@shop/shared/privacy.schema';
import type { ReauthenticateInput } from '@shop/shared/auth.schema';
import { paths } from '@shop/shared/routes';
import { inTransaction, type Db } from '../../db/client';
import { requireRecentProof, type AuthUser } from '../../lib/guards';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { DEFAULT_MAIL_LANGUAGE, mailLanguage, type Mailer } from '../mail';
import { recomputeRatings } from '../reviews';
import { readAccountData } from './account-data';
import { dataJson, ordersCsv } from './data-export-files';
import type { DataExportRow, DataExportsRepository } from './data-exports.repository';
import { eraseAccount, lockAccount, ordersAwaitingShipment, spendableCreditCents } from './erasure.repository';
import { dataReadyEmail } from './privacy-mail';

export const LAST_OWNER_NOT_DELETED = 'The last owner cannot be deleted.';
export const ORDER_NOT_SHIPPED =
  'An order of yours has not shipped yet, and its address is still needed: please wait until it has left, or ask us to cancel it, before deleting the account.';
export const DATA_EXPORT_PREPARING = 'Your data is still being prepared: we will email you when it is ready.';
export const DATA_EXPORT_GONE = 'This file was already downloaded, or its 24 hours are over: ask for a new copy of your data.';
export const DATA_EXPORT_NOT_FOUND = 'No such copy of your data.';

/** Why staff cannot delete a customer's account yet, in words they can act on. */
const STAFF_REFUSALS = {
  creditLeft: (cents: number) =>
    `This customer still has ${formatCents(cents)} of store credit or gift cards: refund it or disable the codes before deleting the account.`,
  orderNotShipped: 'This customer has a paid order that has not shipped yet: ship or cancel it before deleting the account.',
};

/** The section of the profile the mail links to. */
export const YOUR_DATA_ANCHOR = 'your-data';

export interface PrivacyServiceOptions {
  db: Db;
  exports: DataExportsRepository;
  mailer: Mailer;
  publicUrl: string;
  shopName: string;
  /**
   * Checks the password or a second factor of the signed-in person, as confirming who one is does
   * (the auth module's re-authentication): a wrong one counts against the sign-in limits, and
   * throws 400.
   */
  proveIdentity: (user: AuthUser, proof: ReauthenticateInput, ip: string) => Promise<void>;
  log: FastifyBaseLogger;
  /** How often the worker looks for copies to prepare. */
  pollMs?: number;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function statusOf(row: DataExportRow | undefined): DataExportStatus {
  if (!row) {
    return { state: 'none', _id: null, requestedAt: null, readyAt: null, expiresAt: null, downloaded: { json: null, csv: null } };
  }
  const bothTaken = row.jsonDownloadedAt !== null && row.csvDownloadedAt !== null;
  return {
    state: row.status === 'preparing' ? 'preparing' : bothTaken ? 'downloaded' : row.expired ? 'expired' : 'ready',
    _id: row.id,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
    downloaded: { json: iso(row.jsonDownloadedAt), csv: iso(row.csvDownloadedAt) },
  };
}

export function createPrivacyService({
  db,
  exports,
  mailer,
  publicUrl,
  shopName,
  proveIdentity,
  log,
  pollMs = 5_000,
}: PrivacyServiceOptions) {
  /** Prepares every copy waiting and empties the expired ones; answers how many were prepared. */
  async function prepareWaiting(): Promise<number> {
    let prepared = 0;
    await mailer.sendAfter(async (queue) => {
      for (;;) {
        let to = '';
        let language = DEFAULT_MAIL_LANGUAGE;
        const handled = await exports.prepareNext(
          async (userId, tx) => {
            const data = await readAccountData(tx, userId);
            if (!data) return undefined;
            to = data.account.email;
            // The account's own mail, in its language, linking its profile in it.
            language = mailLanguage(data.account.language);
            return { dataJson: dataJson(shopName, data, new Date()), ordersCsv: ordersCsv(data) };
          },
          async ({ id, expiresAt }, tx) => {
            const profileUrl = language.link(publicUrl, `${paths.profile}#${YOUR_DATA_ANCHOR}`);
            await queue({ dedupeKey: `data-export-ready:${id}`, to, ...dataReadyEmail(shopName, profileUrl, expiresAt, language) }, tx);
            prepared += 1;
          },
        );
        if (!handled) break;
      }
    });
    await exports.emptyExpired();
    return prepared;
  }

  const worker = createPollingWorker({
    work: prepareWaiting,
    pollMs,
    log,
    countField: 'prepared',
    done: 'copies of account data prepared',
    failed: 'preparing copies of account data failed',
  });

  /** The checks and the deletion, in the transaction that locks the account (and the staff, for the last owner's rule). */
  async function erase(
    id: string,
    reviews: DeletedReviewsChoice,
    refusals: { creditLeft: (cents: number) => string; orderNotShipped: string },
    audit: (tx: Db, done: { orders: number; reviews: number }) => Promise<void>,
  ): Promise<void> {
    await inTransaction(db, async (tx) => {
      const { account, ownerIds } = await lockAccount(tx, id);
      if (!account) throw notFound('User not found.');
      if (ownerIds.length <= 1 && ownerIds.includes(id)) throw conflict(LAST_OWNER_NOT_DELETED);
      if (account.role === 'admin') throw conflict(STAFF_NOT_DELETED_HERE);
      const creditCents = await spendableCreditCents(tx, id);
      if (creditCents > 0) throw conflict(refusals.creditLeft(creditCents));
      if ((await ordersAwaitingShipment(tx, account)) > 0) throw conflict(refusals.orderNotShipped);
      const done = await eraseAccount(tx, account, reviews);
      await audit(tx, done);
      await recomputeRatings(tx, done.productIds);
    });
  }

  return {
    /** Where the account's latest copy is. */
    async exportStatus(user: AuthUser): Promise<DataExportStatus> {
      return statusOf(await exports.latestOf(user.id));
    },

    /** Asks for a copy; once an hour at most. The worker is nudged to prepare it at once. */
    async requestExport(user: AuthUser): Promise<DataExportStatus> {
      const row = await exports.request(user.id);
      if (!row) {
        const latest = await exports.latestOf(user.id);
        const waitSeconds = latest ? Math.max(1, Math.ceil((latest.requestedAt.getTime() + 3_600_000 - Date.now()) / 1000)) : 3600;
        throw tooManyRequests(DATA_EXPORT_TOO_SOON, waitSeconds);
      }
      void worker.round();
      return statusOf(row);
    },

    /** One file of the account's own copy, once. Another account's copy is not found. */
    async downloadFile(user: AuthUser, id: string, file: DataExportFile): Promise<{ content: string; fileName: string }> {
      const taken = await exports.takeFile(user.id, id, file);
      if (taken.found === 'none') throw notFound(DATA_EXPORT_NOT_FOUND);
      if (taken.found === 'preparing') throw conflict(DATA_EXPORT_PREPARING);
      if (taken.found !== 'file') throw conflict(DATA_EXPORT_GONE);
      const day = taken.requestedAt.toISOString().slice(0, 10);
      return { content: taken.content, fileName: file === 'json' ? `my-data-${day}.json` : `my-orders-${day}.csv` };
    },

    /**
     * The signed-in customer deletes their own account, after proving who they are: their reviews
     * kept under no name or deleted, as they chose. Every session ends with the account.
     */
    async deleteOwnAccount(user: AuthUser, input: DeleteAccountInput, ip: string): Promise<void> {
      if (user.role === 'admin') throw conflict(STAFF_NOT_DELETED_HERE);
      // The same proofs as re-authentication, checked by it: a password or a code here, or one made
      // there (a passkey's) in the last ten minutes, which answers 403 'reauth-required' when older.
      if (input.password !== undefined) await proveIdentity(user, { password: input.password }, ip);
      else if (input.code !== undefined) await proveIdentity(user, { code: input.code }, ip);
      else requireRecentProof(user);
      await erase(
        user.id,
        input.reviews,
        { creditLeft: () => STORE_CREDIT_BLOCKS_DELETION, orderNotShipped: ORDER_NOT_SHIPPED },
        (tx, done) =>
          recordAudit(tx, {
            // The customer is gone with their row: the entry names nobody, and says it was them.
            actorId: null,
            action: 'user.erase-own',
            entityId: user.id,
            details: { by: 'customer', reviews: input.reviews, ordersKept: done.orders, reviewsHad: done.reviews },
          }),
      );
      log.info({ userId: user.id }, 'a customer deleted their account');
    },

    /** Staff delete a customer's account at the customer's request, with the reason, audited. */
    async eraseAtRequest(actor: AuthUser, id: string, input: EraseAccountInput): Promise<void> {
      if (id === actor.id) throw badRequest('You cannot delete your own account here.');
      await erase(id, input.reviews, STAFF_REFUSALS, (tx, done) =>
        recordAudit(tx, {
          actorId: actor.id,
          action: 'user.erase',
          entityId: id,
          details: { by: 'staff', reason: input.reason, reviews: input.reviews, ordersKept: done.orders, reviewsHad: done.reviews },
        }),
      );
    },

    /**
     * Staff's 'Delete' on Manage Users (DELETE /api/auth/users/{id}) of a customer's account: the
     * same erasure as at their request, so that no path leaves the person on their orders. Nobody
     * chose to remove the reviews, so they stay under no name; the entry names the staff member,
     * never the customer's address.
     */
    async eraseOnDelete(actor: AuthUser, id: string): Promise<void> {
      await erase(id, 'anonymise', STAFF_REFUSALS, (tx, done) =>
        recordAudit(tx, {
          actorId: actor.id,
          action: 'user.delete',
          entityId: id,
          details: { by: 'staff', role: 'user', reviews: 'anonymise', ordersKept: done.orders, reviewsHad: done.reviews },
        }),
      );
    },

    /** A round that starts after any in progress, so it sees every request committed before the call. */
    prepareDue: worker.roundAfterCurrent,

    start: worker.start,
    stop: worker.stop,
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;

/**
 * Restock alerts as an email preference: what withdrawing an account's consent does to its
 * waiting lists, and the setting of an address with no account (on while it waits on a list).
 * services.ts hands both to the consents, with the transaction of the change.
 */
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { createWaitlistRepository } from './waitlist.repository';

/** Why an address with no account cannot turn them on from a link: only joining a list does. */
export const JOIN_A_LIST_FIRST = "Restock alerts start when you join a sold-out size's waiting list ('Email me when it's back').";

/** Withdrawing an account's restock alerts leaves every list the account and its address wait on. */
export function leaveEveryList(tx: Db, account: { id: string; email: string }): Promise<void> {
  return createWaitlistRepository(tx).leaveAllOfAccount(account.id, account.email);
}

/** An address with no account: on while it waits on a list (since it joined the oldest); off leaves them all. */
export function restockAlertsOfAddress(db: Db) {
  return {
    async status(email: string): Promise<{ on: boolean; since: Date | null }> {
      const since = await createWaitlistRepository(db).waitingSince(email);
      return { on: since !== null, since };
    },
    async set(tx: Db, email: string, on: boolean): Promise<void> {
      const lists = createWaitlistRepository(tx);
      if (!on) return lists.leaveAll(email);
      if ((await lists.waitingCountFor(email)) === 0) throw badRequest(JOIN_A_LIST_FIRST, [{ path: 'on', message: JOIN_A_LIST_FIRST }]);
    },
  };
}

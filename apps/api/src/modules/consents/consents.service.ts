/**
 * A person's email preferences: one consent per kind of mail (news and offers, restock alerts,
 * wishlist alerts, checkout reminders), each recorded with the words shown and the date, and
 * withdrawn without losing its history. The profile changes an account's; an unsubscribe link
 * changes those of the address it was mailed to, the account's when the address has one. What
 * a consent allows lives in other modules (the waiting lists, the opt-outs of checkout
 * reminders, the wishlist's alerts): the composition root hands their part in as `effects`,
 * run in the consent's own transaction.
 */
import {
  ADDRESS_CONSENT_KINDS,
  CONSENT_KINDS,
  consentWording,
  type AddressPreferences,
  type Consent,
  type ConsentKind,
  type Consents,
} from '@shop/shared/consent.schema';
import type { LanguageCode } from '@shop/shared/languages';
import { inTransaction, type Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { consentAccounts, consentQueries, type ConsentAccount } from './consents.repository';

export type AddressConsentKind = (typeof ADDRESS_CONSENT_KINDS)[number];

/** What else changes with an account's consent of one kind, in the consent's transaction. */
export interface ConsentEffects {
  /** After the consent is granted; `fresh` is false when it was in force already (its words and date kept). */
  granted?(tx: Db, account: ConsentAccount, fresh: boolean): Promise<void>;
  /** After it is withdrawn (or found not in force): what it allowed stops. */
  withdrawn?(tx: Db, account: ConsentAccount): Promise<void>;
}

/** A kind as it stands for an address with no account: what the address's own actions started, and stopping it. */
export interface AddressSetting {
  /** Whether such mail may go to the address, and since when (null when nothing dates it). */
  status(email: string): Promise<{ on: boolean; since: Date | null }>;
  /** Turns it on or off for the address; throws a refusal the person can act on when it cannot be turned on. */
  set(tx: Db, email: string, on: boolean): Promise<void>;
}

export interface ConsentsServiceOptions {
  db: Db;
  /** Put into the words of the news and offers. */
  shopName: string;
  effects: Partial<Record<ConsentKind, ConsentEffects>>;
  /** The kinds an address with no account has. */
  addresses: Record<AddressConsentKind, AddressSetting>;
}

const isAddressKind = (kind: ConsentKind): kind is AddressConsentKind => (ADDRESS_CONSENT_KINDS as readonly string[]).includes(kind);

/** An address with no account receives only the mail its own actions started. */
const NO_ACCOUNT_KIND = 'This address has no account: only its restock alerts and checkout reminders can be changed here.';

export function createConsentsService({ db, shopName, effects, addresses }: ConsentsServiceOptions) {
  const accounts = consentAccounts(db);
  const consents = consentQueries(db);

  async function ofAccount(userId: string, language?: LanguageCode): Promise<Consents> {
    const inForce = new Map((await consents.allInForce(userId)).map((row) => [row.kind, row]));
    return {
      consents: CONSENT_KINDS.map((kind): Consent => {
        const row = inForce.get(kind);
        return {
          kind,
          on: row !== undefined,
          since: row?.grantedAt.toISOString() ?? null,
          wording: row?.wording ?? consentWording(kind, shopName, language),
        };
      }),
    };
  }

  /** Grants (with `wording`, today's words of the kind unless given) or withdraws, then runs what goes with it. */
  async function change(tx: Db, account: ConsentAccount, kind: ConsentKind, on: boolean, wording?: string): Promise<void> {
    const inTx = consentQueries(tx);
    if (on) {
      const fresh = await inTx.grant(account.id, kind, wording ?? consentWording(kind, shopName));
      await effects[kind]?.granted?.(tx, account, fresh);
    } else {
      await inTx.withdraw(account.id, kind);
      await effects[kind]?.withdrawn?.(tx, account);
    }
  }

  async function ofAddress(email: string, language?: LanguageCode): Promise<AddressPreferences> {
    const account = await accounts.byEmail(email);
    if (account) return { email: account.email, account: true, ...(await ofAccount(account.id, language)) };
    const kinds = await Promise.all(
      ADDRESS_CONSENT_KINDS.map(async (kind): Promise<Consent> => {
        const { on, since } = await addresses[kind].status(email);
        return { kind, on, since: since?.toISOString() ?? null, wording: consentWording(kind, shopName, language) };
      }),
    );
    return { email, account: false, consents: kinds };
  }

  return {
    /** The account's four kinds: on or off, since when, and the words. */
    ofAccount,

    /**
     * Turns one of the account's kinds on (recording today's words, in the language they were
     * shown in) or off (keeping the history); answers all four.
     */
    async setForAccount(userId: string, kind: ConsentKind, on: boolean, language?: LanguageCode): Promise<Consents> {
      const account = await accounts.byId(userId);
      if (!account) throw notFound('This account no longer exists.');
      await inTransaction(db, (tx) => change(tx, account, kind, on, consentWording(kind, shopName, language)));
      return ofAccount(account.id, language);
    },

    /** The preferences of the address an unsubscribe link was mailed to: its account's, or the address's own. */
    ofAddress,

    /** Changes one preference of the address (its account's when it has one); answers them all. */
    async setForAddress(email: string, kind: ConsentKind, on: boolean, language?: LanguageCode): Promise<AddressPreferences> {
      const account = await accounts.byEmail(email);
      if (account) {
        await inTransaction(db, (tx) => change(tx, account, kind, on, consentWording(kind, shopName, language)));
      } else {
        if (!isAddressKind(kind)) throw badRequest(NO_ACCOUNT_KIND, [{ path: 'kind', message: NO_ACCOUNT_KIND }]);
        await inTransaction(db, (tx) => addresses[kind].set(tx, email, on));
      }
      return ofAddress(email, language);
    },

    /**
     * Records the account's consent as part of another change (a waiting list joined, a
     * checkout's reminder box ticked), in that change's transaction, with the words the person
     * was shown there; one in force stays as it was.
     */
    grantWith(tx: Db, account: ConsentAccount, kind: ConsentKind, wording?: string): Promise<void> {
      return change(tx, account, kind, true, wording);
    },

    /** The same in a transaction of its own; nothing when the account is gone. */
    async grant(userId: string, kind: ConsentKind, wording?: string): Promise<void> {
      const account = await accounts.byId(userId);
      if (account) await inTransaction(db, (tx) => change(tx, account, kind, true, wording));
    },
  };
}

export type ConsentsService = ReturnType<typeof createConsentsService>;

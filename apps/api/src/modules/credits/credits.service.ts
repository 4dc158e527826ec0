import { randomUUID } from 'node:crypto';
import { pageFields } from '@shop/shared/common.schema';
import { paths } from '@shop/shared/routes';
import { toCents, toDollars } from '@shop/shared/money';
import type {
  AdjustCreditSchema,
  AdminCredit,
  AdminCreditsQuerySchema,
  Credit,
  CreditBalance,
  CreditKind,
  IssueCreditSchema,
  MyCreditsResponse,
} from '@shop/shared/credit.schema';
import type { z } from 'zod';
import { inTransaction, type Db } from '../../db/client';
import { requireRecentProofOver, type AuthUser } from '../../lib/guards';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { mailLanguage, renderEmail, type EmailContent, type Mailer } from '../mail';
import { creditQueries, newCreditCode, type CreditMovementRow, type CreditRow } from './credits.repository';

export function toCredit(credit: CreditRow, movements: CreditMovementRow[]): Credit {
  return {
    _id: credit.id,
    code: credit.code,
    kind: credit.kind,
    balance: toDollars(credit.balanceCents),
    initial: toDollars(credit.initialCents),
    expiresAt: credit.expiresAt?.toISOString() ?? null,
    disabled: credit.disabledAt !== null,
    createdAt: credit.createdAt.toISOString(),
    movements: movements.map((movement) => ({
      kind: movement.kind,
      amount: toDollars(movement.amountCents),
      note: movement.note,
      at: movement.createdAt.toISOString(),
    })),
  };
}

/** A live credit can be spent: not disabled, not expired. */
const live = (credit: CreditRow, now: Date) => credit.disabledAt === null && (credit.expiresAt === null || credit.expiresAt > now);

/**
 * Gives store credit, in the caller's transaction: to an account, onto its one store-credit code
 * (made the first time); to a guest, on a new code kept with their email. Audited as `credit.issue`.
 * Answers the code and its id.
 */
export async function issueStoreCredit(
  tx: Db,
  to: { userId: string | null; email: string | null },
  movement: { amountCents: number; note: string; orderId: string | null; actorId: string },
): Promise<{ id: string; code: string }> {
  const queries = creditQueries(tx);
  const existing = to.userId ? await queries.lockStoreCreditOf(to.userId) : undefined;
  const credit =
    existing ??
    (await queries.insert({
      code: newCreditCode('store-credit'),
      kind: 'store-credit',
      userId: to.userId,
      email: to.email?.toLowerCase() ?? null,
      initialCents: 0,
      balanceCents: 0,
    }));
  await queries.move(credit.id, { kind: 'issued', ...movement });
  await recordAudit(tx, {
    actorId: movement.actorId,
    action: 'credit.issue',
    entityId: credit.id,
    details: { code: credit.code, amountCents: movement.amountCents, note: movement.note },
    before: { balanceCents: credit.balanceCents },
    after: { balanceCents: credit.balanceCents + movement.amountCents },
  });
  return { id: credit.id, code: credit.code };
}

type IssueInput = z.output<typeof IssueCreditSchema>;
type AdjustInput = z.output<typeof AdjustCreditSchema>;
type ListQuery = z.output<typeof AdminCreditsQuerySchema>;

export interface CreditsServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  shopName: string;
  /** Giving or adding more than this asks the staff member for a recent proof of who they are. */
  reauthRefundsOverCents: number;
}

/**
 * The mail that gives a code to its owner: the amount, the note, the code, and where to check its
 * balance (`balanceUrl`, the page in `language`). A bought gift card is written in its order's
 * language; store credit or a gift card the staff give, in the owner's account's (English without one).
 */
export function creditIssuedEmail(
  shopName: string,
  credit: {
    code: string;
    kind: CreditKind;
    amountCents: number;
    note: string;
    expiresAt: Date | null;
    /** A bought gift card's giver and recipient, as the buyer wrote them. */
    from?: string | null;
    toName?: string | null;
  },
  balanceUrl: string,
  languageCode?: string,
): EmailContent {
  const language = mailLanguage(languageCode);
  const words = language.words.credit;
  // Codes hold the base currency (docs/decisions/044), written in the mail's locale.
  const amount = language.money(credit.amountCents);
  return renderEmail({
    shopName,
    language,
    subject: credit.from
      ? words.giftSubject({ shop: shopName, from: credit.from, amount })
      : words.subject({ shop: shopName, kind: credit.kind, amount }),
    heading: words.heading({ toName: credit.toName ?? null, kind: credit.kind, amount }),
    blocks: [
      ...(credit.from ? [{ kind: 'paragraph' as const, text: words.from({ from: credit.from }) }] : []),
      ...(credit.note ? [{ kind: 'quote' as const, text: credit.note }] : []),
      { kind: 'paragraph', text: words.code({ code: credit.code }) },
      ...(credit.expiresAt ? [{ kind: 'paragraph' as const, text: words.until({ day: credit.expiresAt }) }] : []),
      { kind: 'link', label: words.balance, url: balanceUrl },
    ],
  });
}

export function createCreditsService({ db, mailer, publicUrl, shopName, reauthRefundsOverCents }: CreditsServiceDeps) {
  const queries = creditQueries(db);

  async function adminView(id: string): Promise<AdminCredit> {
    const found = await queries.findWithOwner(id);
    if (!found) throw notFound('No such code.');
    return { ...toCredit(found.credit, await queries.movementsOf([id])), owner: found.owner };
  }

  return {
    /** The signed-in customer's credit and gift cards, and what they can spend now in all. */
    async mine(userId: string, now = new Date()): Promise<MyCreditsResponse> {
      const rows = await queries.listForUser(userId);
      return {
        balance: toDollars(rows.filter(({ credit }) => live(credit, now)).reduce((sum, { credit }) => sum + credit.balanceCents, 0)),
        credits: rows.map(({ credit, movements }) => toCredit(credit, movements)),
      };
    },

    async listAll({ search, kind, page, limit }: ListQuery) {
      const { rows, total } = await queries.listAll({ search, kind }, { offset: (page - 1) * limit, limit });
      const movements = await queries.movementsOf(rows.map((row) => row.credit.id));
      return {
        credits: rows.map(({ credit, owner }) => ({
          ...toCredit(
            credit,
            movements.filter((movement) => movement.creditId === credit.id),
          ),
          owner,
        })),
        total,
        ...pageFields(total, { page, limit }),
      };
    },

    /**
     * An admin gives a gift card (always a new code) or store credit (onto the account's own code
     * when the email has an account, else a new code kept with the email), audited; the owner is
     * mailed the code.
     */
    async issue(actor: AuthUser, input: IssueInput): Promise<AdminCredit> {
      const email = input.email.toLowerCase();
      const amountCents = toCents(input.amount);
      requireRecentProofOver(actor, amountCents, reauthRefundsOverCents);
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      const account = await queries.accountOf(email);
      const userId = account?.id ?? null;
      // Written in the owner's language when the address has an account.
      const language = mailLanguage(account?.language);
      const issued = await mailer.sendAfter((queueMail) =>
        inTransaction(db, async (tx) => {
          const made =
            input.kind === 'store-credit'
              ? await issueStoreCredit(tx, { userId, email }, { amountCents, note: input.note, orderId: null, actorId: actor.id })
              : await issueGiftCard(tx, { userId, email, expiresAt }, { amountCents, note: input.note, actorId: actor.id });
          await queueMail(
            {
              dedupeKey: `credit-issued:${made.id}:${randomUUID()}`,
              to: email,
              ...creditIssuedEmail(
                shopName,
                { code: made.code, kind: input.kind, amountCents, note: input.note, expiresAt },
                language.link(publicUrl, paths.giftCardBalance),
                language.code,
              ),
            },
            tx,
          );
          return made;
        }),
      );
      return adminView(issued.id);
    },

    /** Moves a balance up or down with the reason its owner reads; never below zero. Audited. */
    async adjust(actor: AuthUser, id: string, input: AdjustInput): Promise<AdminCredit> {
      const amountCents = toCents(input.amount);
      requireRecentProofOver(actor, amountCents, reauthRefundsOverCents);
      await inTransaction(db, async (tx) => {
        const inTx = creditQueries(tx);
        const credit = await inTx.lock(id);
        if (!credit) throw notFound('No such code.');
        if (!(await inTx.move(id, { kind: 'adjusted', amountCents, note: input.reason, actorId: actor.id }))) {
          throw badRequest('The balance cannot go below $0.00.', [{ path: 'amount', message: 'The balance cannot go below $0.00.' }]);
        }
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'credit.adjust',
          entityId: id,
          details: { code: credit.code, amountCents, reason: input.reason },
          before: { balanceCents: credit.balanceCents },
          after: { balanceCents: credit.balanceCents + amountCents },
        });
      });
      return adminView(id);
    },

    /** A disabled code can no longer be spent; its balance stays for the record. Audited. */
    async disable(actor: AuthUser, id: string, reason: string): Promise<AdminCredit> {
      await inTransaction(db, async (tx) => {
        const inTx = creditQueries(tx);
        const credit = await inTx.lock(id);
        if (!credit) throw notFound('No such code.');
        if (credit.disabledAt) throw conflict('This code is disabled already.');
        await inTx.disable(id, new Date());
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'credit.disable',
          entityId: id,
          details: { code: credit.code, reason },
          before: { disabled: false },
          after: { disabled: true },
        });
      });
      return adminView(id);
    },

    /** Anyone's check of a code: its balance and state, never its owner. */
    async balance(code: string): Promise<CreditBalance> {
      const credit = await queries.findByCode(code.trim().toUpperCase());
      if (!credit) throw notFound('No gift card or store credit has this code.');
      const { kind, balance, expiresAt, disabled } = toCredit(credit, []);
      return { code: credit.code, kind, balance, expiresAt, disabled };
    },
  };
}

/** A new gift card with its first movement, in the caller's transaction; audited as `credit.issue`. */
async function issueGiftCard(
  tx: Db,
  to: { userId: string | null; email: string; expiresAt: Date | null },
  movement: { amountCents: number; note: string; actorId: string },
): Promise<{ id: string; code: string }> {
  const queries = creditQueries(tx);
  const credit = await queries.insert({
    code: newCreditCode('gift-card'),
    kind: 'gift-card',
    userId: to.userId,
    email: to.email,
    initialCents: 0,
    balanceCents: 0,
    expiresAt: to.expiresAt,
  });
  await queries.move(credit.id, { kind: 'issued', amountCents: movement.amountCents, note: movement.note, actorId: movement.actorId });
  await recordAudit(tx, {
    actorId: movement.actorId,
    action: 'credit.issue',
    entityId: credit.id,
    details: { code: credit.code, amountCents: movement.amountCents, note: movement.note },
    after: { balanceCents: movement.amountCents },
  });
  return { id: credit.id, code: credit.code };
}

export type CreditsService = ReturnType<typeof createCreditsService>;

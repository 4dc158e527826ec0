/**
 * Two-factor sign-in: setting TOTP up (password first, then a code from the app proves it holds
 * the secret), turning it off, new recovery codes, and checking the second factor at sign-in.
 * Each change is audited and mailed to the account in the same transaction.
 */
import { WRONG_CODE_MESSAGE } from '@shop/shared/auth.schema';
import type { AuthUser } from '../../lib/guards';
import { badRequest } from '../../lib/http-errors';
import { verifyPassword } from '../../lib/password';
import { recordAudit, type AuditAction } from '../audit';
import { renderEmail, type Mailer, type MailWords } from '../mail';
import type { UserRow, UsersRepository } from '../users';
import { accountMailLanguage } from './account-mail';
import {
  acceptedStep,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrSvg,
  secretBox,
  type SecretBox,
} from './two-factor';
import type { TwoFactorRepository } from './two-factor.repository';

type TwoFactorQueries = Parameters<Parameters<TwoFactorRepository['transaction']>[0]>[1];

export const WRONG_PASSWORD_MESSAGE = 'Your password is not right.';
export const STAFF_KEEP_TWO_FACTOR = 'Staff must keep two-factor sign-in on.';

export interface TwoFactorDeps {
  repository: TwoFactorRepository;
  accounts: UsersRepository;
  mailer: Mailer;
  shopName: string;
  /** What the key that seals TOTP secrets is derived from: SESSION_SECRET, or a secret the shop made. */
  keyMaterial: () => Promise<string>;
  /** 'required': every staff member turns it on before the dashboard's tasks open; 'optional': nobody must. */
  staffTwoFactor: 'required' | 'optional';
  /** Whether demo accounts may sign in (a loopback shop): they need no second factor. */
  demoAccounts: boolean;
}

/** What each change tells the account by mail: its notice in the mail catalogues (mail/messages). */
const NOTICES: Record<Extract<AuditAction, `auth.${string}`>, keyof MailWords['security']['notices'] | undefined> = {
  'auth.two-factor-on': 'twoFactorOn',
  'auth.two-factor-off': 'twoFactorOff',
  'auth.recovery-codes': 'recoveryCodes',
  'auth.recovery-code-used': 'recoveryCodeUsed',
  'auth.passkey-added': 'passkeyAdded',
  'auth.passkey-removed': 'passkeyRemoved',
  'auth.sign-in': undefined,
  'auth.sign-in-failed': undefined,
  // Personal API tokens (modules/api-tokens): shown in the profile's list, not mailed.
  'auth.api-token-create': undefined,
  'auth.api-token-revoke': undefined,
};

export function createTwoFactorService({
  repository,
  accounts,
  mailer,
  shopName,
  keyMaterial,
  staffTwoFactor,
  demoAccounts,
}: TwoFactorDeps) {
  let box: Promise<SecretBox> | undefined;
  const sealer = () => (box ??= keyMaterial().then(secretBox));

  async function requirePassword(user: AuthUser, password: string): Promise<UserRow> {
    const row = await accounts.findById(user.id);
    if (!row || !(await verifyPassword(row.passwordHash, password))) throw badRequest(WRONG_PASSWORD_MESSAGE);
    return row;
  }

  /** Audits the change and mails the account, in `work`'s transaction. */
  async function changeAndTell(
    row: UserRow,
    action: keyof typeof NOTICES,
    work: (queries: TwoFactorQueries) => Promise<void>,
    details = {},
  ) {
    // In the account's language (the staff's in the shop's default).
    const language = accountMailLanguage(row);
    const { security } = language.words;
    const notice = security.notices[NOTICES[action]!];
    await mailer.sendAfter((queueMail) =>
      repository.transaction(async (tx, queries) => {
        await work(queries);
        await recordAudit(tx, { actorId: row.id, action, entityId: row.id, details: { email: row.email, ...details } });
        const content = renderEmail({
          shopName,
          language,
          subject: security.subject({ shop: shopName, what: notice.subject }),
          heading: security.hello({ name: row.username }),
          blocks: [
            { kind: 'paragraph', text: notice.text },
            { kind: 'paragraph', text: security.notYou },
          ],
        });
        await queueMail({ dedupeKey: `${action}:${row.id}:${Date.now()}`, to: row.email, ...content }, tx);
      }),
    );
  }

  async function replaceRecoveryCodes(queries: TwoFactorQueries, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await queries.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode));
    return codes;
  }

  const service = {
    /** Makes a change to the account's second factors, audits it and mails the account, in one transaction. */
    recordChange: changeAndTell,

    /** Whether the account must turn two-factor sign-in on before the dashboard's tasks open to it. */
    isDue(row: { role: string; totpEnabledAt: Date | null; demo: boolean }): boolean {
      return row.role === 'admin' && !row.totpEnabledAt && staffTwoFactor === 'required' && !(row.demo && demoAccounts);
    },

    /** What the account's own answers say of two-factor sign-in beside `twoFactorEnabled`. */
    stateOf(row: { role: string; totpEnabledAt: Date | null; demo: boolean }) {
      return { twoFactorDue: service.isDue(row), staffTwoFactorOptional: row.role === 'admin' && staffTwoFactor === 'optional' };
    },

    /** The password again, then a new secret to scan; it takes effect once a code from it is typed. */
    async startSetup(user: AuthUser, password: string) {
      const row = await requirePassword(user, password);
      if (row.totpEnabledAt) throw badRequest('Two-factor sign-in is already on.');
      const secret = newTotpSecret();
      await repository.setPending(row.id, (await sealer()).seal(secret));
      const url = otpauthUrl(shopName, row.email, secret);
      return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
    },

    /** A code from the new secret turns it on, and answers ten recovery codes, shown once. */
    async confirmSetup(user: AuthUser, code: string) {
      const row = await accounts.findById(user.id);
      if (!row?.totpPendingSecret) throw badRequest('Start again: scan a new QR code first.');
      if (row.totpEnabledAt) throw badRequest('Two-factor sign-in is already on.');
      const step = await acceptedStep((await sealer()).open(row.totpPendingSecret), code, null);
      if (step === null) throw badRequest('That code is not right. Type the six digits your app shows now.');
      let codes: string[] = [];
      const sealed = row.totpPendingSecret;
      await changeAndTell(row, 'auth.two-factor-on', async (queries) => {
        await queries.enable(row.id, sealed, step);
        codes = await replaceRecoveryCodes(queries, row.id);
      });
      return { message: 'Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once.', recoveryCodes: codes };
    },

    /** The password and a second factor turn it off; staff keep it while the shop requires it. */
    async disable(user: AuthUser, password: string, code: string) {
      const row = await requirePassword(user, password);
      if (!row.totpEnabledAt) throw badRequest('Two-factor sign-in is not on.');
      if (row.role === 'admin' && staffTwoFactor === 'required') throw badRequest(STAFF_KEEP_TWO_FACTOR);
      if (!(await service.secondFactor(row, code))) throw badRequest(WRONG_CODE_MESSAGE);
      await changeAndTell(row, 'auth.two-factor-off', (queries) => queries.disable(row.id));
      return { message: 'Two-factor sign-in is off.' };
    },

    /** Ten new recovery codes; the earlier ones stop working. */
    async renewRecoveryCodes(user: AuthUser, password: string) {
      const row = await requirePassword(user, password);
      if (!row.totpEnabledAt) throw badRequest('Two-factor sign-in is not on.');
      let codes: string[] = [];
      await changeAndTell(row, 'auth.recovery-codes', async (queries) => {
        codes = await replaceRecoveryCodes(queries, row.id);
      });
      return { message: 'New recovery codes: the earlier ones no longer work.', recoveryCodes: codes };
    },

    /**
     * Checks a second factor: a TOTP code not used before, or an unused recovery code (then
     * spent, audited and mailed). Answers how it was proved, or null.
     */
    async secondFactor(row: UserRow, code: string): Promise<'totp' | 'recovery' | null> {
      if (!row.totpSecret) return null;
      if (looksLikeRecoveryCode(code)) {
        if (!(await repository.spendRecoveryCode(row.id, hashRecoveryCode(code)))) return null;
        const codesLeft = await repository.recoveryCodesLeft(row.id);
        await changeAndTell(row, 'auth.recovery-code-used', async () => undefined, { codesLeft });
        return 'recovery';
      }
      const step = await acceptedStep((await sealer()).open(row.totpSecret), code, row.totpLastStep);
      return step !== null && (await repository.takeStep(row.id, step)) ? 'totp' : null;
    },
  };
  return service;
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

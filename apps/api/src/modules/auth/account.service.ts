/**
 * Proving an address and recovering an account: single-use links (only their hash is kept)
 * mailed through the outbox, and password changes that end the sessions they should.
 */
import {
  FORGOT_PASSWORD_MESSAGE,
  GUEST_ORDERS_MAX,
  type GuestOrders,
  INVALID_LINK_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  type User,
} from '@shop/shared/auth.schema';
import { toDollars } from '@shop/shared/money';
import { DEFAULT_LANGUAGE } from '@shop/shared/languages';
import { paths, withQuery } from '@shop/shared/routes';
import type { CounterStore } from '../../lib/counter-store';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../lib/http-errors';
import type { Mailer } from '../mail';
import type { UsersRepository } from '../users';
import { accountMailLanguage, passwordResetEmail, verificationEmail } from './account-mail';
import type { AccountTokensRepository } from './account-tokens.repository';
import type { GuestOrdersRepository } from './guest-orders.repository';
import type { AuthUser } from '../../lib/guards';
import { hashPassword, requireStrongPassword, verifyPassword } from '../../lib/password';
import { hashSessionToken, newSessionToken } from './session-cookie';
import type { SessionsRepository } from './sessions.repository';

const VERIFY_LINK_MS = 24 * 3_600_000;
const RESET_LINK_MS = 3_600_000;
/** Links mailed to one account, or one address, per rate-limit window. */
const LINKS_PER_WINDOW = 3;
/**
 * A link mailed where no one can follow it (no mail transport on a public address) is not
 * issued. 409, not 503: trying again will not help until the shop is set up to send mail.
 */
const cannotMail = (what: string) => conflict(`This shop cannot send email yet, so it cannot send you ${what}. Please contact the shop.`);

export interface AccountServiceDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  tokens: AccountTokensRepository;
  guestOrders: GuestOrdersRepository;
  mailer: Mailer;
  /** Counts the links asked for, per account and per address. */
  counters: CounterStore;
  windowMs: number;
  publicUrl: string;
  shopName: string;
}

export function createAccountService({
  users,
  sessions,
  tokens,
  guestOrders,
  mailer,
  counters,
  windowMs,
  publicUrl,
  shopName,
}: AccountServiceDeps) {
  /** Issues a link of `purpose` for the account and queues its mail, in one transaction: in the account's language, to its page in it. */
  async function mailLink(
    user: { id: string; email: string; username: string; emailVerifiedAt: Date | null; role: string; language: string },
    purpose: 'verify-email' | 'reset-password',
  ) {
    const token = newSessionToken();
    const page = purpose === 'verify-email' ? paths.verifyEmail : paths.resetPassword;
    const language = accountMailLanguage(user);
    const link = language.link(publicUrl, withQuery(page, { token }));
    await mailer.sendAfter((queueMail) =>
      tokens.transaction(async (tx, queries) => {
        const id = await queries.issue(
          user.id,
          purpose,
          hashSessionToken(token),
          purpose === 'verify-email' ? VERIFY_LINK_MS : RESET_LINK_MS,
        );
        const content =
          purpose === 'verify-email'
            ? verificationEmail(shopName, link, language)
            : passwordResetEmail(shopName, user.emailVerifiedAt ? user.username : null, link, language);
        await queueMail({ dedupeKey: `${purpose}:${id}`, to: user.email, ...content }, tx);
      }),
    );
  }

  /** False once `key` has asked for more links than the window allows. */
  async function withinLimit(key: string): Promise<boolean> {
    return (await counters.increment(key, windowMs)) <= LINKS_PER_WINDOW;
  }

  return {
    /** A new account's first link, in the language it registered in. */
    async sendVerification(user: User, language: string = DEFAULT_LANGUAGE.code): Promise<void> {
      // Without a way to deliver it, no link is issued; the account is made all the same.
      if (!user.emailVerified && mailer.transport.carriesLinks)
        await mailLink(
          { id: user._id, email: user.email, username: user.username, emailVerifiedAt: null, role: user.role, language },
          'verify-email',
        );
    },

    async resendVerification(viewer: AuthUser): Promise<string> {
      const user = await users.findById(viewer.id);
      if (!user) throw unauthorized();
      if (user.emailVerifiedAt) throw conflict('Your email is already verified.');
      if (!mailer.transport.carriesLinks) throw cannotMail('a link to verify your email');
      if (!(await withinLimit(`verify-link:${user.id}`))) {
        throw tooManyRequests('A link was sent a moment ago. Please check your inbox, or try again in a few minutes.');
      }
      await mailLink(user, 'verify-email');
      return `A new link is on its way to ${user.email}.`;
    },

    /**
     * Proves the address, and ends every session of the account but the verifying browser's
     * own: one opened by whoever registered the address before its owner must not outlive the proof.
     */
    async verifyEmail(token: string, sessionToken: string | undefined): Promise<void> {
      const userId = await tokens.consume('verify-email', hashSessionToken(token));
      if (!userId) throw badRequest(INVALID_LINK_MESSAGE);
      await users.markEmailVerified(userId);
      await sessions.deleteAllOf(userId, sessionToken ? hashSessionToken(sessionToken) : undefined);
    },

    /** Guest orders placed with the account's address, once it is verified (none before). */
    async guestOrders(viewer: AuthUser): Promise<GuestOrders> {
      const user = await users.findById(viewer.id);
      if (!user) throw unauthorized();
      if (!user.emailVerifiedAt) return { count: 0, orders: [] };
      const { rows, total } = await guestOrders.unclaimed(user.email, GUEST_ORDERS_MAX);
      return {
        count: total,
        orders: rows.map((row) => ({
          _id: row.id,
          orderId: row.orderId,
          createdAt: row.createdAt.toISOString(),
          total: toDollars(row.totalCents),
        })),
      };
    },

    /** Adds the chosen guest orders of the verified address to the account, each recorded in the audit log. */
    async claimGuestOrders(viewer: AuthUser, orderIds: string[]): Promise<{ message: string; claimed: number }> {
      const user = await users.findById(viewer.id);
      if (!user) throw unauthorized();
      if (!user.emailVerifiedAt) throw forbidden('Please verify your email before adding orders to your account.');
      const claimed = await guestOrders.claim(user.id, user.email, [...new Set(orderIds)]);
      const message =
        claimed.length === 0
          ? 'These orders are no longer waiting to be added.'
          : `${claimed.length} ${claimed.length === 1 ? 'order was' : 'orders were'} added to your account.`;
      return { message, claimed: claimed.length };
    },

    /** The same answer whether or not the address has an account. */
    async forgotPassword(email: string): Promise<string> {
      if (!mailer.transport.carriesLinks) throw cannotMail('a link to reset your password');
      if (!(await withinLimit(`reset-link:${email}`))) {
        throw tooManyRequests('A link was asked for a moment ago. Please check your inbox, or try again in a few minutes.');
      }
      const user = await users.findByEmail(email);
      if (user) await mailLink(user, 'reset-password');
      return FORGOT_PASSWORD_MESSAGE;
    },

    /** A new password from a reset link: it proves the address too, and signs the account out everywhere. */
    async resetPassword(token: string, password: string): Promise<string> {
      // Checked before the link is used, so that a refused password does not spend it.
      await requireStrongPassword(password, []);
      const userId = await tokens.consume('reset-password', hashSessionToken(token));
      if (!userId) throw badRequest(INVALID_LINK_MESSAGE);
      await users.update(userId, { passwordHash: await hashPassword(password) });
      await users.markEmailVerified(userId);
      await sessions.deleteAllOf(userId);
      return PASSWORD_UPDATED_MESSAGE;
    },

    /** Needs the current password; every other session of the account ends, this one stays. */
    async changePassword(viewer: AuthUser, input: { currentPassword: string; newPassword: string }, sessionToken: string): Promise<string> {
      const user = await users.findById(viewer.id);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw badRequest('Current password is incorrect', [{ path: 'currentPassword', message: 'Current password is incorrect' }]);
      }
      await requireStrongPassword(input.newPassword, [user.email, user.username], 'newPassword');
      await users.update(user.id, { passwordHash: await hashPassword(input.newPassword) });
      // A reset link mailed before the change would otherwise undo it.
      await tokens.revoke(user.id, 'reset-password');
      await sessions.deleteAllOf(user.id, hashSessionToken(sessionToken));
      return PASSWORD_CHANGED_MESSAGE;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

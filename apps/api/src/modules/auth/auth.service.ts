import type { EditProfileSchema, LoginInput, ReauthenticateInput, RegisterInput, SessionInfo, User } from '@shop/shared/auth.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { CounterStore } from '../../lib/counter-store';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../../lib/http-errors';
import { requireSameUser, type AuthUser } from '../../lib/guards';
import { isPermission } from '@shop/shared/permissions';
import { WRONG_CODE_MESSAGE } from '@shop/shared/auth.schema';
import type { LanguageCode } from '@shop/shared/languages';
import type { AuditEntry } from '../audit';
import { WRONG_PASSWORD_MESSAGE, type TwoFactorService } from './two-factor.service';
import { toAdminUser, toUser } from '../users';
import { queueWebhookEvent } from '../webhooks';
import type { UserRow, UsersRepository } from '../users';
import type { PasskeysService } from './passkeys.service';
import { hashPassword, requireStrongPassword, verifyPassword } from '../../lib/password';
import { hashSessionToken, newSessionToken } from './session-cookie';
import type { SessionsRepository } from './sessions.repository';
import { describeUserAgent } from './user-agent';

export const LOGIN_FAILED_MESSAGE = 'Please provide a valid email and password';
export const PASSKEY_REFUSED_MESSAGE = 'That passkey was not accepted. Try again, or sign in with your password.';
export const SUSPENDED_MESSAGE = "This account is suspended. Please ask the shop's owner.";

// Writing last_seen_at on every request would turn each read into a write.
const TOUCH_AFTER_MS = 5 * 60_000;

export interface AuthServiceDeps {
  config: Config;
  /** Sign-ins, successful or not, with the account concerned (never the password). */
  log: FastifyBaseLogger;
  users: UsersRepository;
  sessions: SessionsRepository;
  failures: CounterStore;
  /** Staff sign-ins and failed sign-ins go into the audit log beside the changes. */
  audit: (entry: AuditEntry) => Promise<void>;
  twoFactor: TwoFactorService;
  passkeys: PasskeysService;
}

export interface SignInContext {
  ip: string;
  userAgent: string | undefined;
  /** The session token the browser already had, ended at sign-in. */
  previousToken?: string;
}

type PasskeyResponse = Parameters<PasskeysService['verify']>[0];

export function createAuthService({ config, log, users, sessions, failures, audit, twoFactor, passkeys }: AuthServiceDeps) {
  const { maxFailuresPerEmail, windowMs, maxFailuresPerAccount, accountWindowMs } = config.authRateLimit;
  /** Refuses the attempt with the time the counter really has left. */
  async function refuse(key: string, message: string): Promise<never> {
    throw tooManyRequests(message, Math.max(1, Math.ceil((await failures.remainingMs(key)) / 1000)));
  }
  /**
   * Reserves a sign-in attempt before anything is checked, so that concurrent guesses cannot all
   * slip under the limit; `succeeded` gives it back. Counted per account and client address, so
   * that a stranger's failures do not lock the owner out elsewhere; and per account alone,
   * against a slower ceiling, so that many addresses cannot guess for long. Confirming who one
   * is (re-authentication) counts against the same limits.
   */
  async function reserveAttempt(email: string, ip: string) {
    const failureKey = `login-failures:${email}:${ip}`;
    const accountKey = `login-failures:${email}`;
    const attempt = await failures.increment(failureKey, windowMs);
    if (attempt > maxFailuresPerEmail) {
      log.info({ email, ip, attempt }, 'sign-in refused: too many failures from this address');
      await refuse(failureKey, 'Too many failed sign-ins for this email. Please wait a moment and try again.');
    }
    const accountAttempt = await failures.increment(accountKey, accountWindowMs);
    if (accountAttempt > maxFailuresPerAccount) {
      log.warn({ email, attempt: accountAttempt }, 'sign-in refused: too many failures for this account');
      await refuse(accountKey, 'Too many failed sign-ins for this email. Please wait a moment and try again.');
    }
    return { attempt, succeeded: () => Promise.all([failures.reset(failureKey), failures.reset(accountKey)]) };
  }

  /**
   * Signs the account in: the audit for staff, and a new random session (one the browser already
   * had is ended: no fixation). `language`, the sign-in page's, is the account's from now on.
   */
  async function startSession(user: UserRow, context: SignInContext, method: 'password' | 'passkey', language?: LanguageCode) {
    log.info({ userId: user.id, email: user.email, method }, 'signed in');
    await users.update(user.id, { lastSignInAt: new Date(), ...(language ? { language } : {}) });
    if (user.role === 'admin') {
      await audit({ actorId: user.id, action: 'auth.sign-in', entityId: user.id, details: { email: user.email, ip: context.ip, method } });
    }
    if (context.previousToken) await sessions.deleteByTokenHash(hashSessionToken(context.previousToken));
    const now = Date.now();
    await sessions.deleteEnded(user.id, new Date(now - config.session.idleMs));
    const token = newSessionToken();
    await sessions.insert({
      tokenHash: hashSessionToken(token),
      userId: user.id,
      expiresAt: new Date(now + config.session.maxMs),
      ip: context.ip,
      userAgent: context.userAgent?.slice(0, 500),
    });
    return { token, user: toUser(user, twoFactor.stateOf(user)) };
  }

  // A real hash to verify against when the email is unknown, so that both failures take as long.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword(newSessionToken()));

  return {
    async register(input: RegisterInput): Promise<User> {
      // NOTE: counted here, not by @fastify/rate-limit, which runs one limit per request (the per-IP one).
      if ((await failures.increment(`register:${input.email}`, windowMs)) > maxFailuresPerEmail) {
        throw tooManyRequests('Too many sign-up attempts for this email. Please try again in a few minutes.');
      }
      await requireStrongPassword(input.password, [input.email, input.username]);
      const values = {
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: 'user' as const,
        // The account's mail is written in the language of the page it registered on.
        ...(input.language ? { language: input.language } : {}),
      };
      // The new customer, as Manage Users shows one, told to the shop's webhooks with the account's insert.
      const created = await users.insertThen(values, (tx, row) =>
        queueWebhookEvent(tx, {
          type: 'customer.created',
          dedupeKey: `customer.created:${row.id}`,
          data: toAdminUser({ user: row, orderCount: 0, paidCents: 0, sessionCount: 0 }),
        }),
      );
      if (!created) throw conflict('An account with this email already exists.');
      return toUser(created);
    },

    async login(input: LoginInput, context: SignInContext) {
      const { attempt, succeeded } = await reserveAttempt(input.email, context.ip);
      const user = await users.findByEmail(input.email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
      if (!user || !valid) {
        log.info({ email: input.email, known: Boolean(user), attempt }, 'sign-in failed');
        if (user?.role === 'admin') {
          await audit({ actorId: null, action: 'auth.sign-in-failed', entityId: user.id, details: { email: user.email, ip: context.ip } });
        }
        throw unauthorized(LOGIN_FAILED_MESSAGE);
      }
      if (user.demo && !config.demo.accounts) {
        // Its password was printed in a log, or is the documented one: anyone could use it on a public shop.
        log.warn({ userId: user.id, email: user.email }, 'sign-in refused: a demo account signs in only while PUBLIC_URL is loopback');
        throw unauthorized(LOGIN_FAILED_MESSAGE);
      }
      if (user.suspendedAt) {
        // The password was right: saying why is no help to a guesser, and tells the person whom to ask.
        log.info({ userId: user.id, email: user.email }, 'sign-in refused: the account is suspended');
        await audit({
          actorId: null,
          action: 'auth.sign-in-failed',
          entityId: user.id,
          details: { email: user.email, ip: context.ip, suspended: true },
        });
        throw forbidden(SUSPENDED_MESSAGE);
      }
      if (user.totpEnabledAt) {
        // The failures are given back only once both factors pass: a right password alone must not
        // reset the count that stops codes being guessed.
        if (input.code === undefined) {
          log.info({ userId: user.id, email: user.email }, 'sign-in: password right, second factor asked for');
          return { twoFactorRequired: true as const };
        }
        const proof = await twoFactor.secondFactor(user, input.code);
        if (!proof) {
          log.info({ userId: user.id, email: user.email, attempt }, 'sign-in failed: wrong second factor');
          if (user.role === 'admin') {
            await audit({
              actorId: null,
              action: 'auth.sign-in-failed',
              entityId: user.id,
              details: { email: user.email, ip: context.ip, secondFactor: true },
            });
          }
          throw unauthorized(WRONG_CODE_MESSAGE);
        }
      }
      await succeeded();
      return startSession(user, context, 'password', input.language);
    },

    /**
     * Signs in with a passkey alone: the authenticator verified its user, so it stands for both
     * the password and the code. The account's other rules hold as for a password.
     */
    async passkeySignIn(response: PasskeyResponse, context: SignInContext) {
      const user = await passkeys.verify(response);
      if (!user) {
        log.info({ ip: context.ip }, 'sign-in failed: passkey not accepted');
        throw unauthorized(PASSKEY_REFUSED_MESSAGE);
      }
      if (user.demo && !config.demo.accounts) throw unauthorized(PASSKEY_REFUSED_MESSAGE);
      if (user.suspendedAt) {
        log.info({ userId: user.id, email: user.email }, 'sign-in refused: the account is suspended');
        throw forbidden(SUSPENDED_MESSAGE);
      }
      return startSession(user, context, 'passkey');
    },

    /**
     * Proves again who the signed-in person is, with the password or a second factor: the
     * session's riskiest tasks open for ten more minutes. A wrong answer is refused with 400,
     * not 401, which would sign the page out, and counts against the sign-in limits.
     */
    async reauthenticate(viewer: AuthUser, input: ReauthenticateInput, ip: string): Promise<void> {
      const user = await users.findById(viewer.id);
      if (!user || !viewer.session) throw unauthorized();
      const { succeeded } = await reserveAttempt(user.email, ip);
      if ('password' in input) {
        if (!(await verifyPassword(user.passwordHash, input.password))) throw badRequest(WRONG_PASSWORD_MESSAGE);
      } else if ('passkey' in input) {
        if ((await passkeys.verify(input.passkey))?.id !== user.id) throw badRequest(PASSKEY_REFUSED_MESSAGE);
      } else if (!(await twoFactor.secondFactor(user, input.code))) {
        throw badRequest(WRONG_CODE_MESSAGE);
      }
      await succeeded();
      await sessions.prove(viewer.session.id);
      log.info({ userId: user.id }, 'proved who they are again');
    },

    /** The user a session cookie's token belongs to, while the session lives (absolute and idle expiry). */
    async sessionUser(token: string): Promise<AuthUser | null> {
      const now = Date.now();
      const session = await sessions.findLive(hashSessionToken(token), new Date(now - config.session.idleMs));
      if (!session) return null;
      const { totpEnabledAt, demo, ...user } = session.user;
      if (session.user.role === 'admin' && now - session.lastSeenAt.getTime() > config.session.adminIdleMs) {
        await sessions.deleteByTokenHash(hashSessionToken(token));
        return null;
      }
      if (now - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) await sessions.touch(session.sessionId);
      return {
        ...user,
        permissions: user.permissions.filter(isPermission),
        twoFactorDue: twoFactor.isDue({ role: user.role, totpEnabledAt, demo }),
        session: { id: session.sessionId, provedAt: session.provedAt },
      };
    },

    /** The viewer's signed-in sessions, most recently used first; `current` marks this browser's. */
    async listSessions(viewer: AuthUser, token: string | undefined): Promise<SessionInfo[]> {
      const currentHash = token ? hashSessionToken(token) : undefined;
      const rows = await sessions.listLive(viewer.id, new Date(Date.now() - config.session.idleMs));
      return rows.map((row) => ({
        _id: row.id,
        ...describeUserAgent(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.tokenHash === currentHash,
      }));
    },

    /** Signs out one of the viewer's own sessions (another's answers as unknown). */
    async endSession(viewer: AuthUser, id: string): Promise<void> {
      if (!(await sessions.deleteOne(viewer.id, id))) throw notFound('No such session.');
    },

    /** Signs out every session of the viewer but this browser's. */
    async endOtherSessions(viewer: AuthUser, token: string | undefined): Promise<void> {
      await sessions.deleteAllOf(viewer.id, token ? hashSessionToken(token) : undefined);
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await sessions.deleteByTokenHash(hashSessionToken(token));
    },

    async me(userId: string): Promise<User> {
      const user = await users.findById(userId);
      if (!user) throw unauthorized();
      return toUser(user, twoFactor.stateOf(user));
    },

    /** Edits only the signed-in user; role and email are not editable here. */
    async editProfile(user: AuthUser, input: z.output<typeof EditProfileSchema>): Promise<User> {
      requireSameUser(user, input.userId, 'You can only edit your own profile.');
      const updated = await users.update(user.id, {
        username: input.username,
        profileImage: input.profileImage,
        bio: input.bio,
        profession: input.profession,
      });
      if (!updated) throw unauthorized();
      return toUser(updated, twoFactor.stateOf(updated));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

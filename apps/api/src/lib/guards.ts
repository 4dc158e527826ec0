import type { FastifyRequest, FastifySchema, onRequestHookHandler, RouteShorthandOptions } from 'fastify';
import type { Role } from '@shop/shared/constants';
import { PERMISSIONS, type Permission } from '@shop/shared/permissions';
import { forbidden, HttpError, unauthorized } from './http-errors';
import { errorAnswers, SIGNED_IN, SIGNED_IN_OR_TOKEN, type ErrorStatus } from './openapi';

export interface AuthUser {
  id: string;
  email: string;
  username: string;
  role: Role;
  /** A staff member's role (its handle), null for a customer. */
  staffRole: string | null;
  /** What the staff role allows (none for a customer). */
  permissions: readonly Permission[];
  /** A staff member who must turn two-factor sign-in on before any staff task opens to them. */
  twoFactorDue?: boolean;
  /** The session this request came with, and when its person last proved who they are in it. */
  session?: { id: string; provedAt: Date };
  /**
   * The API token this request came with instead of a session (docs/decisions/042): `permissions`
   * are then those of its scopes that its owner still holds.
   */
  token?: { id: string; name: string };
}

/** The guards, run as `onRequest` hooks (before the body is even validated); routes take them through `signedInOnly` and `adminsOnly`. */
async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** Whether the user holds a permission: only staff do, each as their role allows. */
export function holds(user: AuthUser | null | undefined, permission: Permission): boolean {
  return Boolean(user?.permissions.includes(permission));
}

/** A staff member without the permission is refused with what it is, so that they know whom to ask. */
function requirePermission(permission: Permission) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw unauthorized();
    if (!holds(request.user, permission)) throw forbidden(noPermission(permission));
    if (request.user.twoFactorDue) throw forbidden(TWO_FACTOR_DUE_MESSAGE);
  };
}

/** How long a proof of who one is (a sign-in, a password, a code or a passkey) covers the riskiest tasks. */
export const REAUTH_WINDOW_MS = 10 * 60_000;
export const REAUTH_REQUIRED_CODE = 'reauth-required';
export const REAUTH_REQUIRED_MESSAGE = 'Please confirm it is you: enter your password, a code from your app, or use a passkey.';
export const SESSION_REQUIRED_CODE = 'session-required';
export const SESSION_REQUIRED_MESSAGE = 'This action needs a signed-in session with a fresh proof, not an API token.';

/**
 * The riskiest tasks (a large refund, a role change, an invitation, deleting a customer, the tax
 * table) ask for a proof of who one is no older than ten minutes, so that a session left open
 * on a shared screen, or a stolen cookie, cannot do them. Refused with 403 and the code
 * 'reauth-required', which the dashboard answers by asking and sending the request again; a call
 * with an API token, which proves nothing of who holds it, with the code 'session-required'.
 */
export function requireRecentProof(user: AuthUser, now = Date.now()): void {
  // A token cannot prove who holds it: these tasks are a signed-in person's alone (docs/decisions/042).
  if (user.token) throw new HttpError(403, SESSION_REQUIRED_MESSAGE, undefined, undefined, SESSION_REQUIRED_CODE);
  if (!user.session || now - user.session.provedAt.getTime() > REAUTH_WINDOW_MS) {
    throw new HttpError(403, REAUTH_REQUIRED_MESSAGE, undefined, undefined, REAUTH_REQUIRED_CODE);
  }
}

/** A refund or credit of more than `overCents` asks for the recent proof; smaller ones do not. */
export function requireRecentProofOver(user: AuthUser, amountCents: number, overCents: number): void {
  if (amountCents > overCents) requireRecentProof(user);
}

export const TWO_FACTOR_DUE_MESSAGE = 'Turn on two-factor sign-in in your profile before using the dashboard.';

export function noPermission(permission: Permission): string {
  return `Your role does not allow this (it needs the permission '${permission}': ${PERMISSIONS[permission].toLowerCase()}).`;
}

/**
 * A route's options without its guard: the schema (its entry in lib/operations.ts) may not name a
 * security of its own. Its own `onRequest` hooks (a rate limit keyed by the account) run after the guard.
 */
interface UnguardedOptions extends Omit<RouteShorthandOptions, 'onRequest' | 'schema'> {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /** `'x-reauth': true` (also in the OpenAPI document) asks for a proof of who one is no older than ten minutes. */
  schema: FastifySchema & { security?: never; response?: object; 'x-reauth'?: boolean };
}

/** The guard as a hook, and what the OpenAPI document says of it, so that a route cannot declare one without the other. */
function behind<const Statuses extends readonly ErrorStatus[]>(
  guard: (request: FastifyRequest) => Promise<void>,
  statuses: Statuses,
  security: typeof SIGNED_IN = SIGNED_IN,
) {
  return <Options extends UnguardedOptions>(options: Options) => ({
    ...options,
    onRequest: [guard, ...(options.schema['x-reauth'] ? [proofGuard] : []), ...[options.onRequest ?? []].flat()],
    schema: {
      ...options.schema,
      security,
      response: { ...options.schema.response, ...errorAnswers(...statuses), ...(options.schema['x-reauth'] ? errorAnswers(403) : {}) },
    },
  });
}

async function proofGuard(request: FastifyRequest): Promise<void> {
  requireRecentProof(currentUser(request));
}

/** Route options behind `requireUser`: its hook, the session cookie as the route's security, and its 401. */
export const signedInOnly = behind(requireUser, [401]);
/**
 * `signedInOnly` for the few routes besides the staff operations that an API token may call too
 * (an upload, the token's own list): the session cookie or the bearer token as its security.
 */
export const signedInOrTokenOnly = behind(requireUser, [401], SIGNED_IN_OR_TOKEN);
/**
 * Route options for a staff task: the permission its entry in lib/operations.ts names
 * (`'x-permission'`, also in the OpenAPI document) as its hook, the session cookie or an API
 * token as the route's security, and its 401 and 403.
 */
export function adminsOnly<Options extends UnguardedOptions & { schema: { 'x-permission': Permission } }>(options: Options) {
  return behind(requirePermission(options.schema['x-permission']), [401, 403], SIGNED_IN_OR_TOKEN)(options);
}

/** The signed-in user, for handlers behind `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Identity comes from the session, never from the body: a user id the client sends (the
 * specification's bodies carry one) may only name the signed-in user.
 */
export function requireSameUser(user: AuthUser, claimedId: string | undefined, message: string): void {
  if (claimedId !== undefined && claimedId !== user.id) throw forbidden(message);
}

/** What something belongs to: the account's id (none for a guest's record). */
export interface Owner {
  id?: string | null;
}

/**
 * Whether the user is the owner: the same account id. An email never proves ownership: an
 * address can be registered by someone who does not hold it.
 */
export function isOwner(user: AuthUser, owner: Owner): boolean {
  return Boolean(owner.id) && owner.id === user.id;
}

/**
 * Lets only the owner or staff holding the permission through. Refused with 403 unless
 * `refuse` answers another error: a 404 keeps even the existence of another customer's record private.
 */
export function requireOwnerOr(permission: Permission, user: AuthUser, owner: Owner, refuse: () => HttpError = forbidden): void {
  if (!holds(user, permission) && !isOwner(user, owner)) throw refuse();
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

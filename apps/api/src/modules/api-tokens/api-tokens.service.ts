/**
 * Personal API tokens (docs/decisions/042): a staff member makes one with some of their own
 * permissions, a name and an expiry; each call with it acts as its owner, with those of its
 * scopes the owner still holds. Made and revoked tokens are audited.
 */
import {
  API_TOKEN_LIVE_MAX,
  API_TOKEN_PREFIX,
  type ApiToken,
  type ApiTokenPage,
  type CreatedApiToken,
  type RevokedApiToken,
} from '@shop/shared/api-token.schema';
import { pageFields } from '@shop/shared/common.schema';
import { isPermission, type Permission } from '@shop/shared/permissions';
import { holds, type AuthUser } from '../../lib/guards';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { hashApiToken, newApiToken } from './api-token-secret';
import type { ApiTokensRepository, ListedApiToken } from './api-tokens.repository';

const DAY_MS = 86_400_000;
const NOT_FOUND = 'No such API token.';
export const STAFF_ONLY_MESSAGE = 'API tokens are for staff accounts.';
export const INVALID_TOKEN_MESSAGE = 'This API token is not valid.';
export const REVOKED_TOKEN_MESSAGE = 'This API token has been revoked.';
export const SUSPENDED_OWNER_MESSAGE = "This API token's account is suspended.";

/** The token as a list shows it, and where it stands now. */
function toApiToken(row: ListedApiToken, now = Date.now()): ApiToken {
  return {
    _id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    status: row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now ? 'expired' : 'active',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    owner: { _id: row.owner.id, username: row.owner.username, email: row.owner.email },
  };
}

const isStaff = (user: AuthUser) => user.role === 'admin' && user.staffRole !== null;

export function createApiTokensService({
  repository,
  isTwoFactorDue,
}: {
  repository: ApiTokensRepository;
  /** Whether the account must turn two-factor sign-in on before any staff task (as its sessions are told). */
  isTwoFactorDue: (account: { role: string; totpEnabledAt: Date | null; demo: boolean }) => boolean;
}) {
  async function view(id: string): Promise<ApiToken> {
    const row = await repository.find(id);
    if (!row) throw notFound(NOT_FOUND);
    return toApiToken(row);
  }

  async function page(userId: string | undefined, query: { page: number; limit: number }): Promise<ApiTokenPage> {
    const { rows, total } = await repository.page(userId, { offset: (query.page - 1) * query.limit, limit: query.limit });
    const now = Date.now();
    return { tokens: rows.map((row) => toApiToken(row, now)), total, ...pageFields(total, query) };
  }

  return {
    /** Makes a token of the maker's own: its secret is in this answer only. */
    async create(maker: AuthUser, input: { name: string; scopes: Permission[]; expiresInDays: number }): Promise<CreatedApiToken> {
      if (!isStaff(maker)) throw forbidden(STAFF_ONLY_MESSAGE);
      const notHeld = input.scopes.filter((scope) => !holds(maker, scope));
      if (notHeld.length > 0) {
        const message = `A token can only have permissions you hold: your role does not hold ${notHeld.map((scope) => `'${scope}'`).join(', ')}.`;
        throw badRequest(message, [{ path: 'scopes', message }]);
      }
      if ((await repository.countLive(maker.id)) >= API_TOKEN_LIVE_MAX)
        throw conflict(`You have ${API_TOKEN_LIVE_MAX} tokens that still work: revoke one you no longer use first.`);
      const { secret, prefix, hash } = newApiToken();
      const expiresAt = new Date(Date.now() + input.expiresInDays * DAY_MS);
      const id = await repository.transaction(async (tx, queries) => {
        const { id } = await queries.insert({
          userId: maker.id,
          name: input.name,
          prefix,
          tokenHash: hash,
          scopes: input.scopes,
          expiresAt,
        });
        await recordAudit(tx, {
          actorId: maker.id,
          action: 'auth.api-token-create',
          entityId: id,
          details: { name: input.name, prefix },
          after: { name: input.name, scopes: input.scopes, expiresAt: expiresAt.toISOString() },
        });
        return id;
      });
      return {
        message: `API token ${input.name} created. Copy it now: it will not be shown again.`,
        token: await view(id),
        secret,
      };
    },

    /** The viewer's own tokens, newest first. */
    async listOwn(viewer: AuthUser, query: { page: number; limit: number }): Promise<ApiTokenPage> {
      if (!isStaff(viewer)) throw forbidden(STAFF_ONLY_MESSAGE);
      return page(viewer.id, query);
    },

    /** Everyone's tokens, newest first: for owners, who may revoke any. */
    listAll: (query: { page: number; limit: number }) => page(undefined, query),

    /**
     * Revokes one of the viewer's tokens, or anyone's for staff who manage the staff; another's
     * token answers as unknown. Revoking a revoked token changes nothing.
     */
    async revoke(viewer: AuthUser, id: string): Promise<RevokedApiToken> {
      const row = await repository.find(id);
      if (!row || (row.owner.id !== viewer.id && !holds(viewer, 'staff'))) throw notFound(NOT_FOUND);
      const revoked = await repository.transaction(async (tx, queries) => {
        if (!(await queries.revoke(id))) return false;
        await recordAudit(tx, {
          actorId: viewer.id,
          action: 'auth.api-token-revoke',
          entityId: id,
          details: { name: row.name, prefix: row.prefix, owner: row.owner.email },
        });
        return true;
      });
      return { message: revoked ? `API token ${row.name} revoked.` : `API token ${row.name} was already revoked.`, token: await view(id) };
    },

    /**
     * The caller a bearer token stands for: its owner, with those of its scopes the owner still
     * holds (docs/decisions/042). An unknown, revoked or expired token, or one whose owner is
     * suspended, is refused with 401 and why; its use is noted at most once a minute.
     */
    async authenticate(secret: string): Promise<AuthUser> {
      if (!secret.startsWith(API_TOKEN_PREFIX)) throw unauthorized(INVALID_TOKEN_MESSAGE);
      const row = await repository.findByHash(hashApiToken(secret));
      if (!row) throw unauthorized(INVALID_TOKEN_MESSAGE);
      if (row.revokedAt) throw unauthorized(REVOKED_TOKEN_MESSAGE);
      const now = Date.now();
      if (row.expiresAt.getTime() <= now)
        throw unauthorized(`This API token expired on ${row.expiresAt.toISOString().slice(0, 10)}: make a new one.`);
      const { owner } = row;
      if (owner.suspendedAt) throw unauthorized(SUSPENDED_OWNER_MESSAGE);
      if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > 60_000) await repository.touch(row.id);
      const held = new Set(owner.permissions);
      return {
        id: owner.id,
        email: owner.email,
        username: owner.username,
        role: owner.role,
        staffRole: owner.staffRole,
        permissions: row.scopes.filter((scope): scope is Permission => isPermission(scope) && held.has(scope)),
        twoFactorDue: isTwoFactorDue(owner),
        token: { id: row.id, name: row.name },
      };
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;

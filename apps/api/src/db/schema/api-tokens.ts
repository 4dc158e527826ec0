import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, parentRef } from './columns';
import { users } from './users';

/**
 * A staff member's personal API token (docs/decisions/042): it acts as its owner, within its
 * scopes and what the owner may still do. Only the SHA-256 of the secret is kept (the secret is
 * shown once); `prefix` is its first characters, to recognise it in a list. It always expires,
 * and a revoked one stays as a row, so that the audit log's entries keep naming it.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: parentRef('user_id', () => users.id),
    name: text('name').notNull(),
    /** `shop_pat_` and the secret's first characters: never enough to use it. */
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Permissions (packages/shared permissions.ts) it may use, of those its owner holds at each use. */
    scopes: text('scopes').array().notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    /** Written at most once a minute per token, so that a busy client does not write on every call. */
    lastUsedAt: moment('last_used_at'),
    revokedAt: moment('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
    check('api_tokens_expire', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

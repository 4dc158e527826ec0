import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, moment, parentRef } from './columns';
import { roleEnum } from './enums';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    /** Stored in lower case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** When the owner proved the address; until then no guest order of that address joins the account. */
    emailVerifiedAt: moment('email_verified_at'),
    role: roleEnum('role').notNull().default('user'),
    profileImage: text('profile_image'),
    bio: text('bio'),
    profession: text('profession'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), index('users_role_idx').on(t.role)],
);

/** Server-side sessions: the cookie carries a random token, the row holds its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: parentRef('user_id', () => users.id),
    createdAt: createdAt(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
    /** Absolute expiry; the idle expiry is derived from last_seen_at. */
    expiresAt: moment('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

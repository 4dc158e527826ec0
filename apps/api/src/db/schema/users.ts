import type { GiftCardLine } from '@shop/shared/gift-card.schema';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
    /**
     * A staff member's role (owner, manager, a role the owner made...): set exactly when `role` is
     * 'admin', by a trigger that makes an admin without one an owner (migration 0034).
     */
    staffRole: text('staff_role').references((): AnyPgColumn => staffRoles.handle, { onUpdate: 'cascade', onDelete: 'restrict' }),
    /** A suspended staff member cannot sign in, and their sessions ended when it was set. */
    suspendedAt: moment('suspended_at'),
    lastSignInAt: moment('last_sign_in_at'),
    /** The TOTP secret (RFC 6238), sealed with the shop's key (two-factor.ts); set while two-factor sign-in is on. */
    totpSecret: text('totp_secret'),
    /** A secret being set up: it replaces `totp_secret` once a code from it is typed. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: moment('totp_enabled_at'),
    /** The last time step whose code was accepted: no code is accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Made by the demo seed: it signs in only while the shop's public address is loopback. */
    demo: boolean('demo').notNull().default(false),
    /**
     * The language the account's own mail is written in (`en`, `fr`): the page's when it registered,
     * then that of its latest sign-in or checkout that said one.
     */
    language: text('language').notNull().default('en'),
    profileImage: text('profile_image'),
    bio: text('bio'),
    profession: text('profession'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_staff_role_idx').on(t.staffRole),
    check('users_staff_role_with_admin', sql`(${t.role} = 'admin') = (${t.staffRole} is not null)`),
  ],
);

/**
 * The staff's roles: the built-in ones (owner, manager, fulfilment, support; made by the
 * migration, never changed) and the ones an owner makes from the permissions.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    handle: text('handle').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Keys of the permissions table (packages/shared permissions.ts). */
    permissions: text('permissions').array().notNull(),
    builtIn: boolean('built_in').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('staff_roles_name_key').on(sql`lower(${t.name})`)],
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
    /**
     * When the person last proved who they are in this session (signing in, or confirming with a
     * password, a code or a passkey): the riskiest staff tasks ask again after ten minutes.
     */
    provedAt: moment('proved_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const ACCOUNT_TOKEN_PURPOSES = ['verify-email', 'reset-password'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Single-use links mailed to an account's owner (verify the address, reset the password).
 * Only the token's SHA-256 is stored; a token is used once, before it expires, and asking
 * for a new one ends the earlier ones of the same purpose.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    userId: parentRef('user_id', () => users.id),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_key').on(t.tokenHash),
    index('account_tokens_user_id_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_known', sql`${t.purpose} in ('verify-email', 'reset-password')`),
  ],
);

/**
 * A signed-in shopper's bag, kept on the server so that it follows the account from the
 * phone to the laptop: the same lines as the browser's bag (product, colour, size, quantity).
 */
export const bags = pgTable('bags', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lines: jsonb('lines').$type<BagLine[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

export interface BagLine {
  productId: string;
  color: string;
  size: string;
  quantity: number;
  /** A gift card: its value, recipient, message and sending day. */
  giftCard?: GiftCardLine;
}

/** Single-use codes that stand in for the authenticator app; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: parentRef('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId), uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * Passkeys (WebAuthn credentials): a sign-in without a password, or a second factor. The
 * authenticator keeps the private key; the shop keeps the public one and the signature counter.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: parentRef('user_id', () => users.id),
    /** The credential's id as the browser gives it (base64url). */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: one that goes backwards is a cloned key. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The name the person gave it ('Work laptop'), shown in their profile. */
    name: text('name').notNull(),
    /** Synced between devices (a multi-device passkey) and backed up. */
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: moment('last_used_at'),
  },
  (t) => [uniqueIndex('passkeys_credential_id_key').on(t.credentialId), index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * The challenges of passkey ceremonies on their way: each is used once, within five minutes;
 * one for registering names its account.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('passkey_challenges_expires_at_idx').on(t.expiresAt)],
);

/**
 * Invitations to join the staff with a role: the link's token is stored as its SHA-256, works
 * once, for 72 hours, and an owner may take it back before it is used.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    /** Stored in lower case. */
    email: text('email').notNull(),
    staffRole: text('staff_role')
      .notNull()
      .references(() => staffRoles.handle, { onUpdate: 'cascade', onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    acceptedAt: moment('accepted_at'),
    revokedAt: moment('revoked_at'),
  },
  (t) => [uniqueIndex('staff_invitations_token_hash_key').on(t.tokenHash), index('staff_invitations_email_idx').on(t.email)],
);

/**
 * Personal API tokens (docs/decisions/042): a staff member makes one with some of their own
 * permissions, a name and an expiry, and a script sends it as `Authorization: Bearer shop_pat_...`.
 * It acts as its owner, within its scopes and what the owner may still do.
 */
import { z } from 'zod';
import { pagedAnswer, pagingQuery, requiredLine } from './common.schema';
import { PERMISSIONS, type Permission } from './permissions';

/** What every token starts with, so that a scanner (or a person) recognises a leaked one. */
export const API_TOKEN_PREFIX = 'shop_pat_';
/** How many characters of the secret after the prefix the list shows, to recognise a token. */
export const API_TOKEN_VISIBLE_CHARS = 6;
/** The expiries the dashboard offers, in days; any number of days up to the longest may be asked for. */
export const API_TOKEN_EXPIRY_CHOICES = [7, 30, 90] as const;
/** No token lives longer than a year. */
export const API_TOKEN_MAX_DAYS = 365;
/** How many tokens a person may have that have not expired or been revoked. */
export const API_TOKEN_LIVE_MAX = 25;
export const API_TOKEN_NAME_MAX = 60;
export const API_TOKEN_PAGE_SIZE = 25;

const PERMISSION_VALUES = Object.keys(PERMISSIONS) as [Permission, ...Permission[]];

/** POST /api/auth/api-tokens: what the token is for, what it may do, and for how long. */
export const CreateApiTokenSchema = z.object({
  /** What it is for ('Warehouse sync'), to recognise it in the list. */
  name: requiredLine('Name', API_TOKEN_NAME_MAX),
  /** Permissions it may use: each one its maker holds. */
  scopes: z
    .array(z.enum(PERMISSION_VALUES, { message: 'is not a permission' }))
    .min(1, 'Choose at least one permission')
    .max(PERMISSION_VALUES.length)
    .transform((scopes) => [...new Set(scopes)]),
  /** Days from now until it stops working: 7, 30, 90, or any other number up to a year. */
  expiresInDays: z
    .number({ message: 'expiresInDays must be a number of days' })
    .int('expiresInDays must be a whole number of days')
    .min(1, 'A token lives at least one day')
    .max(API_TOKEN_MAX_DAYS, `A token lives at most ${API_TOKEN_MAX_DAYS} days`),
});
export type CreateApiTokenInput = z.input<typeof CreateApiTokenSchema>;

export const API_TOKEN_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiTokenStatus = (typeof API_TOKEN_STATUSES)[number];

/** A token as its list shows it: never its secret, which is shown once, when it is made. */
export const ApiTokenSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** `shop_pat_` and the secret's first characters. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  status: z.enum(API_TOKEN_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When it was last used, to the minute; null if never. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Whose it is: the person it acts as. */
  owner: z.object({ _id: z.string(), username: z.string(), email: z.string() }),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

/** GET /api/auth/api-tokens and GET /api/staff/api-tokens: newest first. */
export const ApiTokensQuerySchema = z.object({ ...pagingQuery(API_TOKEN_PAGE_SIZE, 100) });
export type ApiTokensQuery = z.input<typeof ApiTokensQuerySchema>;
export const ApiTokenPageSchema = pagedAnswer('tokens', ApiTokenSchema, 'total');
export type ApiTokenPage = z.infer<typeof ApiTokenPageSchema>;

/** The answer to making one: the secret, shown this once. */
export const CreatedApiTokenSchema = z.object({
  message: z.string(),
  token: ApiTokenSchema,
  /** The whole token, to send as `Authorization: Bearer <secret>`; the shop keeps only its hash. */
  secret: z.string(),
});
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;

export const RevokedApiTokenSchema = z.object({ message: z.string(), token: ApiTokenSchema });
export type RevokedApiToken = z.infer<typeof RevokedApiTokenSchema>;

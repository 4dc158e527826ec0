import { z } from 'zod';
import { EmailSchema, IdSchema, NOT_BLANK, optionalQuery, pagingQuery, requiredLine } from './common.schema';
import { ADMIN_SEARCH_MAX, MAX_PAGE_SIZE, ROLES } from './constants';
import { PERMISSION_KEYS, type Permission } from './permissions';
import { PasskeyAuthenticationResponseSchema } from './passkey.schema';
import { LanguageCodeSchema } from './languages.schema';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

/** A user's role; `Role` (constants.ts) is its type. */
export const RoleSchema = z.enum(ROLES, { message: 'Role must be user or admin' });

export const UserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
  /** A staff member's role (owner, manager, fulfilment, support, or one the owner made); null for a customer. */
  staffRole: z.string().nullable(),
  /** What the staff role allows (packages/shared permissions.ts); empty for a customer. */
  permissions: z.array(z.enum(PERMISSION_KEYS as [Permission, ...Permission[]])),
  /** Whether signing in asks for a code from an authenticator app. */
  twoFactorEnabled: z.boolean(),
  /** A staff member who must turn two-factor sign-in on before the dashboard's tasks open to them. */
  twoFactorDue: z.boolean(),
  /** Staff of a shop that lets them sign in without a second factor (STAFF_TWO_FACTOR=optional): owners are warned. */
  staffTwoFactorOptional: z.boolean(),
  profileImage: z.string().nullable(),
  bio: z.string().nullable(),
  profession: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the owner proved the address (a verification link, or a password reset). */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

const username = requiredLine('User name', 50);

/** The rule for a new password (registering, resetting, changing): the one place it is written. */
export const NewPasswordSchema = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  // What the server checks beyond a schema (password-strength.ts), for the OpenAPI document.
  .describe(
    'A new password. One that is easy to guess (zxcvbn scores it below 3, the account’s email and name counting against it) is refused with 400.',
  );

export const RegisterSchema = z.object({
  username,
  email: EmailSchema,
  password: NewPasswordSchema,
  /** The page's language: the account's mail is written in it. The shop's default language when left out. */
  language: LanguageCodeSchema.optional(),
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** A code from an authenticator app (six digits) or a recovery code (`k7m2p-9xq4r`), as typed. */
export const SecondFactorCodeSchema = z
  .string({ message: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(20, 'That code is not right. Type the six digits your app shows, or a recovery code.');

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
  /** The second factor, for an account with two-factor sign-in on: sent with the password again once asked for. */
  code: SecondFactorCodeSchema.optional(),
  /** The page's language: the account's mail is written in it from now on. Left out, the account keeps its own. */
  language: LanguageCodeSchema.optional(),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** An image the shop serves itself (the content security policy allows no other host). */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .regex(/^\/uploads\/[\w.-]+$/, 'Please upload the image (POST /api/uploadImage)');

export const EditProfileSchema = z.object({
  username,
  // The rules on the string itself, not in a pipe, so that the OpenAPI document shows them.
  profileImage: z
    .string({ message: 'Profile image is required' })
    .trim()
    .min(1, { message: 'Profile image is required', abort: true })
    .max(2048)
    .regex(/^\/uploads\/[\w.-]+$/, 'Please upload the image (POST /api/uploadImage)'),
  bio: z
    .string()
    .trim()
    .max(500, 'Bio must be at most 500 characters')
    .optional()
    .transform((value) => value || null),
  profession: requiredLine('Profession', 80),
  /** Sent by the specification's client; must be the signed-in user's own id when present. */
  userId: z.string().optional(),
});
export type EditProfileInput = z.input<typeof EditProfileSchema>;

export const UpdateRoleSchema = z.object({ role: RoleSchema });

export const UserResponseSchema = z.object({ user: UserSchema });
/** A new account, signed in (POST /api/auth/register), and the sign-in once every factor passed. */
export const SignedInResponseSchema = z.object({ message: z.string(), user: UserSchema });
export const LoginResponseSchema = z.union([
  SignedInResponseSchema,
  /** The password was right and the account's second factor is due: no session yet; send the same request with `code`. */
  z.object({ message: z.string(), twoFactorRequired: z.literal(true) }),
]);
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Enter the code from your authenticator app, or a recovery code.';
export const WRONG_CODE_MESSAGE = 'That code is not right. Type the six digits your app shows, or a recovery code.';

/** POST /api/auth/two-factor/setup: the password again, before a secret is shown. */
export const TwoFactorSetupSchema = z.object({
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
});
export const TwoFactorSetupResponseSchema = z.object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The QR code of `otpauthUrl`, an SVG document. */
  qrSvg: z.string(),
});
/** POST /api/auth/two-factor/enable: a code from the app, which proves it holds the secret. */
export const TwoFactorEnableSchema = z.object({ code: SecondFactorCodeSchema });
export const RecoveryCodesResponseSchema = z.object({
  message: z.string(),
  /** Ten single-use codes, shown this once. */
  recoveryCodes: z.array(z.string()),
});
/** POST /api/auth/two-factor/disable: the password and a second factor. */
export const TwoFactorDisableSchema = z.object({
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
  code: SecondFactorCodeSchema,
});
/**
 * POST /api/auth/reauthenticate: the password, or a second factor (a TOTP code, a recovery
 * code or a passkey), proves again who the signed-in person is before the riskiest staff tasks.
 */
export const ReauthenticateSchema = z.union([
  z.object({ password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX) }),
  z.object({ code: SecondFactorCodeSchema }),
  /** A passkey's signature of a challenge from POST /api/auth/passkeys/authentication-options. */
  z.object({ passkey: PasskeyAuthenticationResponseSchema }),
]);
export type ReauthenticateInput = z.infer<typeof ReauthenticateSchema>;
export const UserListSchema = z.array(UserSchema);

/** An account as Manage Users shows it: the user, with what they bought and where they are signed in. */
export const AdminUserSchema = UserSchema.extend({
  /** Their orders a customer sees (paid, needing attention, refunded), as guest orders of a verified address too. */
  orderCount: z.number().int(),
  /** Dollars paid on their paid orders (refunded ones left out), two decimals. */
  totalSpent: z.number(),
  /** Sessions still open (neither expired nor idle for too long). */
  sessionCount: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
/** Still an array, as the specification's client reads it; the X-Total-Count header counts every match. */
export const AdminUserListSchema = z.array(AdminUserSchema);

export const AdminUsersQuerySchema = z.object({
  /** Part of an email address or a user name, in any case. */
  search: optionalQuery(z.string().trim().max(ADMIN_SEARCH_MAX, `search must be at most ${ADMIN_SEARCH_MAX} characters`)),
  ...pagingQuery(MAX_PAGE_SIZE, MAX_PAGE_SIZE),
});
export const UserUpdateResponseSchema = z.object({ message: z.string(), user: UserSchema });

export const UserStatsSchema = z.object({
  /** Dollars paid, two decimals. */
  totalPayments: z.number(),
  totalReviews: z.number().int(),
  totalPurchasedProducts: z.number().int(),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

export const UploadImageSchema = z.object({
  image: z.string({ message: 'Image is required' }).min(1, 'Image is required'),
});
export const UploadImageResponseSchema = z.object({
  url: z.string(),
  srcSet: z.array(z.object({ width: z.number().int(), url: z.string() })),
});

/** A single-use link's token (email verification, password reset), as the link carries it. */
export const LinkTokenSchema = z
  .string({ message: 'The link is incomplete' })
  .trim()
  .min(1, { message: 'The link is incomplete', abort: true })
  .regex(NOT_BLANK, 'The link is incomplete')
  .max(200);

/** The answer to a link that is used, unknown or out of date. */
export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired.';

export const VerifyEmailSchema = z.object({ token: LinkTokenSchema });

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
/** Said whether or not an account has the address, so that the answer tells nobody which addresses have one. */
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email, a link to reset its password is on its way.';

export const ResetPasswordSchema = z.object({ token: LinkTokenSchema, password: NewPasswordSchema });
export const PASSWORD_UPDATED_MESSAGE = 'Password updated. Please sign in.';

export const ChangePasswordSchema = z.object({
  currentPassword: z.string({ message: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX),
  newPassword: NewPasswordSchema,
});
export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Your other sessions have been signed out.';

/** A signed-in session as its owner sees it: where it is (from the browser's user agent) and when it was last used. */
export const SessionInfoSchema = z.object({
  _id: z.string(),
  browser: z.string(),
  system: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export const SessionListSchema = z.object({ sessions: z.array(SessionInfoSchema) });

/** The card's heading on the customer dashboard, over the guest orders of the account's verified address. */
export const GUEST_ORDERS_HEADING = 'These orders were placed with your email';
/** At most this many guest orders are listed (and claimed) at once. */
export const GUEST_ORDERS_MAX = 50;

/** A guest order placed with the account's address, as little of it as its owner needs to recognise it. */
export const GuestOrderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  createdAt: z.string(),
  /** The total paid, in dollars, tax included. */
  total: z.number(),
});
export type GuestOrder = z.infer<typeof GuestOrderSchema>;

/** GET /api/auth/guest-orders: none until the address is verified. */
export const GuestOrdersSchema = z.object({ count: z.number().int(), orders: z.array(GuestOrderSchema) });
export type GuestOrders = z.infer<typeof GuestOrdersSchema>;

/** POST /api/auth/guest-orders/claim: the orders the owner was shown and chose to add. */
export const ClaimGuestOrdersSchema = z.object({
  orderIds: z
    .array(IdSchema, { message: 'orderIds must be a list of order ids' })
    .min(1, 'Choose at least one order')
    .max(GUEST_ORDERS_MAX, `At most ${GUEST_ORDERS_MAX} orders at once`),
});
export type ClaimGuestOrdersInput = z.infer<typeof ClaimGuestOrdersSchema>;
export const ClaimGuestOrdersResponseSchema = z.object({ message: z.string(), claimed: z.number().int() });

/**
 * The API's contract, read in one place: every operation's summary, input, answers and, where
 * a route states it itself, who may call it. It is what the OpenAPI document (/api/docs/json)
 * serves, and the one schema that validates, serialises and types each route. The route files
 * only bind HTTP to a handler: `app.get('/audit', adminsOnly({ schema: operations.listAudit }), ...)`,
 * with their own rate limits and body limits; `signedInOnly` and `adminsOnly` add the session
 * cookie as the security and its 401 and 403.
 *
 * Groups follow the order in which app.ts registers the routes, and each group's entries the
 * order of its route file.
 */
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { AddressBookChangeSchema, AddressBookSchema, SavedAddressInputSchema } from '@shop/shared/address-book.schema';
import {
  ApiTokenPageSchema,
  ApiTokensQuerySchema,
  CreateApiTokenSchema,
  CreatedApiTokenSchema,
  RevokedApiTokenSchema,
} from '@shop/shared/api-token.schema';
import { AuditPageSchema, AuditQuerySchema } from '@shop/shared/audit.schema';
import {
  AdminUserListSchema,
  AdminUsersQuerySchema,
  ChangePasswordSchema,
  ClaimGuestOrdersResponseSchema,
  ClaimGuestOrdersSchema,
  EditProfileSchema,
  ForgotPasswordSchema,
  GuestOrdersSchema,
  LoginResponseSchema,
  LoginSchema,
  ReauthenticateSchema,
  RecoveryCodesResponseSchema,
  SignedInResponseSchema,
  TwoFactorDisableSchema,
  TwoFactorEnableSchema,
  TwoFactorSetupResponseSchema,
  TwoFactorSetupSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SessionListSchema,
  UpdateRoleSchema,
  UploadImageResponseSchema,
  UserResponseSchema,
  UserStatsSchema,
  UserUpdateResponseSchema,
  VerifyEmailSchema,
} from '@shop/shared/auth.schema';
import { BagSchema, MergedBagSchema } from '@shop/shared/cart.schema';
import {
  AddPasskeySchema,
  PasskeyAddedSchema,
  PasskeyListSchema,
  PasskeyOptionsSchema,
  PasskeySignInSchema,
} from '@shop/shared/passkey.schema';
import {
  CategoriesResponseSchema,
  CategoryHandleParamsSchema,
  CategoryResponseSchema,
  CategoryInputSchema,
  CategoryTranslationInputSchema,
  CategoryMutationResponseSchema,
  CategoryUpdateSchema,
  DeleteCategoryQuerySchema,
  ManagedCategoriesResponseSchema,
  ReorderCategoriesSchema,
} from '@shop/shared/category.schema';
import {
  ColorInputSchema,
  ColorTranslationInputSchema,
  ColorMutationResponseSchema,
  ColorsResponseSchema,
  ColorUpdateSchema,
  DeleteColorQuerySchema,
  ManagedColorsResponseSchema,
  ReorderColorsSchema,
} from '@shop/shared/color.schema';
import {
  DeleteSizeSetQuerySchema,
  ManagedSizeSetsResponseSchema,
  ReorderSizeSetsSchema,
  SizeSetInputSchema,
  SizeSetMutationResponseSchema,
  SizeSetsResponseSchema,
  SizeSetUpdateSchema,
} from '@shop/shared/size-set.schema';
import { HealthResponseSchema, IdParamsSchema, MessageResponseSchema, ReadinessResponseSchema } from '@shop/shared/common.schema';
import { MAX_UPLOAD_MB } from '@shop/shared/constants';
import { ContactMessageSchema, ContactMessagesQuerySchema, InboxMessageSchema, InboxPageSchema } from '@shop/shared/contact.schema';
import {
  AdminExchangesQuerySchema,
  AdminExchangesResponseSchema,
  ExchangeActionResponseSchema,
  ExchangeOptionsResponseSchema,
  ExchangeResponseSchema,
  ExchangesResponseSchema,
  ReceiveExchangeSchema,
  RejectExchangeSchema,
  RequestExchangeSchema,
  ChangeOrderLineSchema,
} from '@shop/shared/exchange.schema';
import {
  AdminReturnsQuerySchema,
  AdminReturnsResponseSchema,
  ReceiveReturnSchema,
  RejectReturnSchema,
  RequestReturnSchema,
  ReturnActionResponseSchema,
  ReturnOptionsResponseSchema,
  ReturnPolicyResponseSchema,
  ReturnResponseSchema,
  ReturnsResponseSchema,
  UpdateReturnPolicySchema,
} from '@shop/shared/return.schema';
import {
  AdjustCreditSchema,
  AdminCreditResponseSchema,
  AdminCreditsQuerySchema,
  AdminCreditsResponseSchema,
  CreditBalanceQuerySchema,
  CreditBalanceResponseSchema,
  DisableCreditSchema,
  IssueCreditSchema,
  MyCreditsResponseSchema,
} from '@shop/shared/credit.schema';
import {
  BagPriceRequestSchema,
  BagPriceSchema,
  DiscountInputSchema,
  DiscountMutationResponseSchema,
  DiscountsResponseSchema,
  DiscountUpdateSchema,
} from '@shop/shared/discount.schema';
import { SaleInputSchema, SaleMutationResponseSchema, SalesResponseSchema, SaleUpdateSchema } from '@shop/shared/sale.schema';
import { TaxTableInputSchema, TaxTableSchema } from '@shop/shared/tax.schema';
import {
  MAX_PRESENTED_CURRENCIES,
  CurrencyInputSchema,
  CurrencyMutationResponseSchema,
  CurrencyParamsSchema,
  ManagedCurrenciesSchema,
  ShopCurrenciesSchema,
  VariantPricesInputSchema,
  VariantPricesMutationResponseSchema,
  VariantPricesSchema,
} from '@shop/shared/currency.schema';
import {
  ManagedPageResponseSchema,
  PageCreateSchema,
  PageTranslationInputSchema,
  PageHandleParamsSchema,
  PageListSchema,
  PagePreviewResponseSchema,
  PagePreviewSchema,
  PageUpdateSchema,
  PageVersionParamsSchema,
  PageVersionResponseSchema,
  PublicPageSchema,
} from '@shop/shared/page-content.schema';
import { OutboxPageSchema, OutboxQuerySchema } from '@shop/shared/mail.schema';
import {
  WebhookDeliveriesPageSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryAnswerSchema,
  WebhookEndpointAnswerSchema,
  WebhookEndpointInputSchema,
  WebhookEndpointsSchema,
  WebhookEndpointUpdateSchema,
  WebhookEndpointWithSecretSchema,
} from '@shop/shared/webhooks.schema';
import {
  JoinWaitlistSchema,
  UnsubscribeInfoSchema,
  UnsubscribeParamsSchema,
  WaitlistAnswerSchema,
  WaitlistJoinedSchema,
} from '@shop/shared/waitlist.schema';
import { DataExportFileParamsSchema, DataExportStatusSchema, DeleteAccountSchema, EraseAccountSchema } from '@shop/shared/privacy.schema';
import {
  AddressPreferenceChangeSchema,
  AddressPreferencesSchema,
  ConsentChangeSchema,
  ConsentLanguageQuerySchema,
  ConsentParamsSchema,
  ConsentsSchema,
  UnsubscribePreferencesParamsSchema,
} from '@shop/shared/consent.schema';
import {
  AdminOrdersQuerySchema,
  CheckoutSessionResponseSchema,
  ConfirmPaymentResponseSchema,
  ConfirmPaymentSchema,
  CreateCheckoutSessionSchema,
  CustomerOrdersQuerySchema,
  OrderListSchema,
  OrderLookupQuerySchema,
  OrderRefParamsSchema,
  OrderSchema,
  OrdersResponseSchema,
  RefundOrderResponseSchema,
  RefundOrderSchema,
  TestCheckoutPayResponseSchema,
  TestCheckoutPaySchema,
  TestCheckoutViewSchema,
  UpdateOrderStatusResponseSchema,
  UpdateOrderStatusSchema,
  CheckoutRecoveryReportSchema,
  RestoreTokenParamsSchema,
} from '@shop/shared/order.schema';
import {
  ManageProductsQuerySchema,
  ManageProductsResponseSchema,
  ProductImportBodySchema,
  ProductImportQuerySchema,
  ProductImportResponseSchema,
  ProductSalesResponseSchema,
} from '@shop/shared/product-admin.schema';
import {
  ProductDetailResponseSchema,
  ProductKeyParamsSchema,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductPricesQuerySchema,
  ProductListResponseSchema,
  ProductMutationResponseSchema,
  ProductStockUpdateSchema,
  ProductUpdateSchema,
  RelatedProductsResponseSchema,
} from '@shop/shared/product.schema';
import {
  LanguageQuerySchema,
  ProductTranslationInputSchema,
  ProductTranslationsResponseSchema,
  ProductTranslationsSchema,
} from '@shop/shared/translation.schema';
import {
  AllReviewsQuerySchema,
  AllReviewsResponseSchema,
  HelpfulVoteResponseSchema,
  PostReviewResponseSchema,
  PostReviewSchema,
  ReviewGalleryResponseSchema,
  ReviewListQuerySchema,
  ReviewListResponseSchema,
  ReviewPhotoParamsSchema,
  ReviewPhotoResponseSchema,
  TotalReviewsResponseSchema,
  UpdateReviewSchema,
  UserReviewsQuerySchema,
  UserReviewsResponseSchema,
} from '@shop/shared/review.schema';
import { ShopSettingsSchema } from '@shop/shared/settings.schema';
import {
  AnnouncementInputSchema,
  FooterContentInputSchema,
  HomeContentInputSchema,
  HomePageContentSchema,
  HomePageQuerySchema,
  ManagedSiteContentSchema,
  SiteContentBlockParamsSchema,
  SiteContentSchema,
} from '@shop/shared/site-content.schema';
import { CreateShipmentResponseSchema, CreateShipmentSchema, ShipmentsResponseSchema } from '@shop/shared/shipment.schema';
import {
  ShippingMethodInputSchema,
  ShippingMethodMutationResponseSchema,
  ShippingMethodsQuerySchema,
  ShippingMethodUpdateSchema,
  ShippingOptionsResponseSchema,
  ShippingZoneInputSchema,
  ShippingZoneMutationResponseSchema,
  ShippingZonesResponseSchema,
  ShippingZoneUpdateSchema,
} from '@shop/shared/shipping.schema';
import type { Permission } from '@shop/shared/permissions';
import {
  AcceptInvitationSchema,
  ChangeStaffRoleSchema,
  InvitationPreviewSchema,
  InvitationTokenSchema,
  InviteStaffSchema,
  StaffInvitationResponseSchema,
  StaffInvitationsSchema,
  StaffListSchema,
  StaffMemberResponseSchema,
  StaffRoleHandleParamsSchema,
  StaffRoleInputSchema,
  StaffRoleResponseSchema,
  StaffRolesSchema,
} from '@shop/shared/staff.schema';
import { AdminStatsQuerySchema, AdminStatsSchema } from '@shop/shared/stats.schema';
import { ProductFitResponseSchema, SizeSwapsReportSchema } from '@shop/shared/size-swaps.schema';
import { AnalyticsQuerySchema, AnalyticsReportSchema, RecordAnalyticsEventsSchema } from '@shop/shared/analytics.schema';
import {
  WishlistAlertsChangeSchema,
  WishlistAlertsSchema,
  WishlistAnswerSchema,
  WishlistLineSchema,
  WishlistSchema,
} from '@shop/shared/wishlist.schema';
import { errorAnswers, NOT_MODIFIED, PUBLIC, SESSION_OPTIONAL } from './openapi';

/** An operation as the table states it: its tag comes from its group, its operationId is its name. */
type Operation = Omit<FastifySchema, 'tags' | 'operationId'> & {
  summary: string;
  /** A staff task's permission (packages/shared permissions.ts): `adminsOnly` requires it, and the document shows it. */
  'x-permission'?: Permission;
};

/** A tag's operations, each given the tag and its name as its operationId. */
function group<Entries extends Record<string, Operation>>(tag: string, entries: Entries) {
  return Object.fromEntries(
    Object.entries(entries).map(([operationId, operation]) => [operationId, { tags: [tag], operationId, ...operation }]),
  ) as { [Name in keyof Entries]: Entries[Name] & { tags: string[]; operationId: string } };
}

/**
 * JSON carries a data URL; a multipart upload's file is read into `image` (as bytes) before the
 * body is validated (uploads.routes.ts), so that both reach the service the same way.
 */
const UploadBodySchema = z.object({
  image: z
    .custom<string | Buffer>((value) => Buffer.isBuffer(value) || (typeof value === 'string' && value.trim() !== ''), {
      message: 'Image is required',
    })
    .meta({
      type: 'string',
      description: `The image: a data URL (data:image/...;base64,...) in JSON, or the file itself in multipart/form-data. At most ${MAX_UPLOAD_MB} MB.`,
      // What uploads.service.ts reads of a data URL (its bytes must then be a PNG, JPEG, WebP, GIF or AVIF image).
      pattern: '^\\s*data:[\\w.+/-]*(;[\\w=.-]+)*;base64,',
    }),
});

const TestCheckoutParamsSchema = z.object({
  sessionId: z
    .string()
    .max(100, 'Invalid checkout session id')
    .regex(/^cs_test_[\w-]+$/, 'Invalid checkout session id'),
});

/** What every admin move of an exchange shares: the exchange's id in, the message and the exchange out. */
/** What every wishlist answer says of `currency` and `lang`. */
const BAG_NAMED_IN = 'With `lang`, the products are named in that language where the shop has their names in it.';

const WISHLIST_SHOWN_AS =
  'With `currency`, each item also carries `presented`: its price in that currency, as the bag charges it (a currency the shop ' +
  'does not present answers 400, before any change). With `lang`, the names in that language where the shop has them.';

const exchangeMove = (summary: string) => ({
  summary: `${summary} (admin)`,
  params: IdParamsSchema,
  response: { 200: ExchangeActionResponseSchema, ...errorAnswers(400, 404) },
});

const returnMove = (summary: string) => ({
  summary: `${summary} (admin)`,
  params: IdParamsSchema,
  response: { 200: ReturnActionResponseSchema, ...errorAnswers(400, 404, 409) },
});

export const operations = {
  // Whether this instance and what it depends on are up.
  ...group('health', {
    getHealth: {
      summary: 'Whether the API and its database are up',
      security: PUBLIC,
      response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
    },
    getReadiness: {
      summary: 'Whether this instance should take traffic: its database and Redis answer, and it is not shutting down',
      security: PUBLIC,
      response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema },
    },
  }),

  // The shop's public settings.
  ...group('settings', {
    getSettings: {
      summary: "The shop's public name and contact details",
      security: PUBLIC,
      response: { 200: ShopSettingsSchema },
    },
  }),

  // The storefront's words the owner edits: the home page's blocks, the announcement bar, the footer.
  ...group('site-content', {
    getSiteContent: {
      summary:
        'What every storefront page shows: the announcement bar while it runs (none when the visitor closed it, by its cookie) and the footer',
      security: PUBLIC,
      response: { 200: SiteContentSchema },
    },
    getHomePageContent: {
      summary: "The home page's hero, its tiles shown in order and its featured products still sold",
      description:
        'With `currency`, each featured product also carries `presented`: its prices in that currency (one the shop presents, ' +
        'else 400), as the catalogue lists give them. With `lang`, their words in that language where the shop has them.',
      security: PUBLIC,
      querystring: HomePageQuerySchema,
      response: { 200: HomePageContentSchema, ...errorAnswers(400) },
    },
    getManagedSiteContent: {
      'x-permission': 'settings',
      summary: 'The home page, the announcement bar and the footer as saved (or their defaults), with who saved each when (admin)',
      response: { 200: ManagedSiteContentSchema },
    },
    saveHomeContent: {
      'x-permission': 'settings',
      summary: "Save the home page's hero (its picture an upload of the shop's), tiles and featured products (admin)",
      body: HomeContentInputSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400) },
    },
    saveAnnouncement: {
      'x-permission': 'settings',
      summary: 'Save the announcement bar: its text, an optional link (a path of the shop or https), its start and end (admin)',
      body: AnnouncementInputSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400) },
    },
    saveFooterContent: {
      'x-permission': 'settings',
      summary: "Save the footer's columns of links and the shop's details it shows (admin)",
      body: FooterContentInputSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400) },
    },
    resetSiteContent: {
      'x-permission': 'settings',
      summary: "Take a block back to the shop's default; for the announcement bar, remove it (admin)",
      params: SiteContentBlockParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400) },
    },
  }),

  // Accounts from the customer's side: sign-up, sign-in, the profile, the password, the sessions.
  ...group('auth', {
    registerUser: {
      summary: 'Create an account (role user)',
      security: PUBLIC,
      body: RegisterSchema,
      response: { 201: SignedInResponseSchema, ...errorAnswers(400, 409, 429) },
    },
    logIn: {
      summary:
        'Sign in; sets the session cookie. For an account with two-factor sign-in on, a right password alone answers 200 with `twoFactorRequired: true` and no session: send the same request with `code` (a TOTP code or a recovery code). A wrong code answers 401 and counts toward the sign-in limit. A suspended staff account is refused (403).',
      security: PUBLIC,
      body: LoginSchema,
      response: { 200: LoginResponseSchema, ...errorAnswers(400, 401, 403, 429) },
    },
    logOut: {
      summary: 'End the session',
      security: SESSION_OPTIONAL,
      response: { 200: MessageResponseSchema, ...errorAnswers(403) },
    },
    getCurrentUser: {
      summary: 'The signed-in user',
      response: { 200: UserResponseSchema },
    },
    editProfile: {
      summary: "Edit the signed-in user's profile",
      body: EditProfileSchema,
      response: { 200: UserResponseSchema, ...errorAnswers(400, 403) },
    },
    verifyEmail: {
      summary: "Prove the account's email address with the link's token (single use, 24 hours)",
      security: PUBLIC,
      body: VerifyEmailSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 429) },
    },
    listGuestOrders: {
      summary: "Guest orders placed with the signed-in account's verified email, not yet in the account (none before verification)",
      response: { 200: GuestOrdersSchema },
    },
    claimGuestOrders: {
      summary: "Add the chosen guest orders of the account's verified email to it (recorded in the audit log)",
      body: ClaimGuestOrdersSchema,
      response: { 200: ClaimGuestOrdersResponseSchema, ...errorAnswers(400, 403) },
    },
    resendVerification: {
      summary: 'Mail a new verification link to the signed-in user',
      response: { 200: MessageResponseSchema, ...errorAnswers(409, 429) },
    },
    forgotPassword: {
      summary: 'Mail a password reset link (the same answer whether or not the account exists)',
      security: PUBLIC,
      body: ForgotPasswordSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 429) },
    },
    resetPassword: {
      summary: "Choose a new password with the link's token (single use, 1 hour); ends every session",
      security: PUBLIC,
      body: ResetPasswordSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 429) },
    },
    changePassword: {
      summary: 'Change the password with the current one; ends every other session',
      body: ChangePasswordSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 429) },
    },
    listSessions: {
      summary: "The signed-in user's sessions: browser, system, last use, and which is this one",
      response: { 200: SessionListSchema },
    },
    endSession: {
      summary: "Sign out one of the user's other sessions",
      params: IdParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404) },
    },
    endOtherSessions: {
      summary: 'Sign out every other session of the user',
      response: { 200: MessageResponseSchema },
    },
    startTwoFactorSetup: {
      summary:
        'With the password again: a new TOTP secret, its otpauth:// link and QR code; it takes effect once a code from it is sent to enable',
      body: TwoFactorSetupSchema,
      response: { 200: TwoFactorSetupResponseSchema, ...errorAnswers(400, 429) },
    },
    enableTwoFactor: {
      summary:
        'Turn two-factor sign-in on with a code from the new secret; answers ten single-use recovery codes, shown once (audited, and mailed to the account)',
      body: TwoFactorEnableSchema,
      response: { 200: RecoveryCodesResponseSchema, ...errorAnswers(400, 429) },
    },
    disableTwoFactor: {
      summary:
        'Turn two-factor sign-in off with the password and a code; staff keep it while the shop requires it (audited, and mailed to the account)',
      body: TwoFactorDisableSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 429) },
    },
    renewRecoveryCodes: {
      summary: 'With the password again: ten new recovery codes; the earlier ones stop working (audited, and mailed to the account)',
      body: TwoFactorSetupSchema,
      response: { 200: RecoveryCodesResponseSchema, ...errorAnswers(400, 429) },
    },
    passkeyAuthenticationOptions: {
      summary: 'Start a sign-in with a passkey: the options for `navigator.credentials.get()`',
      description:
        'Names no account: the authenticator offers the passkeys it holds for this shop. The challenge works once, for five minutes, ' +
        'for `POST /api/auth/passkeys/sign-in` or a passkey proof in `POST /api/auth/reauthenticate`.',
      security: PUBLIC,
      response: { 200: PasskeyOptionsSchema, ...errorAnswers(429) },
    },
    signInWithPasskey: {
      summary: 'Sign in with a passkey: sets the session cookie',
      description:
        'The passkey stands for both the password and a second factor: the authenticator verified its user. Refused with 401 ' +
        'when the signature, the challenge or the credential is not right; 403 for a suspended account.',
      security: PUBLIC,
      body: PasskeySignInSchema,
      response: { 200: SignedInResponseSchema, ...errorAnswers(400, 401, 403, 429) },
    },
    listPasskeys: {
      summary: 'Your passkeys',
      response: { 200: PasskeyListSchema },
    },
    passkeyRegistrationOptions: {
      'x-reauth': true,
      summary: 'Start adding a passkey: the options for `navigator.credentials.create()`',
      response: { 200: PasskeyOptionsSchema },
    },
    addPasskey: {
      'x-reauth': true,
      summary: 'Add a passkey to your account (audited for staff, and mailed to the account)',
      body: AddPasskeySchema,
      response: { 201: PasskeyAddedSchema, ...errorAnswers(400, 409) },
    },
    removePasskey: {
      'x-reauth': true,
      summary: 'Remove one of your passkeys (audited for staff, and mailed to the account)',
      params: IdParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404) },
    },
    confirmIdentity: {
      summary: 'Prove again who you are, with your password or a second factor, before a task marked `x-reauth`',
      description:
        "An operation marked `x-reauth: true` (and a refund or credit over the shop's threshold) answers 403 with " +
        '`code: "reauth-required"` when the session last proved who its person is more than ten minutes ago. This ' +
        'renews that proof for the session; the task can then be sent again. A wrong password or code answers 400 and ' +
        'counts against the sign-in limits.',
      body: ReauthenticateSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 429) },
    },
  }),

  // Accounts from the admin's side, under /api/auth as the specification has it.
  ...group('users', {
    listUsers: {
      'x-permission': 'customers.view',
      summary: 'A page of the accounts, with their orders, total spent and open sessions; searched by email or name (admin)',
      querystring: AdminUsersQuerySchema,
      response: { 200: AdminUserListSchema, ...errorAnswers(400) },
    },
    updateUserRole: {
      'x-permission': 'staff',
      'x-reauth': true,
      summary: "Change an account's role (admin)",
      params: IdParamsSchema,
      body: UpdateRoleSchema,
      response: { 200: UserUpdateResponseSchema, ...errorAnswers(400, 404, 409) },
    },
    deleteUser: {
      'x-permission': 'customers.delete',
      'x-reauth': true,
      summary: 'Delete an account (admin)',
      description:
        "A customer's account is deleted as `POST /api/privacy/accounts/{id}/erase` deletes it: its personal data goes, every " +
        'session ends, its orders stay with their lines and totals but without name, email, phone, street and city, and its ' +
        'reviews stay under "A former customer". Audited as `user.delete`, without the address. Refused (409) while the customer ' +
        'has store credit left or a paid order that has not shipped. To delete the reviews too, or to record why, use the erase ' +
        'operation. A staff account needs the `staff` permission and goes with its reviews; the last owner is never deleted.',
      params: IdParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404, 409) },
    },
    endUserSessions: {
      'x-permission': 'customers.delete',
      summary: 'Sign an account out everywhere (admin)',
      params: IdParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404) },
    },
  }),

  // The signed-in customer's address book, which the checkout offers.
  ...group('addresses', {
    listAddresses: {
      summary: "The signed-in customer's saved addresses: the default first, then the newest",
      response: { 200: AddressBookSchema },
    },
    createAddress: {
      summary: 'Save an address (the first becomes the default; at most 20)',
      body: SavedAddressInputSchema,
      response: { 201: AddressBookChangeSchema, ...errorAnswers(400, 409) },
    },
    updateAddress: {
      summary: 'Change one of your saved addresses',
      params: IdParamsSchema,
      body: SavedAddressInputSchema,
      response: { 200: AddressBookChangeSchema, ...errorAnswers(400, 404) },
    },
    deleteAddress: {
      summary: 'Delete one of your saved addresses; deleting the default makes the newest other one the default',
      params: IdParamsSchema,
      response: { 200: AddressBookChangeSchema, ...errorAnswers(400, 404) },
    },
    makeDefaultAddress: {
      summary: 'Make one of your saved addresses the default',
      params: IdParamsSchema,
      response: { 200: AddressBookChangeSchema, ...errorAnswers(400, 404) },
    },
  }),

  // A customer's totals, and the admin dashboard's.
  ...group('stats', {
    getMyStats: {
      summary: 'Your own totals',
      description:
        'The same answer as `GET /api/stats/user-stats/{email}` with your email, without an address in the URL (or in access logs).',
      response: { 200: UserStatsSchema },
    },
    getUserStats: {
      summary: "A customer's totals (the customer or an admin)",
      params: z.object({ email: z.string().trim().toLowerCase().max(254) }),
      response: { 200: UserStatsSchema, ...errorAnswers(400, 403, 404) },
    },
    getAdminStats: {
      'x-permission': 'reports',
      summary: "The admin dashboard's figures (admin)",
      description:
        "The shop's totals; a year's monthly earnings, units sold by size and colour and ten best sellers; the variants at or under " +
        'the low-stock threshold and the orders needing attention (flagged, or unpaid too long). Test-mode orders count by default only while ' +
        'the shop runs in test mode; `includeTest` overrides it, and `includesTestOrders` says which the answer counts. Every amount is in ' +
        'the base currency (`currency`): an order in another currency is converted at the rate it was priced at (`currencyNote`).',
      querystring: AdminStatsQuerySchema,
      response: { 200: AdminStatsSchema, ...errorAnswers(400) },
    },
    listSizeSwaps: {
      'x-permission': 'reports',
      summary: 'The products whose sizes buyers most often swap, and which way: what a size chart needs fixing (admin)',
      description:
        'At most ten live products, the most swaps first, each with its swaps from one size to another (the most first), their total ' +
        'and its buyers. Counted as `GET /api/products/{id}/fit` counts: by paid order (refunded ones too), exchanges not rejected, ' +
        'test-mode orders only while the shop runs in test mode (`includesTestOrders`).',
      response: { 200: SizeSwapsReportSchema },
    },
  }),

  // The shop's own analytics: the storefront's events, and the admin's report of them.
  ...group('analytics', {
    recordAnalyticsEvents: {
      summary: "Report a visitor's storefront events: product views, searches and adds to the bag (answers 204, recorded or not)",
      description:
        'The visitor is a random id the browser keeps for its session. No IP address or user agent is kept: only the device class ' +
        "and the referrer's host name (none for the shop's own). A search is recorded with how many products the shop's own search " +
        'finds for its words, counted by the server (the first three distinct searches of a report). Nothing is recorded for a ' +
        "request with `DNT: 1` or `Sec-GPC: 1`, from a bot, or while the shop's analytics are off; the answer is the same.",
      security: PUBLIC,
      body: RecordAnalyticsEventsSchema,
      response: { 204: z.null().describe('Received. No body.'), ...errorAnswers(400, 413, 429) },
    },
    getAnalyticsReport: {
      'x-permission': 'reports',
      summary: "The shop's analytics over a range of days, each figure beside the period before (admin)",
      description:
        'The funnel (visitors who viewed a product, added to the bag, started a checkout, paid) day by day with its conversion rates; ' +
        'the top products by views and by conversion; the searches that found nothing; the referring sites; each with its figures ' +
        'over the period before. A payment counts only when its checkout was recorded. The average order value is read from the ' +
        'paid orders themselves. Days are UTC, `from` and `to` both included (the last 30 days by default, at most 366).',
      querystring: AnalyticsQuerySchema,
      response: { 200: AnalyticsReportSchema, ...errorAnswers(400) },
    },
  }),

  // Image uploads.
  ...group('uploads', {
    uploadImage: {
      summary: "Upload an image (a data URL in JSON, or multipart form data with the file in 'image'); answers its URL and widths",
      description: 'Staff, and customers who have verified their email address (for a profile picture); anyone else is refused (403).',
      consumes: ['application/json', 'multipart/form-data'],
      body: UploadBodySchema,
      response: { 201: UploadImageResponseSchema, ...errorAnswers(400, 403, 413, 429, 503) },
    },
  }),

  // Reviews of products: reading, writing, helpful votes, and moderation.
  ...group('reviews', {
    listProductReviews: {
      summary: "A product's reviews, page by page, sorted and optionally verified buyers' only",
      description: 'With a session, each review also says whether the viewer found it helpful (`helpfulByMe`).',
      security: PUBLIC,
      querystring: ReviewListQuerySchema,
      response: { 200: ReviewListResponseSchema, ...errorAnswers(400, 404) },
    },
    postReview: {
      summary: 'Post (or replace) your review of a product',
      body: PostReviewSchema,
      response: { 200: PostReviewResponseSchema, ...errorAnswers(400, 403, 404, 429) },
    },
    listAllReviews: {
      'x-permission': 'reviews',
      summary: 'Every review, newest first, page by page (admins: moderation)',
      querystring: AllReviewsQuerySchema,
      response: { 200: AllReviewsResponseSchema, ...errorAnswers(400) },
    },
    updateReview: {
      summary: 'Edit a review (its author or an admin)',
      params: IdParamsSchema,
      body: UpdateReviewSchema,
      response: { 200: PostReviewResponseSchema, ...errorAnswers(400, 403, 404, 429) },
    },
    deleteReview: {
      summary: 'Delete a review (its author, or an admin: audited)',
      params: IdParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 403, 404, 429) },
    },
    toggleHelpfulVote: {
      summary: "Find a review helpful, or take that vote back (not on one's own review)",
      params: IdParamsSchema,
      response: { 200: HelpfulVoteResponseSchema, ...errorAnswers(400, 403, 404, 429) },
    },
    countReviews: {
      summary: 'How many reviews the shop has',
      security: PUBLIC,
      response: { 200: TotalReviewsResponseSchema },
    },
    listMyReviews: {
      summary: 'A page of your own reviews, newest first',
      description: 'The same answer as `GET /api/reviews/{id}` with your user id.',
      querystring: UserReviewsQuerySchema,
      response: { 200: UserReviewsResponseSchema, ...errorAnswers(400) },
    },
    listUserReviews: {
      summary: "A page of a user's reviews, newest first (the user or an admin)",
      params: IdParamsSchema,
      querystring: UserReviewsQuerySchema,
      response: { 200: UserReviewsResponseSchema, ...errorAnswers(400, 403) },
    },
    addReviewPhoto: {
      summary: "Add a photo to your review (a verified buyer's, at most 4), taken as `POST /api/uploadImage` takes images",
      description:
        'A data URL in JSON, or multipart form data with the file in `image`: checked by its bytes, at most ' +
        `${MAX_UPLOAD_MB} MB, re-encoded without its metadata. With REVIEW_PHOTOS_NEED_APPROVAL the photo waits for a moderator.`,
      consumes: ['application/json', 'multipart/form-data'],
      params: IdParamsSchema,
      body: UploadBodySchema,
      response: { 201: ReviewPhotoResponseSchema, ...errorAnswers(400, 403, 404, 413, 429, 503) },
    },
    removeReviewPhoto: {
      summary: "Remove a review's photo (its author, or staff who moderate reviews: audited)",
      params: ReviewPhotoParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 403, 404, 429) },
    },
    approveReviewPhoto: {
      'x-permission': 'reviews',
      summary: "Approve a review's waiting photo, so that everyone sees it (audited)",
      params: ReviewPhotoParamsSchema,
      response: { 200: ReviewPhotoResponseSchema, ...errorAnswers(400, 404) },
    },
    listProductReviewPhotos: {
      summary: "A product's buyers' photos from its reviews, newest first (approved ones, at most 24)",
      security: PUBLIC,
      params: IdParamsSchema,
      response: { 200: ReviewGalleryResponseSchema, ...errorAnswers(400, 404) },
    },
  }),

  // Messages to the shop, and the admin's inbox.
  ...group('contact', {
    sendContactMessage: {
      summary: 'Send a message to the shop',
      security: PUBLIC,
      body: ContactMessageSchema,
      response: { 201: MessageResponseSchema, ...errorAnswers(400, 429) },
    },
    listContactMessages: {
      'x-permission': 'messages',
      summary: 'The messages sent to the shop, newest first, with how many are unread (admin)',
      querystring: ContactMessagesQuerySchema,
      response: { 200: InboxPageSchema, ...errorAnswers(400) },
    },
    markContactMessageRead: {
      'x-permission': 'messages',
      summary: 'Mark a message read; the first time it was read stays (admin)',
      params: IdParamsSchema,
      response: { 200: InboxMessageSchema, ...errorAnswers(400, 404) },
    },
  }),

  // The outbox as the admin sees it.
  ...group('mail', {
    listOutbox: {
      'x-permission': 'settings',
      summary: "The shop's outgoing mail, newest first, with the count of each status (admin)",
      querystring: OutboxQuerySchema,
      response: { 200: OutboxPageSchema, ...errorAnswers(400) },
    },
    resendMail: {
      'x-permission': 'settings',
      summary: 'Queue a failed message again (admin)',
      params: IdParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404, 409) },
    },
  }),

  // The endpoints the shop posts its events to, signed, and each one's deliveries.
  ...group('webhooks', {
    listWebhookEndpoints: {
      'x-permission': 'settings',
      summary: 'The webhook endpoints, each with its events and last delivery, never its secret (admin)',
      response: { 200: WebhookEndpointsSchema },
    },
    createWebhookEndpoint: {
      'x-permission': 'settings',
      'x-reauth': true,
      summary: 'Add a webhook endpoint: answers its signing secret, this once (https only; private addresses refused) (admin)',
      body: WebhookEndpointInputSchema,
      response: { 201: WebhookEndpointWithSecretSchema, ...errorAnswers(400) },
    },
    getWebhookEndpoint: {
      'x-permission': 'settings',
      summary: 'One webhook endpoint, never its secret (admin)',
      params: IdParamsSchema,
      response: { 200: WebhookEndpointAnswerSchema, ...errorAnswers(400, 404) },
    },
    updateWebhookEndpoint: {
      'x-permission': 'settings',
      'x-reauth': true,
      summary: 'Change a webhook endpoint: its URL, description, events, or turn it off or on (admin)',
      params: IdParamsSchema,
      body: WebhookEndpointUpdateSchema,
      response: { 200: WebhookEndpointAnswerSchema, ...errorAnswers(400, 404) },
    },
    deleteWebhookEndpoint: {
      'x-permission': 'settings',
      summary: 'Delete a webhook endpoint and its deliveries (admin)',
      params: IdParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404) },
    },
    rotateWebhookSecret: {
      'x-permission': 'settings',
      'x-reauth': true,
      summary: 'Make a new signing secret for a webhook endpoint: answers it, this once; the old one stops at once (admin)',
      params: IdParamsSchema,
      response: { 200: WebhookEndpointWithSecretSchema, ...errorAnswers(400, 404) },
    },
    sendWebhookTest: {
      'x-permission': 'settings',
      summary: 'Queue a `webhook.test` event for one endpoint, delivered like any other (admin)',
      params: IdParamsSchema,
      response: { 200: WebhookDeliveryAnswerSchema, ...errorAnswers(400, 404, 409) },
    },
    listWebhookDeliveries: {
      'x-permission': 'settings',
      summary: "A page of an endpoint's deliveries, newest first: event, status, last answer, attempts (admin)",
      params: IdParamsSchema,
      querystring: WebhookDeliveriesQuerySchema,
      response: { 200: WebhookDeliveriesPageSchema, ...errorAnswers(400, 404) },
    },
    resendWebhookDelivery: {
      'x-permission': 'settings',
      summary: 'Queue a delivery again, due now, with its attempts counted afresh (admin)',
      params: IdParamsSchema,
      response: { 200: WebhookDeliveryAnswerSchema, ...errorAnswers(400, 404, 409) },
    },
  }),

  // The audit log, read-only.
  ...group('audit', {
    listAudit: {
      'x-permission': 'audit',
      summary: "Every admin's changes, newest first, with what each changed (admin)",
      querystring: AuditQuerySchema,
      response: { 200: AuditPageSchema, ...errorAnswers(400) },
    },
    exportAudit: {
      'x-permission': 'staff',
      'x-reauth': true,
      summary: 'The entries the filters match (their paging aside), newest first, at most 50,000, as a CSV file (owners)',
      querystring: AuditQuerySchema,
      response: {
        200: {
          description:
            'The CSV file, with a header row: time, actor, actor email, role, permission, action, entity, entity id, label, details, before, after (JSON)',
          content: { 'text/csv': { schema: z.string() } },
        },
        ...errorAnswers(400),
      },
    },
  }),

  // The shop's staff and the roles they hold: an owner's matter.
  ...group('staff', {
    listStaff: {
      'x-permission': 'staff',
      summary: 'Every staff member with their role, last sign-in, open sessions and whether they are suspended (owners)',
      response: { 200: StaffListSchema },
    },
    changeStaffRole: {
      'x-permission': 'staff',
      'x-reauth': true,
      summary: 'Give a staff member another role; nobody changes their own, and the last owner stays one (owners)',
      params: IdParamsSchema,
      body: ChangeStaffRoleSchema,
      response: { 200: StaffMemberResponseSchema, ...errorAnswers(400, 404, 409) },
    },
    suspendStaff: {
      'x-permission': 'staff',
      'x-reauth': true,
      summary: 'Suspend a staff member: their sessions end at once and they cannot sign in until restored (owners)',
      params: IdParamsSchema,
      response: { 200: StaffMemberResponseSchema, ...errorAnswers(400, 404, 409) },
    },
    restoreStaff: {
      'x-permission': 'staff',
      'x-reauth': true,
      summary: 'Let a suspended staff member sign in again (owners)',
      params: IdParamsSchema,
      response: { 200: StaffMemberResponseSchema, ...errorAnswers(400, 404) },
    },
    listStaffRoles: {
      'x-permission': 'staff',
      summary: 'The staff roles, built-in and made by owners, with their permissions and how many hold each (owners)',
      response: { 200: StaffRolesSchema },
    },
    createStaffRole: {
      'x-permission': 'staff',
      summary: 'Make a role from the permissions (owners)',
      body: StaffRoleInputSchema,
      response: { 201: StaffRoleResponseSchema, ...errorAnswers(400, 409) },
    },
    updateStaffRole: {
      'x-permission': 'staff',
      'x-reauth': true,
      summary: 'Change a role an owner made: its name, description and permissions (owners)',
      params: StaffRoleHandleParamsSchema,
      body: StaffRoleInputSchema,
      response: { 200: StaffRoleResponseSchema, ...errorAnswers(400, 404, 409) },
    },
    listStaffInvitations: {
      'x-permission': 'staff',
      summary: 'The newest staff invitations with their role and state: pending, accepted, revoked or expired (owners)',
      response: { 200: StaffInvitationsSchema },
    },
    inviteStaff: {
      'x-permission': 'staff',
      'x-reauth': true,
      summary:
        'Invite a person by email with a role: the mailed link works once, for 72 hours, and replaces an earlier one still open (owners)',
      body: InviteStaffSchema,
      response: { 201: StaffInvitationResponseSchema, ...errorAnswers(400, 409) },
    },
    revokeStaffInvitation: {
      'x-permission': 'staff',
      summary: 'Take back an invitation not yet accepted (owners)',
      params: IdParamsSchema,
      response: { 200: StaffInvitationResponseSchema, ...errorAnswers(400, 404) },
    },
    previewStaffInvitation: {
      summary: "What an invitation's link offers: the address, the role, and whether the address has an account",
      security: PUBLIC,
      body: InvitationTokenSchema,
      response: { 200: InvitationPreviewSchema, ...errorAnswers(400, 429) },
    },
    acceptStaffInvitation: {
      summary:
        "Join the staff with an invitation's link: a name and a password (the address's account, if it has one, keeps its orders); then sign in and turn on two-factor sign-in",
      security: PUBLIC,
      body: AcceptInvitationSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 409, 429) },
    },
    deleteStaffRole: {
      'x-permission': 'staff',
      'x-reauth': true,
      summary: 'Delete a role an owner made, once nobody holds it (owners)',
      params: StaffRoleHandleParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404, 409) },
    },
  }),

  // Personal API tokens: a staff member's own, and everyone's for owners (docs/decisions/042).
  ...group('api-tokens', {
    listMyApiTokens: {
      summary: 'Your API tokens, newest first: name, prefix, scopes, when made, when they expire, when last used (staff)',
      querystring: ApiTokensQuerySchema,
      response: { 200: ApiTokenPageSchema, ...errorAnswers(400, 403) },
    },
    createApiToken: {
      'x-reauth': true,
      summary:
        'Make an API token with some of your permissions, a name and an expiry of at most a year; its secret is in this answer only (staff)',
      description:
        'Send it as `Authorization: Bearer <secret>` to the operations whose security lists `bearerAuth`. Each call acts as you, ' +
        'with those of its scopes your role still holds, under the same rate limits, and is audited as done through the token. ' +
        'A token cannot do what asks for a fresh proof of who you are (`x-reauth`, this one included): those answer 403 with ' +
        '`code: "session-required"`. A permission your role does not hold answers 400; more than 25 live tokens, 409.',
      body: CreateApiTokenSchema,
      response: { 201: CreatedApiTokenSchema, ...errorAnswers(400, 403, 409) },
    },
    revokeApiToken: {
      summary: "Revoke one of your API tokens at once (staff who manage the staff: anyone's); revoking it again changes nothing",
      params: IdParamsSchema,
      response: { 200: RevokedApiTokenSchema, ...errorAnswers(400, 404) },
    },
    listApiTokens: {
      'x-permission': 'staff',
      summary: "Every staff member's API tokens, newest first, with whose each is (owners)",
      querystring: ApiTokensQuerySchema,
      response: { 200: ApiTokenPageSchema, ...errorAnswers(400) },
    },
  }),

  // The signed-in shopper's bag.
  ...group('bag', {
    getBag: {
      summary: "The signed-in shopper's bag, with today's names and prices",
      description: BAG_NAMED_IN,
      querystring: LanguageQuerySchema,
      response: { 200: MergedBagSchema, ...errorAnswers(400) },
    },
    replaceBag: {
      summary: "Replace the signed-in shopper's bag with the browser's",
      description: BAG_NAMED_IN,
      querystring: LanguageQuerySchema,
      body: BagSchema,
      response: { 200: MergedBagSchema, ...errorAnswers(400) },
    },
    mergeBag: {
      summary: "At sign-in, add the browser's bag to the account's (quantities added and capped; lines no longer sold dropped)",
      description: BAG_NAMED_IN,
      querystring: LanguageQuerySchema,
      body: BagSchema,
      response: { 200: MergedBagSchema, ...errorAnswers(400) },
    },
  }),

  // The signed-in shopper's wishlist.
  ...group('wishlist', {
    getWishlist: {
      summary: "The signed-in shopper's wishlist, newest first, with today's names, prices (sales applied) and stock",
      description: WISHLIST_SHOWN_AS,
      querystring: ProductPricesQuerySchema,
      response: { 200: WishlistAnswerSchema, ...errorAnswers(400) },
    },
    addWishlistItem: {
      summary:
        "Save a product to the signed-in shopper's wishlist, with its colour and size when chosen ('' for none); saving it again keeps one",
      description:
        'An unknown product, or a colour or size the product is not offered in, answers 400; a full wishlist (200 items) answers 409. ' +
        WISHLIST_SHOWN_AS,
      querystring: ProductPricesQuerySchema,
      body: WishlistLineSchema,
      response: { 200: WishlistAnswerSchema, ...errorAnswers(400, 409) },
    },
    removeWishlistItem: {
      summary: "Take an item off the signed-in shopper's wishlist (404 when it is not theirs)",
      description: WISHLIST_SHOWN_AS,
      params: IdParamsSchema,
      querystring: ProductPricesQuerySchema,
      response: { 200: WishlistAnswerSchema, ...errorAnswers(400, 404) },
    },
    getWishlistAlerts: {
      summary:
        "Whether the signed-in shopper gets their wishlist's alerts (an item back in stock or cheaper), since when, and the words agreed to",
      querystring: ConsentLanguageQuerySchema,
      response: { 200: WishlistAlertsSchema, ...errorAnswers(400) },
    },
    setWishlistAlerts: {
      summary: "Turn the signed-in shopper's wishlist alerts on (a consent, recorded with its words and date) or off",
      description: 'Turning them on starts from what the items are now: nothing already on sale or in stock is mailed.',
      body: WishlistAlertsChangeSchema,
      querystring: ConsentLanguageQuerySchema,
      response: { 200: WishlistAlertsSchema, ...errorAnswers(400) },
    },
    mergeWishlist: {
      summary:
        "At sign-in, add the browser's wishlist to the account's (items saved already kept once; products no longer sold dropped; at most 200 items)",
      description: WISHLIST_SHOWN_AS,
      querystring: ProductPricesQuerySchema,
      body: WishlistSchema,
      response: { 200: WishlistAnswerSchema, ...errorAnswers(400) },
    },
    previewWishlist: {
      summary:
        "A guest's wishlist, kept in their browser, as the shop sells it today (no sign-in; nothing stored): each item's id is its product, colour and size",
      description: `${WISHLIST_SHOWN_AS} Items the shop no longer sells, and repeats, are left out. Rate-limited with the catalogue.`,
      security: PUBLIC,
      querystring: ProductPricesQuerySchema,
      body: WishlistSchema,
      response: { 200: WishlistAnswerSchema, ...errorAnswers(400, 429) },
    },
  }),

  // The signed-in account's email preferences: a consent per kind of mail.
  ...group('consents', {
    getConsents: {
      summary:
        "The signed-in account's email preferences: for each kind (marketing, restock-alerts, wishlist-alerts, checkout-reminders), " +
        'whether it is on, since when, and the words agreed to (or that turning it on records)',
      querystring: ConsentLanguageQuerySchema,
      response: { 200: ConsentsSchema, ...errorAnswers(400) },
    },
    setConsent: {
      summary: "Turn one kind of the signed-in account's mail on (a consent recorded with today's words and date) or off (history kept)",
      description:
        'Turning restock-alerts off leaves every waiting list of the account and its address; turning checkout-reminders off opts ' +
        'the address out of checkout reminders (on takes it back in); turning wishlist-alerts on starts from what the items are now.',
      params: ConsentParamsSchema,
      body: ConsentChangeSchema,
      querystring: ConsentLanguageQuerySchema,
      response: { 200: ConsentsSchema, ...errorAnswers(400, 404) },
    },
  }),

  // The catalogue, and an admin's changes to it.
  ...group('products', {
    listProducts: {
      summary: 'List the catalogue: filters, search, sort, page, and facet counts (with an ETag)',
      description:
        'With `currency`, each product also carries `presented`: its prices in that currency (one the shop presents, else 400), in ' +
        'its minor units, worked out as the bag and the checkout work them out. The price filters stay in the base currency. ' +
        "With `lang`, each product's name, description, SEO fields and category name, and the filters' category and colour names, " +
        "are in that language where the shop has them, field by field (the default language's otherwise); search matches the default language's words.",
      security: PUBLIC,
      querystring: ProductListQuerySchema,
      response: { 200: ProductListResponseSchema, ...NOT_MODIFIED, ...errorAnswers(400, 429, 503) },
    },
    listRelatedProducts: {
      summary: 'Up to 4 products of the same category (the product named by id or handle)',
      description:
        'With `currency`, each also carries `presented`: its prices in that currency, as the list gives them. With `lang`, their words ' +
        'in that language where the shop has them, as the list gives them.',
      security: PUBLIC,
      params: ProductKeyParamsSchema,
      querystring: ProductPricesQuerySchema,
      response: { 200: RelatedProductsResponseSchema, ...errorAnswers(400, 404) },
    },
    getProduct: {
      summary: 'One product with its reviews, newest first (with an ETag), by id, handle or former handle',
      description:
        'With `currency`, the product and each of its variants also carry `presented`: the prices in that currency (one the shop ' +
        "presents, else 400), in its minor units: the variant's own price there, or its base price at the rate rounded by the " +
        "currency's rule, and a running sale's price. With `lang`, its name, description, SEO fields and category name in that " +
        "language where the shop has them, field by field (the default language's otherwise).",
      security: PUBLIC,
      params: ProductKeyParamsSchema,
      querystring: ProductPricesQuerySchema,
      response: { 200: ProductDetailResponseSchema, ...NOT_MODIFIED, ...errorAnswers(400, 404) },
    },
    getProductFit: {
      summary: "A product's fit from real swaps: per size, how many buyers exchanged it for another size, and for which most",
      description:
        "Only the sizes with at least `FIT_SWAPS_MIN` (10) swaps away from them, in the product's size order. Buyers are paid orders " +
        "(refunded ones too) with the product in the size; a swap is an order's exchange, not rejected, of the product from the size " +
        'to another (another colour in the same size is none); each order counts once. Test-mode orders count only while the shop ' +
        "runs in test mode. Each size comes with `suggestion`, the one size suggestion of its swaps and the product's fit votes " +
        'together (the swaps win where the two disagree). Cacheable for five minutes.',
      security: PUBLIC,
      params: IdParamsSchema,
      response: { 200: ProductFitResponseSchema, ...errorAnswers(400, 404) },
    },
    createProduct: {
      'x-permission': 'catalogue.edit',
      summary: 'Add a product (admin)',
      body: ProductInputSchema,
      response: { 201: ProductMutationResponseSchema, ...errorAnswers(400) },
    },
    updateProduct: {
      'x-permission': 'catalogue.edit',
      summary: 'Change a product (admin)',
      params: IdParamsSchema,
      body: ProductUpdateSchema,
      response: { 200: ProductMutationResponseSchema, ...errorAnswers(400, 404) },
    },
    setProductStock: {
      'x-permission': 'stock',
      summary: "Set the stock of some of a product's counted variants (admin)",
      description:
        'Only the variants listed change; each must be one the product is made in whose stock is counted. For staff who may set stock but not edit products.',
      params: IdParamsSchema,
      body: ProductStockUpdateSchema,
      response: { 200: ProductMutationResponseSchema, ...errorAnswers(400, 404) },
    },
    getProductTranslations: {
      'x-permission': 'catalogue.view',
      summary: "A product's name, description and SEO fields in the shop's other languages, where it has them (admin)",
      params: IdParamsSchema,
      response: { 200: ProductTranslationsSchema, ...errorAnswers(400, 404) },
    },
    translateProduct: {
      'x-permission': 'catalogue.edit',
      summary:
        "Save a product's name, description and SEO fields in another language, as a whole: an empty field shows the default language's, and all empty removes the translation (admin)",
      params: IdParamsSchema,
      body: ProductTranslationInputSchema,
      response: { 200: ProductTranslationsResponseSchema, ...errorAnswers(400, 404) },
    },
    deleteProduct: {
      'x-permission': 'catalogue.edit',
      summary: 'Delete a product, or archive it when it is in an order (admin)',
      params: IdParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404) },
    },
  }),

  // The admin's product tools: Manage Products, sales per variant, CSV export and import.
  ...group('products', {
    listManagedProducts: {
      'x-permission': 'catalogue.view',
      summary: 'Manage Products: live products searched by name, by category and low stock, sorted and paged (admin)',
      querystring: ManageProductsQuerySchema,
      response: { 200: ManageProductsResponseSchema, ...errorAnswers(400) },
    },
    getProductSales: {
      'x-permission': 'reports',
      summary: "Units sold of each of a product's variants in paid orders, test orders left out (admin)",
      params: IdParamsSchema,
      response: { 200: ProductSalesResponseSchema, ...errorAnswers(400, 404) },
    },
    exportProductsCsv: {
      'x-permission': 'catalogue.edit',
      summary: 'Every live product as a CSV file: name, category, colors, sizes, price, oldPrice, description, stock, finalSale (admin)',
      response: {
        200: {
          description: 'The CSV file, with a header row; lists separated by |, stock as colour/size=units',
          content: { 'text/csv': { schema: z.string() } },
        },
      },
    },
    importProductsCsv: {
      'x-permission': 'catalogue.edit',
      summary: 'Import products from CSV: a preview of each row (dryRun, the default), or every row added at once, or none (admin)',
      querystring: ProductImportQuerySchema,
      body: ProductImportBodySchema,
      response: { 200: ProductImportResponseSchema, 201: ProductImportResponseSchema, ...errorAnswers(400, 413) },
    },
  }),

  // The shop's categories: the storefront's list, and the admin's keeping of them.
  ...group('categories', {
    listCategories: {
      summary: "The storefront's categories: the visible ones, in the shop's order (in `lang` where they have words in it)",
      security: PUBLIC,
      querystring: LanguageQuerySchema,
      response: { 200: CategoriesResponseSchema, ...errorAnswers(400, 429) },
    },
    getCategory: {
      summary:
        "A visible category, by its handle: its page's name, description, picture and search listing (in `lang` where it has words in it)",
      security: PUBLIC,
      params: CategoryHandleParamsSchema,
      querystring: LanguageQuerySchema,
      response: { 200: CategoryResponseSchema, ...errorAnswers(400, 404, 429) },
    },
    listManagedCategories: {
      'x-permission': 'catalogue.view',
      summary: 'Every category, hidden ones too, in order, with how many products have each as their main one (admin)',
      response: { 200: ManagedCategoriesResponseSchema },
    },
    createCategory: {
      'x-permission': 'catalogue.edit',
      summary: 'Add a category after the others (admin)',
      body: CategoryInputSchema,
      response: { 201: CategoryMutationResponseSchema, ...errorAnswers(400) },
    },
    updateCategory: {
      'x-permission': 'catalogue.edit',
      summary: "Change a category's name, handle (its products follow), description, picture or visibility (admin)",
      params: IdParamsSchema,
      body: CategoryUpdateSchema,
      response: { 200: CategoryMutationResponseSchema, ...errorAnswers(400, 404) },
    },
    translateCategory: {
      'x-permission': 'catalogue.edit',
      summary:
        "Save a category's name, description and SEO fields in another language, as a whole: an empty field shows the default language's (admin)",
      params: IdParamsSchema,
      body: CategoryTranslationInputSchema,
      response: { 200: CategoryMutationResponseSchema, ...errorAnswers(400, 404) },
    },
    reorderCategories: {
      'x-permission': 'catalogue.edit',
      summary: 'Put the categories in a new order: every id, once (admin)',
      body: ReorderCategoriesSchema,
      response: { 200: ManagedCategoriesResponseSchema, ...errorAnswers(400) },
    },
    deleteCategory: {
      'x-permission': 'catalogue.edit',
      summary: 'Delete a category; one that products have needs moveTo, the category they go to (admin)',
      params: IdParamsSchema,
      querystring: DeleteCategoryQuerySchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404, 409) },
    },
  }),

  // The shop's colours: the storefront's swatches, and the admin's keeping of them.
  ...group('colors', {
    listColors: {
      summary: "The shop's colours, each with its name (in `lang` where it has one) and swatch (hex or picture), in the shop's order",
      security: PUBLIC,
      querystring: LanguageQuerySchema,
      response: { 200: ColorsResponseSchema, ...errorAnswers(400, 429) },
    },
    listManagedColors: {
      'x-permission': 'catalogue.view',
      summary: 'Every colour, in order, with how many products come in each (admin)',
      response: { 200: ManagedColorsResponseSchema },
    },
    createColor: {
      'x-permission': 'catalogue.edit',
      summary: 'Add a colour after the others (admin)',
      body: ColorInputSchema,
      response: { 201: ColorMutationResponseSchema, ...errorAnswers(400) },
    },
    updateColor: {
      'x-permission': 'catalogue.edit',
      summary: "Change a colour's name or swatch; its handle stays (admin)",
      params: IdParamsSchema,
      body: ColorUpdateSchema,
      response: { 200: ColorMutationResponseSchema, ...errorAnswers(400, 404) },
    },
    translateColor: {
      'x-permission': 'catalogue.edit',
      summary: "Save a colour's name in another language: empty shows the default language's (admin)",
      params: IdParamsSchema,
      body: ColorTranslationInputSchema,
      response: { 200: ColorMutationResponseSchema, ...errorAnswers(400, 404) },
    },
    reorderColors: {
      'x-permission': 'catalogue.edit',
      summary: 'Put the colours in a new order: every id, once (admin)',
      body: ReorderColorsSchema,
      response: { 200: ManagedColorsResponseSchema, ...errorAnswers(400) },
    },
    deleteColor: {
      'x-permission': 'catalogue.edit',
      summary: 'Delete a colour; one that products come in needs moveTo, the colour they take instead (admin)',
      params: IdParamsSchema,
      querystring: DeleteColorQuerySchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404, 409) },
    },
  }),

  // The shop's size sets: each product's sizes are of one, in its order.
  ...group('size-sets', {
    listSizeSets: {
      summary: "The shop's size sets, each with its sizes in order, in the shop's order",
      security: PUBLIC,
      response: { 200: SizeSetsResponseSchema, ...errorAnswers(429) },
    },
    listManagedSizeSets: {
      'x-permission': 'catalogue.view',
      summary: 'Every size set, in order, with how many products use each (admin)',
      response: { 200: ManagedSizeSetsResponseSchema },
    },
    createSizeSet: {
      'x-permission': 'catalogue.edit',
      summary: 'Add a size set after the others (admin)',
      body: SizeSetInputSchema,
      response: { 201: SizeSetMutationResponseSchema, ...errorAnswers(400) },
    },
    updateSizeSet: {
      'x-permission': 'catalogue.edit',
      summary: "Change a size set's name, handle (its products follow) or sizes (its products' sizes stay in it) (admin)",
      params: IdParamsSchema,
      body: SizeSetUpdateSchema,
      response: { 200: SizeSetMutationResponseSchema, ...errorAnswers(400, 404) },
    },
    reorderSizeSets: {
      'x-permission': 'catalogue.edit',
      summary: 'Put the size sets in a new order: every id, once (admin)',
      body: ReorderSizeSetsSchema,
      response: { 200: ManagedSizeSetsResponseSchema, ...errorAnswers(400) },
    },
    deleteSizeSet: {
      'x-permission': 'catalogue.edit',
      summary: 'Delete a size set; one that products use needs moveTo, a set holding their sizes (admin)',
      params: IdParamsSchema,
      querystring: DeleteSizeSetQuerySchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404, 409) },
    },
  }),

  // Discount codes: the admin's list and changes.
  ...group('discounts', {
    listDiscounts: {
      'x-permission': 'discounts',
      summary: 'Every discount code, newest first, with its state, uses and the revenue of the paid orders that used it (admin)',
      response: { 200: DiscountsResponseSchema },
    },
    createDiscount: {
      'x-permission': 'discounts',
      summary: 'Create a discount code: a percentage, an amount or free shipping, with its window, minimum, limits and scope (admin)',
      body: DiscountInputSchema,
      response: { 201: DiscountMutationResponseSchema, ...errorAnswers(400) },
    },
    updateDiscount: {
      'x-permission': 'discounts',
      summary: 'Change a discount code, pause it or resume it (admin)',
      params: IdParamsSchema,
      body: DiscountUpdateSchema,
      response: { 200: DiscountMutationResponseSchema, ...errorAnswers(400, 404) },
    },
    deleteDiscount: {
      'x-permission': 'discounts',
      summary: 'Delete a discount code no order has used; a used one can only be paused (admin)',
      params: IdParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404, 409) },
    },
  }),

  // Shipping zones and their methods: the admin's list and changes, and the bag's read.
  ...group('shipping', {
    listShippingZones: {
      'x-permission': 'settings',
      summary: 'Every shipping zone, in order, with its places and its methods (admin)',
      response: { 200: ShippingZonesResponseSchema },
    },
    createShippingZone: {
      'x-permission': 'settings',
      summary: 'Create a shipping zone: its name and places, each a country (GB) or a region (US-CA) no other zone holds (admin)',
      body: ShippingZoneInputSchema,
      response: { 201: ShippingZoneMutationResponseSchema, ...errorAnswers(400) },
    },
    updateShippingZone: {
      'x-permission': 'settings',
      summary: 'Rename a shipping zone or change its places (admin)',
      params: IdParamsSchema,
      body: ShippingZoneUpdateSchema,
      response: { 200: ShippingZoneMutationResponseSchema, ...errorAnswers(400, 404) },
    },
    deleteShippingZone: {
      'x-permission': 'settings',
      summary: 'Delete a shipping zone and its methods (admin)',
      params: IdParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404) },
    },
    createShippingMethod: {
      'x-permission': 'settings',
      summary: 'Add a shipping method to a zone: a flat rate, free over a subtotal, or by weight in bands (admin)',
      params: IdParamsSchema,
      body: ShippingMethodInputSchema,
      response: { 201: ShippingMethodMutationResponseSchema, ...errorAnswers(400, 404) },
    },
    updateShippingMethod: {
      'x-permission': 'settings',
      summary: 'Change a shipping method: its name, estimate, kind or prices (admin)',
      params: IdParamsSchema,
      body: ShippingMethodUpdateSchema,
      response: { 200: ShippingMethodMutationResponseSchema, ...errorAnswers(400, 404) },
    },
    deleteShippingMethod: {
      'x-permission': 'settings',
      summary: 'Delete a shipping method (admin)',
      params: IdParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404) },
    },
    listShippingMethods: {
      summary:
        'The shipping methods to a place, for the bag: those of the zone holding its region (US-CA), else its country; shipsThere is false when no zone holds it',
      security: PUBLIC,
      querystring: ShippingMethodsQuerySchema,
      response: { 200: ShippingOptionsResponseSchema, ...errorAnswers(400) },
    },
  }),

  // Automatic sales: the admin's list and changes.
  ...group('sales', {
    listSales: {
      'x-permission': 'discounts',
      summary: 'Every sale, newest first, with its state and the paid orders and revenue it brought (admin)',
      response: { 200: SalesResponseSchema },
    },
    createSale: {
      'x-permission': 'discounts',
      summary: 'Create a sale: a percentage or an amount off some categories or products, or everything, with its start and end (admin)',
      body: SaleInputSchema,
      response: { 201: SaleMutationResponseSchema, ...errorAnswers(400) },
    },
    updateSale: {
      'x-permission': 'discounts',
      summary: 'Change a sale, pause it or resume it (admin)',
      params: IdParamsSchema,
      body: SaleUpdateSchema,
      response: { 200: SaleMutationResponseSchema, ...errorAnswers(400, 404) },
    },
    deleteSale: {
      'x-permission': 'discounts',
      summary: 'Delete a sale no paid order carries; one that brought orders can only be paused (admin)',
      params: IdParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404, 409) },
    },
  }),

  // The tax table: the shop's rates by place and class, and its tax settings.
  ...group('tax', {
    getTaxTable: {
      'x-permission': 'settings',
      summary:
        "The shop's tax settings (prices with or without tax, shipping taxed, home country) and its rates by place and tax class (admin)",
      response: { 200: TaxTableSchema },
    },
    replaceTaxTable: {
      'x-permission': 'settings',
      'x-reauth': true,
      summary: "Save the shop's tax settings and its whole table of rates at once (admin)",
      body: TaxTableInputSchema,
      response: { 200: z.object({ message: z.string(), table: TaxTableSchema }), ...errorAnswers(400) },
    },
  }),

  // The currencies prices are shown in besides the base (US dollars): their rates and rounding, and variants' own prices in them.
  ...group('currencies', {
    listCurrencies: {
      summary:
        'The base currency and every currency the shop presents prices in, the base first (rate 1, rounding minor): each with its rate (units per 1 of the base) and rounding',
      security: PUBLIC,
      response: { 200: ShopCurrenciesSchema },
    },
    listManagedCurrencies: {
      'x-permission': 'settings',
      summary:
        'Every currency presented besides the base, as saved now: its rate, rounding, how many variants have their own price in it, and when it last changed (admin)',
      response: { 200: ManagedCurrenciesSchema },
    },
    saveCurrency: {
      'x-permission': 'settings',
      summary: 'Present prices in a currency, or change its rate and rounding; the base currency is refused (admin)',
      description: `Answers 201 when the currency is added, 200 when it was presented already. At most ${MAX_PRESENTED_CURRENCIES} currencies besides the base.`,
      params: CurrencyParamsSchema,
      body: CurrencyInputSchema,
      response: { 200: CurrencyMutationResponseSchema, 201: CurrencyMutationResponseSchema, ...errorAnswers(400) },
    },
    deleteCurrency: {
      'x-permission': 'settings',
      summary: "Stop presenting prices in a currency; the variants' own prices in it go with it (admin)",
      params: CurrencyParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404) },
    },
    getVariantPrices: {
      'x-permission': 'catalogue.view',
      summary: "A product's variants' own prices in the currencies the shop presents, in each currency's minor units (admin)",
      params: IdParamsSchema,
      response: { 200: VariantPricesSchema, ...errorAnswers(400, 404) },
    },
    replaceVariantPrices: {
      'x-permission': 'catalogue.edit',
      summary:
        "Replace a product's variants' own prices in other currencies: each names a variant by colour and size, a presented currency, and amounts in its minor units (admin)",
      params: IdParamsSchema,
      body: VariantPricesInputSchema,
      response: { 200: VariantPricesMutationResponseSchema, ...errorAnswers(400, 404) },
    },
  }),

  // The shop's pages in Markdown (About, Terms, Help, the policies, the owner's own): a published page, and the staff's editor.
  ...group('pages', {
    listContentPages: {
      'x-permission': 'settings',
      summary:
        "Every page of the shop's: title, handle, whether it is built in or published, and when and by whom it was last saved (admin)",
      response: { 200: PageListSchema },
    },
    createContentPage: {
      'x-permission': 'settings',
      summary: 'Create a page of your own, shown at /pages/{handle}: its first version (admin)',
      body: PageCreateSchema,
      response: { 201: ManagedPageResponseSchema, ...errorAnswers(400, 409) },
    },
    previewContentPage: {
      'x-permission': 'settings',
      summary: 'Markdown rendered and sanitised exactly as visitors would get it, placeholders filled in (admin)',
      body: PagePreviewSchema,
      response: { 200: PagePreviewResponseSchema, ...errorAnswers(400, 429) },
    },
    getContentPage: {
      summary:
        'A published page: its title and its sanitised HTML, placeholders filled in (in `lang` where it has words in it, field by field)',
      security: PUBLIC,
      params: PageHandleParamsSchema,
      querystring: LanguageQuerySchema,
      response: { 200: PublicPageSchema, ...errorAnswers(400, 404) },
    },
    updateContentPage: {
      'x-permission': 'settings',
      summary: "Save a page's title and Markdown as its next version; an owner's page may be unpublished (admin)",
      params: PageHandleParamsSchema,
      body: PageUpdateSchema,
      response: { 200: ManagedPageResponseSchema, ...errorAnswers(400, 404) },
    },
    translateContentPage: {
      'x-permission': 'settings',
      summary:
        "Save a page's title, Markdown and SEO description in another language, as a whole: rendered and sanitised as the page's own; an empty field shows the default language's (admin)",
      params: PageHandleParamsSchema,
      body: PageTranslationInputSchema,
      response: { 200: ManagedPageResponseSchema, ...errorAnswers(400, 404) },
    },
    deleteContentPage: {
      'x-permission': 'settings',
      summary: 'Delete a page of your own and its versions; the built-in pages cannot be deleted (admin)',
      params: PageHandleParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404) },
    },
    getManagedContentPage: {
      'x-permission': 'settings',
      summary: 'A page as the editor opens it: its Markdown and every version, newest first, with who saved it and when (admin)',
      params: PageHandleParamsSchema,
      response: { 200: ManagedPageResponseSchema, ...errorAnswers(400, 404) },
    },
    getContentPageVersion: {
      'x-permission': 'settings',
      summary: 'One earlier version of a page: its words and its HTML (admin)',
      params: PageVersionParamsSchema,
      response: { 200: PageVersionResponseSchema, ...errorAnswers(400, 404) },
    },
    restoreContentPageVersion: {
      'x-permission': 'settings',
      summary: "Make an earlier version the page's words again, as a new version (admin)",
      params: PageVersionParamsSchema,
      response: { 200: ManagedPageResponseSchema, ...errorAnswers(400, 404) },
    },
  }),

  // Checkout, payment (and the TEST MODE checkout), and orders.
  ...group('orders', {
    priceBag: {
      summary: "Price the bag as the checkout will: subtotal, a discount code's amount (or why it does not apply), shipping, tax and total",
      description:
        'In `currency` when given (one the shop presents, else 400; the base currency when left out): every amount of the answer is in ' +
        'whole units of it, each variant at its own price there or its base price at the rate. Gift cards and store credit pay orders in the base currency only.',
      security: SESSION_OPTIONAL,
      body: BagPriceRequestSchema,
      response: { 200: BagPriceSchema, ...errorAnswers(400, 429) },
    },
    createCheckoutSession: {
      summary: 'Create the order (payment pending) and the hosted checkout; answers its id and URL',
      description:
        'In `currency` when given (one the shop presents, else 400; the base currency when left out): the order is priced, charged and ' +
        'kept in it, with its rate of the moment. Gift cards are sold, and gift cards and store credit pay, in the base currency only.',
      security: SESSION_OPTIONAL,
      body: CreateCheckoutSessionSchema,
      response: { 200: CheckoutSessionResponseSchema, ...errorAnswers(400, 429) },
    },
    confirmPayment: {
      summary: 'Ask the provider about a checkout session and fulfil the order once paid',
      security: PUBLIC,
      body: ConfirmPaymentSchema,
      response: { 200: ConfirmPaymentResponseSchema, ...errorAnswers(400, 404, 429) },
    },
    getTestCheckout: {
      summary: 'The TEST MODE checkout page’s data',
      security: PUBLIC,
      params: TestCheckoutParamsSchema,
      response: { 200: TestCheckoutViewSchema, ...errorAnswers(400, 404) },
    },
    payTestCheckout: {
      summary: 'Pay a TEST MODE checkout with a shipping address (no money moves); answers the return URL',
      security: PUBLIC,
      params: TestCheckoutParamsSchema,
      body: TestCheckoutPaySchema,
      response: { 200: TestCheckoutPayResponseSchema, ...errorAnswers(400, 404) },
    },
    abandonTestCheckout: {
      summary: 'Leave a TEST MODE checkout unpaid: it expires now, as an abandoned checkout does at the end of its life',
      security: PUBLIC,
      params: TestCheckoutParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404) },
    },
    listOrders: {
      'x-permission': 'orders.view',
      summary: 'A page of the orders, newest change first, filtered by status, payment status and a search (admin)',
      querystring: AdminOrdersQuerySchema,
      response: { 200: OrderListSchema, ...errorAnswers(400) },
    },
    getOrder: {
      summary: 'One order by id or order reference (its customer, an admin, or a guest with its tracking token)',
      security: SESSION_OPTIONAL,
      params: OrderRefParamsSchema,
      querystring: OrderLookupQuerySchema,
      response: { 200: OrderSchema, ...errorAnswers(400, 404) },
    },
    refundOrder: {
      'x-permission': 'refunds',
      summary: 'Refund a paid order, in full or in part, through its payment provider (admin)',
      description:
        'Gives back chosen units of lines (each with its share of the discount and tax), shipping or not; or an amount alone; ' +
        'or, with none of these, everything not yet refunded. Each unit can go back on the shelf. A request sent again with ' +
        'the same `requestId` refunds once. The order keeps each refund; its payment status becomes `partially_refunded` or `refunded`.',
      params: IdParamsSchema,
      body: RefundOrderSchema,
      response: { 200: RefundOrderResponseSchema, ...errorAnswers(400, 404, 409, 502) },
    },
    listMyOrders: {
      summary: 'A page of your own orders, newest first',
      description: 'The same answer as `GET /api/orders/{email}` with your email, without an address in the URL (or in access logs).',
      querystring: CustomerOrdersQuerySchema,
      response: { 200: OrdersResponseSchema, ...errorAnswers(400) },
    },
    listCustomerOrders: {
      summary: "A page of a customer's orders, newest first (the customer or an admin)",
      params: z.object({ email: z.string().trim().max(254) }),
      querystring: CustomerOrdersQuerySchema,
      response: { 200: OrdersResponseSchema, ...errorAnswers(400, 403) },
    },
    updateOrderStatus: {
      'x-permission': 'orders.fulfil',
      summary: "Set an order's fulfilment status (admin)",
      params: IdParamsSchema,
      body: UpdateOrderStatusSchema,
      response: { 200: UpdateOrderStatusResponseSchema, ...errorAnswers(400, 404) },
    },
    deleteOrder: {
      'x-permission': 'orders.fulfil',
      summary: 'Delete an order (admin)',
      params: IdParamsSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404) },
    },
  }),

  // The parcels an order ships in, each with its carrier and tracking link.
  ...group('shipments', {
    listOrderShipments: {
      summary:
        "An order's parcels, oldest first, with their tracking links, and how much of each line has shipped (its customer, an admin, or its tracking token)",
      security: SESSION_OPTIONAL,
      params: OrderRefParamsSchema,
      querystring: OrderLookupQuerySchema,
      response: { 200: ShipmentsResponseSchema, ...errorAnswers(400, 404) },
    },
    createShipment: {
      'x-permission': 'orders.fulfil',
      summary: 'Ship a paid order, whole or in part, with a carrier and a tracking number (admin)',
      description:
        'Without `lines` the parcel holds everything not yet shipped. A quantity beyond what is left of a line answers 400 naming the line; an order that is not paid answers 409. A pending or processing order moves to shipped, and the customer is mailed the tracking link.',
      params: IdParamsSchema,
      body: CreateShipmentSchema,
      response: { 201: CreateShipmentResponseSchema, ...errorAnswers(400, 404, 409) },
    },
  }),

  // Exchanges of shipped items: the customer's request, and the admin's handling.
  ...group('exchanges', {
    getExchangeOptions: {
      summary: "Whether an order can be exchanged, the policy's conditions, and each line's choices (its customer or its tracking token)",
      security: SESSION_OPTIONAL,
      params: OrderRefParamsSchema,
      querystring: OrderLookupQuerySchema,
      response: { 200: ExchangeOptionsResponseSchema, ...errorAnswers(400, 404) },
    },
    listOrderExchanges: {
      summary: "An order's exchanges, newest first (its customer or its tracking token)",
      security: SESSION_OPTIONAL,
      params: OrderRefParamsSchema,
      querystring: OrderLookupQuerySchema,
      response: { 200: ExchangesResponseSchema, ...errorAnswers(400, 404) },
    },
    requestExchange: {
      summary: 'Ask to exchange lines of a shipped order for other sizes or colours; answers the return authorization',
      description:
        'Every condition of the policy is checked (30 days from payment, no final sale, quantities, the replacement in stock); a broken one answers 400 naming it. The replacement is set aside at once.',
      security: SESSION_OPTIONAL,
      params: OrderRefParamsSchema,
      querystring: OrderLookupQuerySchema,
      body: RequestExchangeSchema,
      response: { 201: ExchangeActionResponseSchema, ...errorAnswers(400, 404) },
    },
    changeOrderLine: {
      summary: 'Change a line of a paid order that has not shipped to another size or colour at the same price',
      description:
        'In one step, with no return: the new variant is taken from stock and the old one given back. A shipped or unpaid order, a variant not offered, out of stock or at another price answers 400 naming it.',
      security: SESSION_OPTIONAL,
      params: OrderRefParamsSchema,
      querystring: OrderLookupQuerySchema,
      body: ChangeOrderLineSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404, 409) },
    },
    listExchanges: {
      'x-permission': 'exchanges',
      summary: 'A page of the exchanges, newest first, optionally of one status (admin)',
      querystring: AdminExchangesQuerySchema,
      response: { 200: AdminExchangesResponseSchema, ...errorAnswers(400) },
    },
    getExchange: {
      'x-permission': 'exchanges',
      summary: 'One exchange (admin)',
      params: IdParamsSchema,
      response: { 200: ExchangeResponseSchema, ...errorAnswers(400, 404) },
    },
    approveExchange: { ...exchangeMove('Approve a requested exchange'), 'x-permission': 'exchanges' },
    shipExchange: { ...exchangeMove('Mark the replacement of a received exchange as shipped'), 'x-permission': 'exchanges' },
    closeExchange: { ...exchangeMove('Close a shipped exchange'), 'x-permission': 'exchanges' },
    receiveExchange: {
      'x-permission': 'exchanges',
      ...exchangeMove('Mark the returned items of an approved exchange as received, back in stock if in good condition'),
      body: ReceiveExchangeSchema,
    },
    rejectExchange: {
      'x-permission': 'exchanges',
      ...exchangeMove('Reject an exchange with a reason told to the customer; its replacement goes back to stock'),
      body: RejectExchangeSchema,
    },
  }),

  // Returns for the customer's money or store credit, when the shop takes them.
  ...group('returns', {
    getReturnPolicy: {
      'x-permission': 'exchanges',
      summary: "The shop's return policy: whether it takes returns, its window, the right of withdrawal and the credit bonus (admin)",
      response: { 200: ReturnPolicyResponseSchema, ...errorAnswers(400) },
    },
    saveReturnPolicy: {
      'x-permission': 'settings',
      summary: "Save the shop's return policy (admin)",
      body: UpdateReturnPolicySchema,
      response: { 200: ReturnPolicyResponseSchema.extend({ message: z.string() }), ...errorAnswers(400) },
    },
    getReturnOptions: {
      summary:
        "Whether an order can be returned, the policy's conditions, and what of each line can go back (its customer or its tracking token)",
      security: SESSION_OPTIONAL,
      params: OrderRefParamsSchema,
      querystring: OrderLookupQuerySchema,
      response: { 200: ReturnOptionsResponseSchema, ...errorAnswers(400, 404) },
    },
    listOrderReturns: {
      summary: "An order's returns, newest first (its customer or its tracking token)",
      security: SESSION_OPTIONAL,
      params: OrderRefParamsSchema,
      querystring: OrderLookupQuerySchema,
      response: { 200: ReturnsResponseSchema, ...errorAnswers(400, 404) },
    },
    requestReturn: {
      summary: 'Ask to return lines of a shipped order for a refund or store credit; answers the return and its RR number',
      description:
        "The shop's policy is checked (returns taken at all, its window from shipping, final sale unless the right of withdrawal applies, quantities); a broken rule answers 400 naming it, a refunded order 409.",
      security: SESSION_OPTIONAL,
      params: OrderRefParamsSchema,
      querystring: OrderLookupQuerySchema,
      body: RequestReturnSchema,
      response: { 201: ReturnActionResponseSchema, ...errorAnswers(400, 404, 409) },
    },
    listReturns: {
      'x-permission': 'exchanges',
      summary: 'A page of the returns, newest first, optionally of one status (admin)',
      querystring: AdminReturnsQuerySchema,
      response: { 200: AdminReturnsResponseSchema, ...errorAnswers(400) },
    },
    getReturn: {
      'x-permission': 'exchanges',
      summary: 'One return (admin)',
      params: IdParamsSchema,
      response: { 200: ReturnResponseSchema, ...errorAnswers(400, 404) },
    },
    approveReturn: {
      ...returnMove('Approve a requested return; the customer is mailed where to send the items'),
      'x-permission': 'exchanges',
    },
    receiveReturn: {
      'x-permission': 'exchanges',
      ...returnMove('Mark the items of an approved return as received, back in stock if in good condition'),
      body: ReceiveReturnSchema,
    },
    rejectReturn: {
      'x-permission': 'exchanges',
      ...returnMove('Reject a requested or approved return with a reason told to the customer'),
      body: RejectReturnSchema,
    },
    refundReturn: {
      'x-permission': 'refunds',
      ...returnMove("Refund a received return's items through the payment provider, each with its share of the discount and tax"),
      response: { 200: ReturnActionResponseSchema, ...errorAnswers(400, 404, 409, 502) },
    },
    creditReturn: { ...returnMove("Give a received return's worth as store credit, with the shop's bonus"), 'x-permission': 'refunds' },
  }),

  // Store credit and gift cards.
  ...group('credits', {
    listMyCredits: {
      summary: 'Your store credit and gift cards, with their movements, and what you can spend in all',
      response: { 200: MyCreditsResponseSchema, ...errorAnswers(401) },
    },
    checkCreditBalance: {
      summary: "A gift card's or store credit's balance and state, by its code: never its owner (rate-limited)",
      security: PUBLIC,
      querystring: CreditBalanceQuerySchema,
      response: { 200: CreditBalanceResponseSchema, ...errorAnswers(400, 404, 429) },
    },
    listCredits: {
      'x-permission': 'refunds',
      summary: 'A page of the gift cards and store credit, newest first, searched by code or owner (admin)',
      querystring: AdminCreditsQuerySchema,
      response: { 200: AdminCreditsResponseSchema, ...errorAnswers(400) },
    },
    issueCredit: {
      'x-permission': 'refunds',
      summary: 'Issue a gift card, or give store credit, to an email; its owner is mailed the code (admin)',
      body: IssueCreditSchema,
      response: { 201: AdminCreditResponseSchema, ...errorAnswers(400) },
    },
    adjustCredit: {
      'x-permission': 'refunds',
      summary: "Move a code's balance up or down with a reason; never below zero (admin)",
      params: IdParamsSchema,
      body: AdjustCreditSchema,
      response: { 200: AdminCreditResponseSchema, ...errorAnswers(400, 404) },
    },
    disableCredit: {
      'x-permission': 'refunds',
      summary: 'Disable a code so that it can no longer be spent (admin)',
      params: IdParamsSchema,
      body: DisableCreditSchema,
      response: { 200: AdminCreditResponseSchema, ...errorAnswers(400, 404, 409) },
    },
  }),

  // 'Email me when it's back': a sold-out variant's waiting list.
  ...group('waitlist', {
    joinWaitlist: {
      summary:
        "Join a sold-out colour and size's waiting list: one email when it's back (the account's address when signed in and none is given)",
      security: SESSION_OPTIONAL,
      body: JoinWaitlistSchema,
      response: { 201: WaitlistJoinedSchema, ...errorAnswers(400, 404, 429) },
    },
    listWaitlists: {
      summary: 'The waiting lists the signed-in shopper is on',
      response: { 200: WaitlistAnswerSchema },
    },
    leaveWaitlist: {
      summary: "Leave one of the signed-in shopper's waiting lists",
      params: IdParamsSchema,
      response: { 200: WaitlistAnswerSchema, ...errorAnswers(400, 404) },
    },
  }),

  // A customer's own data: the copy they download, and deleting the account (docs/decisions/039).
  ...group('privacy', {
    getDataExport: {
      summary: "Where the signed-in account's latest copy of its data is: none, preparing, ready, downloaded or expired",
      response: { 200: DataExportStatusSchema },
    },
    requestDataExport: {
      summary: "Ask for a copy of the account's data, prepared in the background and mailed when ready (once an hour)",
      description:
        'The copy holds the account, addresses, orders with their lines (once the email is verified, the guest orders placed ' +
        'with it too), reviews and votes, wishlist, waiting lists, consents, ' +
        'store credit and sessions as JSON, and the order lines as CSV; never a password hash, secret, key or token. 429 when ' +
        'the account asked less than an hour ago.',
      response: { 202: DataExportStatusSchema, ...errorAnswers(429) },
    },
    downloadDataExport: {
      'x-reauth': true,
      summary: "Download one file of the account's own copy of its data, once, within 24 hours of it being ready",
      description:
        "`json` is everything, `csv` the order lines (one row per line, the order's totals repeated). Each file downloads once; " +
        "another account's copy is not found (404); a copy still preparing, already downloaded or expired answers 409.",
      params: DataExportFileParamsSchema,
      response: {
        200: {
          description: 'The file, as an attachment',
          content: { 'application/json': { schema: z.string() }, 'text/csv': { schema: z.string() } },
        },
        ...errorAnswers(400, 404, 409),
      },
    },
    deleteOwnAccount: {
      summary:
        "Delete the signed-in customer's account, after a proof of who they are: every session ends, orders are kept without personal details",
      description:
        'The proof is one of `password`, `code` (from the authenticator app, or a recovery code) or `recentProof: true` for a ' +
        'proof made through `POST /api/auth/reauthenticate` (a passkey, say) in the last ten minutes; an older one answers 403 ' +
        'with `code: "reauth-required"`. A wrong password or code answers 400 and counts against the sign-in limits. Reviews are ' +
        'kept under "A former customer" or deleted, as chosen. The guest orders placed with the verified email are scrubbed ' +
        "as the account's are. Refused (409) while store credit is left or a paid order has not shipped, and for staff accounts.",
      body: DeleteAccountSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 403, 409, 429) },
    },
    eraseAccountAtRequest: {
      'x-permission': 'customers.delete',
      'x-reauth': true,
      summary:
        "Delete a customer's account at their request, with the reason (audited); staff accounts and the last owner are refused (admin)",
      params: IdParamsSchema,
      body: EraseAccountSchema,
      response: { 200: MessageResponseSchema, ...errorAnswers(400, 404, 409) },
    },
  }),

  // A mail's unsubscribe link: its page, and a mail client's one-click POST (RFC 8058).
  ...group('unsubscribe', {
    describeUnsubscribe: {
      summary: 'What an unsubscribe link stops, and whether it is done',
      security: PUBLIC,
      params: UnsubscribeParamsSchema,
      response: { 200: UnsubscribeInfoSchema, ...errorAnswers(400, 404) },
    },
    unsubscribeMail: {
      summary: "Stop what an unsubscribe link names (the page's button, or a mail client's List-Unsubscribe-Post)",
      security: PUBLIC,
      params: UnsubscribeParamsSchema,
      response: { 200: UnsubscribeInfoSchema, ...errorAnswers(400, 404, 429) },
    },
    getUnsubscribePreferences: {
      summary: 'The email preferences of the address an unsubscribe link was mailed to, opened by the link without signing in',
      description:
        "An address with an account answers the account's four kinds (as GET /api/consents does); an address with none, " +
        'its restock alerts (on while it waits on a list) and checkout reminders (on unless it opted out).',
      security: PUBLIC,
      params: UnsubscribePreferencesParamsSchema,
      querystring: ConsentLanguageQuerySchema,
      response: { 200: AddressPreferencesSchema, ...errorAnswers(400, 404) },
    },
    setUnsubscribePreference: {
      summary: "Turn one of the link's address's email preferences on or off, the link standing for signing in",
      description:
        'The same change as PUT /api/consents/{kind} for an address with an account. An address with none changes its ' +
        'restock alerts (off leaves every waiting list; on is refused unless it waits on one) and checkout reminders (its opt-out).',
      security: PUBLIC,
      params: UnsubscribePreferencesParamsSchema,
      querystring: ConsentLanguageQuerySchema,
      body: AddressPreferenceChangeSchema,
      response: { 200: AddressPreferencesSchema, ...errorAnswers(400, 404, 429) },
    },
  }),

  // Abandoned checkouts: the bag a reminder's link puts back, and the admin's figures.
  ...group('orders', {
    restoreCheckoutBag: {
      summary: "The bag of a checkout left unpaid, named by its reminder's signed link: its lines still sold",
      description: BAG_NAMED_IN,
      security: PUBLIC,
      params: RestoreTokenParamsSchema,
      querystring: LanguageQuerySchema,
      response: { 200: MergedBagSchema, ...errorAnswers(400, 404, 429) },
    },
    getCheckoutRecovery: {
      'x-permission': 'reports',
      summary: 'Checkouts abandoned, reminded and recovered over a range of days, the revenue recovered, and the period before (admin)',
      querystring: AnalyticsQuerySchema,
      response: { 200: CheckoutRecoveryReportSchema, ...errorAnswers(400) },
    },
  }),
};

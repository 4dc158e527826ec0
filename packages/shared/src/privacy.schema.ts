/**
 * A customer's own data: the copy of it they download (prepared in the background, downloaded
 * once), and deleting their account. The texts are shared so that the profile, the mail and the
 * API's refusals say the same thing.
 */
import { z } from 'zod';
import { PASSWORD_MAX, SecondFactorCodeSchema } from './auth.schema';

/** How long a prepared copy can be downloaded, from the moment it is ready. */
export const DATA_EXPORT_HOURS = 24;
/** One request per account in this many minutes. */
export const DATA_EXPORT_EVERY_MINUTES = 60;

/**
 * Where an account's latest copy of its data is: never asked for, being prepared, ready to
 * download, downloaded (both files taken), or expired (24 hours passed first).
 */
export const DATA_EXPORT_STATES = ['none', 'preparing', 'ready', 'downloaded', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** The two files of a copy: everything as JSON, and the order lines as CSV. */
export const DATA_EXPORT_FILES = ['json', 'csv'] as const;
export type DataExportFile = (typeof DATA_EXPORT_FILES)[number];

/** The rule a copy is downloaded under, as the profile and the mail say it. */
export const DATA_EXPORT_RULE =
  `Each file downloads once, while you are signed in, within ${DATA_EXPORT_HOURS} hours of the copy being ready. ` +
  'Once both are downloaded, or the time is up, the copy is deleted from the shop.';

export const DATA_EXPORT_TOO_SOON =
  'You asked for your data less than an hour ago. Please use that copy, or ask again once the hour has passed.';

export const DataExportStatusSchema = z.object({
  state: z.enum(DATA_EXPORT_STATES),
  /** The copy's id while it is being prepared, ready, downloaded or expired. */
  _id: z.string().nullable(),
  requestedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** When each file was downloaded; a file downloaded cannot be downloaded again. */
  downloaded: z.object({ json: z.string().nullable(), csv: z.string().nullable() }),
});
export type DataExportStatus = z.infer<typeof DataExportStatusSchema>;

export const DataExportFileParamsSchema = z.object({
  id: z.uuid({ message: 'Invalid id' }),
  file: z.enum(DATA_EXPORT_FILES, { message: "The file is 'json' or 'csv'" }),
});

/** The columns of the orders CSV: one row per order line, the order's fields repeated on each of its lines. */
export const ORDERS_CSV_COLUMNS = [
  'order',
  'placed_at',
  'status',
  'payment_status',
  'currency',
  'product',
  'sku',
  'color',
  'size',
  'quantity',
  'unit_price',
  'line_discount',
  'line_tax',
  'refunded_quantity',
  'order_subtotal',
  'order_discount',
  'order_shipping',
  'order_tax',
  'order_total',
  'ship_to',
] as const;

/** What happens to a deleted account's reviews: kept under 'A former customer', or deleted. */
export const DELETED_REVIEWS_CHOICES = ['anonymise', 'delete'] as const;
export type DeletedReviewsChoice = (typeof DELETED_REVIEWS_CHOICES)[number];

/** The name a review of a deleted account is shown under when it is kept. */
export const FORMER_CUSTOMER = 'A former customer';
/** The name a deleted account's orders keep. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

/**
 * What a deleted account's orders keep and lose (docs/decisions/039): the dialogs list it, and
 * the erasure does exactly this (modules/privacy).
 */
export const SCRUBBED_ORDER_FIELDS = [
  `The name on each order and its delivery address becomes '${DELETED_CUSTOMER_NAME}'`,
  'The email becomes a made-up address (deleted-<order>@invalid)',
  'The phone number, street lines and city are removed',
  'A gift card’s sender name and message are removed',
] as const;
export const KEPT_ORDER_FIELDS =
  'Kept for the shop’s accounts and tax records: each order’s number, date, lines, prices, discounts, tax, totals, refunds, and the country, state and postcode it was delivered to.';

export const STORE_CREDIT_BLOCKS_DELETION = 'Spend or ask us to refund your store credit before deleting the account.';
export const STAFF_NOT_DELETED_HERE =
  'Staff accounts are not deleted here: make them a customer first on the Staff page, or remove them there.';
export const ACCOUNT_DELETED_MESSAGE = 'Your account is deleted. Thank you for shopping with us.';

/** The ways deleting one's own account is confirmed, one of them in each request. */
const DELETE_ACCOUNT_PROOFS = ['password', 'code', 'recentProof'] as const;

/**
 * Deleting one's own account: a proof of who one is, and what becomes of the reviews. The proof
 * is the password, a code of the two-step sign-in (from the app, or a recovery code), or
 * `recentProof: true` for a proof made in the last ten minutes through POST /api/auth/reauthenticate
 * (a passkey's, for one).
 */
export const DeleteAccountSchema = z
  .object({
    password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX).optional(),
    code: SecondFactorCodeSchema.optional(),
    recentProof: z.literal(true, { message: 'recentProof can only be true' }).optional(),
    reviews: z.enum(DELETED_REVIEWS_CHOICES, { message: 'Choose what happens to your reviews' }),
  })
  .check(
    z.superRefine(
      (input, ctx) => {
        const given = DELETE_ACCOUNT_PROOFS.filter((proof) => input[proof] !== undefined);
        // Nothing given reads as the password forgotten: the dialog asks for it first.
        if (given.length === 0) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
        if (given.length > 1)
          ctx.addIssue({
            code: 'custom',
            path: [given[1]!],
            message: 'Confirm with one of the password, a code or a recent proof, not several.',
          });
      },
      // Also when the reviews' choice is missing, so that a form says both at once; never for what is not an object.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  )
  // Said in the OpenAPI document inside `allOf`, which generated clients read as no change to the object's type.
  .meta({ allOf: [{ anyOf: DELETE_ACCOUNT_PROOFS.map((proof) => ({ required: [proof] })) }] });
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

/** Staff deleting a customer's account at their request: why, and what becomes of the reviews. */
export const EraseAccountSchema = z.object({
  reason: z
    .string({ message: 'Give the reason' })
    .trim()
    .min(3, 'Give the reason (at least 3 characters)')
    .max(500, 'The reason must be at most 500 characters'),
  reviews: z.enum(DELETED_REVIEWS_CHOICES, { message: 'Choose what happens to the reviews' }),
});
export type EraseAccountInput = z.infer<typeof EraseAccountSchema>;

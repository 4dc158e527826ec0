import { z } from 'zod';
import { optionalQuery, pagingQuery } from './common.schema';
import { MAX_PAGE_SIZE } from './constants';
import type { Permission } from './permissions';

/** The kinds of thing an admin changes, as the audit log names them. */
export const AUDIT_ENTITIES = [
  'product',
  'category',
  'color',
  'size-set',
  'order',
  'user',
  'review',
  'exchange',
  'return',
  'credit',
  'discount',
  'tax',
  // The shop's pages in Markdown (About, Terms, the policies, the owner's own).
  'page',
  'sale',
  'shipping',
  'staff',
  'role',
  // Sign-ins and failed sign-ins of staff accounts, and every account's two-factor changes.
  'auth',
  // The storefront's edited words: the home page's blocks, the announcement bar, the footer.
  'site-content',
  // The endpoints the shop posts its events to.
  'webhook',
  // The currencies prices are shown in besides the base.
  'currency',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What an admin did, as `<entity>.<verb>`: the entry's entity is the part before the dot, so the two cannot disagree. */
export const AUDIT_ACTIONS = [
  'order.status',
  'order.refund',
  'order.delete',
  // An order (or part of it) left in a parcel with a carrier's tracking number.
  'order.ship',
  // A customer added guest orders of their verified address to their account.
  'order.claim',
  'user.role',
  'user.delete',
  'user.signout',
  // An account deleted at its owner's request: by staff (with the reason), or by the customer themself.
  'user.erase',
  'user.erase-own',
  'product.create',
  'product.update',
  // Stock counts set on their own, by staff who may not edit the product.
  'product.stock',
  'product.archive',
  'product.delete',
  'category.create',
  'category.update',
  'category.reorder',
  'category.delete',
  'color.create',
  'color.update',
  'color.reorder',
  'color.delete',
  'size-set.create',
  'size-set.update',
  'size-set.reorder',
  'size-set.delete',
  'review.update',
  'review.delete',
  'review.photo-remove',
  'review.photo-approve',
  'exchange.approve',
  'exchange.receive',
  'exchange.ship',
  'exchange.close',
  'exchange.reject',
  'return.approve',
  'return.reject',
  'return.receive',
  'return.refund',
  'return.credit',
  // The shop's return policy, saved as a whole.
  'return.policy',
  // Store credit given (by a return, or by an admin), and a code's balance moved.
  'credit.issue',
  'credit.adjust',
  'credit.disable',
  'discount.create',
  'discount.update',
  'discount.delete',
  // A shipping zone (its name and places) and each of its methods.
  'shipping.create-zone',
  'shipping.update-zone',
  'shipping.delete-zone',
  'shipping.create-method',
  'shipping.update-method',
  'shipping.delete-method',
  // Automatic sales: a percentage or an amount off between a start and an end.
  'sale.create',
  'sale.update',
  'sale.delete',
  // The tax table and the shop's tax settings, saved as a whole.
  'tax.update',
  // A page of the shop's created, saved as a new version, an earlier version restored, deleted.
  'page.create',
  'page.update',
  'page.restore',
  'page.delete',
  // A staff member given another role, suspended (their sessions ended) or let back in.
  'staff.role',
  'staff.suspend',
  'staff.restore',
  // An invitation sent by email with a role, taken back, and accepted (the person joined the staff).
  'staff.invite',
  'staff.revoke-invitation',
  'staff.join',
  // The roles an owner makes from the permissions.
  'role.create',
  'role.update',
  'role.delete',
  // A staff account signed in, or a sign-in with its email failed.
  'auth.sign-in',
  'auth.sign-in-failed',
  // Two-factor sign-in turned on or off, new recovery codes made, and a recovery code used to sign in.
  'auth.two-factor-on',
  'auth.two-factor-off',
  'auth.recovery-codes',
  'auth.recovery-code-used',
  // A passkey added to the account, or removed from it.
  'auth.passkey-added',
  'auth.passkey-removed',
  // A personal API token made, or revoked (by its owner, or by an owner).
  'auth.api-token-create',
  'auth.api-token-revoke',
  // A storefront block (home page, announcement bar, footer) saved, or taken back to the shop's default.
  'site-content.update',
  'site-content.reset',
  // A webhook endpoint added, changed (its address, events, on or off), deleted, or given a new signing secret.
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'webhook.rotate-secret',
  // A currency presented, its rate or rounding changed, or no longer presented.
  'currency.add',
  'currency.update',
  'currency.delete',
  // A product's variants' own prices in other currencies, saved as a whole.
  'product.prices',
  // A product's, a category's, a colour's or a page's words in another language, saved as a whole (docs/decisions/046).
  'product.translate',
  'category.translate',
  'color.translate',
  'page.translate',
] as const satisfies readonly `${AuditEntity}.${string}`[];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The permission each action is done under, recorded on its entry beside the actor's role.
 * Null where no permission is used: a customer's own claim, and sign-ins.
 */
export const AUDIT_ACTION_PERMISSION: Record<AuditAction, Permission | null> = {
  'order.status': 'orders.fulfil',
  'order.refund': 'refunds',
  'order.delete': 'orders.fulfil',
  'order.ship': 'orders.fulfil',
  'order.claim': null,
  'user.role': 'staff',
  'user.delete': 'customers.delete',
  'user.signout': 'customers.delete',
  'user.erase': 'customers.delete',
  'user.erase-own': null,
  'product.create': 'catalogue.edit',
  'product.update': 'catalogue.edit',
  'product.stock': 'stock',
  'product.archive': 'catalogue.edit',
  'product.delete': 'catalogue.edit',
  'category.create': 'catalogue.edit',
  'category.update': 'catalogue.edit',
  'category.reorder': 'catalogue.edit',
  'category.delete': 'catalogue.edit',
  'color.create': 'catalogue.edit',
  'color.update': 'catalogue.edit',
  'color.reorder': 'catalogue.edit',
  'color.delete': 'catalogue.edit',
  'size-set.create': 'catalogue.edit',
  'size-set.update': 'catalogue.edit',
  'size-set.reorder': 'catalogue.edit',
  'size-set.delete': 'catalogue.edit',
  'review.update': 'reviews',
  'review.delete': 'reviews',
  'review.photo-remove': 'reviews',
  'review.photo-approve': 'reviews',
  'exchange.approve': 'exchanges',
  'exchange.receive': 'exchanges',
  'exchange.ship': 'exchanges',
  'exchange.close': 'exchanges',
  'exchange.reject': 'exchanges',
  'return.approve': 'exchanges',
  'return.reject': 'exchanges',
  'return.receive': 'exchanges',
  'return.refund': 'refunds',
  'return.credit': 'refunds',
  'return.policy': 'settings',
  'credit.issue': 'refunds',
  'credit.adjust': 'refunds',
  'credit.disable': 'refunds',
  'discount.create': 'discounts',
  'discount.update': 'discounts',
  'discount.delete': 'discounts',
  'shipping.create-zone': 'settings',
  'shipping.update-zone': 'settings',
  'shipping.delete-zone': 'settings',
  'shipping.create-method': 'settings',
  'shipping.update-method': 'settings',
  'shipping.delete-method': 'settings',
  'sale.create': 'discounts',
  'sale.update': 'discounts',
  'sale.delete': 'discounts',
  'tax.update': 'settings',
  'page.create': 'settings',
  'page.update': 'settings',
  'page.restore': 'settings',
  'page.delete': 'settings',
  'staff.role': 'staff',
  'staff.suspend': 'staff',
  'staff.restore': 'staff',
  'staff.invite': 'staff',
  'staff.revoke-invitation': 'staff',
  'staff.join': null,
  'role.create': 'staff',
  'role.update': 'staff',
  'role.delete': 'staff',
  'auth.sign-in': null,
  'auth.sign-in-failed': null,
  'auth.two-factor-on': null,
  'auth.two-factor-off': null,
  'auth.recovery-codes': null,
  'auth.recovery-code-used': null,
  'auth.passkey-added': null,
  'auth.passkey-removed': null,
  'auth.api-token-create': null,
  'auth.api-token-revoke': null,
  'site-content.update': 'settings',
  'site-content.reset': 'settings',
  'webhook.create': 'settings',
  'webhook.update': 'settings',
  'webhook.delete': 'settings',
  'webhook.rotate-secret': 'settings',
  'currency.add': 'settings',
  'currency.update': 'settings',
  'currency.delete': 'settings',
  'product.prices': 'catalogue.edit',
  'product.translate': 'catalogue.edit',
  'category.translate': 'catalogue.edit',
  'color.translate': 'catalogue.edit',
  'page.translate': 'settings',
};

export const AUDIT_PAGE_SIZE = 25;

/**
 * A day (`2025-03-01`, taken in UTC) or a moment with its offset (`2025-03-01T00:00:00+02:00`,
 * which the web app sends for the admin's own midnight).
 */
const MomentSchema = (name: string) =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], { message: `${name} must be a date (YYYY-MM-DD)` });

/** GET /api/audit: newest first, optionally of one admin, one kind of thing, and a span of dates. */
export const AuditQuerySchema = z
  .object({
    actorId: optionalQuery(z.uuid({ message: 'actorId is not an account id' })),
    entity: optionalQuery(z.enum(AUDIT_ENTITIES, { message: `entity must be one of ${AUDIT_ENTITIES.join(', ')}` })),
    /** From this day (or moment) on. */
    from: optionalQuery(MomentSchema('from')),
    /** Up to the end of this day, or up to this moment. */
    to: optionalQuery(MomentSchema('to')),
    ...pagingQuery(AUDIT_PAGE_SIZE, MAX_PAGE_SIZE),
  })
  .refine(
    (query) => {
      const { from, to } = auditSpan(query);
      return !from || !to || from < to;
    },
    { path: ['to'], message: 'to must not be before from' },
  );
export type AuditQuery = z.input<typeof AuditQuerySchema>;
export type AuditQueryParsed = z.output<typeof AuditQuerySchema>;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The query's dates as moments: `from` inclusive, `to` exclusive (a day's `to` runs to its end). */
export function auditSpan({ from, to }: { from?: string; to?: string }): { from?: Date; to?: Date } {
  const end = to === undefined ? undefined : new Date(isDay(to) ? `${to}T00:00:00Z` : to);
  if (end && isDay(to!)) end.setUTCDate(end.getUTCDate() + 1);
  else if (end) end.setTime(end.getTime() + 1);
  return { from: from === undefined ? undefined : new Date(isDay(from) ? `${from}T00:00:00Z` : from), to: end };
}

/** The admin who did it; null once their account is deleted. */
export const AuditActorSchema = z.object({ _id: z.string(), username: z.string(), email: z.string() });
export type AuditActor = z.infer<typeof AuditActorSchema>;

const FieldsSchema = z.record(z.string(), z.unknown());

export const AuditEntrySchema = z.object({
  _id: z.string(),
  actor: AuditActorSchema.nullable(),
  /** `<entity>.<verb>`, e.g. `product.update` (older entries may hold an action this code no longer writes). */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The actor's staff role when they did it (its handle); null for a customer's own action or an older entry. */
  actorRole: z.string().nullable(),
  /** The permission the action was done under; null where none is used (a sign-in, a customer's claim). */
  permission: z.string().nullable(),
  /** The API token the actor acted through (its name as it was; `_id` null once the token is gone); null for a signed-in session. */
  viaToken: z.object({ _id: z.string().nullable(), name: z.string() }).nullable(),
  /** What a person calls the thing (a product's name, an order's reference, an email), when the entry says. */
  label: z.string().nullable(),
  details: FieldsSchema.nullable(),
  /** The fields the action changed, as they were (null for a create) and as they became (null for a delete). */
  before: FieldsSchema.nullable(),
  after: FieldsSchema.nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** One page of the log (the X-Total-Count header counts every matching entry), and every admin who appears in it, for the filter. */
export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  actors: z.array(AuditActorSchema),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

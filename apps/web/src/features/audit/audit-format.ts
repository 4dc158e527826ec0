/** How the audit log reads: what each action is called, each field's name, each value as text. */
import type { AuditEntity, AuditEntry } from '@shop/shared/audit.schema';
import { paths } from '@shop/shared/routes';
import { formatCents, formatDate, formatDollars } from '@/lib/format';

const ACTION_LABELS: Record<string, string> = {
  'product.create': 'Added a product',
  'product.update': 'Edited a product',
  'product.stock': 'Set the stock of a product',
  'product.archive': 'Archived a product',
  'product.delete': 'Deleted a product',
  'category.create': 'Added a category',
  'category.update': 'Edited a category',
  'category.reorder': 'Reordered the categories',
  'category.delete': 'Deleted a category',
  'color.create': 'Added a colour',
  'color.update': 'Edited a colour',
  'color.reorder': 'Reordered the colours',
  'color.delete': 'Deleted a colour',
  'size-set.create': 'Added a size set',
  'size-set.update': 'Edited a size set',
  'size-set.reorder': 'Reordered the size sets',
  'size-set.delete': 'Deleted a size set',
  'order.status': 'Moved an order',
  'order.refund': 'Refunded an order',
  'order.delete': 'Deleted an order',
  'order.ship': 'Shipped an order',
  'order.claim': 'Added guest orders to an account',
  'user.role': 'Changed a role',
  'user.delete': 'Deleted an account',
  'user.signout': 'Signed an account out',
  'user.erase': 'Deleted an account at its owner’s request',
  'user.erase-own': 'A customer deleted their account',
  'review.update': 'Edited a review',
  'review.delete': 'Took down a review',
  'review.photo-remove': "Removed a review's photo",
  'review.photo-approve': "Approved a review's photo",
  'exchange.approve': 'Approved an exchange',
  'exchange.receive': 'Received a returned item',
  'exchange.ship': 'Shipped a replacement',
  'exchange.close': 'Closed an exchange',
  'exchange.reject': 'Rejected an exchange',
  'return.approve': 'Approved a return',
  'return.reject': 'Rejected a return',
  'return.receive': 'Received a return',
  'return.refund': 'Refunded a return',
  'return.credit': 'Gave store credit for a return',
  'return.policy': 'Changed the return policy',
  'credit.issue': 'Gave store credit or a gift card',
  'credit.adjust': 'Adjusted a balance',
  'credit.disable': 'Disabled a code',
  'discount.create': 'Created a discount code',
  'discount.update': 'Changed a discount code',
  'discount.delete': 'Deleted a discount code',
  'shipping.create-zone': 'Added a shipping zone',
  'shipping.update-zone': 'Changed a shipping zone',
  'shipping.delete-zone': 'Deleted a shipping zone',
  'shipping.create-method': 'Added a shipping method',
  'shipping.update-method': 'Changed a shipping method',
  'shipping.delete-method': 'Deleted a shipping method',
  'sale.create': 'Created a sale',
  'sale.update': 'Changed a sale',
  'sale.delete': 'Deleted a sale',
  'tax.update': 'Changed the tax table',
  'page.create': 'Created a page',
  'page.update': 'Edited a page',
  'page.restore': 'Restored an earlier version of a page',
  'page.delete': 'Deleted a page',
  'staff.role': 'Changed a staff role',
  'staff.suspend': 'Suspended a staff member',
  'staff.restore': 'Restored a staff member',
  'role.create': 'Created a role',
  'role.update': 'Edited a role',
  'role.delete': 'Deleted a role',
  'auth.sign-in': 'Signed in',
  'auth.sign-in-failed': 'Failed sign-in',
  'auth.two-factor-on': 'Turned on two-factor sign-in',
  'auth.two-factor-off': 'Turned off two-factor sign-in',
  'auth.recovery-codes': 'Made new recovery codes',
  'auth.recovery-code-used': 'Signed in with a recovery code',
  'auth.passkey-added': 'Added a passkey',
  'auth.passkey-removed': 'Removed a passkey',
  'site-content.update': 'Edited the storefront',
  'site-content.reset': 'Reset the storefront to its default',
  'webhook.create': 'Added a webhook endpoint',
  'webhook.update': 'Changed a webhook endpoint',
  'webhook.delete': 'Deleted a webhook endpoint',
  'webhook.rotate-secret': 'Made a new secret for a webhook endpoint',
  'currency.add': 'Added a currency',
  'currency.update': 'Changed a currency',
  'currency.delete': 'Removed a currency',
  'product.prices': "Set a product's prices in other currencies",
  'product.translate': "Translated a product's words",
  'category.translate': "Translated a category's words",
  'color.translate': "Translated a colour's name",
  'page.translate': 'Translated a page',
};

/** What the admin did, in words; an action this page does not know shows as it is stored. */
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** The filter's choices. */
export const ENTITY_LABELS: Record<AuditEntity, string> = {
  product: 'Products',
  category: 'Categories',
  color: 'Colours',
  'size-set': 'Size sets',
  order: 'Orders',
  user: 'Users',
  review: 'Reviews',
  discount: 'Discount codes',
  sale: 'Sales',
  exchange: 'Exchanges',
  return: 'Returns',
  credit: 'Store credit',
  tax: 'Tax',
  page: 'Pages',
  shipping: 'Shipping',
  staff: 'Staff',
  role: 'Roles',
  auth: 'Sign-ins',
  'site-content': 'Storefront',
  webhook: 'Webhooks',
  currency: 'Currencies',
};

/** Where the thing can still be seen, when it can: not after it was deleted. */
export function entityPath(entry: Pick<AuditEntry, 'entity' | 'entityId' | 'action'>): string | null {
  if (!entry.entityId || /\.(delete|archive)$/.test(entry.action)) return null;
  if (entry.entity === 'product') return paths.updateProduct(entry.entityId);
  if (entry.entity === 'order') return paths.adminOrder(entry.entityId);
  return null;
}

const FIELD_LABELS: Record<string, string> = {
  oldPrice: 'Old price',
  finalSale: 'Final sale',
  image: 'Picture',
  imageColor: 'Picture colour',
  colors: 'Colours',
  paymentStatus: 'Payment',
  restocked: 'Back in stock',
  orderId: 'Order',
  amountCents: 'Amount',
  rateCents: 'Rate',
  freeOverCents: 'Free over',
  fields: 'Fields sent',
  handle: 'Handle',
  hidden: 'Hidden',
  hex: 'Hex',
  movedTo: 'Products moved to',
  moved: 'Products moved',
  from: 'From',
  to: 'To',
};

/** A field's name as a person reads it: `oldPrice` -> 'Old price'. */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The order fields are shown in (the log stores them in no useful order); others follow, by name. */
const FIELD_ORDER = [
  'name',
  'orderId',
  'username',
  'email',
  'product',
  'author',
  'status',
  'paymentStatus',
  'restocked',
  'total',
  'role',
  'sessions',
  'archived',
  'category',
  'colors',
  'sizes',
  'price',
  'oldPrice',
  'finalSale',
  'stock',
  'image',
  'imageColor',
  'gallery',
  'description',
  'rating',
  'fit',
  'comment',
  'joined',
];
const rank = (key: string) => (FIELD_ORDER.includes(key) ? FIELD_ORDER.indexOf(key) : FIELD_ORDER.length);
const byFieldOrder = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b);

/** Fields whose value is a picture of the shop (shown as one). */
const PICTURE_FIELDS = new Set(['image']);
const isPicture = (key: string, value: unknown): value is string =>
  PICTURE_FIELDS.has(key) && typeof value === 'string' && value.startsWith('/');

const DOLLAR_FIELDS = new Set(['price', 'oldPrice', 'total']);
/** Amounts kept in cents: a refund's, and a shipping method's rate and threshold. */
const CENT_FIELDS = new Set(['amountCents', 'rateCents', 'freeOverCents']);

/** A value as text; '—' for nothing. */
export function formatValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && DOLLAR_FIELDS.has(key)) return formatDollars(value);
  if (typeof value === 'number' && CENT_FIELDS.has(key)) return formatCents(value);
  if (typeof value === 'string' && key === 'joined') return formatDate(value, 'medium', value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map((item) => formatValue(key, item)).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One line of the change: a field as it was and as it became (undefined: that side does not name the field). */
export interface DiffRow {
  key: string;
  field: string;
  before?: string;
  after?: string;
  /** The values are pictures' addresses. */
  picture?: true;
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0);

/**
 * The entry's change, field by field. A field holding fields (the stock of each variant) gives a
 * line for each. A create or a delete lists only the fields that hold something; an entry
 * written before the log kept before and after shows its details instead.
 */
export function diffRows(entry: Pick<AuditEntry, 'before' | 'after' | 'details'>): DiffRow[] {
  const { before, after } = entry;
  if (!before && !after) {
    return Object.keys(entry.details ?? {})
      .sort(byFieldOrder)
      .map((key) => ({ key, field: fieldLabel(key), after: formatValue(key, entry.details![key]) }));
  }
  const oneSided = !before || !after;
  const rows: DiffRow[] = [];
  const line = (key: string, field: string, was: Fields | null | undefined, now: Fields | null | undefined, valueKey: string) => {
    const has = { before: Boolean(was && valueKey in was), after: Boolean(now && valueKey in now) };
    if (oneSided && isEmpty((has.after ? now : was)?.[valueKey])) return;
    const values = [has.before ? was![valueKey] : undefined, has.after ? now![valueKey] : undefined];
    rows.push({
      key,
      field,
      before: has.before ? formatValue(valueKey, values[0]) : undefined,
      after: has.after ? formatValue(valueKey, values[1]) : undefined,
      ...(values.every((value) => value === undefined || isPicture(valueKey, value)) ? { picture: true as const } : {}),
    });
  };
  const keysOf = (...sides: (Fields | null | undefined)[]) => [...new Set(sides.flatMap((side) => Object.keys(side ?? {})))];
  for (const key of keysOf(before, after).sort(byFieldOrder)) {
    const was = before?.[key];
    const now = after?.[key];
    if (isFields(was) || isFields(now)) {
      const inner = { was: isFields(was) ? was : null, now: isFields(now) ? now : null };
      for (const part of keysOf(inner.was, inner.now).sort()) {
        line(`${key}.${part}`, `${fieldLabel(key)} ${part}`, inner.was, inner.now, part);
      }
    } else {
      line(key, fieldLabel(key), before, after, key);
    }
  }
  return rows;
}
